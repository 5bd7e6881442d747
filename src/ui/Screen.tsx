import {
  useEffect,
  useRef,
  useState,
  createContext,
  type ReactNode,
  type ElementType,
} from 'react';
import { Link, matchRoute, useLocation, useRouter, type Parser } from 'wouter';
import { copy } from './copy.ts';
import { useSessionView } from '#src/core/session/session-context.tsx';
import { isStaff, type Role } from '#src/lib/route-access.ts';
import { paths } from '#src/lib/paths.ts';
import * as styles from './Screen.css.ts';

/** Null outside a Screen: the banner then stays where it is rendered. */
export const BannerSlotContext = createContext<HTMLElement | null>(null);

type ScreenProps = {
  title: string;
  backTo?: string;
  withNav?: boolean;
  wide?: boolean;
  children: ReactNode;
};

export function pageTitle(heading: string): string {
  return `${heading} — ${copy.app.name}`;
}

/** The first screen keeps the focus where the browser put it. */
let screenShownBefore = false;

/**
 * After another screen the focus goes to the heading; a screen that focused a field of its own
 * keeps it.
 */
function useScreenArrival(title: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
  useEffect(() => {
    const cameFromAnotherScreen = screenShownBefore;
    screenShownBefore = true;
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (cameFromAnotherScreen && focusLost) heading.current?.focus({ preventScroll: true });
  }, []);
  return heading;
}

export function Screen({ title, backTo, withNav = false, wide = false, children }: ScreenProps) {
  const rootClass = withNav ? `${styles.root} ${styles.rootWithNav}` : styles.root;
  const [bannerSlot, setBannerSlot] = useState<HTMLDivElement | null>(null);
  const heading = useScreenArrival(title);
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
        <h1 ref={heading} className={styles.title} tabIndex={-1}>
          {title}
        </h1>
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

type NavItem = {
  href: string;
  label: string;
  /** Route patterns where the item is current, each with every path below it. */
  sections: readonly string[];
  shownTo: (role: Role | null) => boolean;
  icon: ReactNode;
};

function Icon({ path }: { path: string }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

const items: readonly NavItem[] = [
  {
    href: paths.donationList.link(),
    label: copy.nav.donations,
    sections: [
      paths.donationList.pattern,
      paths.donationRegister.pattern,
      paths.donationWait.pattern,
      paths.donationReceived.pattern,
      paths.donationDetails.pattern,
      paths.deliveredDetails.pattern,
      paths.filter.pattern,
    ],
    shownTo: (role) => role !== 'ouvidoria',
    icon: (
      <Icon path="M20 7h-3.2A3 3 0 0 0 12 3.8 3 3 0 0 0 7.2 7H4a1 1 0 0 0-1 1v3a1 1 0 0 0 1 1v8a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-8a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1Zm-6-1a1 1 0 1 1 0 2h-1V7a1 1 0 0 1 1-1Zm-4 0a1 1 0 0 1 1 1v1h-1a1 1 0 1 1 0-2ZM5 9h6v1H5V9Zm1 3h5v7H6v-7Zm12 7h-5v-7h5v7Zm1-9h-6V9h6v1Z" />
    ),
  },
  {
    href: paths.overview.link(),
    label: copy.nav.overview,
    sections: [paths.overview.pattern],
    shownTo: isStaff,
    icon: <Icon path="M4 20h16v2H2V4h2v16Zm3-2V10h3v8H7Zm5 0V5h3v13h-3Zm5 0v-6h3v6h-3Z" />,
  },
  {
    href: paths.charge.link(),
    label: copy.nav.charge,
    sections: [paths.charge.pattern],
    shownTo: isStaff,
    icon: (
      <Icon path="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8l-6-6Zm4 18H6V4h7v5h5v11Zm-9-5h2v3h2v-3h2l-3-3-3 3Z" />
    ),
  },
  {
    href: paths.export.link(),
    label: copy.nav.export,
    sections: [paths.export.pattern],
    shownTo: isStaff,
    icon: <Icon path="M19 9h-4V3H9v6H5l7 7 7-7ZM5 18v2h14v-2H5Z" />,
  },
  {
    href: paths.complaints.link(),
    label: copy.nav.complaints,
    sections: [paths.complaints.pattern],
    // Staff reach the queue from the overview; it is the ombudsperson's whole work.
    shownTo: (role) => role === 'ouvidoria',
    icon: (
      <Icon path="M20 2H4a2 2 0 0 0-2 2v18l4-4h14a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2Zm0 14H5.2L4 17.2V4h16v12ZM11 5h2v6h-2V5Zm0 8h2v2h-2v-2Z" />
    ),
  },
  {
    href: paths.profile.link(),
    label: copy.nav.profile,
    sections: [paths.profile.pattern, paths.passwordReset.pattern],
    shownTo: () => true,
    icon: (
      <Icon path="M12 12a5 5 0 1 0-5-5 5 5 0 0 0 5 5Zm0-8a3 3 0 1 1-3 3 3 3 0 0 1 3-3Zm0 10c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Zm-6 5c.2-1 2.7-3 6-3s5.8 2 6 3H6Z" />
    ),
  },
];

function isCurrent(item: NavItem, location: string, parser: Parser): boolean {
  // Loose matching: a section also covers the paths below it (/charge → /charge/add).
  return item.sections.some((section) => matchRoute(parser, section, location, true)[0]);
}

export function BottomNav({ role }: { role: Role | null }) {
  const [location] = useLocation();
  const { parser } = useRouter();
  const visible = items.filter((item) => item.shownTo(role));
  return (
    <nav className={styles.nav} aria-label={copy.nav.label}>
      <ul className={styles.navList}>
        {visible.map((item) => (
          <li key={item.href} className={styles.navItem}>
            <Link
              href={item.href}
              className={styles.navLink}
              aria-current={isCurrent(item, location, parser) ? 'page' : undefined}
            >
              {item.icon}
              <span>{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SessionBottomNav() {
  const view = useSessionView();
  return <BottomNav role={view.user?.role ?? null} />;
}

export function VisuallyHidden({
  as: Tag = 'span',
  children,
}: {
  as?: ElementType;
  children: ReactNode;
}) {
  return <Tag className={styles.visuallyHidden}>{children}</Tag>;
}
