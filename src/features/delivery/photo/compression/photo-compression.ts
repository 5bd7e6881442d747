import { photoCopy } from '../photo-copy.ts';
import type { Options } from 'browser-image-compression';
import { JPG } from 'image-size/types/jpg';
import { PNG } from 'image-size/types/png';

export type PhotoType = 'image/jpeg' | 'image/png';

export type PhotoTypeCheck = { ok: true; type: PhotoType } | { ok: false; message: string };

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const JPEG = [0xff, 0xd8, 0xff];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Refused: GIF, WebP, BMP, HEIC/AVIF (ISO 'ftyp' box), TIFF. */
const OTHER_IMAGES: readonly { signature: number[]; offset?: number }[] = [
  { signature: ascii('GIF8') },
  { signature: ascii('WEBP'), offset: 8 },
  { signature: ascii('BM') },
  { signature: ascii('ftyp'), offset: 4 },
  { signature: [0x49, 0x49, 0x2a, 0x00] },
  { signature: [0x4d, 0x4d, 0x00, 0x2a] },
];

/** The declared type is only a hint: the first bytes decide. */
export async function checkPhotoType(file: Blob): Promise<PhotoTypeCheck> {
  const bytes = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (startsWith(bytes, JPEG)) return { ok: true, type: 'image/jpeg' };
  if (startsWith(bytes, PNG_SIGNATURE)) return { ok: true, type: 'image/png' };
  const looksLikeImage =
    file.type.startsWith('image/') ||
    OTHER_IMAGES.some(({ signature, offset }) => startsWith(bytes, signature, offset));
  return { ok: false, message: looksLikeImage ? photoCopy.onlyJpegPng : photoCopy.notAnImage };
}

export interface CompressRequest {
  file: File;
  type: PhotoType;
}

export type CompressReply =
  | { kind: 'done'; file: File; width: number | null; height: number | null }
  /** This browser cannot decode images inside a worker: compress in the page. */
  | { kind: 'unsupported' }
  | { kind: 'failed' };

/**
 * At most 500 KB so a photo goes over mobile data in seconds; past it quality, then size, go down.
 */
export const PHOTO_QUALITY = 0.7;
export const PHOTO_MAX_EDGE_PX = 1600;
export const PHOTO_MAX_BYTES = 500 * 1024;

/** `useWebWorker: false` always: the library's own worker mode loads its script from a CDN. */
export const compressionOptions: Options = {
  initialQuality: PHOTO_QUALITY,
  maxWidthOrHeight: PHOTO_MAX_EDGE_PX,
  useWebWorker: false,
  maxSizeMB: PHOTO_MAX_BYTES / (1024 * 1024),
};

/**
 * A camera JPEG's EXIF block (with its thumbnail) is at most 64 KB, and the frame header follows
 * it.
 */
export const HEADER_BYTES = 256 * 1024;

export interface Size {
  width: number;
  height: number;
}

/** EXIF orientations 5–8 store the picture turned a quarter: width and height swap. */
const isQuarterTurn = (orientation: number | undefined) =>
  orientation !== undefined && orientation >= 5 && orientation <= 8;

/** After its EXIF orientation; null when the header cannot be read in these bytes. */
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

/** Never enlarged. */
export function fitWithin(size: Size, maxEdge = PHOTO_MAX_EDGE_PX): Size {
  const scale = Math.min(1, maxEdge / Math.max(size.width, size.height));
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/**
 * JPEG decodes cheaply at n/8 of its size: ask for the smallest such size that still covers the
 * target.
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
