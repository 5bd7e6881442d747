import sharp from 'sharp';

export type ReencodedType = 'image/jpeg' | 'image/png';

/**
 * A phone photo straight from the camera still fits. Decoding costs grow with pixels, not bytes:
 * a small file can declare 64 MP, so the header is read first and a larger image is never decoded.
 */
export const MAX_INPUT_PIXELS = 4096 * 3072;

/**
 * Decodes an uploaded photo completely and encodes it anew in its own format: what is stored is
 * pixels we produced, without the uploader's metadata (GPS, camera, comments) or any bytes
 * hidden after or inside the image. Null when the bytes do not decode as a JPEG or PNG.
 * The output for the same input is always the same, so a retried upload still compares equal.
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
