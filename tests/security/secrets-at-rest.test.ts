import { generateKeyPair, exportJWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { DataProtection } from '#server/privacy/data-protection.ts';
import { generateKeyring, withNewActiveKey } from '#server/privacy/data-keys.ts';
import { encryptionKeyInUse } from '#server/privacy/key-usage.ts';
import {
  resealSharedSecrets,
  sharedFileLinkSigner,
  sharedSigningKeys,
} from '#server/shared-secrets.ts';
import { FileLinkSigner } from '#server/files/file-link-signer.ts';
import { serverPerFile } from './server-per-file.ts';

// Finding 10: with DATABASE_URL the token-signing key and the file-link key were stored in clear
// in `shared_secrets`: anyone with the database or a backup of it could mint tokens for any user.

const { server } = serverPerFile({ seed: false });

const storedValue = async (name: string) =>
  (
    await server().db.query<{ value: string }>('SELECT value FROM shared_secrets WHERE name = $1', [
      name,
    ])
  )[0]?.value ?? '';

const holder = { userId: '6f1c1c54-3a55-4b6e-9a0e-2f5b8f3f4a10', tokenIssuedAt: 1 };
const link = { fileId: 'f', filename: 'foto.png', expiresAt: Date.now() + 60_000, holder };

describe('secrets every instance shares', () => {
  it('are stored sealed with the data keys, and every instance with the keyring reads the same ones', async () => {
    const { db, deps } = server();
    const keys = await sharedSigningKeys(db, deps.protection);
    const links = await sharedFileLinkSigner(db, deps.protection);

    const signingRow = await storedValue('token-signing-key');
    expect(signingRow.startsWith(`${deps.protection.activeEncryptionKey}.`)).toBe(true);
    expect(signingRow).not.toContain(String(keys.publicJwk.n));
    expect(signingRow).not.toContain('"kty"');
    expect(
      (await storedValue('file-link-key')).startsWith(`${deps.protection.activeEncryptionKey}.`),
    ).toBe(true);

    // A second instance on the same database and keyring gets the very same keys.
    const again = await sharedSigningKeys(db, deps.protection);
    expect(again.publicJwk).toEqual(keys.publicJwk);
    const signed = links.sign(link);
    expect(
      (await sharedFileLinkSigner(db, deps.protection)).verify(signed, new Date()),
    ).not.toBeNull();

    // Whoever holds the database without the keyring cannot open them.
    const stranger = new DataProtection(generateKeyring());
    await expect(sharedSigningKeys(db, stranger)).rejects.toThrow();
  });

  it('kept in clear by an earlier version are sealed the first time they are read, unchanged', async () => {
    const { db, deps } = server();
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const clearJwk = JSON.stringify({
      ...(await exportJWK(privateKey)),
      alg: 'RS256',
      kid: 'antiga',
    });
    const clearLinkKey = Buffer.alloc(32, 7).toString('base64');
    await db.query('DELETE FROM shared_secrets');
    await db.query(
      "INSERT INTO shared_secrets (name, value) VALUES ('token-signing-key', $1), ('file-link-key', $2)",
      [clearJwk, clearLinkKey],
    );

    const keys = await sharedSigningKeys(db, deps.protection);
    const links = await sharedFileLinkSigner(db, deps.protection);

    expect(keys.publicJwk.n).toBe((JSON.parse(clearJwk) as { n: string }).n);
    // Links signed before the upgrade still open.
    expect(
      links.verify(new FileLinkSigner(Buffer.from(clearLinkKey, 'base64')).sign(link), new Date()),
    ).not.toBeNull();
    expect(await storedValue('token-signing-key')).not.toContain('"kty"');
    expect(await storedValue('file-link-key')).not.toBe(clearLinkKey);
    expect(
      (await storedValue('file-link-key')).startsWith(`${deps.protection.activeEncryptionKey}.`),
    ).toBe(true);
  });

  it('follow a rotation of the data keys: sealed again under the new key, so the old one can be pruned', async () => {
    const { db, deps } = server();
    const before = await sharedSigningKeys(db, deps.protection);
    const oldKey = deps.protection.activeEncryptionKey;
    const rotated = new DataProtection(withNewActiveKey(deps.protection.keyring, 'encryption'));
    expect(await encryptionKeyInUse(db, oldKey)).toBe(true);

    expect(await resealSharedSecrets(db, rotated)).toBe(2);

    expect(
      (await storedValue('token-signing-key')).startsWith(`${rotated.activeEncryptionKey}.`),
    ).toBe(true);
    expect((await sharedSigningKeys(db, rotated)).publicJwk).toEqual(before.publicJwk);
    expect(await encryptionKeyInUse(db, oldKey)).toBe(false);
    expect(await resealSharedSecrets(db, rotated)).toBe(0);
  });
});
