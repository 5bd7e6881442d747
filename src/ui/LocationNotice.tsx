import type { MouseEvent } from 'react';
import { copy } from './copy/pt-BR';
import { Notice } from './Notice';
import * as styles from './Notice.css';

type LocationNoticeProps = {
  /** Reloads the page by default; tests pass a spy. */
  onReload?: () => void;
};

function reloadPage() {
  window.location.reload();
}

/** Shown instead of content that needs the device position while the browser does not give it. */
export function LocationNotice({ onReload = reloadPage }: LocationNoticeProps) {
  const reload = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onReload();
  };
  return (
    <Notice tone="warning" role="alert">
      <h2 className={styles.title}>{copy.location.noticeTitle}</h2>
      <p>{copy.location.inactive}</p>
      <p>
        {copy.location.noticeBody}{' '}
        <a href={typeof window === 'undefined' ? '' : window.location.href} onClick={reload} className={styles.link}>
          {copy.location.reloadLink}
        </a>{' '}
        {copy.location.reloadLinkEnd}
      </p>
    </Notice>
  );
}
