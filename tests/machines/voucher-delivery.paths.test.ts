import { afterAll, describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { getSimplePaths, type StatePath, type TraversalOptions } from 'xstate/graph';
import {
  allVouchersFinal,
  canOpenVoucher,
  voucherDeliveryMachine,
  type VoucherDeliveryEvent,
  type VoucherDeliveryInput,
  type VoucherItem,
} from '../../machines/voucher-delivery.machine';
import { selectVoucherDeliveryView } from '../../machines/voucher-delivery.selectors';
import {
  controlledActors,
  coverageOf,
  describePath,
  feed,
  graphPaths,
  settle,
  threeVouchers,
  voucherEvents,
} from './voucher-delivery-graph';

/**
 * Model-based tests of the voucher-delivery machine: paths generated with xstate/graph are
 * replayed on a live actor whose actors answer as each step says. Three inputs cover the three
 * ways in (no voucher asked for, the next one asked for, a later one asked for). After every
 * step the rules that must always hold are checked, and at the end every state and every
 * transition must have been taken.
 */

type Snapshot = SnapshotFrom<typeof voucherDeliveryMachine>;
type Path = StatePath<Snapshot, VoucherDeliveryEvent>;

const coverage = coverageOf(voucherDeliveryMachine);

function serialize(snapshot: Snapshot): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    statuses: context.vouchers.map((v) => v.status),
    open: context.openVoucherId,
    refused: context.refusedVoucherId,
    sending: context.submitted?.delivery.delivered ?? null,
    upload: context.upload !== null,
    failure: context.failure !== null,
  });
}

function optionsFor(input: VoucherDeliveryInput): TraversalOptions<Snapshot, VoucherDeliveryEvent, VoucherDeliveryInput> {
  const events = voucherEvents(input.vouchers.map((v) => v.voucherId));
  return {
    input,
    // A final actor has stopped: nothing more can happen to it.
    events: (snapshot) => (snapshot.status === 'done' ? [] : events.filter((event) => snapshot.can(event))),
    serializeState: serialize,
  };
}

const inputs: Record<string, VoucherDeliveryInput> = {
  'from the list': { donationId: 'RJ-20261120000000007', vouchers: threeVouchers(), requestedVoucherId: null },
  'asking for the next voucher': { donationId: 'RJ-20261120000000007', vouchers: threeVouchers(), requestedVoucherId: 'V1' },
  'asking for a later voucher': { donationId: 'RJ-20261120000000007', vouchers: threeVouchers(), requestedVoucherId: 'V2' },
};

/** What must hold after every step, whatever the path. */
function expectInvariants(snapshot: Snapshot) {
  const { context } = snapshot;
  const view = selectVoucherDeliveryView(snapshot);
  // Vouchers are final in order: no pending voucher before a final one.
  const statuses = context.vouchers.map((v) => v.status);
  const firstPending = statuses.indexOf(1);
  if (firstPending >= 0) expect(statuses.slice(firstPending).every((s) => s === 1)).toBe(true);
  // Only the next pending voucher is ever open, and only while recording.
  if (snapshot.matches('recording')) {
    expect(context.openVoucherId).not.toBeNull();
    expect(canOpenVoucher(context.vouchers, context.openVoucherId ?? '')).toBe(true);
  } else {
    expect(context.openVoucherId).toBeNull();
  }
  // Exactly one row is "next" while something is pending; none once all are final.
  expect(view.rows.filter((row) => row.state === 'next')).toHaveLength(allVouchersFinal(context.vouchers) ? 0 : 1);
  // The thank-you dialog, the end call and the end are reached only with every voucher final.
  if (snapshot.matches('thanking') || snapshot.matches('ending') || snapshot.matches('done')) {
    expect(allVouchersFinal(context.vouchers)).toBe(true);
  }
  expect(snapshot.can({ type: 'DELIVERY.FINISH' })).toBe(snapshot.matches('browsing') && allVouchersFinal(context.vouchers));
}

async function replay(input: VoucherDeliveryInput, steps: Path['steps']) {
  const fakes = controlledActors();
  const actor = createActor(voucherDeliveryMachine.provide({ actors: fakes.voucherActors }), {
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
  // Whatever was sent went for the voucher that was open, with the position of the device.
  for (const sent of (fakes.started.recordDelivery ?? []) as { voucherId: string; donationId: string }[]) {
    expect(sent.donationId).toBe(input.donationId);
    expect(['V1', 'V2', 'V3']).toContain(sent.voucherId);
  }
  actor.stop();
}

describe('voucher-delivery machine paths (xstate/graph)', () => {
  for (const [name, input] of Object.entries(inputs)) {
    const { shortest, edges } = graphPaths(voucherDeliveryMachine, optionsFor(input), serialize);

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

  describe('simple paths of a two-voucher delivery to its end', () => {
    const input: VoucherDeliveryInput = {
      donationId: 'RJ-20261120000000008',
      vouchers: threeVouchers().slice(0, 2) as VoucherItem[],
      requestedVoucherId: null,
    };
    // Progress reports and dismissals change nothing that matters here; leaving them out keeps
    // the number of simple paths small enough to replay each one.
    const options = optionsFor(input);
    const simple = getSimplePaths(voucherDeliveryMachine, {
      ...options,
      filterEvents: (_snapshot, event) => event.type !== 'UPLOAD.PROGRESS' && event.type !== 'FAILURE.DISMISS',
      toState: (snapshot) => snapshot.matches('done'),
    });

    it('finds paths that end the delivery', () => {
      expect(simple.length).toBeGreaterThan(1);
    });

    it.each(simple.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
      await replay(input, path.steps);
    });
  });

  afterAll(() => {
    coverage.expectComplete();
  });
});
