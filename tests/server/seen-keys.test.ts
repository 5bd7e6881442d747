import { describe, expect, it } from 'vitest';
import { SeenKeys } from '#server/domain/charges/seen-keys.ts';

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
    for (let i = 0; i < 200_000; i += 1)
      if (seen.firstLine(key(i), i + 2) !== undefined) wrong.push(i);
    for (let i = 0; i < 200_000; i += 1) if (seen.firstLine(key(i), 1) !== i + 2) wrong.push(i);
    expect(wrong).toEqual([]);
    // Keys one character apart, and the same characters in another order.
    expect(seen.firstLine(key(0).replace('CARTAO', 'CARTAP'), 1)).toBeUndefined();
    expect(seen.firstLine('São Paulo|SP', 1)).toBeUndefined();
    expect(seen.firstLine('Sao Paulo|SP', 1)).toBeUndefined();
    expect(seen.firstLine('PS|oluaP oãS', 1)).toBeUndefined();
  });
});
