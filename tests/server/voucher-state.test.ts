import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  VOUCHER_EVENT_KINDS,
  type VoucherEventKind,
  type VoucherStage,
} from '#contract/voucher-events.ts';
import {
  deriveVoucherState,
  type VoucherConflict,
  type LedgerEvent,
} from '#server/domain/voucher-ledger/voucher-state.ts';

const MARIA = 'leader-maria';
const JOAO = 'leader-joao';

/** A card's events from `kind@day` shorthands, written (ids) in the order listed. */
function ledger(...facts: (`${VoucherEventKind}@${number}` | [string, Partial<LedgerEvent>])[]) {
  return facts.map((fact, index): LedgerEvent => {
    const [shorthand, extra] = typeof fact === 'string' ? [fact, {}] : fact;
    const [kind, day] = shorthand.split('@') as [VoucherEventKind, string];
    return {
      id: index + 1,
      kind,
      occurredAt: new Date(Date.UTC(2026, 10, Number(day), 12)).toISOString(),
      followsId: index === 0 ? null : index,
      leaderId: MARIA,
      donationId: 'SP-20261101000000001',
      balanceCents: null,
      expiresOn: null,
      ...extra,
    };
  });
}

const cases: {
  name: string;
  events: LedgerEvent[];
  stage: VoucherStage;
  conflicts?: VoucherConflict['kind'][];
}[] = [
  { name: 'loaded only', events: ledger('loaded@1'), stage: 'loaded' },
  { name: 'with the leader', events: ledger('loaded@1', 'received@2'), stage: 'withLeader' },
  {
    name: 'delivered',
    events: ledger('loaded@1', 'received@2', 'delivered@3'),
    stage: 'delivered',
  },
  {
    name: 'not delivered',
    events: ledger('loaded@1', 'received@2', 'notDelivered@3'),
    stage: 'notDelivered',
  },
  {
    name: 'returned with its donation',
    events: ledger('loaded@1', 'received@2', 'returned@4'),
    stage: 'returned',
  },
  { name: 'lost', events: ledger('loaded@1', 'lost@4'), stage: 'lost' },
  {
    name: 'reopened after its return goes back to the leader',
    events: ledger('loaded@1', 'received@2', 'returned@4', 'reopened@5'),
    stage: 'withLeader',
  },
  {
    name: 'reopened before any receipt is loaded again',
    events: ledger('loaded@1', 'lost@4', 'reopened@5'),
    stage: 'loaded',
  },
  {
    name: 'a transfer moves the card, not its stage',
    events: ledger('loaded@1', 'received@2', ['transferred@3', { leaderId: JOAO }]),
    stage: 'withLeader',
  },
  {
    name: 'activated and used after its delivery',
    events: ledger('loaded@1', 'received@2', 'delivered@3', 'activated@4', 'firstUsed@5'),
    stage: 'used',
  },
  {
    name: 'expired stays expired whatever custody fact comes after',
    events: ledger('loaded@1', 'received@2', 'delivered@3', 'expired@90', 'activated@4'),
    stage: 'expired',
  },
  {
    name: 'delivered to two families is inconsistent',
    events: ledger('loaded@1', 'received@2', 'delivered@3', 'delivered@4'),
    stage: 'delivered',
    conflicts: ['twoOutcomes'],
  },
  {
    name: 'delivered and not delivered is inconsistent',
    events: ledger('loaded@1', 'received@2', 'notDelivered@3', 'delivered@4'),
    stage: 'delivered',
    conflicts: ['twoOutcomes'],
  },
  {
    name: 'used before its delivery is inconsistent',
    events: ledger('loaded@1', 'received@2', 'firstUsed@3', 'delivered@4'),
    stage: 'used',
    conflicts: ['usedBeforeDelivery'],
  },
  {
    name: 'activated while still with the leader is inconsistent',
    events: ledger('loaded@1', 'received@2', 'activated@3'),
    stage: 'activated',
    conflicts: ['usedBeforeDelivery'],
  },
  {
    name: 'a delivery that arrives late but happened before the activation is consistent',
    events: ledger('loaded@1', 'received@2', 'activated@5', 'delivered@4'),
    stage: 'activated',
  },
  {
    name: 'delivered after it was returned is inconsistent',
    events: ledger('loaded@1', 'received@2', 'returned@3', 'delivered@4'),
    stage: 'delivered',
    conflicts: ['deliveredAfterClosing'],
  },
  {
    name: "an admin's resolution ends the contradiction it saw",
    events: ledger('loaded@1', 'received@2', 'delivered@3', 'delivered@4', [
      'resolved@6',
      { followsId: 4 },
    ]),
    stage: 'delivered',
  },
  {
    name: 'a resolution does not cover a fact written after it',
    events: ledger(
      'loaded@1',
      'received@2',
      'delivered@3',
      'delivered@4',
      ['resolved@6', { followsId: 4 }],
      'notDelivered@7',
    ),
    stage: 'notDelivered',
    conflicts: ['twoOutcomes'],
  },
];

