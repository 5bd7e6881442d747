declare global {
  interface Window {
    /** Pressed before the page's script had hydrated it (public/landing-boot.js). */
    __earlyTap?: Element;
    /** Set once React has taken the prerendered page over: later taps reach their handlers. */
    __pageHydrated?: boolean;
  }
}

/** Hydration keeps the same DOM node, so the tap lands where it was aimed. */
export function replayEarlyTap(): void {
  window.__pageHydrated = true;
  const button = window.__earlyTap;
  delete window.__earlyTap;
  if (button instanceof HTMLButtonElement && button.isConnected && !button.disabled) button.click();
}
