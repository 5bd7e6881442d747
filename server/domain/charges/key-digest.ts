/**
 * A 128-bit digest of a string: MurmurHash3_x86_128 over its UTF-16 code units, little-endian,
 * two to a 32-bit word (so distinct strings are distinct inputs). Written into `out` (four words)
 * so that hashing a key allocates nothing. Not a cryptographic hash: it tells keys of one file
 * apart (seen-keys.ts), where an accidental collision among 200,000 keys has a chance of about
 * 2⁻⁹⁰, and the seed is chosen at random per file.
 */

const C1 = 0x239b961b;
const C2 = 0xab0e9789;
const C3 = 0x38b34ae5;
const C4 = 0xa1e38b93;

const rotl = (x: number, r: number) => (x << r) | (x >>> (32 - r));

function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** Code units `2i` and `2i + 1` of `key` as one word (0 past the end). */
function word(key: string, i: number): number {
  const low = key.charCodeAt(2 * i);
  const high = 2 * i + 1 < key.length ? key.charCodeAt(2 * i + 1) : 0;
  return low | (high << 16);
}

const mix1 = (k: number) => Math.imul(rotl(Math.imul(k, C1), 15), C2);
const mix2 = (k: number) => Math.imul(rotl(Math.imul(k, C2), 16), C3);
const mix3 = (k: number) => Math.imul(rotl(Math.imul(k, C3), 17), C4);
const mix4 = (k: number) => Math.imul(rotl(Math.imul(k, C4), 18), C1);

export function keyDigest(key: string, seed: number, out: Int32Array): void {
  let h1 = seed | 0;
  let h2 = h1;
  let h3 = h1;
  let h4 = h1;
  const words = Math.ceil(key.length / 2);
  // A block is 16 bytes: 8 code units, 4 words.
  const blocks = key.length >>> 3;
  for (let b = 0; b < blocks; b++) {
    const i = 4 * b;
    h1 ^= mix1(word(key, i));
    h1 = (Math.imul(rotl(h1, 19) + h2, 5) + 0x561ccd1b) | 0;
    h2 ^= mix2(word(key, i + 1));
    h2 = (Math.imul(rotl(h2, 17) + h3, 5) + 0x0bcaa747) | 0;
    h3 ^= mix3(word(key, i + 2));
    h3 = (Math.imul(rotl(h3, 15) + h4, 5) + 0x96cd1c35) | 0;
    h4 ^= mix4(word(key, i + 3));
    h4 = (Math.imul(rotl(h4, 13) + h1, 5) + 0x32ac3b17) | 0;
  }
  const tail = 4 * blocks;
  // The tail's last word may be half empty (0), as the reference pads it.
  const rest = words - tail;
  if (rest >= 4) h4 ^= mix4(word(key, tail + 3));
  if (rest >= 3) h3 ^= mix3(word(key, tail + 2));
  if (rest >= 2) h2 ^= mix2(word(key, tail + 1));
  if (rest >= 1) h1 ^= mix1(word(key, tail));

  const length = key.length * 2;
  h1 ^= length;
  h2 ^= length;
  h3 ^= length;
  h4 ^= length;
  h1 = (h1 + h2 + h3 + h4) | 0;
  h2 = (h2 + h1) | 0;
  h3 = (h3 + h1) | 0;
  h4 = (h4 + h1) | 0;
  h1 = fmix(h1);
  h2 = fmix(h2);
  h3 = fmix(h3);
  h4 = fmix(h4);
  h1 = (h1 + h2 + h3 + h4) | 0;
  out[0] = h1;
  out[1] = (h2 + h1) | 0;
  out[2] = (h3 + h1) | 0;
  out[3] = (h4 + h1) | 0;
}
