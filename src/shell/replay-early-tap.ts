declare global {
  interface Window {
    /** The button a person pressed before the page's script had hydrated it (public/landing-boot.js). */
    __earlyTap?: Element;
    /** Set once React has taken the prerendered page over: later taps reach their handlers. */
    __pageHydrated?: boolean;
  }
}

/**
 * Presses again the button a person tapped while the prerendered page had no script yet, now
 * that React's handler is on it. Hydration keeps the same DOM node, so the tap lands where it was
 * aimed; a button gone in the meantime is left alone.
 */
export function replayEarlyTap(): void {
  window.__pageHydrated = true;
  const button = window.__earlyTap;
  delete window.__earlyTap;
  if (button instanceof HTMLButtonElement && button.isConnected && !button.disabled) button.click();
}
