import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

export interface Drawable {
  voucherId: string;
  leaderId: string;
  anomalous: boolean;
}

export const ANOMALY_WEIGHT = 2;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function sampleTarget(kind: 'count' | 'percent', size: number, population: number): number {
  if (kind === 'count') return Math.min(size, population);
  return Math.min(population, Math.ceil((population * size) / 100));
}

/** Integers only, so the split never depends on rounding. */
function largestRemainder(weights: number[], total: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((total * weight) / sum));
  const left = total - shares.reduce((a, b) => a + b, 0);
  const order = weights
    .map((weight, index) => ({ index, remainder: (total * weight) % sum }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (let i = 0; i < left; i++) shares[order[i]!.index]! += 1;
  return shares;
}

/** So even a leader with few deliveries is heard from; never more than a leader has. */
export function allocate(sizes: number[], total: number): number[] {
  if (total >= sizes.length) {
    const beyondOne = largestRemainder(
      sizes.map((size) => size - 1),
      total - sizes.length,
    );
    return beyondOne.map((extra) => extra + 1);
  }
  return largestRemainder(sizes, total);
}

/**
 * Efraimidis–Spirakis keys from a seeded xoroshiro128+: the same draw on any machine (decision
 * 183).
 */
export function drawSample(
  population: readonly Drawable[],
  target: number,
  seed: number,
): string[] {
  const ordered = [...population].sort(
    (a, b) => byText(a.leaderId, b.leaderId) || byText(a.voucherId, b.voucherId),
  );
  const rng = xoroshiro128plus(seed);
  const keyed = ordered.map((voucher) => ({
    voucher,
    key: Math.log(uniformFloat64(rng)) / (voucher.anomalous ? ANOMALY_WEIGHT : 1),
  }));
  const strata: (typeof keyed)[] = [];
  for (const entry of keyed) {
    const last = strata.at(-1);
    if (last && last[0]!.voucher.leaderId === entry.voucher.leaderId) last.push(entry);
    else strata.push([entry]);
  }
  const shares = allocate(
    strata.map((stratum) => stratum.length),
    Math.min(target, ordered.length),
  );
  const byKey = (a: (typeof keyed)[number], b: (typeof keyed)[number]) =>
    b.key - a.key || byText(a.voucher.voucherId, b.voucher.voucherId);
  return strata
    .flatMap((stratum, index) => [...stratum].sort(byKey).slice(0, shares[index]))
    .sort(byKey)
    .map((entry) => entry.voucher.voucherId);
}
