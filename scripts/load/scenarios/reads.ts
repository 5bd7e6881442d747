/** Reads: a leader's list (GET /api/donations) and one donation's details, for many leaders at once. */
import type autocannon from 'autocannon';
import type { BenchContext } from '../bench-context.ts';
import { Recorder, type ScenarioFigures } from '../recorder.ts';
import { runCannon } from './autocannon-run.ts';

export async function readsScenario(
  ctx: BenchContext,
  connections: number,
  seconds: number,
): Promise<ScenarioFigures> {
  const recorder = new Recorder('reads', ctx.topology.kind, connections);
  // The leaders whose tokens were minted before the run (bench-load.ts context()): a read must never go without one.
  const leaders = ctx.accounts.leaders.filter((leader) => ctx.tokens.has(leader.login));
  let turn = 0;
  const asLeader = (path: (donationId: string) => string): autocannon.Request => ({
    method: 'GET',
    setupRequest: (request) => {
      turn = (turn + 1) % leaders.length;
      const leader = leaders[turn]!;
      return {
        ...request,
        path: path(leader.deliveryDonation),
        headers: { ...request.headers, authorization: `Bearer ${ctx.tokens.get(leader.login)}` },
      };
    },
  });
  await runCannon(recorder, {
    url: ctx.topology.origin,
    connections,
    seconds,
    headers: { accept: 'application/json', 'accept-encoding': 'br, gzip' },
    requests: [asLeader(() => '/api/donations'), asLeader((id) => `/api/donations/${id}/details`)],
  });
  return recorder.finish();
}
