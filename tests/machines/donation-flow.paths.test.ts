import { afterAll, describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { getSimplePaths, type StatePath, type TraversalOptions } from 'xstate/graph';
import {
  donationFlowMachine,
  type DonationFlowEvent,
  type DonationFlowInput,
  type LoadResult,
  type ReceiptInput,
} from '../../machines/donation-flow.machine';
import { selectDonationFlowView } from '../../machines/donation-flow.selectors';
import type { voucherDeliveryMachine, VoucherDeliveryInput, VoucherDeliveryOutput } from '../../machines/voucher-delivery.machine';
import { DONATION_ID, donationAt } from './donation-flow-fakes';
import {
  controlledActors,
  coverageOf,
  describePath,
  done,
  error,
  feed,
  graphPaths,
  photo,
  position,
  settle,
  threeVouchers,
} from './voucher-delivery-graph';

/**
 * Model-based tests of the donation-flow machine (1 → 2 → 3 → 4): graph paths replayed on a live
 * actor. The voucher-delivery child is a stand-in here that answers like the real one's end
 * (its own paths are in voucher-delivery.paths.test.ts); the stand-in records what it was given.
 */

type Snapshot = SnapshotFrom<typeof donationFlowMachine>;
type Path = StatePath<Snapshot, DonationFlowEvent>;

const coverage = coverageOf(donationFlowMachine);

const loaded = (status: number): LoadResult => ({ ok: true, donation: donationAt(status) });

const events: DonationFlowEvent[] = [
  { type: 'RETRY' },
  { type: 'RECEIPT.SUBMIT', receivedQuantity: 3, photo, position },
  { type: 'UPLOAD.PROGRESS', loaded: 10, total: 100 },
  { type: 'RECEIPT.RECORDED' },
  { type: 'RECEIPT.FAILED', message: 'Esta doação já teve o recebimento confirmado.' },
  error('receiveDonation'),
  { type: 'DELIVERY.START' },
  { type: 'FAILURE.DISMISS' },
  ...[1, 2, 3, 4, 5, 6].map((status) => done<DonationFlowEvent>('loadDonation', loaded(status))),
  done('loadDonation', { ok: false, message: 'Doação não encontrada.' } satisfies LoadResult),
  error('loadDonation'),
  done('vouchers', { donationId: DONATION_ID } satisfies VoucherDeliveryOutput),
  error('vouchers'),
];

function serialize(snapshot: Snapshot): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    status: context.donation?.status ?? null,
    upload: context.upload !== null,
    failure: context.failure !== null,
    loadFailure: context.loadFailure !== null,
  });
}

function optionsFor(input: DonationFlowInput): TraversalOptions<Snapshot, DonationFlowEvent, DonationFlowInput> {
  return {
    input,
    events: (snapshot) => (snapshot.status === 'done' ? [] : events.filter((event) => snapshot.can(event))),
    serializeState: serialize,
  };
}

const inputs: Record<string, DonationFlowInput> = {
  'from the donation screens': { donationId: DONATION_ID, resumeDelivery: false, requestedVoucherId: null },
  'from the vouchers screens': { donationId: DONATION_ID, resumeDelivery: true, requestedVoucherId: 'V2' },
};

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
  expect(snapshot.can({ type: 'RECEIPT.SUBMIT', receivedQuantity: 1, photo, position })).toBe(view.stage === 'waiting');
  expect(snapshot.can({ type: 'DELIVERY.START' })).toBe(view.stage === 'received');
}

async function replay(input: DonationFlowInput, steps: Path['steps']) {
  const fakes = controlledActors();
  const actors = {
    loadDonation: fakes.promiseActor<LoadResult, { donationId: string }>('loadDonation'),
    receiveDonation: fakes.callbackActor<ReceiptInput>('receiveDonation'),
    // A stand-in that ends when the path says; the type names the real child's logic, whose
    // input and output this stand-in shares (the real one has its own path tests).
    voucherDelivery: fakes.promiseActor<VoucherDeliveryOutput, VoucherDeliveryInput>('vouchers') as unknown as typeof voucherDeliveryMachine,
  };
  const actor = createActor(donationFlowMachine.provide({ actors }), { input, inspect: coverage.inspect }).start();
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
    expect(started).toEqual({ donationId: DONATION_ID, vouchers: threeVouchers(), requestedVoucherId: input.requestedVoucherId });
  }
  for (const started of (fakes.started.loadDonation ?? []) as { donationId: string }[]) {
    expect(started).toEqual({ donationId: DONATION_ID });
  }
  actor.stop();
}

describe('donation-flow machine paths (xstate/graph)', () => {
  for (const [name, input] of Object.entries(inputs)) {
    const { shortest, edges } = graphPaths(donationFlowMachine, optionsFor(input), serialize);

    describe(`${name}: shortest path to every state`, () => {
      it.each(shortest.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
        await replay(input, path.steps);
      });
    });

    describe(`${name}: every transition of the graph`, () => {
      it.each(edges.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
        await replay(input, path.steps);
      });
    });
  }

  describe('simple paths from waiting for receipt to complete', () => {
    const input = inputs['from the donation screens']!;
    const simple = getSimplePaths(donationFlowMachine, {
      ...optionsFor(input),
      // Progress and dismissals change nothing that matters here; without them the paths stay few.
      filterEvents: (_snapshot, event) => event.type !== 'UPLOAD.PROGRESS' && event.type !== 'FAILURE.DISMISS',
      toState: (snapshot) => snapshot.matches('complete'),
    });

    it('finds paths through receipt, delivery and the end', () => {
      expect(simple.some((path) => path.steps.some((step) => step.event.type === 'RECEIPT.RECORDED'))).toBe(true);
    });

    it.each(simple.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
      await replay(input, path.steps);
    });
  });

  afterAll(() => {
    coverage.expectComplete();
  });
});
