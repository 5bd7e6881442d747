import { useState } from 'react';
import { copy } from './copy.ts';
import { VisuallyHidden } from './Screen.tsx';
import * as styles from './OpenPhotoButton.css.ts';

type OpenPhotoButtonProps = {
  label: string;
  busyText: string;
  /** Asks for the photo's time-limited link (GET donation/{id}/url or voucher/{id}/url). */
  loadUrl: () => Promise<string>;
  /** The link could not be obtained; the screen says why. */
  onFailure: (error: unknown) => void;
};

/**
 * Opens a proof photo in a new tab. Links expire after 2 minutes and end with the session, so the
 * link is asked for on click, not when the page loads. The tab is opened during the click itself
 * (browsers block a window opened later) and pointed at the photo once the link arrives.
 */
export function OpenPhotoButton({ label, busyText, loadUrl, onFailure }: OpenPhotoButtonProps) {
  const [busy, setBusy] = useState(false);

  const open = async () => {
    const tab = window.open('', '_blank');
    setBusy(true);
    try {
      const url = new URL(await loadUrl(), window.location.href).href;
      if (tab && !tab.closed) {
        tab.opener = null; // the photo's page must not reach back into the app
        tab.location.replace(url);
      } else {
        window.open(url, '_blank', 'noopener,noreferrer');
      }
    } catch (error) {
      tab?.close();
      onFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={styles.button}
      onClick={() => void open()}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M21 19V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2ZM8.5 13.5l2.5 3 3.5-4.5 4.5 6H5l3.5-4.5Z"
          fill="currentColor"
        />
      </svg>
      {busy ? busyText : label}
      <VisuallyHidden> {copy.app.opensInNewTab}</VisuallyHidden>
    </button>
  );
}
