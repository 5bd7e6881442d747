import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pacer } from '#server/jobs/pacer.ts';

describe("a queue's sending rate (docs/operations.md O6, MESSAGE_SEND_RATE)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function startTimes(perSecond: number, callers: number): Promise<number[]> {
    const pace = pacer(perSecond);
    const times: number[] = [];
    const first = performance.now();
    const run = async () => {
      await pace();
      times.push(Math.round(performance.now() - first));
    };
    await Promise.all([
      ...Array.from({ length: callers }, run),
      vi.advanceTimersByTimeAsync(1_000),
    ]);
    return times;
  }

  it('lets 50 a second through, one every 20 ms, however many lanes ask at once', async () => {
    expect(await startTimes(50, 6)).toEqual([0, 20, 40, 60, 80, 100]);
  });

  it('gives no burst after an idle spell', async () => {
    const pace = pacer(10);
    await pace();
    await vi.advanceTimersByTimeAsync(5_000);
    const from = performance.now();
    const times: number[] = [];
    await Promise.all([
      ...Array.from({ length: 3 }, async () => {
        await pace();
        times.push(Math.round(performance.now() - from));
      }),
      vi.advanceTimersByTimeAsync(1_000),
    ]);
    expect(times).toEqual([0, 100, 200]);
  });
});
