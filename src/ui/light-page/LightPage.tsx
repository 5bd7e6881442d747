import type { ReactNode } from 'react';
import { copy } from '#src/ui/copy.ts';
import { lightPageCopy } from './light-page-copy.ts';
import { paths } from '#src/lib/paths.ts';
import * as styles from './LightPage.css.ts';

/** The public privacy notice (server/domain/privacy-notice/privacy-notice-page.ts). */
const PRIVACY_NOTICE_HREF = '/privacidade';

/**
 * The frame of a light public page, drawn once at build time (scripts/build/light-pages-build.ts):
 * the brand bar, the page's heading and content, and plain links to the other public pages
 * (full page loads: the app is not there to route them). The page's script finds what it works
 * on by `data-part`.
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
