import type { MouseEvent } from 'react';
import { copy } from './copy/pt-BR';
import { Button } from './Button';
import { Notice } from './Notice';
import * as styles from './Notice.css';

type LocationNoticeProps = {
  /** Asks the browser for the position again ('Tentar novamente'). */
  onRetry: () => void;
  /** The position is being asked for again. */
  retrying: boolean;
  /** Reloads the page by default; tests pass a spy. */
  onReload?: () => void;
};

function reloadPage() {
  window.location.reload();
}

/**
 * Shown instead of content that needs the device position while the browser does not give it.
 * The screen goes on by itself once the position comes back (src/core/use-geolocation.ts);
 * 'Tentar novamente' asks at once, and the spec's reload link stays.
 */
export function LocationNotice({ onRetry, retrying, onReload = reloadPage }: LocationNoticeProps) {
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
        <a
          href={typeof window === 'undefined' ? '' : window.location.href}
          onClick={reload}
          className={styles.link}
        >
          {copy.location.reloadLink}
        </a>{' '}
        {copy.location.reloadLinkEnd}
      </p>
      <p>{copy.location.recoversByItself}</p>
      <Button variant="outline" onClick={onRetry} busy={retrying} busyText={copy.location.retrying}>
        {copy.app.retry}
      </Button>
    </Notice>
  );
}
