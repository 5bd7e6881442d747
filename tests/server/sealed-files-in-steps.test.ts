/** Files are sealed and opened a slice at a time (or a piece at a time as they stream), so a large file never holds the event loop or the memory. */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DataProtection, DataProtectionError } from '#server/privacy/data-protection.ts';
import { generateKeyring } from '#server/privacy/data-keys.ts';

const protection = new DataProtection(generateKeyring());
// Several 256 KB slices and a partial one, to cross every slice boundary.
const plain = new Uint8Array(randomBytes(3 * 256 * 1024 + 1234));

/** The bytes compared as one buffer: a deep equality of 800 KB, element by element, takes seconds. */
const samePlain = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).equals(Buffer.from(plain));

describe('sealing files in steps', () => {
  it('reads back what was sealed, either way, and refuses another file context', async () => {
    const sealed = await protection.sealBytesInSteps(plain, 'file:a');
    expect(Buffer.from(sealed).includes(Buffer.from(plain.subarray(0, 64)))).toBe(false);
    expect(samePlain(await protection.openBytesInSteps(sealed, 'file:a'))).toBe(true);
    expect(samePlain(protection.openBytes(sealed, 'file:a'))).toBe(true);
    expect(
      samePlain(await protection.openBytesInSteps(protection.sealBytes(plain, 'file:a'), 'file:a')),
    ).toBe(true);
    await expect(protection.openBytesInSteps(sealed, 'file:b')).rejects.toBeInstanceOf(
      DataProtectionError,
    );
  });

  it('lets other work run between slices', async () => {
    let turns = 0;
    const ticking = setInterval(() => (turns += 1), 0);
    try {
      await protection.openBytesInSteps(
        await protection.sealBytesInSteps(plain, 'file:a'),
        'file:a',
      );
    } finally {
      clearInterval(ticking);
    }
    expect(turns).toBeGreaterThan(0);
  });
});

/** `bytes` cut into pieces of the given sizes, in turn, as a network or a disk hands them over. */
async function* piecesOf(bytes: Uint8Array, sizes: number[]): AsyncGenerator<Uint8Array> {
  for (let start = 0, turn = 0; start < bytes.length; turn += 1) {
    const size = sizes[turn % sizes.length]!;
    yield bytes.subarray(start, start + size);
    start += size;
  }
}

async function joined(pieces: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const all: Uint8Array[] = [];
  for await (const piece of pieces) all.push(piece);
  return Buffer.concat(all);
}

/** What streamSealer's caller writes: the header's room, the pieces' output and the tail, then the header at the start. */
async function sealedAsStream(pieces: AsyncIterable<Uint8Array>, context: string): Promise<Buffer> {
  const sealer = protection.streamSealer(context);
  const body: Buffer[] = [];
  for await (const piece of pieces) body.push(sealer.update(piece));
  const { tail, header } = sealer.finish();
  expect(header.length).toBe(sealer.headerLength);
  return Buffer.concat([header, ...body, tail]);
}

describe('sealing files as they stream', () => {
  it('seals pieces as they come into bytes that open whole, and opens them piece by piece, the header cut anywhere', async () => {
    const sealed = await sealedAsStream(piecesOf(plain, [7000, 1, 65536]), 'file:a');
    expect(sealed.includes(Buffer.from(plain.subarray(0, 64)))).toBe(false);
    expect(samePlain(await protection.openBytesInSteps(sealed, 'file:a'))).toBe(true);
    // Byte by byte through the header (and every 64 KB after), odd sizes, and one piece.
    for (const sizes of [[...Array<number>(60).fill(1), 65536], [3, 5000], [sealed.length]]) {
      expect(
        samePlain(await joined(protection.openStream(piecesOf(sealed, sizes), 'file:a'))),
      ).toBe(true);
    }
  });

  it('refuses a tampered, cut or misplaced file at its end, and passes plain bytes through', async () => {
    const sealed = protection.sealBytes(plain, 'file:a');
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1]! ^= 1;
    await expect(
      joined(protection.openStream(piecesOf(tampered, [65536]), 'file:a')),
    ).rejects.toBeInstanceOf(DataProtectionError);
    await expect(
      joined(protection.openStream(piecesOf(sealed, [65536]), 'file:b')),
    ).rejects.toBeInstanceOf(DataProtectionError);
    await expect(
      joined(protection.openStream(piecesOf(sealed.subarray(0, 20), [8]), 'file:a')),
    ).rejects.toBeInstanceOf(DataProtectionError);
    expect(
      samePlain(await joined(protection.openStream(piecesOf(plain, [3, 70000]), 'file:a'))),
    ).toBe(true);
    expect(
      await joined(
        protection.openStream(piecesOf(new Uint8Array(Buffer.from('CSP')), [1]), 'file:a'),
      ),
    ).toEqual(Buffer.from('CSP'));
  });
});
