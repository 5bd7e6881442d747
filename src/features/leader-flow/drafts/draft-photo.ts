import type { DraftPhoto } from '#src/core/drafts/draft-record.ts';
import type { PreparedPhoto } from '../photo/prepared-photo.ts';

/** A compressed photo as a draft keeps it: the bytes as a Blob, with its name and type. */
export function toDraftPhoto(photo: PreparedPhoto | null): DraftPhoto | null {
  if (!photo) return null;
  const { file, originalSize, width, height } = photo;
  return { blob: file, name: file.name, type: file.type, originalSize, width, height };
}

export function fromDraftPhoto(photo: DraftPhoto | null | undefined): PreparedPhoto | null {
  if (!photo) return null;
  const { blob, name, type, originalSize, width, height } = photo;
  return { file: new File([blob], name, { type }), originalSize, width, height };
}
