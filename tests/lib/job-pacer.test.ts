import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pacer } from '#server/jobs/pacer.ts';

describe("a queue's sending rate (docs/operations.md O6, MESSAGE_SEND_RATE)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** When each of `callers` asking at once is let through, in ms from the first. */
  async function startTimes(pace: () => Promise<void>, callers: number): Promise<number[]> {
    const times: number[] = [];
    const first = performance.now();
    await Promise.all([
      ...Array.from({ length: callers }, async () => {
        await pace();
        times.push(Math.round(performance.now() - first));
      }),
      vi.advanceTimersByTimeAsync(10_000),
    ]);
    return times;
  }

  it('lets a second’s worth through at once, then one every 1000 / rate ms', async () => {
    const times = await startTimes(pacer(5), 8);
    expect(times).toEqual([0, 0, 0, 0, 0, 200, 400, 600]);
  });

  it('holds 50 a second over a long run, however many lanes ask at once', async () => {
    const times = await startTimes(pacer(50), 500);
    // A second's worth at once, then 50 a second: the 500th goes at 9 s, not before.
    expect(times.filter((ms) => ms < 9_000)).toHaveLength(499);
    expect(times.at(-1)).toBe(9_000);
  });

  it('earns no more than a second’s worth however long it was idle', async () => {
    const pace = pacer(5);
    await startTimes(pace, 1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await startTimes(pace, 7)).toEqual([0, 0, 0, 0, 0, 200, 400]);
  });
});
