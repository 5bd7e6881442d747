import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  donationFlowMachine,
  type DonationFlowInput,
  type LoadResult,
} from '#machines/donation-flow.machine.ts';
import type { ReceiptCommand } from '#contract/leader-writes.ts';
import { selectDonationFlowView, selectVouchersActor } from '#machines/donation-flow.selectors.ts';
import { voucherDeliveryMachine } from '#machines/voucher-delivery.machine.ts';
import { selectVoucherDeliveryView } from '#machines/voucher-delivery.selectors.ts';
import {
  controlledActors,
  deliveredTo,
  notDelivered,
  photo,
  position,
  settle,
  threeVouchers,
} from './voucher-delivery-graph.ts';
import { donationAt } from './donation-flow-fakes.ts';

/** The whole flow with the real voucher-delivery child: what a leader goes through, 1 → 4. */
function start(input: Partial<DonationFlowInput> = {}) {
  const fakes = controlledActors();
  const logic = donationFlowMachine.provide({
    actors: {
      loadDonation: fakes.promiseActor<LoadResult, { donationId: string }>('loadDonation'),
      receiveDonation: fakes.callbackActor<ReceiptCommand>('receiveDonation'),
      voucherDelivery: voucherDeliveryMachine.provide({ actors: fakes.voucherActors }),
    },
  });
  const actor = createActor(logic, {
    input: {
      donationId: 'RJ-20261120000000007',
      resumeDelivery: false,
      requestedVoucherId: null,
      ...input,
    },
  }).start();
  const view = () => selectDonationFlowView(actor.getSnapshot());
  const vouchers = () => {
    const child = selectVouchersActor(actor.getSnapshot());
    if (!child) throw new Error('not delivering');
    return child;
  };
  return { actor, fakes, view, vouchers };
}

describe('donation flow', () => {
  it('takes a donation from waiting for receipt to complete', async () => {
    const { actor, fakes, view, vouchers } = start();
    await settle();
    expect(view().stage).toBe('loading');
    fakes.answer('loadDonation', { output: { ok: true, donation: donationAt(1) } });
    await settle();
    expect(view().stage).toBe('waiting');

    actor.send({ type: 'RECEIPT.SUBMIT', receivedQuantity: 3, photo, position });
    await settle();
    expect(fakes.started.receiveDonation).toEqual([
      {
        donationId: 'RJ-20261120000000007',
        receivedQuantity: 3,
        photo,
        ...position,
        recordedAt: null,
      },
    ]);
    actor.send({ type: 'UPLOAD.PROGRESS', loaded: 30, total: 60 });
    expect(view()).toMatchObject({ stage: 'receiving', upload: { loaded: 30, total: 60 } });
    actor.send({ type: 'RECEIPT.RECORDED', onDevice: false });
    expect(view()).toMatchObject({
      stage: 'received',
      upload: null,
      donation: { status: 2, receivedQuantity: 3 },
      savedOnDevice: false,
    });

    actor.send({ type: 'DELIVERY.START' });
    expect(view().stage).toBe('delivering');
    const child = vouchers();
    for (const [voucherId, delivery] of [
      ['V1', deliveredTo],
      ['V2', notDelivered],
      ['V3', deliveredTo],
    ] as const) {
      child.send({ type: 'VOUCHER.OPEN', voucherId });
      child.send({ type: 'DELIVERY.SUBMIT', delivery, position });
      await settle();
      child.send({ type: 'DELIVERY.RECORDED', onDevice: false });
    }
    expect(selectVoucherDeliveryView(child.getSnapshot()).rows.map((row) => row.state)).toEqual([
      'delivered',
      'notDelivered',
      'delivered',
    ]);
    child.send({ type: 'DELIVERY.FINISH' });
    child.send({ type: 'THANKS.CONFIRM' });
    await settle();
    fakes.answer('endDonation', { output: { ok: true, onDevice: true } });
    await settle();
    expect(view()).toMatchObject({ stage: 'complete', savedOnDevice: true });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a refused receipt returns to the form with the server message', async () => {
    const { actor, fakes, view } = start();
    await settle();
    fakes.answer('loadDonation', { output: { ok: true, donation: donationAt(1) } });
    await settle();
    actor.send({ type: 'RECEIPT.SUBMIT', receivedQuantity: 3, photo, position });
    actor.send({ type: 'RECEIPT.FAILED', message: 'Only support jpeg, jpg, png type' });
    expect(view()).toMatchObject({
      stage: 'waiting',
      failure: 'Only support jpeg, jpg, png type',
      donation: { status: 1 },
    });
  });

  it('a received donation waits for "Iniciar Entrega"; on the vouchers screens it is already delivering', async () => {
    const list = start();
    await settle();
    list.fakes.answer('loadDonation', { output: { ok: true, donation: donationAt(2) } });
    await settle();
    expect(list.view().stage).toBe('received');

    const vouchersScreen = start({ resumeDelivery: true, requestedVoucherId: 'V1' });
    await settle();
    vouchersScreen.fakes.answer('loadDonation', { output: { ok: true, donation: donationAt(2) } });
    await settle();
    expect(vouchersScreen.view().stage).toBe('delivering');
    expect(selectVoucherDeliveryView(vouchersScreen.vouchers().getSnapshot())).toMatchObject({
      phase: 'recording',
      openVoucherId: 'V1',
    });
  });

  it('started from the donation the session knows, it shows it without asking the server', async () => {
    const known = donationAt(3, {
      vouchers: threeVouchers().map((voucher, index) =>
        index === 0 ? { ...voucher, status: 3 } : voucher,
      ),
    });
    const list = start({ resumeDelivery: true, known });
    expect(list.view().stage).toBe('delivering');
    await settle();
    expect(list.fakes.started.loadDonation).toBeUndefined();
    expect(list.view().donation).toEqual(known);
  });

  it('a closed donation (4, 5, 6) offers nothing', async () => {
    for (const status of [4, 5, 6]) {
      const { actor, fakes, view } = start();
      await settle();
      fakes.answer('loadDonation', { output: { ok: true, donation: donationAt(status) } });
      await settle();
      expect(view().stage).toBe('closed');
      expect(actor.getSnapshot().can({ type: 'DELIVERY.START' })).toBe(false);
    }
  });

  it('a failed load can be retried', async () => {
    const { actor, fakes, view } = start();
    await settle();
    fakes.answer('loadDonation', { output: { ok: false, message: 'Doação não encontrada.' } });
    await settle();
    expect(view()).toMatchObject({ stage: 'loadFailed', loadFailure: 'Doação não encontrada.' });
    actor.send({ type: 'RETRY' });
    await settle();
    fakes.answer('loadDonation', {
      output: { ok: true, donation: donationAt(3, { vouchers: threeVouchers() }) },
    });
    await settle();
    expect(view()).toMatchObject({ stage: 'delivering', loadFailure: null });
  });
});
