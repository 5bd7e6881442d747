/// <reference lib="webworker" />
import { compressReduced } from './compress-reduced.ts';
import type { CompressReply, CompressRequest } from './photo-compression.ts';

/**
 * The library runs here only where the fast path fails, with `useWebWorker: false` (never its CDN
 * worker).
 */

const scope = self as unknown as DedicatedWorkerGlobalScope;

/** Safari and iOS are left to the page: their EXIF handling in a worker is not verified. */
function canCompressHere(): boolean {
  if (typeof OffscreenCanvas !== 'function' || typeof createImageBitmap !== 'function')
    return false;
  const { userAgent, platform } = navigator;
  if (/Chrom(e|ium)/i.test(userAgent)) return true;
  const apple = /iP(ad|od|hone)/i.test(userAgent) || /iP(ad|od|hone)/i.test(platform ?? '');
  return !apple && !/Safari/i.test(userAgent);
}

scope.onmessage = async (event: MessageEvent<CompressRequest>) => {
  const reply = (message: CompressReply) => scope.postMessage(message);
  if (!canCompressHere()) {
    reply({ kind: 'unsupported' });
    return;
  }
  const { file, type } = event.data;
  try {
    reply({ kind: 'done', ...(await compressReduced(file, type)) });
    return;
  } catch {
    // e.g. a browser without resize options that cannot draw this picture: try the library.
  }
  try {
    const { compressInPlace } = await import('./compress-in-place.ts');
    reply({ kind: 'done', ...(await compressInPlace(file, type)) });
  } catch {
    reply({ kind: 'failed' });
  }
};
