import { LIST_PAGE_MAX } from '#contract/list-page.ts';
import { listPageOf } from '../../shared/list-page.ts';
import { Hono } from 'hono';
import * as v from 'valibot';
import { readJsonObject } from '../../http/request-body.ts';
import {
  CHARGE_FILE_FIELD,
  CHARGE_TYPES,
  isChargeType,
  type Charge,
  type ChargeDetails,
  type ChargeList,
  type ChargeType,
} from '#contract/charges.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { streamMultipartFile } from '../../http/multipart-file.ts';
import { requireRole } from '../../http/require-role.ts';
import { uploadLimit } from '../../http/upload-limit.ts';
import { EMPTY_FILE_MESSAGE, NOT_CSV_MESSAGE } from './csv-opening.ts';
import { uploadProblemInWorker } from './csv-worker-client.ts';
import { CsvWorkerStopped } from './csv-worker-pool.ts';
import { storedFile } from './csv-file-passes.ts';
import type { FileStore } from '../../files/file-store.ts';
import { startCharge } from './charge-job.ts';
import { waitForCharge } from './charge-completion.ts';
import { getCharge, listCharges } from './charge-queries.ts';
import { confirmStatement, statementDryRun } from './statement-confirmation.ts';
import { statementConfirmSchema, type StatementDryRun } from '#contract/voucher-statement.ts';
import { CSV_MAX_BYTES, CSV_TOO_LARGE_MESSAGE } from '../../shared/upload-limits.ts';

const UPLOAD_CHECK_BUDGET_MS = 30_000;
const CHECK_TIMED_OUT_MESSAGE =
  'Não foi possível conferir o arquivo agora. Tente novamente em instantes.';

export function chargesRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const adminOrReadonly = requireRole('admin', 'readonly');

  app.get('/load', adminOrReadonly, async (c) =>
    c.json(
      (await listCharges(
        deps.db,
        listPageOf(c.req.query(), LIST_PAGE_MAX.charges),
      )) satisfies ChargeList,
    ),
  );

  app.get('/load/:id', adminOrReadonly, async (c) =>
    c.json((await getCharge(deps.db, c.req.param('id'))) satisfies ChargeDetails),
  );

  app.get('/load/:id/statement', requireRole('admin'), async (c) =>
    c.json((await statementDryRun(deps.db, c.req.param('id'))) satisfies StatementDryRun),
  );

  app.post('/load/:id/confirm', requireRole('admin'), async (c) => {
    const { reason } = v.parse(statementConfirmSchema, await readJsonObject(c.req.raw));
    const loadId = c.req.param('id');
    await confirmStatement(deps.db, {
      loadId,
      userId: c.var.user.id,
      reason: reason ?? null,
      now: deps.now(),
    });
    return c.json((await statementDryRun(deps.db, loadId)) satisfies StatementDryRun);
  });

  app.post(
    '/load/:type',
    requireRole('admin'),
    uploadLimit(CSV_MAX_BYTES, 1, CSV_TOO_LARGE_MESSAGE),
    async (c) => {
      const type = c.req.param('type');
      if (!isChargeType(type))
        throw badRequest(`Tipo de carga inválido: use ${CHARGE_TYPES.join(', ')}.`);
      const id = await checkAndStore(deps, type, c.req.raw, c.var.user.id);
      const finished = await waitForCharge(deps.db, id, deps.config.chargeWaitMs);
      const { errors: _errors, ...charge } = await getCharge(deps.db, id);
      return c.json(charge satisfies Charge, finished ? 201 : 202);
    },
  );

  return app;
}

/**
 * Never held whole: to the store piece by piece; a refused file is removed before the refusal is
 * answered.
 */
async function checkAndStore(
  deps: AppDeps,
  type: ChargeType,
  request: Request,
  userId: string,
): Promise<string> {
  const stored = await streamMultipartFile(
    request,
    CHARGE_FILE_FIELD,
    (file) => storeCsvFile(deps.files, file.name, file.pieces),
    ({ fileId }) => deps.files.remove(fileId),
  );
  if (stored === null) throw badRequest('Envie o arquivo .csv no campo file.');
  const { fileId, fileName } = stored;
  try {
    const problem = await uploadProblemInWorker(
      storedFile(deps.files, fileId),
      UPLOAD_CHECK_BUDGET_MS,
    ).catch((error: unknown) => {
      throw error instanceof CsvWorkerStopped && error.timedOut
        ? new HttpError(503, CHECK_TIMED_OUT_MESSAGE)
        : error;
    });
    if (problem !== null) throw badRequest(problem);
  } catch (error) {
    await deps.files.remove(fileId).catch(() => undefined);
    throw error;
  }
  return startCharge(deps, { type, fileName, fileId, userId });
}

const isCsvName = (name: string) => /\.csv$/i.test(name);

async function storeCsvFile(
  files: FileStore,
  name: string,
  pieces: AsyncIterable<Uint8Array>,
): Promise<{ fileId: string; fileName: string }> {
  // An unnamed file is what a form sends with nothing chosen: refused below as empty.
  if (name !== '' && !isCsvName(name)) throw badRequest(NOT_CSV_MESSAGE);
  let size = 0;
  async function* counted(): AsyncGenerator<Uint8Array> {
    for await (const piece of pieces) {
      size += piece.length;
      if (size > CSV_MAX_BYTES) throw new HttpError(413, CSV_TOO_LARGE_MESSAGE);
      yield piece;
    }
  }
  const fileId = await files.saveStream(counted(), 'text/csv', name.slice(0, 255));
  const refusal = size === 0 ? EMPTY_FILE_MESSAGE : isCsvName(name) ? null : NOT_CSV_MESSAGE;
  if (refusal !== null) {
    await files.remove(fileId);
    throw badRequest(refusal);
  }
  return { fileId, fileName: name.slice(0, 255) };
}
