import { invalidInput, tooLarge } from './domain-error.ts';
import { reencodeImage } from '../files/image-reencode.ts';
import { sniffImageType, type ImageType } from './image-type.ts';
import { PHOTO_MAX_BYTES } from './upload-limits.ts';

export interface Photo {
  bytes: Uint8Array;
  contentType: ImageType;
  name: string;
}

/** docs/product.md R6.8: this exact text. */
export const ONLY_JPEG_PNG = 'Only support jpeg, jpg, png type';
export const UNREADABLE_PHOTO =
  'Não foi possível ler a foto. Tire a foto de novo e envie outra vez.';
export const PHOTO_TOO_MANY_PIXELS =
  'A foto tem resolução alta demais (mais de 12 megapixels). Tire a foto pelo aplicativo e envie outra vez.';

const extensionOf: Record<ImageType, string> = { 'image/jpeg': '.jpg', 'image/png': '.png' };

function storedName(uploadedName: string, type: ImageType): string {
  const stem =
    uploadedName
      .replace(/\.[^.]*$/, '')
      .replace(/[^\p{L}\p{N} _-]/gu, '_')
      .slice(0, 100) || 'foto';
  return `${stem}${extensionOf[type]}`;
}

/** Re-encoded on the server, metadata stripped; what does not decode is refused. */
export async function readPhoto(file: Blob): Promise<Photo> {
  if (file.size > PHOTO_MAX_BYTES) throw tooLarge();
  const uploaded = new Uint8Array(await file.arrayBuffer());
  if (sniffImageType(uploaded) === null) throw invalidInput(ONLY_JPEG_PNG);
  const image = await reencodeImage(uploaded);
  if (image === 'too-many-pixels') throw invalidInput(PHOTO_TOO_MANY_PIXELS);
  if (image === null) throw invalidInput(UNREADABLE_PHOTO);
  return {
    bytes: image.bytes,
    contentType: image.contentType,
    name: storedName(file instanceof File ? file.name : '', image.contentType),
  };
}

export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(
    Buffer.from(b.buffer, b.byteOffset, b.byteLength),
  );
}
