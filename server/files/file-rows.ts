import type { Db } from '../db/db.ts';

/** A UUID we generated, so a path or key never holds anything a user typed. */
export const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const extensions: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'text/csv': '.csv',
  'application/pdf': '.pdf',
};

export async function insertFileRow(
  db: Db,
  id: string,
  sizeBytes: number,
  contentType: string,
  originalName?: string,
  sealedWith: string | null = null,
): Promise<void> {
  await db.query(
    'INSERT INTO files (id, content_type, size_bytes, original_name, sealed_with) VALUES ($1, $2, $3, $4, $5)',
    [id, contentType, sizeBytes, originalName ?? null, sealedWith],
  );
}

async function fileContentType(db: Db, id: string): Promise<string | null> {
  if (!FILE_ID.test(id)) return null;
  const [row] = await db.query<{ content_type: string }>(
    'SELECT content_type FROM files WHERE id = $1',
    [id],
  );
  return row?.content_type ?? null;
}

export async function readStoredPieces(
  db: Db,
  id: string,
  readPieces: () => Promise<AsyncIterable<Uint8Array> | null>,
): Promise<AsyncIterable<Uint8Array> | null> {
  return (await fileContentType(db, id)) === null ? null : readPieces();
}

export async function readStoredFile(
  db: Db,
  id: string,
  readBytes: () => Promise<Uint8Array | null>,
): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  const contentType = await fileContentType(db, id);
  if (contentType === null) return null;
  const bytes = await readBytes();
  return bytes === null ? null : { bytes, contentType };
}

export async function linkTarget(
  db: Db,
  id: string,
  filename?: string,
): Promise<{ contentType: string; name: string }> {
  const [row] = await db.query<{ content_type: string; original_name: string | null }>(
    'SELECT content_type, original_name FROM files WHERE id = $1',
    [FILE_ID.test(id) ? id : '00000000-0000-0000-0000-000000000000'],
  );
  if (!row) throw new Error('file not found');
  return {
    contentType: row.content_type,
    name: filename ?? row.original_name ?? `${id}${extensions[row.content_type] ?? ''}`,
  };
}
