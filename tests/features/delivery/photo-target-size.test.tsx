import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  displayedSize,
  fitWithin,
  HEADER_BYTES,
  scaledDecodeSize,
} from '#src/features/delivery/photo/compression/photo-compression.ts';
import { cameraPhoto } from '#tests/support/camera-photo.ts';

/** The first bytes of a photo, as the worker reads them before decoding. */
const header = (bytes: Buffer) => new Uint8Array(bytes.subarray(0, HEADER_BYTES));

describe('the size a photo is shown at, from its first bytes', () => {
  it('a phone portrait (landscape pixels, EXIF orientation 6 or 8) is taller than wide', async () => {
    for (const orientation of [6, 8] as const) {
      const photo = await cameraPhoto({ width: 300, height: 400, orientation });
      expect((await sharp(photo).metadata()).width, 'stored landscape').toBe(400);
      expect(displayedSize(header(photo), 'image/jpeg')).toEqual({ width: 300, height: 400 });
    }
  });

  it('upright and upside-down photos keep their stored size', async () => {
    for (const orientation of [1, 3] as const) {
      const photo = await cameraPhoto({ width: 400, height: 300, orientation });
      expect(displayedSize(header(photo), 'image/jpeg')).toEqual({ width: 400, height: 300 });
    }
  });

  it('reads a png, and gives up (null) on bytes that are not the type said', async () => {
    const png = await sharp({
      create: { width: 240, height: 180, channels: 3, background: '#4a7' },
    })
      .png()
      .toBuffer();
    expect(displayedSize(header(png), 'image/png')).toEqual({ width: 240, height: 180 });
    expect(displayedSize(header(png), 'image/jpeg')).toBeNull();
    expect(displayedSize(new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0x00]), 'image/jpeg')).toBeNull();
  });
});

describe('the size it is sent at', () => {
  it('fits the long edge in 1600 px and never enlarges', () => {
    expect(fitWithin({ width: 3000, height: 4000 })).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin({ width: 4032, height: 1816 })).toEqual({ width: 1600, height: 721 });
    expect(fitWithin({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
  });

  it('asks the JPEG decoder for the smallest eighth of the photo that still covers it', () => {
    // 12 MP: half size (2000 px) covers 1600; three eighths (1500 px) would not.
    expect(scaledDecodeSize({ width: 3000, height: 4000 }, { width: 1200, height: 1600 })).toEqual({
      width: 1500,
      height: 2000,
    });
    // 108 MP (12000×9000): an eighth (1500) is too small, a quarter (3000) covers it.
    expect(scaledDecodeSize({ width: 12000, height: 9000 }, { width: 1600, height: 1200 })).toEqual(
      { width: 3000, height: 2250 },
    );
    // Already small: decoded whole.
    expect(scaledDecodeSize({ width: 800, height: 600 }, { width: 800, height: 600 })).toEqual({
      width: 800,
      height: 600,
    });
  });
});
