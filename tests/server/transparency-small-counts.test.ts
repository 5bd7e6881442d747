import { describe, expect, it } from 'vitest';
import { suppressSmallCounts, type SumRelation } from '#server/domain/transparency/small-counts.ts';
import {
  publicFigures,
  type RawFigures,
} from '#server/domain/transparency/transparency-figures.ts';
import { HIDDEN, SMALL } from '#contract/transparency.ts';

/** A place's cards: loaded is the sum of the five outcomes. */
const cards: SumRelation[] = [
  { total: 'loaded', parts: ['delivered', 'notDelivered', 'toDeliver', 'returned', 'lost'] },
];

const cases: {
  name: string;
  counts: Record<string, number>;
  sums: SumRelation[];
  shown: Record<string, number | string>;
}[] = [
  {
    name: 'nothing small: every count is published',
    counts: { loaded: 30, delivered: 10, notDelivered: 5, toDeliver: 5, returned: 5, lost: 5 },
    sums: cards,
    shown: { loaded: 30, delivered: 10, notDelivered: 5, toDeliver: 5, returned: 5, lost: 5 },
  },
  {
    name: 'one small part: it is < 5, and the smallest other part is hidden',
    counts: { loaded: 40, delivered: 20, notDelivered: 3, toDeliver: 6, returned: 5, lost: 6 },
    sums: cards,
    shown: {
      loaded: 40,
      delivered: 20,
      notDelivered: SMALL,
      toDeliver: 6,
      returned: HIDDEN,
      lost: 6,
    },
  },
  {
    name: 'two small parts protect each other: nothing else is hidden',
    counts: { loaded: 40, delivered: 30, notDelivered: 4, toDeliver: 6, returned: 0, lost: 0 },
    sums: cards,
    shown: {
      loaded: 40,
      delivered: 30,
      notDelivered: SMALL,
      toDeliver: 6,
      returned: SMALL,
      lost: SMALL,
    },
  },
  {
    name: 'zero is a count under 5 too',
    counts: { a: 0 },
    sums: [],
    shown: { a: SMALL },
  },
  {
    name: '5 is published, 4 is not',
    counts: { a: 5, b: 4 },
    sums: [],
    shown: { a: 5, b: SMALL },
  },
  {
    name: 'a small total with one part: the part is hidden too',
    counts: { total: 3, only: 3 },
    sums: [{ total: 'total', parts: ['only'] }],
    shown: { total: SMALL, only: SMALL },
  },
  {
    name: 'a small city: its state total alone would give it away, so another city is hidden',
    counts: { state: 60, cityA: 2, cityB: 30, cityC: 28 },
    sums: [{ total: 'state', parts: ['cityA', 'cityB', 'cityC'] }],
    shown: { state: 60, cityA: SMALL, cityB: 30, cityC: HIDDEN },
  },
  {
    name: 'a hidden count that is itself part of another sum hides one more there',
    counts: { state: 60, cityA: 2, cityB: 30, cityC: 28, campaign: 100, otherState: 40 },
    sums: [
      { total: 'state', parts: ['cityA', 'cityB', 'cityC'] },
      { total: 'campaign', parts: ['state', 'otherState'] },
    ],
    shown: { state: 60, cityA: SMALL, cityB: 30, cityC: HIDDEN, campaign: 100, otherState: 40 },
  },
  {
    name: 'a state with one small city and one other: the other is hidden, and so the state in the campaign',
    counts: { campaign: 50, sp: 12, rj: 38, spCity1: 3, spCity2: 9 },
    sums: [
      { total: 'sp', parts: ['spCity1', 'spCity2'] },
      { total: 'campaign', parts: ['sp', 'rj'] },
    ],
    shown: { campaign: 50, sp: 12, rj: 38, spCity1: SMALL, spCity2: HIDDEN },
  },
];

describe('small-number suppression (docs/privacy.md "Transparência")', () => {
  it.each(cases)('$name', ({ counts, sums, shown }) => {
    const published = suppressSmallCounts(new Map(Object.entries(counts)), sums);
    expect(Object.fromEntries(published)).toEqual(shown);
    // Whatever is published, no sum has exactly one count left out: subtraction recovers nothing.
    for (const sum of sums) {
      const out = [sum.total, ...sum.parts].filter((key) => typeof published.get(key) === 'string');
      expect(out.length).not.toBe(1);
    }
  });
});

describe('the published figures', () => {
  const raw: RawFigures = {
    scope: { kind: 'campaign' },
    firstDay: '2026-11-01',
    lastDay: '2026-11-28',
    cities: [
      {
        state: 'SP',
        city: 'São Paulo',
        loaded: 40,
        delivered: 30,
        familyConfirmed: 20,
        notDelivered: 2,
        toDeliver: 8,
        returned: 0,
        lost: 0,
      },
      {
        state: 'SP',
        city: 'Osasco',
        loaded: 12,
        delivered: 12,
        familyConfirmed: 9,
        notDelivered: 0,
        toDeliver: 0,
        returned: 0,
        lost: 0,
      },
      {
        state: 'RJ',
        city: 'Niterói',
        loaded: 3,
        delivered: 3,
        familyConfirmed: 1,
        notDelivered: 0,
        toDeliver: 0,
        returned: 0,
        lost: 0,
      },
    ],
    complaints: [
      { category: 'notReceived', received: 7, resolved: 6 },
      { category: 'question', received: 2, resolved: 2 },
      { category: 'other', received: 9, resolved: 9 },
    ],
    answered: 4,
    medianDaysToAnswer: 1.5,
  };
  const figures = publicFigures(raw);
  const place = (state: string | null, city: string | null) =>
    figures.places.find((p) => p.state === state && p.city === city)!.cards;

  it('lists the campaign, then each state followed by its cities', () => {
    expect(figures.places.map((p) => [p.state, p.city])).toEqual([
      [null, null],
      ['RJ', null],
      ['RJ', 'Niterói'],
      ['SP', null],
      ['SP', 'Osasco'],
      ['SP', 'São Paulo'],
    ]);
  });

  it('never lets a small city be worked out from its state or the campaign', () => {
    expect(place('RJ', 'Niterói').loaded).toBe(SMALL);
    expect(place('RJ', null).loaded).toBe(SMALL);
    // The campaign's cards loaded minus SP's would give RJ's: SP is hidden with it.
    expect(place(null, null).loaded).toBe(55);
    expect(place('SP', null).loaded).toBe(HIDDEN);
    expect(place('SP', 'São Paulo').loaded).toBe(40);
  });

  it('hides the complaints that a small category would let be recovered, and the median under 5 answers', () => {
    expect(figures.complaints.received).toBe(18);
    const question = figures.complaints.byCategory.find((row) => row.category === 'question')!;
    expect(question.received).toBe(SMALL);
    // 18 received minus the others would give 'question': the smallest other is hidden with it.
    const received = (category: string) =>
      figures.complaints.byCategory.find((row) => row.category === category)!.received;
    expect(received('notReceived')).toBe(HIDDEN);
    expect(received('other')).toBe(9);
    expect(figures.complaints.medianDaysToAnswer).toBeNull();
    expect(publicFigures({ ...raw, answered: 5 }).complaints.medianDaysToAnswer).toBe(1.5);
  });

  it('says which figures are not measured yet rather than guessing them', () => {
    expect(figures.notMeasured).toEqual(['verified', 'activatedUsed']);
  });
});
