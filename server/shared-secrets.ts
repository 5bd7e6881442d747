import { randomBytes } from 'node:crypto';
import type { JWK } from 'jose';
import type { Db } from './db/db.ts';
import { FileLinkSigner } from './files/file-link-signer.ts';
import { fromPrivateJwk, generateSigningKeys, type SigningKeys } from './identity/signing-keys.ts';
import type { DataProtection } from './privacy/data-protection.ts';
import { SHARED_SECRET_CONTEXT } from './privacy/sealed-fields.ts';
import { log } from './log.ts';

const SEALED = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

type SecretName = 'token-signing-key' | 'file-link-key';

/**
 * Sealed with the data keys, so a database backup without the keyring cannot mint tokens or sign
 * links.
 */
async function sharedSecret(
  db: Db,
  protection: DataProtection,
  name: SecretName,
  create: () => Promise<string>,
): Promise<string> {
  const context = SHARED_SECRET_CONTEXT(name);
  const read = async () =>
    (
      await db.query<{ value: string }>('SELECT value FROM shared_secrets WHERE name = $1', [name])
    )[0]?.value;
  let stored = await read();
  if (stored === undefined) {
    // Two instances starting together: the first insert wins and both read it.
    await db.query(
      'INSERT INTO shared_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
      [name, protection.seal(await create(), context)],
    );
    stored = await read();
    if (stored === undefined) throw new Error(`shared secret ${name} missing`);
  }
  if (SEALED.test(stored)) return protection.open(stored, context);
  // Only where it is still the clear value: another instance may have sealed it meanwhile.
  await db.query('UPDATE shared_secrets SET value = $2 WHERE name = $1 AND value = $3', [
    name,
    protection.seal(stored, context),
    stored,
  ]);
  log.info('shared secret sealed with the data keys', { name });
  return stored;
}

export async function resealSharedSecrets(db: Db, protection: DataProtection): Promise<number> {
  const rows = await db.query<{ name: SecretName; value: string }>(
    'SELECT name, value FROM shared_secrets',
  );
  let done = 0;
  for (const { name, value } of rows) {
    if (!SEALED.test(value) || !protection.needsRotation(value, 'encryption')) continue;
    const context = SHARED_SECRET_CONTEXT(name);
    await db.query('UPDATE shared_secrets SET value = $2 WHERE name = $1 AND value = $3', [
      name,
      protection.seal(protection.open(value, context), context),
      value,
    ]);
    done += 1;
  }
  return done;
}

/** Instances sharing a database share these keys through it. */
export async function sharedSigningKeys(db: Db, protection: DataProtection): Promise<SigningKeys> {
  const jwk = await sharedSecret(db, protection, 'token-signing-key', async () =>
    JSON.stringify((await generateSigningKeys()).privateJwk),
  );
  return fromPrivateJwk(JSON.parse(jwk) as JWK);
}

export async function sharedFileLinkSigner(
  db: Db,
  protection: DataProtection,
): Promise<FileLinkSigner> {
  const secret = await sharedSecret(db, protection, 'file-link-key', async () =>
    randomBytes(32).toString('base64'),
  );
  return new FileLinkSigner(Buffer.from(secret, 'base64'));
}
