import {
  SNAPSHOT_FORMAT,
  type SnapshotEntry,
  type TransparencySnapshot,
} from '#contract/transparency.ts';
import { APP_TIME_ZONE } from '#contract/time-zone.ts';
import type { Db } from '../../db/db.ts';
import { fileSha256 } from './snapshot-chain.ts';
import { publicFigures, rawFigures } from './transparency-figures.ts';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

interface SnapshotRow {
  seq: number;
  day: string;
  made_at: Date | string;
  sha256: string;
  previous_sha256: string | null;
  note: string | null;
}

const ENTRY_COLUMNS = `seq, to_char(day, 'YYYY-MM-DD') AS day, made_at, sha256, previous_sha256, note`;

function entryOf(row: SnapshotRow): SnapshotEntry {
  return {
    seq: row.seq,
    day: row.day,
    madeAt: new Date(row.made_at).toISOString(),
    sha256: row.sha256,
    previousSha256: row.previous_sha256,
    note: row.note,
  };
}

export function snapshotFile(snapshot: TransparencySnapshot): string {
  return `${JSON.stringify(snapshot, null, 2)}\n`;
}

/** The table is locked for the write, so two instances never chain two files to one predecessor. */
export async function takeSnapshot(
  db: Db,
  now: Date,
  request: { daily: true } | { note: string },
): Promise<SnapshotEntry | null> {
  const day = dayFormat.format(now);
  if ('daily' in request && (await newestSnapshot(db))?.entry.day === day) return null;
  return db.transaction(async (tx) => {
    await tx.query('LOCK TABLE transparency_snapshots IN SHARE ROW EXCLUSIVE MODE');
    const [newest] = await tx.query<SnapshotRow>(
      `SELECT ${ENTRY_COLUMNS} FROM transparency_snapshots ORDER BY seq DESC LIMIT 1`,
    );
    if ('daily' in request && newest?.day === day) return null;
    const figures = publicFigures(await rawFigures(tx, { kind: 'campaign' }));
    const snapshot: TransparencySnapshot = {
      format: SNAPSHOT_FORMAT,
      seq: (newest?.seq ?? 0) + 1,
      day,
      madeAt: now.toISOString(),
      previousSha256: newest?.sha256 ?? null,
      note: 'note' in request ? request.note : null,
      ...figures,
    };
    const file = snapshotFile(snapshot);
    const [row] = await tx.query<SnapshotRow>(
      `INSERT INTO transparency_snapshots (seq, day, made_at, body, sha256, previous_sha256, note)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${ENTRY_COLUMNS}`,
      [snapshot.seq, day, now, file, fileSha256(file), snapshot.previousSha256, snapshot.note],
    );
    return entryOf(row!);
  });
}

export async function snapshotEntries(db: Db): Promise<SnapshotEntry[]> {
  const rows = await db.query<SnapshotRow>(
    `SELECT ${ENTRY_COLUMNS} FROM transparency_snapshots ORDER BY seq`,
  );
  return rows.map(entryOf);
}

export async function snapshotChain(db: Db): Promise<(SnapshotEntry & { file: string })[]> {
  const rows = await db.query<SnapshotRow & { body: string }>(
    `SELECT ${ENTRY_COLUMNS}, body FROM transparency_snapshots ORDER BY seq`,
  );
  return rows.map((row) => ({ ...entryOf(row), file: row.body }));
}

export async function newestSnapshot(
  db: Db,
): Promise<{ entry: SnapshotEntry; file: string } | null> {
  const [row] = await db.query<SnapshotRow & { body: string }>(
    `SELECT ${ENTRY_COLUMNS}, body FROM transparency_snapshots ORDER BY seq DESC LIMIT 1`,
  );
  return row ? { entry: entryOf(row), file: row.body } : null;
}

export async function newestSnapshotSeq(db: Db): Promise<number | null> {
  const [row] = await db.query<{ seq: number }>(
    'SELECT seq FROM transparency_snapshots ORDER BY seq DESC LIMIT 1',
  );
  return row?.seq ?? null;
}

export async function snapshotBySeq(
  db: Db,
  seq: number,
): Promise<{ entry: SnapshotEntry; file: string } | null> {
  const [row] = await db.query<SnapshotRow & { body: string }>(
    `SELECT ${ENTRY_COLUMNS}, body FROM transparency_snapshots WHERE seq = $1`,
    [seq],
  );
  return row ? { entry: entryOf(row), file: row.body } : null;
}

export async function headOfDay(db: Db, day: string): Promise<SnapshotEntry | null> {
  const [row] = await db.query<SnapshotRow>(
    `SELECT ${ENTRY_COLUMNS} FROM transparency_snapshots WHERE day <= $1 ORDER BY seq DESC LIMIT 1`,
    [day],
  );
  return row ? entryOf(row) : null;
}

export { dayFormat as saoPauloDayFormat };
