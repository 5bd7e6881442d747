import type { Options } from 'browser-image-compression';

/**
 * docs/product.md R6.8 and R9.10: quality 0.7, long edge at most 1600 px. `useWebWorker: false`
 * always: the library's own worker mode loads its script from a CDN; we run it inside our own
 * worker (compress-photo.worker.ts) instead, served from the app's origin.
 */
export const PHOTO_QUALITY = 0.7;
export const PHOTO_MAX_EDGE_PX = 1600;

export const compressionOptions: Options = {
  initialQuality: PHOTO_QUALITY,
  maxWidthOrHeight: PHOTO_MAX_EDGE_PX,
  useWebWorker: false,
  // Weak mobile data: past 1 MB the library lowers the quality further until the photo fits.
  maxSizeMB: 1,
};
