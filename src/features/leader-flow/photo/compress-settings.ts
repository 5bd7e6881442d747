import type { Options } from 'browser-image-compression';

/**
 * docs/product.md R6.8 and R9.10: quality 0.7, long edge at most 1600 px, and at most 500 KB so a
 * photo goes over a leader's mobile data in a few seconds. Past 500 KB the quality is lowered, then
 * the size, until the photo fits.
 */
export const PHOTO_QUALITY = 0.7;
export const PHOTO_MAX_EDGE_PX = 1600;
export const PHOTO_MAX_BYTES = 500 * 1024;

/**
 * The fallback (browser-image-compression, in the page or when the fast path fails in the worker).
 * `useWebWorker: false` always: the library's own worker mode loads its script from a CDN.
 */
export const compressionOptions: Options = {
  initialQuality: PHOTO_QUALITY,
  maxWidthOrHeight: PHOTO_MAX_EDGE_PX,
  useWebWorker: false,
  maxSizeMB: PHOTO_MAX_BYTES / (1024 * 1024),
};
