/**
 * Writes with photos through the app's own outbox (virtual-leader.ts): `concurrency` leaders each
 * queue their next delivery (or receipt) as soon as the server has the previous one, for
 * `seconds`; a leader out of cards hands over to a fresh one. Every attempt is recorded (a retry
 * is a request too); a delivery counts once the outbox has it accepted.
 */
import { sleep, type BenchContext } from '../bench-context.ts';
import { Recorder, type ScenarioFigures } from '../recorder.ts';
import { nextLeaderPhone, type CommandRecord } from '../virtual-leader.ts';

export const PHONE_UPLOAD_BYTES_PER_SECOND = 750_000 / 8;
const DRAIN_MS = 60_000;
const sleepUntil = (at: number) => sleep(Math.max(0, at - performance.now()));

export interface UploadRun {
  scenario: string;
  kind: 'deliver' | 'receive';
  concurrency: number;
  seconds: number;
  bytesPerSecond: number;
}

export async function uploadScenario(
  ctx: BenchContext,
  run: UploadRun,
): Promise<ScenarioFigures & { commands: CommandRecord[] }> {
  const recorder = new Recorder(
    run.scenario,
    ctx.topology.kind,
    run.concurrency,
    run.kind === 'deliver' ? 'delivery' : 'receipt',
  );
  const commands: CommandRecord[] = [];
  const deadline = performance.now() + run.seconds * 1000;
  recorder.start();
  const slot = async () => {
    while (performance.now() < deadline) {
      const { leader } = await nextLeaderPhone(ctx, {
        bytesPerSecond: run.bytesPerSecond,
        onAttempt: (attempt) => recorder.record(attempt.status, attempt.ms),
        phase: () => run.scenario,
      });
      try {
        while (performance.now() < deadline) {
          const sent = run.kind === 'deliver' ? leader.deliverNext() : leader.receiveNext();
          if (!sent) break;
          // A write the server keeps refusing to answer is given up a minute after the run.
          const settled = await Promise.race([
            sent.settled.then(() => true),
            sleepUntil(deadline + DRAIN_MS).then(() => false),
          ]);
          if (!settled) break;
          recorder.countUnit();
        }
      } finally {
        leader.stop();
        commands.push(...leader.commands);
      }
    }
  };
  await Promise.all(Array.from({ length: run.concurrency }, slot));
  return { ...recorder.finish(), commands };
}
