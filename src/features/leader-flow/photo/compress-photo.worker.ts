/// <reference lib="webworker" />
import { compressInPlace } from './compress-in-place';
import type { CompressReply, CompressRequest } from './compress-photo-protocol';

/**
 * Compresses one photo off the main thread. Served from our own origin as a module worker;
 * browser-image-compression runs here with `useWebWorker: false` (never its CDN worker).
 */

const scope = self as unknown as DedicatedWorkerGlobalScope;

/**
 * browser-image-compression decodes with createImageBitmap and draws on an OffscreenCanvas; on
 * Safari and iOS browsers it skips createImageBitmap for an <img>, which a worker does not have.
 */
function canCompressHere(): boolean {
  if (typeof OffscreenCanvas !== 'function' || typeof createImageBitmap !== 'function') return false;
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
  try {
    const { file, width, height } = await compressInPlace(event.data.file, event.data.type);
    reply({ kind: 'done', file, width, height });
  } catch {
    reply({ kind: 'failed' });
  }
};
