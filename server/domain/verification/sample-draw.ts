import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/**
 * The draw of a verification round (decision 183): a pure function of the population, the size
 * and the seed, so the sample on a call list can be drawn again by anyone holding the three and
 * compared. Nothing here may depend on the machine, the locale or the order rows came in.
 */

/** A delivery that may be drawn: whose it is, and whether its donation had an alert. */
export interface Drawable {
  voucherId: string;
  leaderId: string;
  alerted: boolean;
}

/** A delivery with an alert weighs twice: it is drawn about twice as often as one without. */
export const ALERT_WEIGHT = 2;

/** Code-unit order: the same on every machine, unlike localeCompare. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** How many deliveries a size asks for, out of `population`. */
export function sampleTarget(kind: 'count' | 'percent', size: number, population: number): number {
  if (kind === 'count') return Math.min(size, population);
  return Math.min(population, Math.ceil((population * size) / 100));
}

/**
 * Splits `total` among strata in proportion to `weights` by largest remainder, in integers only,
 * so the split never depends on rounding. Ties in the remainder go to the stratum listed first.
 */
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

/**
 * Deliveries per leader (`sizes` in the leaders' order): when the sample can give every leader
 * one, each gets one and the rest goes in proportion to what each has beyond it, so even a leader
 * with few deliveries is heard from; otherwise in proportion to the deliveries. Never more than a
 * leader has.
 */
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
 * Draws `target` deliveries, stratified by leader, each leader's weighted without replacement:
 * every delivery gets the key ln(u)/w (Efraimidis and Spirakis), u from xoroshiro128+ seeded
 * with `seed` in the population's order (leader, then card), and each leader's largest keys win.
 * Returns the card ids in the order of the call list: by key, largest first, across leaders.
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
  const keyed = ordered.map((card) => ({
    card,
    key: Math.log(uniformFloat64(rng)) / (card.alerted ? ALERT_WEIGHT : 1),
  }));
  const strata: (typeof keyed)[] = [];
  for (const entry of keyed) {
    const last = strata.at(-1);
    if (last && last[0]!.card.leaderId === entry.card.leaderId) last.push(entry);
    else strata.push([entry]);
  }
  const shares = allocate(
    strata.map((stratum) => stratum.length),
    Math.min(target, ordered.length),
  );
  const byKey = (a: (typeof keyed)[number], b: (typeof keyed)[number]) =>
    b.key - a.key || byText(a.card.voucherId, b.card.voucherId);
  return strata
    .flatMap((stratum, index) => [...stratum].sort(byKey).slice(0, shares[index]))
    .sort(byKey)
    .map((entry) => entry.card.voucherId);
}
