/**
 * Delivery photos like the ones a leader's phone sends: 1600×1200 JPEG at quality 70 (what the
 * app's compression produces, docs/leader-flow.md), textured so they weigh about 300 KB as a
 * real photo does, each different. Made once with sharp and kept in the temporary folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const WIDTH = 1600;
const HEIGHT = 1200;

/** A smooth scene (sky and ground gradients, blobs of colour) under fine grain: it compresses like a photo. */
async function makePhoto(seed: number): Promise<Buffer> {
  let state = seed * 2654435761;
  const random = () => {
    state = (state * 1103515245 + 12345) >>> 0;
    return state / 2 ** 32;
  };
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  const blobs = Array.from({ length: 6 }, () => ({
    x: random() * WIDTH,
    y: random() * HEIGHT,
    r: 80 + random() * 300,
    c: [random() * 255, random() * 255, random() * 255],
  }));
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const sky = y < HEIGHT * 0.45;
      let r = sky ? 120 + (y / HEIGHT) * 100 : 90 + ((x + y) % 97);
      let g = sky ? 160 + (y / HEIGHT) * 60 : 110 + ((x * 3 + y) % 53);
      let b = sky ? 230 - (y / HEIGHT) * 40 : 70;
      for (const blob of blobs) {
        const d = Math.hypot(x - blob.x, y - blob.y);
        if (d < blob.r) {
          const w = 1 - d / blob.r;
          r = r * (1 - w) + blob.c[0]! * w;
          g = g * (1 - w) + blob.c[1]! * w;
          b = b * (1 - w) + blob.c[2]! * w;
        }
      }
      const grain = (random() - 0.5) * 52;
      const i = (y * WIDTH + x) * 3;
      pixels[i] = Math.max(0, Math.min(255, r + grain));
      pixels[i + 1] = Math.max(0, Math.min(255, g + grain));
      pixels[i + 2] = Math.max(0, Math.min(255, b + grain));
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .blur(0.6)
    .jpeg({ quality: 70 })
    .toBuffer();
}

/** `count` different photos (the same ones on every run). */
export async function benchPhotos(count: number): Promise<Buffer[]> {
  const dir = path.join(os.tmpdir(), 'cestas-bench-photos-v2');
  fs.mkdirSync(dir, { recursive: true });
  const photos: Buffer[] = [];
  for (let seed = 1; seed <= count; seed += 1) {
    const file = path.join(dir, `photo-${seed}.jpg`);
    if (!fs.existsSync(file)) fs.writeFileSync(file, await makePhoto(seed));
    photos.push(fs.readFileSync(file));
  }
  return photos;
}
