export interface PreparedPhoto {
  file: File;
  /** Bytes as picked, before compression. */
  originalSize: number;
  width: number | null;
  height: number | null;
}

export function isPreparedPhoto(value: unknown): value is PreparedPhoto {
  return (
    typeof value === 'object' && value !== null && 'file' in value && value.file instanceof Blob
  );
}
