declare global {
  interface Window {
    __earlyTap?: Element;
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
