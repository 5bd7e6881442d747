import imageCompression from 'browser-image-compression';
import { compressionOptions, type PhotoType } from './photo-compression.ts';

export interface CompressedPhoto {
  file: File;
  width: number | null;
  height: number | null;
}

async function dimensionsOf(blob: Blob): Promise<{ width: number | null; height: number | null }> {
  if (typeof createImageBitmap !== 'function') return { width: null, height: null };
  try {
    const bitmap = await createImageBitmap(blob);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return { width: null, height: null };
  }
}

/** Always a JPEG: a PNG photo stays several megabytes at any quality, too much for mobile data. */
export async function compressInPlace(file: File, type: PhotoType): Promise<CompressedPhoto> {
  const source = file.type === type ? file : new File([file], file.name || 'foto', { type });
  const compressed = await imageCompression(source, {
    ...compressionOptions,
    fileType: 'image/jpeg',
  });
  const name = `${(source.name || 'foto').replace(/\.[^.]*$/, '')}.jpg`;
  // The library returns a Blob with a name; make it a real File so FormData keeps the name.
  const named = new File([compressed], name, {
    type: 'image/jpeg',
    lastModified: source.lastModified,
  });
  return { file: named, ...(await dimensionsOf(named)) };
}
