import sharp from 'sharp';

/**
 * A JPEG as a phone camera writes it: the sensor's landscape pixels, an EXIF block naming the
 * camera, and the EXIF orientation that says how to turn them to show the photo upright. The
 * upright picture has a red band across its top (BAND_FRACTION of its height) over a textured
 * scene, so a test can tell which way up a decoded photo came out. Made with sharp, the same
 * bytes every time.
 */
export const BAND_FRACTION = 0.15;

export interface CameraPhotoOptions {
  /** The photo as it is shown upright. */
  width: number;
  height: number;
  /** EXIF orientation: 1 upright, 3 upside down, 6 turned 90° clockwise to show (a portrait from most phones), 8 turned 90° counter-clockwise. */
  orientation: 1 | 3 | 6 | 8;
  /** JPEG quality; a 12 MP photo at 92 weighs about 5 MB, as a phone's does. */
  quality?: number;
}

/** Degrees to turn the upright picture (clockwise) so that the EXIF orientation turns it back. */
const storedTurn = { 1: 0, 3: 180, 6: 270, 8: 90 } as const;

export async function cameraPhoto({
  width,
  height,
  orientation,
  quality = 92,
}: CameraPhotoOptions): Promise<Buffer> {
  const band = Math.round(height * BAND_FRACTION);
  // Texture: grain over a mid-tone scene, so the JPEG weighs what a camera's does.
  const scene = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 96, g: 128, b: 112 },
      noise: { type: 'gaussian', mean: 128, sigma: 22 },
    },
  })
    .png()
    .toBuffer();
  const red = await sharp({
    create: { width, height: band, channels: 3, background: { r: 220, g: 30, b: 30 } },
  })
    .png()
    .toBuffer();
  const upright = await sharp(scene)
    .composite([{ input: red, top: 0, left: 0 }])
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(upright.data, { raw: upright.info })
    .rotate(storedTurn[orientation])
    .jpeg({ quality })
    .withExif({ IFD0: { Make: 'samsung', Model: 'SM-A035M', Software: 'A035MUBS5CXB1' } })
    .withMetadata({ orientation })
    .toBuffer();
}
