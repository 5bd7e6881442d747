import { VitePWA } from 'vite-plugin-pwa';
import { lightPagePaths } from '#src/lib/paths.ts';

const THEME_GREEN = '#0b6146';

/**
 * The installable app (docs/offline.md): a pt-BR manifest, and a Workbox service worker that
 * precaches the shell, every route chunk and the photo worker so a leader opens the app and
 * the screens already visited with no signal. Only build output is cached (and the public
 * /transparencia with its snapshot): the rest of the API, the
 * identity provider and the signed file links always go to the network, so nothing personal
 * lands in Cache Storage. A new version waits for the person's 'Atualizar'
 * (src/core/app-update.ts), never swapping the code under a flow in progress.
 */
export function pwa() {
  return VitePWA({
    registerType: 'prompt',
    // Registered by the app after the page has loaded, so the landing's first paint carries no Workbox.
    injectRegister: false,
    // The icons are build output like the rest: globPatterns precaches them once.
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Cestas Solidárias',
      short_name: 'Cestas',
      description:
        'Cartões de cesta básica entregues por líderes comunitários a famílias que precisam.',
      lang: 'pt-BR',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: THEME_GREEN,
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
      // The QA inspector's layout worker is large and only in QA builds; it is not worth a leader's data.
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      navigateFallback: 'index.html',
      // Served by the backend on this origin; an offline page in their place would hide real failures.
      navigateFallbackDenylist: [
        /^\/api(\/|$)/,
        /^\/auth(\/|$)/,
        /^\/files(\/|$)/,
        /^\/privacidade(\/|$)/,
        // The light public pages: their own HTML, never the app's shell.
        ...lightPagePaths.map((page) => new RegExp(`^${page}(\\/|$)`)),
      ],
      // At run time only /transparencia, its scripts and its newest snapshot: public figures with
      // no person in them (docs/privacy.md "Transparência"), kept so the page opens with no
      // connection. Every other answer of the API stays out of Cache Storage.
      runtimeCaching: [
        {
          urlPattern: ({ url, request }) =>
            request.mode === 'navigate' && url.pathname === '/transparencia',
          handler: 'NetworkFirst',
          options: { cacheName: 'transparencia', networkTimeoutSeconds: 5 },
        },
        {
          urlPattern: ({ url }) => url.pathname === '/api/public/transparency',
          handler: 'NetworkFirst',
          options: { cacheName: 'transparencia', networkTimeoutSeconds: 5 },
        },
        {
          urlPattern: ({ url }) => url.pathname.startsWith('/assets/light-'),
          handler: 'CacheFirst',
          options: { cacheName: 'transparencia' },
        },
      ],
      cleanupOutdatedCaches: true,
      // Background Sync wakes the open pages to send the outbox (public/outbox-sync-sw.js).
      importScripts: ['outbox-sync-sw.js'],
    },
  });
}
