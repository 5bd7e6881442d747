import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { copy } from './copy/pt-BR';
import { SessionBottomNav } from './BottomNav';
import { BannerSlotContext } from './banner-slot';
import * as styles from './Screen.css';

type ScreenProps = {
  title: string;
  /** Where the back arrow in the header leads; no arrow when absent. */
  backTo?: string;
  /** Shows the bottom navigation of the signed-in area. */
  withNav?: boolean;
  /** Uses the whole window width (diagrams), instead of the phone-sized column. */
  wide?: boolean;
  children: ReactNode;
};

/** Page frame: header with the page's only h1, the main landmark, optional bottom navigation. */
export function Screen({ title, backTo, withNav = false, wide = false, children }: ScreenProps) {
  const rootClass = withNav ? `${styles.root} ${styles.rootWithNav}` : styles.root;
  const [bannerSlot, setBannerSlot] = useState<HTMLDivElement | null>(null);
  return (
    <div className={rootClass}>
      <header className={styles.header}>
        {backTo ? (
          <Link href={backTo} className={styles.backLink} aria-label={copy.app.back}>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M15.5 4.5 8 12l7.5 7.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </Link>
        ) : null}
        <h1 className={styles.title}>{title}</h1>
      </header>
      {/* Banners (AlertBanner) land here: under the header, never over it or the back arrow. */}
      <div ref={setBannerSlot} className={styles.bannerSlot} />
      <main className={wide ? `${styles.main} ${styles.mainWide}` : styles.main}>
        <BannerSlotContext.Provider value={bannerSlot}>{children}</BannerSlotContext.Provider>
      </main>
      {withNav ? <SessionBottomNav /> : null}
    </div>
  );
}
