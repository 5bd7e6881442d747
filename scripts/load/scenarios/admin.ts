/**
 * The admin at a desk over `totalDonations`: the donation filter with the criteria people use
 * (status, site, leader's name, state and city, dates, several at once) as fast as answers come,
 * and at the same time exports (the donation report of all delivered donations), one after the
 * other, each timed from the request to its file being ready.
 */
import type autocannon from 'autocannon';
import type { BenchContext } from '../bench-context.ts';
import { sleep } from '../bench-context.ts';
import { Recorder, type ScenarioFigures } from '../recorder.ts';
import { runCannon } from './autocannon-run.ts';

/** The criteria people use at the desk, as query strings of `GET /api/filter/donation`. */
export function filterQueries(siteIds: number[]): string[] {
  const site = siteIds[3] ?? 1;
  return [
    'status=4',
    `siteId=${site}`,
    'leaderName=concei',
    'state=RJ&city=Cidade%201',
    'dateFrom=2026-03-01&dateTo=2026-03-31',
    `status=1&siteId=${siteIds[7] ?? site}`,
    'leaderName=souza&status=6',
    'quantity=10',
  ];
}

export async function adminScenario(
  ctx: BenchContext,
  connections: number,
  seconds: number,
): Promise<ScenarioFigures[]> {
  const filter = new Recorder('admin filter', ctx.topology.kind, connections);
  const queries = filterQueries(ctx.accounts.siteIds);
  let turn = 0;
  const request: autocannon.Request = {
    method: 'GET',
    setupRequest: (req) => {
      turn = (turn + 1) % queries.length;
      return { ...req, path: `/api/filter/donation?${queries[turn]}` };
    },
  };
  const exports = new Recorder('admin export', ctx.topology.kind, 1, 'report');
  const deadline = performance.now() + seconds * 1000;
  const exporting = exportLoop(ctx, exports, deadline);
  await runCannon(filter, {
    url: ctx.topology.origin,
    connections,
    seconds,
    headers: {
      authorization: `Bearer ${ctx.adminToken}`,
      accept: 'application/json',
      'accept-encoding': 'br, gzip',
    },
    requests: [request],
  });
  await exporting;
  return [filter.finish(), exports.finish()];
}

/** The answer's JSON, or null when no answer came (a connection reset): counted as `none`, never the end of the run. */
async function jsonOrNone<T>(
  answer: Promise<Response>,
): Promise<{ status: number; body: T } | null> {
  try {
    const response = await answer;
    return { status: response.status, body: (await response.json()) as T };
  } catch {
    return null;
  }
}

/** Report after report until the deadline; each is recorded as the time until its file was ready. */
async function exportLoop(ctx: BenchContext, recorder: Recorder, deadline: number): Promise<void> {
  const headers = {
    authorization: `Bearer ${ctx.adminToken}`,
    'content-type': 'application/json',
    accept: 'application/json',
  };
  recorder.start();
  while (performance.now() < deadline) {
    const started = performance.now();
    const created = await jsonOrNone<{ id: string }>(
      fetch(`${ctx.topology.origin}/api/reports/donation`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ status: 4 }),
      }),
    );
    if (created?.status !== 201) {
      recorder.record(created?.status ?? 0, performance.now() - started);
      await sleep(1000);
      continue;
    }
    const { id } = created.body;
    for (;;) {
      await sleep(250);
      const list = await jsonOrNone<{ reports: { id: string; status: number }[] }>(
        fetch(`${ctx.topology.origin}/api/reports`, { headers }),
      );
      // A poll that got no answer is tried again at the next turn; the export's own time goes on.
      const report = list?.body.reports.find((candidate) => candidate.id === id);
      if (report && report.status !== 1) {
        recorder.record(report.status === 2 ? 200 : 500, performance.now() - started);
        recorder.countUnit();
        break;
      }
      if (performance.now() > deadline + 120_000) {
        recorder.record(0, performance.now() - started);
        return;
      }
    }
  }
}
