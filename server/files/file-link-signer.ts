import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface FileLink {
  fileId: string;
  /** Shown in Content-Disposition only. */
  filename: string;
  expiresAt: number;
}

const b64 = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/** HMAC-signed, time-limited `/files/<payload>.<signature>` links. */
export class FileLinkSigner {
  constructor(private readonly secret: Buffer) {}

  sign(link: FileLink): string {
    const payload = b64(JSON.stringify({ f: link.fileId, n: link.filename, e: link.expiresAt }));
    return `${payload}.${this.mac(payload)}`;
  }

  /** The link's content, or null when it was altered or has expired at `now`. */
  verify(signed: string, now: Date): FileLink | null {
    const [payload, signature, extra] = signed.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { f?: unknown; n?: unknown; e?: unknown };
      if (typeof data.f !== 'string' || typeof data.n !== 'string' || typeof data.e !== 'number') return null;
      if (now.getTime() >= data.e) return null;
      return { fileId: data.f, filename: data.n, expiresAt: data.e };
    } catch {
      return null;
    }
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }
}

/** The signing secret, generated once and kept in DATA_DIR/file-link-secret (mode 0600). */
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
