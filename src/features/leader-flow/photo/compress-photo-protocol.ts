import type { PhotoType } from './photo-file-type.ts';

/** Messages between the page and compress-photo.worker.ts. */
export interface CompressRequest {
  file: File;
  type: PhotoType;
}

export type CompressReply =
  | { kind: 'done'; file: File; width: number | null; height: number | null }
  /** This browser cannot decode images inside a worker (e.g. Safari): compress in the page. */
  | { kind: 'unsupported' }
  /** The image could not be read. */
  | { kind: 'failed' };
