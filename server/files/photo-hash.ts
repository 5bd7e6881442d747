import sharp from 'sharp';

/**
 * Re-encoding, rescaling and small colour changes keep it; a different scene changes about half the
 * bits.
 */
export async function photoHash(bytes: Uint8Array): Promise<string | null> {
  try {
    const pixels = await sharp(bytes).greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
    let bits = '';
    for (let row = 0; row < 8; row += 1) {
      for (let col = 0; col < 8; col += 1)
        bits += pixels[row * 9 + col]! > pixels[row * 9 + col + 1]! ? '1' : '0';
    }
    return bits;
  } catch {
    return null;
  }
}
