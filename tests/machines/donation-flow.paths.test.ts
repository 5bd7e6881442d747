import { afterAll, describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import type { StatePath } from 'xstate/graph';
import {
  donationFlowMachine,
  type DonationFlowEvent,
  type DonationFlowInput,
  type LoadResult,
  type ReceiptInput,
} from '#machines/donation-flow.machine.ts';
import {
  DONATION_ID,
  donationFlowPathGroups,
  SIMPLE_PATHS_TITLE,
} from '#machines/donation-flow.paths.ts';
import { selectDonationFlowView } from '#machines/donation-flow.selectors.ts';
import { describePath } from '#machines/graph-paths.ts';
import type {
  voucherDeliveryMachine,
  VoucherDeliveryInput,
  VoucherDeliveryOutput,
} from '#machines/voucher-delivery.machine.ts';
import { photo, position, threeVouchers } from '#machines/voucher-delivery.paths.ts';
import { controlledActors, coverageOf, feed, settle } from './voucher-delivery-graph.ts';

/**
 * Model-based tests of the donation-flow machine (1 → 2 → 3 → 4): graph paths replayed on a live
 * actor. The voucher-delivery child is a stand-in here that answers like the real one's end
 * (its own paths are in voucher-delivery.paths.test.ts); the stand-in records what it was given.
 */

type Snapshot = SnapshotFrom<typeof donationFlowMachine>;
type Path = StatePath<Snapshot, DonationFlowEvent>;

const coverage = coverageOf(donationFlowMachine);

/** What must hold after every step, whatever the path. */
function expectInvariants(snapshot: Snapshot) {
  const view = selectDonationFlowView(snapshot);
  const status = view.donation?.status;
  if (view.stage === 'waiting' || view.stage === 'receiving') expect(status).toBe(1);
  if (view.stage === 'received') expect(status).toBe(2);
  if (view.stage === 'delivering') {
    expect([2, 3]).toContain(status);
    expect(snapshot.children.vouchers).toBeDefined();
  } else {
    expect(snapshot.children.vouchers).toBeUndefined();
  }
  if (view.stage === 'closed') expect(status).toBeGreaterThanOrEqual(4);
  // Only a donation waiting for receipt takes a proof; only a received one starts delivering.
  expect(snapshot.can({ type: 'RECEIPT.SUBMIT', receivedQuantity: 1, photo, position })).toBe(
    view.stage === 'waiting',
  );
  expect(snapshot.can({ type: 'DELIVERY.START' })).toBe(view.stage === 'received');
}

async function replay(input: DonationFlowInput, steps: Path['steps']) {
  const fakes = controlledActors();
  const actors = {
    loadDonation: fakes.promiseActor<LoadResult, { donationId: string }>('loadDonation'),
    receiveDonation: fakes.callbackActor<ReceiptInput>('receiveDonation'),
    // A stand-in that ends when the path says; the type names the real child's logic, whose
    // input and output this stand-in shares (the real one has its own path tests).
    voucherDelivery: fakes.promiseActor<VoucherDeliveryOutput, VoucherDeliveryInput>(
      'vouchers',
    ) as unknown as typeof voucherDeliveryMachine,
  };
  const actor = createActor(donationFlowMachine.provide({ actors }), {
    input,
    inspect: coverage.inspect,
  }).start();
  await settle();
  for (const { event, state } of steps) {
    const type: string = event.type;
    if (type !== 'xstate.init') {
      feed(actor, fakes, event);
      await settle();
    }
    expect(actor.getSnapshot().value, `after ${event.type}`).toEqual(state.value);
    expectInvariants(actor.getSnapshot());
  }
  for (const started of (fakes.started.vouchers ?? []) as VoucherDeliveryInput[]) {
    expect(started).toEqual({
      donationId: DONATION_ID,
      vouchers: threeVouchers(),
      requestedVoucherId: input.requestedVoucherId,
    });
  }
  for (const started of (fakes.started.loadDonation ?? []) as { donationId: string }[]) {
    expect(started).toEqual({ donationId: DONATION_ID });
  }
  actor.stop();
}

describe('donation-flow machine paths (xstate/graph)', () => {
  for (const group of donationFlowPathGroups()) {
    describe(group.title, () => {
      if (group.title === SIMPLE_PATHS_TITLE) {
        it('finds paths through receipt, delivery and the end', () => {
          expect(
            group.paths.some((path) =>
              path.steps.some((step) => step.event.type === 'RECEIPT.RECORDED'),
            ),
          ).toBe(true);
        });
      }
      it.each(group.paths.map((path) => [describePath(path), path] as const))(
        '%s',
        async (_name, path) => {
          await replay(group.input, path.steps);
        },
      );
    });
  }

  afterAll(() => {
    coverage.expectComplete();
  });
});
