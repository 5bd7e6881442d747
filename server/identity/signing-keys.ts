import fs from 'node:fs/promises';
import path from 'node:path';
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey,
  type JWK,
} from 'jose';

export interface SigningKeys {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

const ALG = 'RS256';
export const signingKeysFile = (dataDir: string) => path.join(dataDir, 'jwks-private.json');

function publicPart(jwk: JWK, kid: string): JWK {
  const { kty, n, e } = jwk;
  return { kty, n, e, kid, alg: ALG, use: 'sig' };
}

export async function fromPrivateJwk(jwk: JWK): Promise<SigningKeys> {
  const kid = jwk.kid ?? (await calculateJwkThumbprint(jwk));
  const privateKey = (await importJWK(jwk, ALG)) as CryptoKey;
  return { kid, privateKey, publicJwk: publicPart(jwk, kid) };
}

export async function generateSigningKeys(): Promise<{ keys: SigningKeys; privateJwk: JWK }> {
  const { privateKey } = await generateKeyPair(ALG, { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  const privateJwk: JWK = { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: ALG, use: 'sig' };
  return { keys: await fromPrivateJwk(privateJwk), privateJwk };
}

export async function loadOrCreateSigningKeys(dataDir: string): Promise<SigningKeys> {
  const file = signingKeysFile(dataDir);
  try {
    return await fromPrivateJwk(JSON.parse(await fs.readFile(file, 'utf8')) as JWK);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fs.mkdir(dataDir, { recursive: true });
  const { keys, privateJwk } = await generateSigningKeys();
  try {
    // 'wx': when two processes start together, the first file wins and both use it.
    await fs.writeFile(file, JSON.stringify(privateJwk), { mode: 0o600, flag: 'wx' });
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return fromPrivateJwk(JSON.parse(await fs.readFile(file, 'utf8')) as JWK);
  }
}
