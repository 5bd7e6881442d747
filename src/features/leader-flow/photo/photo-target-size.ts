import { JPG } from 'image-size/types/jpg';
import { PNG } from 'image-size/types/png';
import { PHOTO_MAX_EDGE_PX } from './compress-settings.ts';
import type { PhotoType } from './photo-file-type.ts';

/**
 * How many bytes from the start of a photo hold its size and EXIF orientation: a camera JPEG's
 * EXIF block (with its thumbnail) is at most 64 KB, and the frame header follows it.
 */
export const HEADER_BYTES = 256 * 1024;

export interface Size {
  width: number;
  height: number;
}

/** EXIF orientations 5–8 store the picture turned a quarter: it is shown with width and height swapped. */
const isQuarterTurn = (orientation: number | undefined) =>
  orientation !== undefined && orientation >= 5 && orientation <= 8;

/**
 * The size the photo is shown at (after its EXIF orientation), read from its first bytes; null
 * when the header cannot be read there.
 */
export function displayedSize(header: Uint8Array, type: PhotoType): Size | null {
  const reader = type === 'image/jpeg' ? JPG : PNG;
  try {
    if (!reader.validate(header)) return null;
    const { width, height, orientation } = reader.calculate(header);
    if (!(width > 0 && height > 0)) return null;
    return isQuarterTurn(orientation) ? { width: height, height: width } : { width, height };
  } catch {
    return null; // a truncated or odd header: the caller decodes the whole picture instead
  }
}

/** The photo's size once it fits PHOTO_MAX_EDGE_PX (long edge), never enlarged. */
export function fitWithin(size: Size, maxEdge = PHOTO_MAX_EDGE_PX): Size {
  const scale = Math.min(1, maxEdge / Math.max(size.width, size.height));
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/**
 * What to ask a JPEG decoder for, both sizes as the photo is shown: JPEG decodes cheaply at n/8 of its size (libjpeg's DCT scaling),
 * and a decoder picks the largest such size within what it is asked. So ask for the smallest n/8
 * size that still covers the target; the canvas then brings it down to the target exactly.
 */
export function scaledDecodeSize(original: Size, target: Size): Size {
  const eighths = Math.min(
    8,
    Math.max(
      Math.ceil((8 * target.width) / original.width),
      Math.ceil((8 * target.height) / original.height),
    ),
  );
  return {
    width: Math.ceil((original.width * eighths) / 8),
    height: Math.ceil((original.height * eighths) / 8),
  };
}
