import type { FileLinkHolder } from '../identity/session-check.ts';

export interface FileLinkRequest {
  holder: FileLinkHolder;
  /** The download name; the uploaded name (or id + extension) otherwise. */
  filename?: string;
}

export interface FileStore {
  save(bytes: Uint8Array, contentType: string, originalName?: string): Promise<string>;
  /**
   * save for a file that arrives in pieces (a charge file as it is uploaded): the disk store seals
   * and writes each piece as it comes, so the instance never holds the file whole.
   */
  saveStream(
    pieces: AsyncIterable<Uint8Array>,
    contentType: string,
    originalName?: string,
  ): Promise<string>;
  read(id: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
  /** The file's bytes in pieces, opened as they are read; null when there is no such file. */
  readStream(id: string): Promise<AsyncIterable<Uint8Array> | null>;
  remove(id: string): Promise<void>;
  /** A short-lived absolute URL (`${origin}/files/<signed>`, or a presigned GET on S3) for the file, held by one session. */
  signedUrl(id: string, request: FileLinkRequest): Promise<string>;
}
