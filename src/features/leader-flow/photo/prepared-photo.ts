/** A photo ready to send: compressed (jpeg or png, long edge at most 1600 px) from what was picked. */
export interface PreparedPhoto {
  file: File;
  /** Bytes of the photo as picked, before compression. */
  originalSize: number;
  width: number | null;
  height: number | null;
}

export function isPreparedPhoto(value: unknown): value is PreparedPhoto {
  return (
    typeof value === 'object' && value !== null && 'file' in value && value.file instanceof Blob
  );
}
