/**
 * The instances' own view of their memory, read from their `/metrics` (prom-client's default
 * metrics) beside the RSS that proc-stats.ts reads from /proc: the JavaScript heap in use and the
 * memory outside it that V8 knows of (Buffers). A rising RSS with a flat heap is native memory
 * (sharp, the allocator); a rising heap is the app's own objects.
 */

export interface HeapSample {
  /** Seconds from the start. */
  at: number;
  heapUsedMb: number;
  externalMb: number;
  rssMb: number;
}

export interface HeapWatched {
  name: string;
  url: string;
}

const METRIC =
  /^cestas_(nodejs_heap_size_used_bytes|nodejs_external_memory_bytes|process_resident_memory_bytes)\s+(\d+(?:\.\d+)?(?:e\+\d+)?)$/gm;
const mb = (bytes: number) => Math.round(bytes / 1024 / 102.4) / 10;

async function readOnce(url: string, token: string): Promise<Omit<HeapSample, 'at'> | null> {
  const answer = await fetch(`${url}/metrics`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(4_000),
  }).catch(() => null);
  if (!answer?.ok) return null;
  const values = new Map<string, number>();
  for (const [, name, value] of (await answer.text()).matchAll(METRIC))
    values.set(name!, Number(value));
  const [heap, external, rss] = [
    'nodejs_heap_size_used_bytes',
    'nodejs_external_memory_bytes',
    'process_resident_memory_bytes',
  ].map((name) => values.get(name));
  return heap === undefined || external === undefined || rss === undefined
    ? null
    : { heapUsedMb: mb(heap), externalMb: mb(external), rssMb: mb(rss) };
}

/** Samples every `intervalMs` until stopped; an instance that does not answer (killed, restarting) is skipped that time. */
export function watchHeaps(instances: HeapWatched[], token: string, intervalMs = 5_000) {
  const started = performance.now();
  const series = new Map<string, HeapSample[]>(instances.map((instance) => [instance.name, []]));
  let reading = Promise.resolve();
  const tick = () => {
    reading = reading.then(async () => {
      await Promise.all(
        instances.map(async (instance) => {
          const sample = await readOnce(instance.url, token);
          if (sample)
            series
              .get(instance.name)!
              .push({ at: Math.round((performance.now() - started) / 100) / 10, ...sample });
        }),
      );
    });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  return {
    async stop(): Promise<Record<string, HeapSample[]>> {
      clearInterval(timer);
      await reading;
      return Object.fromEntries(series);
    },
  };
}

/**
 * Whether memory held level over the second half of a run: the change of each series' per-minute
 * floor (the lowest sample of each minute, so a collection's sawtooth does not count), from the
 * first to the last full minute of that half, in MB per minute.
 */
export function secondHalfSlope(
  samples: readonly HeapSample[],
  pick: (sample: HeapSample) => number,
): number | null {
  const end = samples.at(-1)?.at ?? 0;
  const half = samples.filter((sample) => sample.at >= end / 2);
  const floors = new Map<number, number>();
  for (const sample of half) {
    const minute = Math.floor(sample.at / 60);
    floors.set(minute, Math.min(floors.get(minute) ?? Number.POSITIVE_INFINITY, pick(sample)));
  }
  const minutes = [...floors.keys()].sort((a, b) => a - b).slice(1, -1);
  if (minutes.length < 2) return null;
  const first = minutes[0]!;
  const last = minutes.at(-1)!;
  return Math.round(((floors.get(last)! - floors.get(first)!) / (last - first)) * 10) / 10;
}
