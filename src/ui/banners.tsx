import { useContext, useEffect, useRef, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { copy } from './copy.ts';
import { BannerSlotContext } from './Screen.tsx';
import { useLocation } from 'wouter';
import { useNotification, useSessionScope } from '#src/core/session-scope/SessionScopeProvider.tsx';
import { Button } from './Button.tsx';
import { Notice } from './Notice.tsx';
import * as screenStyles from './Screen.css.ts';
import * as noticeStyles from './Notice.css.ts';

export const ALERT_DURATION_MS = 5000;

export type AlertType = 'success' | 'failure';

type AlertBannerProps = {
  type: AlertType;
  message: string | null;
  onDismiss: () => void;
};

function StatusIcon({ type }: { type: AlertType }) {
  // The shape tells success from failure, so colour is not the only signal.
  const path =
    type === 'success'
      ? 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z'
      : 'M11 15h2v2h-2v-2Zm0-8h2v6h-2V7Zm1-5a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16Z';
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

/**
 * A failure stays until dismissed, a success fades
 * (docs/decisions/025-errors-stay-successes-fade.md).
 */
export function AlertBanner({ type, message, onDismiss }: AlertBannerProps) {
  const slot = useContext(BannerSlotContext);
  useAutoDismiss(type === 'success' && message !== null, ALERT_DURATION_MS, onDismiss, message);
  if (message === null) return null;
  const success = type === 'success';
  const banner = (
    <div
      role={success ? 'status' : 'alert'}
      aria-live={success ? 'polite' : 'assertive'}
      aria-atomic="true"
      className={screenStyles.banner[type]}
      onClick={onDismiss}
    >
      <StatusIcon type={type} />
      <p className={screenStyles.bannerMessage}>{message}</p>
      <button type="button" className={screenStyles.bannerClose} aria-label={copy.alert.dismiss}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7 2.9 18.3 9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3 1.4 1.4Z"
            fill="currentColor"
          />
        </svg>
      </button>
    </div>
  );
  return slot ? createPortal(banner, slot) : banner;
}

export function NotificationBanner() {
  const [location] = useLocation();
  const notification = useNotification();
  const { dismiss } = useSessionScope().notification;
  if (notification === null || (notification.screen !== null && notification.screen !== location))
    return null;
  return (
    <AlertBanner
      // A new notification restarts the 5-second timer, even with the same text.
      key={notification.id}
      type={notification.type}
      message={notification.message}
      onDismiss={() => dismiss(notification.id)}
    />
  );
}

/** The latest callback is used, so parents may pass inline functions. */
function useAutoDismiss(
  active: boolean,
  delayMs: number,
  onDismiss: () => void,
  resetKey?: unknown,
) {
  const callback = useRef(onDismiss);
  useEffect(() => {
    callback.current = onDismiss;
  });

  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => callback.current(), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs, resetKey]);
}

type LocationNoticeProps = {
  onRetry: () => void;
  retrying: boolean;
  onReload?: () => void;
};

function reloadPage() {
  window.location.reload();
}

/** The screen goes on by itself once the position comes back (src/core/use-geolocation.ts). */
export function LocationNotice({ onRetry, retrying, onReload = reloadPage }: LocationNoticeProps) {
  const reload = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onReload();
  };
  return (
    <Notice tone="warning" role="alert">
      <h2 className={noticeStyles.title}>{copy.location.noticeTitle}</h2>
      <p>{copy.location.inactive}</p>
      <p>
        {copy.location.noticeBody}{' '}
        <a
          href={typeof window === 'undefined' ? '' : window.location.href}
          onClick={reload}
          className={noticeStyles.link}
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