describe('a card state derived from its events', () => {
  it.each(cases)('$name', ({ events, stage, conflicts = [] }) => {
    const state = deriveVoucherState(events)!;
    expect(state.stage).toBe(stage);
    expect(state.conflicts.map((conflict) => conflict.kind)).toEqual(conflicts);
  });

  it('names the two facts of a contradiction, earlier first', () => {
    const state = deriveVoucherState(
      ledger('loaded@1', 'received@2', 'delivered@5', 'firstUsed@3'),
    )!;
    expect(state.conflicts).toEqual([{ kind: 'usedBeforeDelivery', eventIds: [4, 3] }]);
  });

  it('reads the same whatever order the events come in', () => {
    for (const { events } of cases) {
      const state = deriveVoucherState(events);
      expect(deriveVoucherState([...events].reverse())).toEqual(state);
      expect(deriveVoucherState([...events.slice(1), events[0]!])).toEqual(state);
    }
  });

  it('reads the same from any set of events in any order (property)', () => {
    const fact = fc.record({
      kind: fc.constantFrom(...VOUCHER_EVENT_KINDS),
      // Few distinct moments, so that ties between events are common.
      hour: fc.integer({ min: 0, max: 6 }),
      leaderId: fc.constantFrom(MARIA, JOAO),
      balanceCents: fc.option(fc.integer({ min: 0, max: 20_000 })),
      // A resolution follows an event written before it, not always the newest.
      followsBack: fc.integer({ min: 1, max: 3 }),
    });
    const written = fc.array(fact, { minLength: 1, maxLength: 12 }).map((facts) =>
      facts.map((one, index): LedgerEvent => ({
        id: index + 1,
        kind: one.kind,
        occurredAt: new Date(Date.UTC(2026, 10, 1, one.hour)).toISOString(),
        followsId: index === 0 ? null : Math.max(1, index + 1 - one.followsBack),
        leaderId: one.leaderId,
        donationId: 'SP-20261101000000001',
        balanceCents: one.kind === 'balanceReported' ? one.balanceCents : null,
        expiresOn: one.kind === 'balanceReported' ? '2027-12-31' : null,
      })),
    );
    const arrivals = written.chain((events) =>
      fc.tuple(
        fc.constant(events),
        fc.shuffledSubarray(events, { minLength: events.length, maxLength: events.length }),
      ),
    );
    fc.assert(
      fc.property(arrivals, ([events, arrived]) => {
        expect(deriveVoucherState(arrived)).toEqual(deriveVoucherState(events));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the holder, the recall, the balance and the first moment of each stage', () => {
    const state = deriveVoucherState(
      ledger(
        'loaded@1',
        'received@2',
        'recalled@3',
        ['transferred@4', { leaderId: JOAO }],
        'delivered@5',
        ['balanceReported@6', { balanceCents: 4_590, expiresOn: '2027-02-01', leaderId: JOAO }],
      ),
    )!;
    expect(state).toMatchObject({
      leaderId: JOAO,
      recalled: false,
      balanceCents: 4_590,
      expiresOn: '2027-02-01',
      receivedAt: '2026-11-02T12:00:00.000Z',
      deliveredAt: '2026-11-05T12:00:00.000Z',
    });
    expect(deriveVoucherState(ledger('loaded@1', 'received@2', 'recalled@3'))!.recalled).toBe(true);
    expect(deriveVoucherState([])).toBeNull();
  });
});
