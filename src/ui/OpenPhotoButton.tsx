import { useState } from 'react';
import { copy } from './copy.ts';
import { VisuallyHidden } from './Screen.tsx';
import * as styles from './OpenPhotoButton.css.ts';

type OpenPhotoButtonProps = {
  label: string;
  busyText: string;
  loadUrl: () => Promise<string>;
  onFailure: (error: unknown) => void;
};

/**
 * Links expire in 2 minutes, so asked on click; the tab opens during the click (browsers block
 * later ones).
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
