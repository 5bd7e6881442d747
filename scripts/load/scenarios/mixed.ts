/**
 * A campaign morning: leaders at their families, each opening the donation (its details), queuing
 * the delivery with its photo in the outbox and moving on to the next family after a think time
 * (the outbox sends behind them, retrying with the same key); the app refreshes the list once the
 * server has a delivery. Beside them, leaders signing in, and an admin filtering and exporting.
 * Used as it is for the 10-minute run and as the load under the faults.
 */
import type { BenchContext } from '../bench-context.ts';
import { sleep } from '../bench-context.ts';
import { Recorder, type ScenarioFigures } from '../recorder.ts';
import { nextLeaderPhone, type CommandRecord, type VirtualLeader } from '../virtual-leader.ts';
import { PHONE_UPLOAD_BYTES_PER_SECOND } from './uploads.ts';
import { runCannon } from './autocannon-run.ts';
import { signInRequests } from './sign-ins.ts';

export interface MixedRun {
  scenario: string;
  leaders: number;
  /** Mean time a leader spends with a family between two deliveries (exponential). */
  thinkMs: number;
  seconds: number;
  /** Sign-ins per second (two requests each). */
  signInsPerSecond: number;
  adminFilterEveryMs: number;
  exportEveryMs: number;
  /** Share of leaders on a weak link (750 kbps up); the others send unthrottled. */
  slowShare: number;
  /** How long, after the run, the outboxes get to send what they still hold. */
  drainMs: number;
  phase?: () => string;
  /** Sees every answer of the leaders' phones (status 0: none), e.g. to count them per fault. */
  tap?: (status: number) => void;
}

export interface MixedResult {
  figures: ScenarioFigures[];
  commands: CommandRecord[];
  /** Commands still in an outbox after the drain. */
  stillQueued: number;
}

const exponential = (mean: number) => -Math.log(1 - Math.random()) * mean;

export async function mixedScenario(ctx: BenchContext, run: MixedRun): Promise<MixedResult> {
  const kind = ctx.topology.kind;
  const deliveries = new Recorder(`${run.scenario}: deliveries`, kind, run.leaders, 'delivery');
  const reads = new Recorder(`${run.scenario}: reads`, kind, run.leaders);
  const signIns = new Recorder(`${run.scenario}: sign-ins`, kind, 2, 'sign-in');
  const admin = new Recorder(`${run.scenario}: admin`, kind, 1);
  const phase = run.phase ?? (() => run.scenario);
  const outboxes: VirtualLeader[] = [];
  const deadline = performance.now() + run.seconds * 1000;
  for (const recorder of [deliveries, reads, admin]) recorder.start();

  const leaderLoop = async (index: number) => {
    // Leaders arrive over the first 10 s, not all in the same millisecond.
    await sleep(Math.random() * Math.min(10_000, run.seconds * 100));
    while (performance.now() < deadline) {
      const { leader } = await nextLeaderPhone(ctx, {
        bytesPerSecond:
          index < run.leaders * run.slowShare
            ? PHONE_UPLOAD_BYTES_PER_SECOND
            : Number.POSITIVE_INFINITY,
        onAttempt: (attempt) => {
          (attempt.method === 'GET' ? reads : deliveries).record(attempt.status, attempt.ms);
          run.tap?.(attempt.status);
        },
        phase,
      });
      outboxes.push(leader);
      while (performance.now() < deadline) {
        await leader.readDetails().catch(() => undefined);
        const sent = leader.deliverNext();
        if (!sent) break;
        void sent.settled.then(() => {
          deliveries.countUnit();
          return leader.readList().catch(() => undefined);
        });
        await sleep(exponential(run.thinkMs));
      }
      // A leader out of cards hands over to the next; the phone keeps sending what its outbox holds.
    }
  };

  const adminLoop = async () => {
    const headers = {
      authorization: `Bearer ${ctx.adminToken}`,
      accept: 'application/json',
      'content-type': 'application/json',
    };
    let nextExport = performance.now() + run.exportEveryMs / 2;
    while (performance.now() < deadline) {
      const started = performance.now();
      const answer = await fetch(
        `${ctx.topology.origin}/api/filter/donation?status=4&siteId=${ctx.accounts.siteIds[1]}`,
        { headers },
      ).catch(() => null);
      await answer?.arrayBuffer();
      admin.record(answer?.status ?? 0, performance.now() - started);
      if (performance.now() > nextExport) {
        nextExport += run.exportEveryMs;
        const asked = performance.now();
        const created = await fetch(`${ctx.topology.origin}/api/reports/voucher`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ status: 4 }),
        }).catch(() => null);
        await created?.arrayBuffer();
        // 409: the previous export is still being made (one at a time per person).
        admin.record(created?.status ?? 0, performance.now() - asked);
      }
      await sleep(run.adminFilterEveryMs);
    }
  };

  const signingIn =
    run.signInsPerSecond > 0
      ? runCannon(signIns, {
          url: ctx.topology.origin,
          connections: 2,
          seconds: run.seconds,
          overallRate: run.signInsPerSecond * 2,
          requests: signInRequests(ctx, signIns),
        })
      : Promise.resolve();

  await Promise.all([
    ...Array.from({ length: run.leaders }, (_, i) => leaderLoop(i)),
    adminLoop(),
    signingIn,
  ]);
  // Every outbox gets the drain time to send what it still holds.
  await sleepUntilDrained(outboxes, deadline + run.drainMs);
  await sleep(100);
  const stillQueued = outboxes.reduce((sum, outbox) => sum + outbox.waiting(), 0);
  for (const outbox of outboxes) outbox.stop();
  const commands: CommandRecord[] = outboxes.flatMap((outbox) => outbox.commands);
  return {
    figures: [deliveries.finish(), reads.finish(), signIns.finish(), admin.finish()],
    commands,
    stillQueued,
  };
}

async function sleepUntilDrained(outboxes: { waiting(): number }[], until: number): Promise<void> {
  while (outboxes.some((outbox) => outbox.waiting() > 0) && performance.now() < until)
    await sleep(250);
}
