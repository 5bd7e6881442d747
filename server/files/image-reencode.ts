import sharp from 'sharp';

export type ReencodedType = 'image/jpeg' | 'image/png';

/** Decoding costs grow with pixels: a small file can declare 64 MP, so the header is read first. */
export const MAX_INPUT_PIXELS = 4096 * 3072;

/**
 * Stores pixels we produced, without the uploader's metadata; deterministic, so a retried upload
 * compares equal.
 */
export async function reencodeImage(
  bytes: Uint8Array,
): Promise<{ bytes: Uint8Array; contentType: ReencodedType } | null | 'too-many-pixels'> {
  try {
    const image = sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS });
    // The header alone: a photo over the limit is refused before a pixel is decoded.
    const { format, width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (format !== 'jpeg' && format !== 'png') return null;
    if ((width ?? 0) * (height ?? 0) > MAX_INPUT_PIXELS) return 'too-many-pixels';
    // rotate(): the EXIF orientation goes with the metadata, so apply it to the pixels first.
    const oriented = image.rotate();
    const output = format === 'jpeg' ? oriented.jpeg({ quality: 85 }) : oriented.png();
    return {
      bytes: new Uint8Array(await output.toBuffer()),
      contentType: format === 'jpeg' ? 'image/jpeg' : 'image/png',
    };
  } catch {
    return null;
  }
}
