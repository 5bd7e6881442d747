import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/db.ts';
import type { FileLinkRequest, FileStore } from './file-store.ts';
import type { FileLinkSigner } from './file-link-signer.ts';
import {
  FILE_ID as UUID,
  insertFileRow,
  linkTarget,
  readStoredFile,
  readStoredPieces,
} from './file-rows.ts';
import type { DataProtection } from '../privacy/data-protection.ts';
import { FILE_CONTEXT } from '../privacy/sealed-fields.ts';

const READ_PIECE_BYTES = 256 * 1024;

export interface DiskFileStoreOptions {
  db: Db;
  dataDir: string;
  origin: string;
  links: FileLinkSigner;
  linkTtlSeconds: number;
  now: () => Date;
  protection: DataProtection;
}

/** Sealed with the data keys; the path never contains anything a user typed. */
export class DiskFileStore implements FileStore {
  private readonly dir: string;

  constructor(private readonly options: DiskFileStoreOptions) {
    this.dir = path.join(options.dataDir, 'files');
  }

  private pathOf(id: string): string {
    if (!UUID.test(id)) throw new Error('invalid file id');
    return path.join(this.dir, id);
  }

  async save(bytes: Uint8Array, contentType: string, originalName?: string): Promise<string> {
    const id = randomUUID();
    await fs.mkdir(this.dir, { recursive: true });
    const { protection } = this.options;
    await fs.writeFile(
      this.pathOf(id),
      await protection.sealBytesInSteps(bytes, FILE_CONTEXT(id)),
      { mode: 0o600 },
    );
    try {
      await insertFileRow(
        this.options.db,
        id,
        bytes.byteLength,
        contentType,
        originalName,
        protection.activeEncryptionKey,
      );
    } catch (error) {
      await fs.rm(this.pathOf(id), { force: true });
      throw error;
    }
    return id;
  }

  async saveStream(
    pieces: AsyncIterable<Uint8Array>,
    contentType: string,
    originalName?: string,
  ): Promise<string> {
    const id = randomUUID();
    await fs.mkdir(this.dir, { recursive: true });
    const { protection } = this.options;
    const sealer = protection.streamSealer(FILE_CONTEXT(id));
    const file = await fs.open(this.pathOf(id), 'wx', 0o600);
    let size = 0;
    try {
      let position = sealer.headerLength;
      const append = async (bytes: Uint8Array) => {
        await file.write(bytes, 0, bytes.length, position);
        position += bytes.length;
      };
      for await (const piece of pieces) {
        size += piece.length;
        await append(sealer.update(piece));
      }
      const { tail, header } = sealer.finish();
      await append(tail);
      await file.write(header, 0, header.length, 0);
      await file.close();
      await insertFileRow(
        this.options.db,
        id,
        size,
        contentType,
        originalName,
        protection.activeEncryptionKey,
      );
    } catch (error) {
      await file.close().catch(() => undefined);
      await fs.rm(this.pathOf(id), { force: true });
      throw error;
    }
    return id;
  }

  readStream(id: string): Promise<AsyncIterable<Uint8Array> | null> {
    return readStoredPieces(this.options.db, id, async () => {
      let file: fs.FileHandle;
      try {
        file = await fs.open(this.pathOf(id));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      return this.options.protection.openStream(
        file.createReadStream({ highWaterMark: READ_PIECE_BYTES }),
        FILE_CONTEXT(id),
      );
    });
  }

  read(id: string): Promise<{ bytes: Uint8Array; contentType: string } | null> {
    return readStoredFile(this.options.db, id, async () => {
      try {
        return await this.options.protection.openBytesInSteps(
          new Uint8Array(await fs.readFile(this.pathOf(id))),
          FILE_CONTEXT(id),
        );
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    });
  }

  /** Callers clear references (reports.file_id…) first. */
  async remove(id: string): Promise<void> {
    if (!UUID.test(id)) return;
    await this.options.db.query('DELETE FROM files WHERE id = $1', [id]);
    await fs.rm(this.pathOf(id), { force: true });
  }

  async readStored(id: string): Promise<Uint8Array | null> {
    try {
      return new Uint8Array(await fs.readFile(this.pathOf(id)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async reseal(id: string): Promise<boolean> {
    const { protection, db } = this.options;
    const stored = await this.readStored(id);
    if (stored === null) return false;
    if (protection.sealedBytesKey(stored) !== protection.activeEncryptionKey) {
      const plain = await protection.openBytesInSteps(stored, FILE_CONTEXT(id));
      const temporary = `${this.pathOf(id)}.reseal`;
      await fs.writeFile(temporary, await protection.sealBytesInSteps(plain, FILE_CONTEXT(id)), {
        mode: 0o600,
      });
      await fs.rename(temporary, this.pathOf(id));
    }
    await db.query('UPDATE files SET sealed_with = $2 WHERE id = $1', [
      id,
      protection.activeEncryptionKey,
    ]);
    return true;
  }

  async signedUrl(id: string, { holder, filename }: FileLinkRequest): Promise<string> {
    const { name } = await linkTarget(this.options.db, id, filename);
    const { links, origin, linkTtlSeconds, now } = this.options;
    const signed = links.sign({
      fileId: id,
      filename: name,
      expiresAt: now().getTime() + linkTtlSeconds * 1000,
      holder,
    });
    return `${origin}/files/${signed}`;
  }
}
