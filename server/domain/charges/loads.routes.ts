import { LIST_PAGE_MAX } from '#contract/list-page.ts';
import { listPageOf } from '../shared/list-page.ts';
import { Hono } from 'hono';
import { CHARGE_FILE_FIELD, CHARGE_TYPES, isChargeType, type Charge, type ChargeDetails, type ChargeList, type ChargeType } from '#contract/charges.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { formFile, readMultipart } from '../../http/request-body.ts';
import { requireRole } from '../../http/require-role.ts';
import { uploadLimit } from '../../http/upload-limit.ts';
import { EMPTY_FILE_MESSAGE, NOT_CSV_MESSAGE } from './csv-opening.ts';
import { CsvWorkerStopped, uploadProblemInWorker } from './csv-worker-client.ts';
import { startLoad } from './load-job.ts';
import { waitForLoad } from './load-completion.ts';
import { getCharge, listCharges } from './load-queries.ts';
import { CSV_MAX_BYTES, CSV_TOO_LARGE_MESSAGE } from '../shared/upload-limits.ts';

/** Reading a 20 MB file takes about a second; past this the server is too busy to check it now. */
const UPLOAD_CHECK_BUDGET_MS = 30_000;
const CHECK_TIMED_OUT_MESSAGE = 'Não foi possível conferir o arquivo agora. Tente novamente em instantes.';

/** Charge files (cargas): list, detail with line errors, and upload (docs/charges.md). */
export function loadsRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const adminOrReadonly = requireRole('admin', 'readonly');

  app.get('/load', adminOrReadonly, async (c) => c.json((await listCharges(deps.db, listPageOf(c.req.query(), LIST_PAGE_MAX.charges))) satisfies ChargeList));

  app.get('/load/:id', adminOrReadonly, async (c) => c.json((await getCharge(deps.db, c.req.param('id'))) satisfies ChargeDetails));

  app.post('/load/:type', requireRole('admin'), uploadLimit(CSV_MAX_BYTES, 1, CSV_TOO_LARGE_MESSAGE), async (c) => {
    const type = c.req.param('type');
    if (!isChargeType(type)) throw badRequest(`Tipo de carga inválido: use ${CHARGE_TYPES.join(', ')}.`);
    const id = await checkAndStore(deps, type, await readMultipart(c.req.raw), c.var.user.id);
    // The job loads the file; the answer waits for it, up to a bound, so the form can show the outcome.
    const finished = await waitForLoad(deps.db, id, deps.config.loadWaitMs);
    const { errors: _errors, ...charge } = await getCharge(deps.db, id);
    return c.json(charge satisfies Charge, finished ? 201 : 202);
  });

  return app;
}

/**
 * Checks the uploaded file and stores it for its load job; returns the load's id. Nothing here
 * outlives it while the route waits for the load: the file leaves the form (which lives as long
 * as the request), and its bytes go to the checking worker and back rather than being copied.
 */
async function checkAndStore(deps: AppDeps, type: ChargeType, form: FormData, userId: string): Promise<string> {
  const { fileName, bytes } = await takeCsvFile(form);
  // In a worker thread: however the file is shaped, checking it never holds the event loop.
  const checked = await uploadProblemInWorker(bytes, UPLOAD_CHECK_BUDGET_MS).catch((error: unknown) => {
    throw error instanceof CsvWorkerStopped && error.timedOut ? new HttpError(503, CHECK_TIMED_OUT_MESSAGE) : error;
  });
  if (checked.problem !== null) throw badRequest(checked.problem);
  return startLoad(deps, { type, fileName, bytes: checked.bytes, userId });
}

/** The form's CSV file as bytes, taken out of the form: a missing, empty, misnamed or oversized one is refused. */
async function takeCsvFile(form: FormData): Promise<{ fileName: string; bytes: Uint8Array }> {
  const sent = form.get(CHARGE_FILE_FIELD);
  if (sent instanceof Blob && sent.size === 0) throw badRequest(EMPTY_FILE_MESSAGE);
  const file = formFile(form, CHARGE_FILE_FIELD);
  if (file === null) throw badRequest('Envie o arquivo .csv no campo file.');
  if (!/\.csv$/i.test(file.name)) throw badRequest(NOT_CSV_MESSAGE);
  if (file.size > CSV_MAX_BYTES) throw new HttpError(413, CSV_TOO_LARGE_MESSAGE);
  form.delete(CHARGE_FILE_FIELD);
  return { fileName: file.name.slice(0, 255), bytes: new Uint8Array(await file.arrayBuffer()) };
}
