import type { ReactNode } from 'react';
import { copy } from '#src/ui/copy.ts';
import { lightPageCopy } from './light-page-copy.ts';
import { paths } from '#src/lib/paths.ts';
import * as styles from './LightPage.css.ts';

const PRIVACY_NOTICE_HREF = '/privacidade';

/**
 * Links to other public pages are plain (full loads: the app is not there); the script finds parts
 * by `data-part`.
 */
export function LightPage({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className={styles.root}>
      <a className={styles.brandBar} href={paths.landing.pattern}>
        <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <rect width="32" height="32" rx="6" fill="currentColor" />
          <path d="M8 13h16l-2 11H10z" fill="#fff" />
        </svg>
        <span>{copy.app.name}</span>
      </a>
      <main className={styles.main}>
        <h1 className={styles.heading} data-part="page-heading" tabIndex={-1}>
          {heading}
        </h1>
        {children}
      </main>
      <footer className={styles.footer}>
        <nav aria-label={lightPageCopy.linksLabel}>
          <ul className={styles.links}>
            <li>
              <a className={styles.link} href={paths.landing.pattern}>
                {lightPageCopy.home}
              </a>
            </li>
            <li>
              <a className={styles.link} href={paths.receiptCheck.pattern}>
                {lightPageCopy.receiptCheck}
              </a>
            </li>
            <li>
              <a className={styles.link} href={paths.ombudsman.pattern}>
                {lightPageCopy.ombudsman}
              </a>
            </li>
            <li>
              <a className={styles.link} href={paths.transparency.pattern}>
                {lightPageCopy.transparency}
              </a>
            </li>
            <li>
              <a className={styles.link} href={PRIVACY_NOTICE_HREF}>
                {lightPageCopy.privacy}
              </a>
            </li>
          </ul>
        </nav>
      </footer>
    </div>
  );
}
