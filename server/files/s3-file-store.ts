import { randomUUID } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Db } from '../db/db.ts';
import type { FileLinkRequest, FileStore } from './file-store.ts';
import { contentDisposition } from './content-disposition.ts';
import {
  FILE_ID,
  insertFileRow,
  linkTarget,
  readStoredFile,
  readStoredPieces,
} from './file-rows.ts';

export interface S3FileStoreOptions {
  db: Db;
  client: S3Client;
  bucket: string;
  prefix: string;
  linkTtlSeconds: number;
}

const inlineTypes = new Set(['image/jpeg', 'image/png', 'application/pdf']);

/**
 * Links are presigned GETs that expire, so the bucket stays private and any instance can hand them
 * out.
 */
export class S3FileStore implements FileStore {
  constructor(private readonly options: S3FileStoreOptions) {}

  private keyOf(id: string): string {
    if (!FILE_ID.test(id)) throw new Error('invalid file id');
    return `${this.options.prefix}${id}`;
  }

  async save(bytes: Uint8Array, contentType: string, originalName?: string): Promise<string> {
    const id = randomUUID();
    const { client, bucket, db } = this.options;
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: this.keyOf(id),
        Body: bytes,
        ContentType: contentType,
      }),
    );
    try {
      await insertFileRow(db, id, bytes.byteLength, contentType, originalName);
    } catch (error) {
      await client
        .send(new DeleteObjectCommand({ Bucket: bucket, Key: this.keyOf(id) }))
        .catch(() => undefined);
      throw error;
    }
    return id;
  }

  /**
   * A PUT needs the length before its first byte: the pieces are gathered and sent whole
   * (docs/security.md).
   */
  async saveStream(
    pieces: AsyncIterable<Uint8Array>,
    contentType: string,
    originalName?: string,
  ): Promise<string> {
    const gathered: Uint8Array[] = [];
    for await (const piece of pieces) gathered.push(piece);
    return this.save(Buffer.concat(gathered), contentType, originalName);
  }

  readStream(id: string): Promise<AsyncIterable<Uint8Array> | null> {
    return readStoredPieces(this.options.db, id, async () => {
      try {
        const object = await this.options.client.send(
          new GetObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(id) }),
        );
        // On Node the body is a Readable (an IncomingMessage), which iterates as its pieces.
        return object.Body ? (object.Body as unknown as AsyncIterable<Uint8Array>) : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    });
  }

  read(id: string): Promise<{ bytes: Uint8Array; contentType: string } | null> {
    return readStoredFile(this.options.db, id, async () => {
      try {
        const object = await this.options.client.send(
          new GetObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(id) }),
        );
        return object.Body ? await object.Body.transformToByteArray() : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    });
  }

  /** Callers clear references (reports.file_id…) first. */
  async remove(id: string): Promise<void> {
    if (!FILE_ID.test(id)) return;
    await this.options.db.query('DELETE FROM files WHERE id = $1', [id]);
    await this.options.client.send(
      new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(id) }),
    );
  }

  /**
   * A presigned link cannot die with its session: it is only short-lived
   * (docs/decisions/062-file-links-held-by-a-session.md).
   */
  async signedUrl(id: string, { filename }: FileLinkRequest): Promise<string> {
    const { contentType, name } = await linkTarget(this.options.db, id, filename);
    const inline = inlineTypes.has(contentType);
    const command = new GetObjectCommand({
      Bucket: this.options.bucket,
      Key: this.keyOf(id),
      ResponseContentType: inline
        ? contentType
        : contentType === 'text/csv'
          ? 'text/csv; charset=utf-8'
          : 'application/octet-stream',
      ResponseContentDisposition: contentDisposition(inline ? 'inline' : 'attachment', name),
      ResponseCacheControl: 'no-store',
    });
    return getSignedUrl(this.options.client, command, { expiresIn: this.options.linkTtlSeconds });
  }
}
