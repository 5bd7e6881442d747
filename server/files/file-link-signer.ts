import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileLinkHolder } from '../identity/session-check.ts';

export interface FileLink {
  fileId: string;
  filename: string;
  expiresAt: number;
  holder: FileLinkHolder;
}

const b64 = (value: Buffer | string) => Buffer.from(value).toString('base64url');

export class FileLinkSigner {
  constructor(private readonly secret: Buffer) {}

  sign(link: FileLink): string {
    const { userId, sessionId, tokenIssuedAt } = link.holder;
    const payload = b64(
      JSON.stringify({
        f: link.fileId,
        n: link.filename,
        e: link.expiresAt,
        u: userId,
        s: sessionId,
        t: tokenIssuedAt,
      }),
    );
    return `${payload}.${this.mac(payload)}`;
  }

  verify(signed: string, now: Date): FileLink | null {
    const [payload, signature, extra] = signed.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
        string,
        unknown
      >;
      const { f, n, e, u, s, t } = data;
      if (typeof f !== 'string' || typeof n !== 'string' || typeof e !== 'number') return null;
      if (
        typeof u !== 'string' ||
        typeof t !== 'number' ||
        (s !== undefined && typeof s !== 'string')
      )
        return null;
      if (now.getTime() >= e) return null;
      return {
        fileId: f,
        filename: n,
        expiresAt: e,
        holder: { userId: u, tokenIssuedAt: t, ...(s === undefined ? {} : { sessionId: s }) },
      };
    } catch {
      return null;
    }
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }
}

export async function loadOrCreateFileLinkSigner(dataDir: string): Promise<FileLinkSigner> {
  const file = path.join(dataDir, 'file-link-secret');
  await fs.mkdir(dataDir, { recursive: true });
  try {
    await fs.writeFile(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return new FileLinkSigner(Buffer.from((await fs.readFile(file, 'utf8')).trim(), 'base64'));
}
