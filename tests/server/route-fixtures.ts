/** Shared fixtures for the tests/server/*.routes.test.ts files: photos, forms and seeded ids. */
import type { Db } from '#server/db/db.ts';
import sharp from 'sharp';
import { makePng } from '#server/files/png.ts';
import type { TestServer } from './harness.ts';

/** A real 2×2 PNG made in code. */
export const tinyPng = (shade = 40): Uint8Array =>
  makePng(2, 2, (x, y) => [shade + x * 10, shade + y * 10, 200]);

/** A real 2×2 JPEG (made with sharp and kept here as text, so the repository holds no binary). */
export const tinyJpeg = (): Uint8Array =>
  Buffer.from(
    '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKQAI2f/2Q==',
    'base64',
  );

/** The pixels of an image (the server re-encodes photos, so bytes differ but pixels do not). */
export async function pixelsOf(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await sharp(bytes).raw().toBuffer());
}

/** A GIF: an image, but not one the app accepts. */
export const tinyGif = (): Uint8Array =>
  new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00\x00;');

export const blob = (bytes: Uint8Array, type: string) =>
  new Blob([new Uint8Array(bytes)], { type });

/** A multipart body from plain fields and files. */
export function form(
  fields: Record<string, string | undefined>,
  files: Record<string, { bytes: Uint8Array; type: string; name: string }> = {},
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) body.set(name, value);
  for (const [name, file] of Object.entries(files))
    body.set(name, blob(file.bytes, file.type), file.name);
  return body;
}

export const pngFile = (shade?: number) => ({
  bytes: tinyPng(shade),
  type: 'image/png',
  name: 'foto.png',
});
export const jpegFile = () => ({ bytes: tinyJpeg(), type: 'image/jpeg', name: 'foto.jpg' });

export const location = { lat: '-23.61', lon: '-46.59' };

/** What finding a seeded user by CPF needs: the database and the keyed hash its logins are stored by. */
type SeededServer = Pick<TestServer, 'db' | 'loginHash'>;

/** The seeded donations of a leader (by CPF) in a given status, oldest first. */
export async function donationIdsOf(
  server: SeededServer,
  login: string,
  status: number,
): Promise<string[]> {
  const rows = await server.db.query<{ donation_id: string }>(
    `SELECT d.donation_id FROM donations d JOIN users u ON u.id = d.leader_id
      WHERE u.login_hash = $1 AND d.status = $2 ORDER BY d.created`,
    [server.loginHash(login), status],
  );
  return rows.map((row) => row.donation_id);
}

export async function firstDonationOf(
  server: SeededServer,
  login: string,
  status: number,
): Promise<string> {
  const [id] = await donationIdsOf(server, login, status);
  if (!id) throw new Error(`no seeded donation of ${login} in status ${status}`);
  return id;
}

export async function vouchersOf(
  db: Db,
  donationId: string,
): Promise<{ voucher_id: string; status: number }[]> {
  return db.query(
    'SELECT voucher_id, status FROM vouchers WHERE donation_id = $1 ORDER BY position',
    [donationId],
  );
}

/** A snapshot of the tables a failed call must leave untouched. */
export async function snapshot(db: Db): Promise<string> {
  const tables = [
    'donations',
    'vouchers',
    'sites',
    'users',
    'loads',
    'load_errors',
    'reports',
    'commitments',
    'checklists',
    'files',
    'card_events',
  ];
  const parts: string[] = [];
  for (const table of tables) {
    parts.push(JSON.stringify(await db.query(`SELECT * FROM ${table} ORDER BY 1`)));
  }
  return parts.join('\n');
}

/** A CSV upload body for POST /load/:type. */
export function csvForm(content: string | Uint8Array, name = 'carga.csv') {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  return form({}, { file: { bytes, type: 'text/csv', name } });
}
