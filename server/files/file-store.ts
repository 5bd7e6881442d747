import type { FileLinkHolder } from '../identity/session-check.ts';

export interface FileLinkRequest {
  holder: FileLinkHolder;
  filename?: string;
}

export interface FileStore {
  save(bytes: Uint8Array, contentType: string, originalName?: string): Promise<string>;
  /**
   * The disk store seals and writes each piece as it comes, so the instance never holds the file
   * whole.
   */
  saveStream(
    pieces: AsyncIterable<Uint8Array>,
    contentType: string,
    originalName?: string,
  ): Promise<string>;
  read(id: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
  readStream(id: string): Promise<AsyncIterable<Uint8Array> | null>;
  remove(id: string): Promise<void>;
  signedUrl(id: string, request: FileLinkRequest): Promise<string>;
}
