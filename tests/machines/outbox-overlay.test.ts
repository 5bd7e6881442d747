import { describe, expect, it } from 'vitest';
import type { LeaderDonation } from '#machines/donation-flow.machine.ts';
import { reflects, withCommandEffects, type AppliedCommand } from '#machines/outbox-overlay.ts';

/** A donation being delivered, as the server answers it, with three cards. */
function donation(cardStatuses: [number, number, number], status = 3): LeaderDonation {
  return {
    donationId: 'RJ-1',
    quantity: 3,
    status,
    statusText: 'Entregando',
    received: '2026-11-21T13:00:00.000Z',
    receivedQuantity: 3,
    deliveryStarted: '2026-11-21T14:00:00.000Z',
    deadline: '2026-11-22T14:00:00.000Z',
    vouchers: cardStatuses.map((voucherStatus, index) => ({
      voucherId: `card-${index + 1}`,
      position: index + 1,
      status: voucherStatus as 1 | 2 | 3,
    })),
  };
}

const deliver = (card: number, delivered: boolean, order = card): AppliedCommand => ({
  id: `k${order}`,
  donationId: 'RJ-1',
  order,
  effect: { kind: 'deliver', voucherId: `card-${card}`, delivered },
});

describe("applying the leader's commands to an answer from the server", () => {
  it('moves a card the answer does not show yet to its outcome', () => {
    const ahead = withCommandEffects(donation([1, 1, 1]), [deliver(1, true), deliver(2, false)]);
    expect(ahead.vouchers.map((voucher) => voucher.status)).toEqual([2, 3, 1]);
  });

  it('changes nothing when the answer already has the command, even applied twice', () => {
    const fromServer = donation([3, 1, 1]);
    const once = withCommandEffects(fromServer, [deliver(1, false)]);
    expect(once).toEqual(fromServer);
    expect(withCommandEffects(once, [deliver(1, false), deliver(1, false)])).toEqual(fromServer);
  });

  it('keeps what the server says over the command: its card outcome and received quantity win', () => {
    const fromServer = donation([2, 1, 1]);
    const receipt: AppliedCommand = {
      id: 'k0',
      donationId: 'RJ-1',
      order: 0,
      effect: { kind: 'receive', receivedQuantity: 9 },
    };
    const ahead = withCommandEffects(fromServer, [receipt, deliver(1, false)]);
    expect(ahead.receivedQuantity).toBe(3);
    expect(ahead.vouchers[0]?.status).toBe(2);
  });

  it('knows when an answer shows a command, so a sent one can be let go', () => {
    expect(reflects(donation([1, 1, 1]), deliver(1, true))).toBe(false);
    expect(reflects(donation([2, 1, 1]), deliver(1, true))).toBe(true);
    const end: AppliedCommand = { id: 'k9', donationId: 'RJ-1', order: 9, effect: { kind: 'end' } };
    expect(reflects(donation([2, 3, 3], 3), end)).toBe(false);
    expect(reflects(donation([2, 3, 3], 4), end)).toBe(true);
  });
});
