import sharp from 'sharp';

export type ReencodedType = 'image/jpeg' | 'image/png';

/** Larger than any phone photo after the app's compression; keeps decompression bombs out. */
const MAX_INPUT_PIXELS = 64_000_000;

/**
 * Decodes an uploaded photo completely and encodes it anew in its own format: what is stored is
 * pixels we produced, without the uploader's metadata (GPS, camera, comments) or any bytes
 * hidden after or inside the image. Null when the bytes do not decode as a JPEG or PNG.
 * The output for the same input is always the same, so a retried upload still compares equal.
 */
export async function reencodeImage(
  bytes: Uint8Array,
): Promise<{ bytes: Uint8Array; contentType: ReencodedType } | null> {
  try {
    const image = sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await image.metadata();
    if (format !== 'jpeg' && format !== 'png') return null;
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
