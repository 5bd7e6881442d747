/** Files are sealed and opened a slice at a time, so a large file never holds the event loop. */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DataProtection, DataProtectionError } from '#server/privacy/data-protection.ts';
import { generateKeyring } from '#server/privacy/data-keys.ts';

const protection = new DataProtection(generateKeyring());
// Several 256 KB slices and a partial one, to cross every slice boundary.
const plain = new Uint8Array(randomBytes(3 * 256 * 1024 + 1234));

/** The bytes compared as one buffer: a deep equality of 800 KB, element by element, takes seconds. */
const samePlain = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).equals(Buffer.from(plain));

describe('sealing files in steps', () => {
  it('reads back what was sealed, either way, and refuses another file context', async () => {
    const sealed = await protection.sealBytesInSteps(plain, 'file:a');
    expect(Buffer.from(sealed).includes(Buffer.from(plain.subarray(0, 64)))).toBe(false);
    expect(samePlain(await protection.openBytesInSteps(sealed, 'file:a'))).toBe(true);
    expect(samePlain(protection.openBytes(sealed, 'file:a'))).toBe(true);
    expect(samePlain(await protection.openBytesInSteps(protection.sealBytes(plain, 'file:a'), 'file:a'))).toBe(true);
    await expect(protection.openBytesInSteps(sealed, 'file:b')).rejects.toBeInstanceOf(DataProtectionError);
  });

  it('lets other work run between slices', async () => {
    let turns = 0;
    const ticking = setInterval(() => (turns += 1), 0);
    try {
      await protection.openBytesInSteps(await protection.sealBytesInSteps(plain, 'file:a'), 'file:a');
    } finally {
      clearInterval(ticking);
    }
    expect(turns).toBeGreaterThan(0);
  });
});
