/// <reference types="vite-plugin-pwa/vanillajs" />
import { announceUpdate } from '#src/core/app-update.ts';

/** Not in development, where it would go stale. */
export function registerServiceWorkerAfterLoad(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () => {
    void import('virtual:pwa-register').then(({ registerSW }) => {
      const updateServiceWorker = registerSW({
        immediate: true,
        onNeedRefresh: () =>
          announceUpdate(async () => {
            await updateServiceWorker(true);
            // Workbox reloads when the new version takes control; a page the old one never
            // controlled (the first visit) gets no such event, so it reloads here.
            if (!navigator.serviceWorker.controller) window.location.reload();
          }),
      });
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
