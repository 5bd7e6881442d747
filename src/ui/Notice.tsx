import type { ReactNode } from 'react';
import * as styles from './Notice.css';

type NoticeProps = {
  tone: 'warning' | 'info' | 'danger';
  id?: string;
  /** 'alert' for a message that appears because something failed. */
  role?: 'alert' | 'status';
  children: ReactNode;
};

function ToneIcon({ tone }: { tone: NoticeProps['tone'] }) {
  const path =
    tone === 'info'
      ? 'M11 7h2v2h-2V7Zm0 4h2v6h-2v-6Zm1-9a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16Z'
      : 'M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z';
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      style={{ flex: 'none' }}
    >
      <path d={path} fill="currentColor" />
    </svg>
  );
}

/** Inline message box; the icon says the tone so colour is not the only signal. */
export function Notice({ tone, id, role, children }: NoticeProps) {
  return (
    <div className={styles.notice[tone]} id={id} role={role}>
      <ToneIcon tone={tone} />
      <div className={styles.body}>{children}</div>
    </div>
  );
}
