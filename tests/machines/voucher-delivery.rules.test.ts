import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  voucherDeliveryMachine,
  type VoucherDeliveryInput,
} from '#machines/voucher-delivery.machine.ts';
import { selectVoucherDeliveryView } from '#machines/voucher-delivery.selectors.ts';
import {
  controlledActors,
  deliveredTo,
  notDelivered,
  position,
  settle,
  threeVouchers,
} from './voucher-delivery-graph.ts';

function start(input: Partial<VoucherDeliveryInput> = {}) {
  const fakes = controlledActors();
  const actor = createActor(voucherDeliveryMachine.provide({ actors: fakes.voucherActors }), {
    input: {
      donationId: 'RJ-20261120000000007',
      vouchers: threeVouchers(),
      requestedVoucherId: null,
      ...input,
    },
  }).start();
  const view = () => selectVoucherDeliveryView(actor.getSnapshot());
  const record = async (voucherId: string, delivery = deliveredTo) => {
    actor.send({ type: 'VOUCHER.OPEN', voucherId });
    actor.send({ type: 'DELIVERY.SUBMIT', delivery, position });
    await settle();
    actor.send({ type: 'DELIVERY.RECORDED', onDevice: false });
  };
  return { actor, fakes, view, record };
}

describe('vouchers strictly in order', () => {
  it('opens only the first pending voucher; the next one opens once the previous is final', async () => {
    const { actor, view, record } = start();
    expect(view().rows.map((row) => row.state)).toEqual(['next', 'locked', 'locked']);
    expect(actor.getSnapshot().can({ type: 'VOUCHER.OPEN', voucherId: 'V2' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'VOUCHER.OPEN', voucherId: 'V3' })).toBe(false);

    actor.send({ type: 'VOUCHER.OPEN', voucherId: 'V2' });
    expect(view()).toMatchObject({ phase: 'browsing', openVoucherId: null });

    await record('V1');
    expect(view().rows.map((row) => row.state)).toEqual(['delivered', 'next', 'locked']);
    expect(actor.getSnapshot().can({ type: 'VOUCHER.OPEN', voucherId: 'V1' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'VOUCHER.OPEN', voucherId: 'V2' })).toBe(true);

    await record('V2', notDelivered);
    expect(view().rows.map((row) => row.state)).toEqual(['delivered', 'notDelivered', 'next']);
    expect(view()).toMatchObject({
      finalCount: 2,
      total: 3,
      lastRecorded: { voucherId: 'V2', delivered: false, onDevice: false },
    });
  });

  it("sends the open voucher's delivery command with the device position and the card's place", async () => {
    const { actor, fakes } = start();
    actor.send({ type: 'VOUCHER.OPEN', voucherId: 'V1' });
    actor.send({ type: 'DELIVERY.SUBMIT', delivery: deliveredTo, position });
    await settle();
    expect(fakes.started.recordDelivery).toEqual([
      {
        command: {
          donationId: 'RJ-20261120000000007',
          voucherId: 'V1',
          ...position,
          recordedAt: null,
          ...deliveredTo,
          receiptCode: null,
        },
        voucherPosition: 1,
      },
    ]);
  });

  it('says whether a recorded card reached the server or stayed on the device', async () => {
    const { actor, view } = start();
    actor.send({ type: 'VOUCHER.OPEN', voucherId: 'V1' });
    actor.send({ type: 'DELIVERY.SUBMIT', delivery: deliveredTo, position });
    await settle();
    actor.send({ type: 'DELIVERY.RECORDED', onDevice: true });
    expect(view().lastRecorded).toEqual({ voucherId: 'V1', delivered: true, onDevice: true });
  });

  it('a voucher asked for out of order is refused, saying why', () => {
    const later = start({ requestedVoucherId: 'V3' });
    expect(later.view()).toMatchObject({
      phase: 'browsing',
      refusedVoucherId: 'V3',
      refusedBecause: 'previousPending',
    });

    const vouchers = threeVouchers().map((v) =>
      v.voucherId === 'V1' ? { ...v, status: 2 as const } : v,
    );
    const again = start({ vouchers, requestedVoucherId: 'V1' });
    expect(again.view()).toMatchObject({ phase: 'browsing', refusedBecause: 'alreadyRecorded' });

    const next = start({ vouchers, requestedVoucherId: 'V2' });
    expect(next.view()).toMatchObject({
      phase: 'recording',
      openVoucherId: 'V2',
      refusedVoucherId: null,
    });
  });

  it('a refused delivery keeps the voucher open with the server message; nothing is marked', async () => {
    const { actor, view } = start();
    actor.send({ type: 'VOUCHER.OPEN', voucherId: 'V1' });
    actor.send({ type: 'DELIVERY.SUBMIT', delivery: deliveredTo, position });
    actor.send({ type: 'UPLOAD.PROGRESS', loaded: 40, total: 100 });
    expect(view()).toMatchObject({ phase: 'submitting', upload: { loaded: 40, total: 100 } });

    actor.send({
      type: 'DELIVERY.FAILED',
      message: 'Este cartão já tem outra entrega registrada.',
    });
    expect(view()).toMatchObject({
      phase: 'recording',
      openVoucherId: 'V1',
      failure: 'Este cartão já tem outra entrega registrada.',
      upload: null,
      finalCount: 0,
    });
    actor.send({ type: 'FAILURE.DISMISS' });
    expect(view().failure).toBeNull();
  });
});

