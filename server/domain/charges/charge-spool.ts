import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { DataProtection } from '../../privacy/data-protection.ts';
import type { ValidatedRow } from './charge-types.ts';

const SPOOL_DIR = 'spool';
/** Older spools were left by an instance that stopped. */
const STALE_AFTER_MS = 60 * 60 * 1000;

const LF = 0x0a;

/** A line is never searched or joined as a growing string. */
async function* linesOf(pieces: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  let held: Buffer[] = [];
  const line = (last: Buffer) => {
    const bytes = held.length === 0 ? last : Buffer.concat([...held, last]);
    held = [];
    return bytes.toString('utf8');
  };
  for await (const piece of pieces) {
    const bytes = Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    let start = 0;
    for (let end = bytes.indexOf(LF); end >= 0; end = bytes.indexOf(LF, start)) {
      yield line(bytes.subarray(start, end));
      start = end + 1;
    }
    if (start < bytes.length) held.push(bytes.subarray(start));
  }
  if (held.length > 0) yield line(Buffer.alloc(0));
}

/**
 * Sealed (the lines carry CPFs); the reader acts in a transaction that a tampered spool rolls back.
 */
export class ChargeSpool<T> {
  private closed = false;

  private constructor(
    private readonly file: string,
    private readonly context: string,
    private readonly protection: DataProtection,
    private readonly handle: fs.FileHandle,
    private readonly sealer: ReturnType<DataProtection['streamSealer']>,
    private position: number,
  ) {}

  static async open<T>(dataDir: string, protection: DataProtection): Promise<ChargeSpool<T>> {
    const dir = path.join(dataDir, SPOOL_DIR);
    await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    const id = randomUUID();
    const context = `spool:${id}`;
    const sealer = protection.streamSealer(context);
    const file = path.join(dir, id);
    return new ChargeSpool<T>(
      file,
      context,
      protection,
      await fs.open(file, 'wx', 0o600),
      sealer,
      sealer.headerLength,
    );
  }

  private async write(bytes: Uint8Array): Promise<void> {
    await this.handle.write(bytes, 0, bytes.length, this.position);
    this.position += bytes.length;
  }

  async append(rows: readonly ValidatedRow<T>[]): Promise<void> {
    if (this.closed) throw new Error('the spool was already read');
    if (rows.length > 0)
      await this.write(this.sealer.update(Buffer.from(`${JSON.stringify(rows)}\n`)));
  }

  private async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const { tail, header } = this.sealer.finish();
    await this.write(tail);
    await this.handle.write(header, 0, header.length, 0);
    await this.handle.close();
  }

  async *chunks(): AsyncGenerator<ValidatedRow<T>[]> {
    await this.close();
    const file = await fs.open(this.file);
    for await (const line of linesOf(
      this.protection.openStream(file.createReadStream(), this.context, true),
    )) {
      yield JSON.parse(line) as ValidatedRow<T>[];
    }
  }

  async remove(): Promise<void> {
    if (!this.closed) await this.handle.close().catch(() => undefined);
    this.closed = true;
    await fs.rm(this.file, { force: true });
  }
}

export async function removeStaleSpools(dataDir: string): Promise<void> {
  const dir = path.join(dataDir, SPOOL_DIR);
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    // The files' own clock, not the server's (which tests may set).
    if (stat && Date.now() - stat.mtimeMs > STALE_AFTER_MS) await fs.rm(file, { force: true });
  }
}
