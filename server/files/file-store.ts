/** Stores uploaded and generated files under DATA_DIR/files with generated ids. */
export interface FileStore {
  /** Saves bytes and records a row in `files`; returns the new file id. */
  save(bytes: Uint8Array, contentType: string, originalName?: string): Promise<string>;
  read(id: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
  remove(id: string): Promise<void>;
  /** A time-limited absolute URL (`${origin}/files/<signed>`) for the file. */
  signedUrl(id: string, filename?: string): Promise<string>;
}
