/// <reference types="vite-plugin-pwa/vanillajs" />
import { announceUpdate } from '#src/core/app-update.ts';

/**
 * Registers the service worker (scripts/build/pwa.ts) once the page has loaded: Workbox's
 * registration code is a chunk of its own, fetched after the first paint. Not in development,
 * where Vite serves modules that a cache would only make stale.
 */
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
