/// <reference lib="webworker" />
import type { CompressedPhoto } from './compress-in-place.ts';
import {
  PHOTO_MAX_BYTES,
  PHOTO_QUALITY,
  displayedSize,
  fitWithin,
  HEADER_BYTES,
  scaledDecodeSize,
  type CompressReply,
  type CompressRequest,
  type Size,
  type PhotoType,
} from './photo-compression.ts';

/** Tried past PHOTO_QUALITY while the photo is over PHOTO_MAX_BYTES; then the size shrinks. */
const LOWER_QUALITIES = [0.6, 0.5] as const;
const SHRINK = 0.8;
const MAX_ENCODES = 8;

type Decoded = { image: ImageBitmap; close: () => void };

/**
 * Asked for a smaller size, it decodes at n/8 of the stored size (libjpeg's DCT scaling), the
 * cheapest decode.
 */
async function decodeScaledJpeg(file: Blob, original: Size, target: Size): Promise<Decoded | null> {
  if (typeof ImageDecoder !== 'function' || !(await ImageDecoder.isTypeSupported('image/jpeg')))
    return null;
  const desired = scaledDecodeSize(original, target);
  const decoder = new ImageDecoder({
    type: 'image/jpeg',
    data: file.stream(),
    desiredWidth: desired.width,
    desiredHeight: desired.height,
    colorSpaceConversion: 'default',
  });
  try {
    const { image: frame } = await decoder.decode();
    try {
      const image = await createImageBitmap(frame);
      return { image, close: () => image.close() };
    } finally {
      frame.close();
    }
  } finally {
    decoder.close();
  }
}

async function decodeResized(file: Blob, target: Size | null): Promise<Decoded> {
  const options: ImageBitmapOptions = { imageOrientation: 'from-image' };
  if (target)
    Object.assign(options, {
      resizeWidth: target.width,
      resizeHeight: target.height,
      resizeQuality: 'medium',
    });
  const image = await createImageBitmap(file, options);
  return { image, close: () => image.close() };
}

async function encode(image: ImageBitmap, size: Size): Promise<{ blob: Blob; size: Size }> {
  let current = size;
  let encodes = 0;
  const qualities = [PHOTO_QUALITY, ...LOWER_QUALITIES];
  for (;;) {
    const canvas = new OffscreenCanvas(current.width, current.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    // A PNG's transparent parts become white, not black, in the JPEG.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, current.width, current.height);
    context.imageSmoothingQuality = 'medium';
    context.drawImage(image, 0, 0, current.width, current.height);
    for (const quality of qualities) {
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
      encodes += 1;
      if (blob.size <= PHOTO_MAX_BYTES || encodes >= MAX_ENCODES) return { blob, size: current };
    }
    // Still too heavy at the lowest quality: fewer pixels, at the lowest quality only.
    qualities.splice(0, qualities.length - 1);
    current = {
      width: Math.max(1, Math.round(current.width * SHRINK)),
      height: Math.max(1, Math.round(current.height * SHRINK)),
    };
  }
}

async function compressReduced(file: File, type: PhotoType): Promise<CompressedPhoto> {
  const header = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
  const shown = displayedSize(header, type);
  const target = shown ? fitWithin(shown) : null;

  const scaled =
    type === 'image/jpeg' && shown && target
      ? await decodeScaledJpeg(file, shown, target).catch(() => null)
      : null;
  const decoded = scaled ?? (await decodeResized(file, target));
  try {
    const { blob, size } = await encode(
      decoded.image,
      target ?? fitWithin({ width: decoded.image.width, height: decoded.image.height }),
    );
    const name = `${(file.name || 'foto').replace(/\.[^.]*$/, '')}.jpg`;
    return {
      file: new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified }),
      ...size,
    };
  } finally {
    decoded.close();
  }
}

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
