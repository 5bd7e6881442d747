/* global self */
// Imported by the service worker (scripts/build/pwa.ts). Background Sync for the outbox
// (docs/offline.md, "Outbox"): the worker holds no token, so it only wakes the open pages, which
// send. With no page open nothing is sent; the outbox goes out at the next start of the app.
self.addEventListener('sync', (event) => {
  if (event.tag !== 'cestas-outbox') return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((clients) => {
      for (const client of clients) client.postMessage({ type: 'cestas-outbox-sync' });
    }),
  );
});
