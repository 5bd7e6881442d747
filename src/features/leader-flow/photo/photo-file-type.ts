import { photoCopy } from './photo-copy.ts';

/** The photo types the app sends (docs/product.md R6.8). */
export type PhotoType = 'image/jpeg' | 'image/png';

export type PhotoTypeCheck = { ok: true; type: PhotoType } | { ok: false; message: string };

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Other image formats a phone may offer: GIF, WebP, BMP, HEIC/AVIF (ISO 'ftyp' box), TIFF. */
const OTHER_IMAGES: readonly { signature: number[]; offset?: number }[] = [
  { signature: ascii('GIF8') },
  { signature: ascii('WEBP'), offset: 8 },
  { signature: ascii('BM') },
  { signature: ascii('ftyp'), offset: 4 },
  { signature: [0x49, 0x49, 0x2a, 0x00] },
  { signature: [0x4d, 0x4d, 0x00, 0x2a] },
];

/**
 * Decides from the file's first bytes (the declared type is only a hint): jpeg and png are
 * accepted; any other image is refused with the text of docs/product.md R6.8; anything else is not an image.
 */
export async function checkPhotoType(file: Blob): Promise<PhotoTypeCheck> {
  const bytes = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (startsWith(bytes, JPEG)) return { ok: true, type: 'image/jpeg' };
  if (startsWith(bytes, PNG)) return { ok: true, type: 'image/png' };
  const looksLikeImage =
    file.type.startsWith('image/') ||
    OTHER_IMAGES.some(({ signature, offset }) => startsWith(bytes, signature, offset));
  return { ok: false, message: looksLikeImage ? photoCopy.onlyJpegPng : photoCopy.notAnImage };
}
