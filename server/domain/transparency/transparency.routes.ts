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

const aboutSnapshot = (entry: SnapshotEntry): [string, string][] => [
  ['Dia', entry.day],
  ['Instantâneo', String(entry.seq)],
  ['SHA-256 do JSON deste instantâneo', entry.sha256],
  ['SHA-256 do instantâneo anterior', entry.previousSha256 ?? ''],
  ['Nota de correção', entry.note ?? ''],
];

/** Every call is throttled per address; nothing here names a person. */
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

/** A correction is a new snapshot with a note, never an edit. */
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
    const [charge] = await deps.db.query<{ file_name: string; created_at: Date | string }>(
      `SELECT file_name, created_at FROM loads WHERE id = $1 AND type = 'donation'`,
      [loadId],
    );
    if (!charge) throw notFound(transparencyMessages.noPackage);
    const now = deps.now();
    return {
      loadId,
      fileName: charge.file_name,
      loadedAt: new Date(charge.created_at).toISOString(),
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
