import { Hono, type Context } from 'hono';
import type { LatestSnapshot, PackageReport, SnapshotEntry } from '#contract/transparency.ts';
import { packageReportFileName } from '#contract/package-report.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { clientAddress } from '../../http/client-address.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { assertPublicCallAllowed } from '../../http/public-api.ts';
import { readJsonObject } from '../../http/request-body.ts';
import { requireRole } from '../../http/require-role.ts';
import { PublicThrottle, type PublicLimit } from '../public-calls/public-throttle.ts';
import { transparencyCsv } from './transparency-csv.ts';
import { publicFigures, rawFigures } from './transparency-figures.ts';
import {
  headOfDay,
  newestSnapshot,
  saoPauloDayFormat,
  snapshotBySeq,
  snapshotChain,
  snapshotEntries,
  takeSnapshot,
} from './snapshots.ts';

const HOUR = 60 * 60 * 1000;

/** docs/product.md R17.5: the page and its downloads, 120 calls an hour from one address. */
export const TRANSPARENCY_LIMIT = {
  name: 'transparency:address',
  limit: 120,
  windowMs: HOUR,
} as const satisfies PublicLimit;

export const transparencyMessages = {
  noSnapshot: 'Instantâneo não encontrado.',
  noPackage: 'Pacote não encontrado.',
  note: 'Escreva em até 500 caracteres o que a correção corrige.',
} as const;

const SEQ = /^[1-9][0-9]{0,8}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function download(body: string | Uint8Array, type: string, fileName: string): Response {
  // The CSV keeps its BOM, so Excel pt-BR reads it as UTF-8.
  const text =
    typeof body === 'string' ? body : new TextDecoder('utf-8', { ignoreBOM: true }).decode(body);
  return new Response(text, {
    headers: {
      'Content-Type': type,
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  });
}

const fileName = (entry: SnapshotEntry, extension: string) =>
  `transparencia-${entry.day}-${entry.seq}.${extension}`;

/** The CSV's opening lines: which snapshot it is and the links of its chain. */
const aboutSnapshot = (entry: SnapshotEntry): [string, string][] => [
  ['Dia', entry.day],
  ['Instantâneo', String(entry.seq)],
  ['SHA-256 do JSON deste instantâneo', entry.sha256],
  ['SHA-256 do instantâneo anterior', entry.previousSha256 ?? ''],
  ['Nota de correção', entry.note ?? ''],
];

/**
 * /transparencia's calls, under `/api/public` (no sign-in, docs/api.md "Transparency"): the
 * newest snapshot with the chain's head, the chain's list, and any day's file as JSON (the
 * bytes that were hashed) or CSV. Every call is throttled per address; nothing here names a
 * person.
 */
export function transparencyPublicRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  const throttle = new PublicThrottle(deps.db, deps.protection);
  const throttled = async (c: Context) => {
    const address = clientAddress(c, deps.config.trustProxy);
    assertPublicCallAllowed(
      c,
      await throttle.take([{ limit: TRANSPARENCY_LIMIT, value: address }], deps.now()),
    );
  };
  const bySeq = async (c: Context) => {
    const seq = c.req.param('seq') ?? '';
    const found = SEQ.test(seq) ? await snapshotBySeq(deps.db, Number(seq)) : null;
    if (!found) throw notFound(transparencyMessages.noSnapshot);
    return found;
  };

  app.get('/transparency', async (c) => {
    await throttled(c);
    // Before the daily job's first run the page would have nothing: the first read writes it.
    let newest = await newestSnapshot(deps.db);
    if (!newest) {
      await takeSnapshot(deps.db, deps.now(), { daily: true });
      newest = await newestSnapshot(deps.db);
    }
    if (!newest) throw notFound(transparencyMessages.noSnapshot);
    return c.json({
      head: newest.entry,
      snapshot: JSON.parse(newest.file),
    } satisfies LatestSnapshot);
  });

  app.get('/transparency/snapshots', async (c) => {
    await throttled(c);
    return c.json({ snapshots: await snapshotEntries(deps.db) });
  });

  // Every file of the chain in one answer, for the check command (scripts/transparency-chain.ts).
  app.get('/transparency/chain', async (c) => {
    await throttled(c);
    return c.json({ snapshots: await snapshotChain(deps.db) });
  });

  app.get('/transparency/snapshots/:seq/json', async (c) => {
    await throttled(c);
    const { entry, file } = await bySeq(c);
    return download(file, 'application/json; charset=utf-8', fileName(entry, 'json'));
  });

  app.get('/transparency/snapshots/:seq/csv', async (c) => {
    await throttled(c);
    const { entry, file } = await bySeq(c);
    return download(
      transparencyCsv(JSON.parse(file), aboutSnapshot(entry)),
      'text/csv; charset=utf-8',
      fileName(entry, 'csv'),
    );
  });

  return app;
}

/**
 * The admins' side (docs/api.md "Transparency"): a correction (a new snapshot with a note, never
 * an edit) and the donor report of a 'Pacote' (the donation charge file a donor paid for), as
 * JSON for the printable page and as CSV.
 */
export function transparencyRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const admin = requireRole('admin');

  app.post('/transparency/corrections', admin, async (c) => {
    const { note } = await readJsonObject(c.req.raw);
    const text = typeof note === 'string' ? note.trim() : '';
    if (text === '' || text.length > 500) throw badRequest(transparencyMessages.note);
    const entry = await takeSnapshot(deps.db, deps.now(), { note: text });
    return c.json(entry, 201);
  });

  async function packageReport(loadId: string): Promise<PackageReport> {
    if (!UUID.test(loadId)) throw notFound(transparencyMessages.noPackage);
    const [load] = await deps.db.query<{ file_name: string; created_at: Date | string }>(
      `SELECT file_name, created_at FROM loads WHERE id = $1 AND type = 'donation'`,
      [loadId],
    );
    if (!load) throw notFound(transparencyMessages.noPackage);
    const now = deps.now();
    return {
      loadId,
      fileName: load.file_name,
      loadedAt: new Date(load.created_at).toISOString(),
      figures: publicFigures(await rawFigures(deps.db, { kind: 'package', loadId })),
      head: await headOfDay(deps.db, saoPauloDayFormat.format(now)),
      madeAt: now.toISOString(),
    };
  }

  app.get('/transparency/packages/:loadId', admin, async (c) =>
    c.json(await packageReport(c.req.param('loadId'))),
  );

  app.get('/transparency/packages/:loadId/csv', admin, async (c) => {
    const report = await packageReport(c.req.param('loadId'));
    return download(
      transparencyCsv(report.figures, [
        ['Pacote', report.fileName],
        ['Carregado em', report.loadedAt],
        ['Feito em', report.madeAt],
        ['Cabeça da cadeia pública no dia', report.head?.sha256 ?? 'nenhum instantâneo ainda'],
      ]),
      'text/csv; charset=utf-8',
      packageReportFileName(report.madeAt),
    );
  });

  return app;
}
