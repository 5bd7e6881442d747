import { describe, expect, it } from 'vitest';
import {
  allocate,
  drawSample,
  sampleTarget,
  type Drawable,
} from '#server/domain/verification/sample-draw.ts';
import { wilsonInterval } from '#server/domain/verification/wilson-interval.ts';

/** `count` cards of a leader, every `anomalyEvery`-th one anomalous (0: none). */
function cardsOf(leaderId: string, count: number, anomalyEvery = 0): Drawable[] {
  return Array.from({ length: count }, (_, i) => ({
    voucherId: `${leaderId}-${String(i).padStart(5, '0')}`,
    leaderId,
    anomalous: anomalyEvery > 0 && i % anomalyEvery === 0,
  }));
}

const population = [
  ...cardsOf('leader-a', 400, 5),
  ...cardsOf('leader-b', 250, 4),
  ...cardsOf('leader-c', 30),
  ...cardsOf('leader-d', 3, 1),
];
const leaderOf = new Map(population.map((card) => [card.voucherId, card.leaderId]));

describe('a round’s draw', () => {
  it('draws the same sample, in the same order, for the same seed whatever order rows come in', () => {
    const first = drawSample(population, 60, 20261129);
    const shuffled = [...population].reverse();
    expect(drawSample(shuffled, 60, 20261129)).toEqual(first);
    expect(first).toHaveLength(60);
    expect(new Set(first).size).toBe(60);
  });

  it('draws another sample for another seed', () => {
    expect(drawSample(population, 60, 1)).not.toEqual(drawSample(population, 60, 2));
  });

  it('gives every leader at least one card and the rest in proportion to their deliveries', () => {
    const sample = drawSample(population, 60, 7);
    const perLeader = new Map<string, number>();
    for (const id of sample)
      perLeader.set(leaderOf.get(id)!, (perLeader.get(leaderOf.get(id)!) ?? 0) + 1);
    // 60 − 4 = 56 beyond one each, split as 399 : 249 : 29 : 2 of 679: 32.9, 20.5, 2.4, 0.2,
    // floors 32, 20, 2, 0 and the two left to the largest remainders.
    expect(Object.fromEntries(perLeader)).toEqual({
      'leader-a': 1 + 33,
      'leader-b': 1 + 21,
      'leader-c': 1 + 2,
      'leader-d': 1 + 0,
    });
  });

  it('splits by largest remainder and never gives a leader more than she has', () => {
    expect(allocate([10, 10, 10], 10)).toEqual([4, 3, 3]);
    expect(allocate([5, 1, 1], 7)).toEqual([5, 1, 1]);
    expect(allocate([8, 2], 1)).toEqual([1, 0]);
    expect(drawSample(population, 10_000, 3)).toHaveLength(population.length);
  });

  it('reads a size as a number or a percentage of the period’s deliveries', () => {
    expect(sampleTarget('count', 50, 683)).toBe(50);
    expect(sampleTarget('count', 900, 683)).toBe(683);
    expect(sampleTarget('percent', 10, 683)).toBe(69);
    expect(sampleTarget('percent', 100, 683)).toBe(683);
  });

  it('draws a delivery with an anomaly about twice as often as one without', () => {
    // One leader, 2000 cards, 1 in 10 anomalous; 5% drawn per seed over 200 fixed seeds. Without
    // weighting the ratio of the rates sits at 1; weighted, near 2 (slightly under, as drawing
    // without replacement takes some of the heavy cards early).
    const cards = cardsOf('leader-a', 2000, 10);
    const anomalous = new Set(cards.filter((card) => card.anomalous).map((card) => card.voucherId));
    let drawnAnomalous = 0;
    let drawnPlain = 0;
    for (let seed = 1; seed <= 200; seed++)
      for (const id of drawSample(cards, 100, seed))
        if (anomalous.has(id)) drawnAnomalous++;
        else drawnPlain++;
    const ratio = drawnAnomalous / anomalous.size / (drawnPlain / (cards.length - anomalous.size));
    expect(ratio).toBeGreaterThan(1.85);
    expect(ratio).toBeLessThan(2.1);
  });
});

describe('the Wilson interval of a share', () => {
  // Newcombe (1998), 'Two-sided confidence intervals for the single proportion', table I,
  // method 3 (score interval without continuity correction), to four decimals.
  it.each([
    { successes: 81, trials: 263, lower: 0.2553, upper: 0.3662 },
    { successes: 15, trials: 148, lower: 0.0624, upper: 0.1605 },
    { successes: 0, trials: 20, lower: 0, upper: 0.1611 },
    { successes: 1, trials: 29, lower: 0.0061, upper: 0.1718 },
    { successes: 29, trials: 29, lower: 0.883, upper: 1 },
  ])('$successes of $trials lies in [$lower, $upper]', ({ successes, trials, lower, upper }) => {
    const interval = wilsonInterval(successes, trials)!;
    expect(interval.lower).toBeCloseTo(lower, 4);
    expect(interval.upper).toBeCloseTo(upper, 4);
  });

  it('has no interval before any family was reached', () => {
    expect(wilsonInterval(0, 0)).toBeNull();
  });
});
