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

/** Content types a browser may show in place; anything else is downloaded (as file-links.routes.ts does). */
const inlineTypes = new Set(['image/jpeg', 'image/png', 'application/pdf']);

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO…), keyed `<prefix><uuid>`; the `files` table
 * keeps their type and name as with the disk store. Links are presigned GETs that expire, so
 * the bucket stays private and any instance can hand them out.
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
   * A PUT needs the object's length before its first byte, which a streamed upload only knows at
   * its end: the pieces are gathered into one buffer and sent as save does. The file is held once
   * while it is sent (docs/security.md).
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

  /** Deletes the row, then the object. Callers clear references (reports.file_id…) first. */
  async remove(id: string): Promise<void> {
    if (!FILE_ID.test(id)) return;
    await this.options.db.query('DELETE FROM files WHERE id = $1', [id]);
    await this.options.client.send(
      new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(id) }),
    );
  }

  /**
   * The bucket answers a presigned GET itself, so the link cannot die with the session that asked
   * for it as a `/files` link does: it is only short-lived (docs/decisions/062-file-links-held-by-a-session.md).
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
