import { randomBytes } from 'node:crypto';
import type { JWK } from 'jose';
import type { Db } from './db/db.ts';
import { FileLinkSigner } from './files/file-link-signer.ts';
import { fromPrivateJwk, generateSigningKeys, type SigningKeys } from './identity/signing-keys.ts';

/** The secret called `name`: the first instance to ask creates it, every other one reads that one. */
async function sharedSecret(db: Db, name: string, create: () => Promise<string>): Promise<string> {
  const read = async () => (await db.query<{ value: string }>('SELECT value FROM shared_secrets WHERE name = $1', [name]))[0]?.value;
  const existing = await read();
  if (existing !== undefined) return existing;
  // Two instances starting together: the first insert wins and both read it.
  await db.query('INSERT INTO shared_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, await create()]);
  const value = await read();
  if (value === undefined) throw new Error(`shared secret ${name} missing`);
  return value;
}

/**
 * With DATABASE_URL several instances share one database, so they share these keys through it
 * (a token signed by one verifies on all; a file link made by one opens on all). Anyone who
 * can read the database can read them: with a real Cognito pool the signing key is unused.
 */
export async function sharedSigningKeys(db: Db): Promise<SigningKeys> {
  const jwk = await sharedSecret(db, 'token-signing-key', async () => JSON.stringify((await generateSigningKeys()).privateJwk));
  return fromPrivateJwk(JSON.parse(jwk) as JWK);
}

export async function sharedFileLinkSigner(db: Db): Promise<FileLinkSigner> {
  const secret = await sharedSecret(db, 'file-link-key', async () => randomBytes(32).toString('base64'));
  return new FileLinkSigner(Buffer.from(secret, 'base64'));
}
