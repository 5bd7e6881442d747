// What `use-sync-external-store/shim` becomes in the app's build (vite.config.ts): React itself,
// which has had `useSyncExternalStore` since 18. wouter and @xstate/react import the shim to
// support older React; its fallback (and CommonJS wrapper) were 0.7 KB gzip on every page
// (docs/performance.md P11).
export { useSyncExternalStore } from 'react';
