import { describe, expect, it } from 'vitest';
import { keyDigest } from '#server/domain/charges/key-digest.ts';
import { SeenKeys } from '#server/domain/charges/seen-keys.ts';

const digest = (key: string, seed: number) => {
  const out = new Int32Array(4);
  keyDigest(key, seed, out);
  return [...out];
};

describe('keyDigest', () => {
  it('is MurmurHash3_x86_128 of the key in UTF-16LE (figures from the reference C code)', () => {
    expect(digest('', 0)).toEqual([0, 0, 0, 0]);
    expect(digest('a', 42)).toEqual([634124981, 242029863, 242029863, 242029863]);
    expect(digest('MM-20261125000000001', 0)).toEqual([-321748586, 553138618, -724221834, 75141834]);
    expect(digest('São Paulo', 42)).toEqual([67574640, 2122255309, -943343278, -1957642684]);
  });
});

describe('SeenKeys', () => {
  it('answers the line a key was first seen on, and nothing for a new key', () => {
    const seen = new SeenKeys();
    expect(seen.firstLine('CARTAO-1', 2)).toBeUndefined();
    expect(seen.firstLine('cartao-1', 3)).toBeUndefined();
    expect(seen.firstLine('CARTAO-1', 4)).toBe(2);
    expect(seen.firstLine('CARTAO-1', 5)).toBe(2);
    expect(seen.firstLine('', 6)).toBeUndefined();
    expect(seen.firstLine('', 7)).toBe(6);
  });

  it('tells 200,000 keys apart as a Map does, however far its table grew', () => {
    const seen = new SeenKeys();
    const key = (i: number) => `CARTAO-${String(i).padStart(57, '0')}`;
    const wrong: number[] = [];
    for (let i = 0; i < 200_000; i += 1) if (seen.firstLine(key(i), i + 2) !== undefined) wrong.push(i);
    for (let i = 0; i < 200_000; i += 1) if (seen.firstLine(key(i), 1) !== i + 2) wrong.push(i);
    expect(wrong).toEqual([]);
    // Keys one character apart, and the same characters in another order.
    expect(seen.firstLine(key(0).replace('CARTAO', 'CARTAP'), 1)).toBeUndefined();
    expect(seen.firstLine('São Paulo|SP', 1)).toBeUndefined();
    expect(seen.firstLine('Sao Paulo|SP', 1)).toBeUndefined();
    expect(seen.firstLine('PS|oluaP oãS', 1)).toBeUndefined();
  });
});