describe('finishing the delivery', () => {
  it('cannot finish while any voucher is pending', async () => {
    const { actor, record } = start();
    expect(actor.getSnapshot().can({ type: 'DELIVERY.FINISH' })).toBe(false);
    await record('V1');
    await record('V2', notDelivered);
    expect(actor.getSnapshot().can({ type: 'DELIVERY.FINISH' })).toBe(false);
    actor.send({ type: 'DELIVERY.FINISH' });
    expect(actor.getSnapshot().matches('thanking')).toBe(false);
    await record('V3');
    expect(actor.getSnapshot().can({ type: 'DELIVERY.FINISH' })).toBe(true);
  });

  it('all final → thank-you dialog → confirm → end call → done', async () => {
    const vouchers = threeVouchers().map((v) => ({ ...v, status: 3 as const }));
    const { actor, fakes, view } = start({ vouchers });
    actor.send({ type: 'DELIVERY.FINISH' });
    expect(view().phase).toBe('thanking');
    expect(fakes.started.endDonation).toBeUndefined();

    actor.send({ type: 'THANKS.CANCEL' });
    expect(view().phase).toBe('browsing');

    actor.send({ type: 'DELIVERY.FINISH' });
    actor.send({ type: 'THANKS.CONFIRM' });
    await settle();
    expect(view().phase).toBe('ending');
    expect(fakes.started.endDonation).toEqual([{ donationId: 'RJ-20261120000000007' }]);

    fakes.answer('endDonation', { output: { ok: true, onDevice: false } });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({
      donationId: 'RJ-20261120000000007',
      endedOnDevice: false,
    });
  });

  it('an end refused by the server shows its message and lets the leader try again', async () => {
    const vouchers = threeVouchers().map((v) => ({ ...v, status: 2 as const }));
    const { actor, fakes, view } = start({ vouchers });
    actor.send({ type: 'DELIVERY.FINISH' });
    actor.send({ type: 'THANKS.CONFIRM' });
    await settle();
    fakes.answer('endDonation', {
      output: { ok: false, message: 'Ainda há cartões sem entrega registrada.' },
    });
    await settle();
    expect(view()).toMatchObject({
      phase: 'browsing',
      failure: 'Ainda há cartões sem entrega registrada.',
    });
    expect(actor.getSnapshot().can({ type: 'DELIVERY.FINISH' })).toBe(true);
  });
});
