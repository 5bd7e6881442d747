import { invalidInput, tooLarge } from './domain-error.ts';
import { sniffImageType, type ImageType } from './image-type.ts';
import { PHOTO_MAX_BYTES } from './upload-limits.ts';

export interface Photo {
  bytes: Uint8Array;
  contentType: ImageType;
  name: string;
}

/** docs/product.md R6.8: other image types are refused with this exact text. */
export const ONLY_JPEG_PNG = 'Only support jpeg, jpg, png type';

/** Reads an uploaded photo; jpeg or png judged by its bytes, at most 10 MB. */
export async function readPhoto(file: File): Promise<Photo> {
  if (file.size > PHOTO_MAX_BYTES) throw tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = sniffImageType(bytes);
  if (contentType === null) throw invalidInput(ONLY_JPEG_PNG);
  return { bytes, contentType, name: file.name.slice(0, 255) };
}

export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}
