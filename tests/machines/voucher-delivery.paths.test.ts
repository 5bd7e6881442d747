import { afterAll, describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import type { StatePath } from 'xstate/graph';
import { describePath } from '#machines/graph-paths.ts';
import {
  allVouchersFinal,
  canOpenVoucher,
  voucherDeliveryMachine,
  type VoucherDeliveryEvent,
  type VoucherDeliveryInput,
} from '#machines/voucher-delivery.machine.ts';
import { SIMPLE_PATHS_TITLE, voucherDeliveryPathGroups } from '#machines/voucher-delivery.paths.ts';
import { selectVoucherDeliveryView } from '#machines/voucher-delivery.selectors.ts';
import { controlledActors, coverageOf, feed, settle } from './voucher-delivery-graph.ts';

/**
 * Model-based tests of the voucher-delivery machine: paths generated with xstate/graph are
 * replayed on a live actor whose actors answer as each step says (machines/voucher-delivery.paths.ts
 * generates them; the /machines page lists the same). Three inputs cover the three ways in. After every
 * step the rules that must always hold are checked, and at the end every state and every
 * transition must have been taken.
 */

type Snapshot = SnapshotFrom<typeof voucherDeliveryMachine>;
type Path = StatePath<Snapshot, VoucherDeliveryEvent>;

const coverage = coverageOf(voucherDeliveryMachine);

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
  expect(view.rows.filter((row) => row.state === 'next')).toHaveLength(
    allVouchersFinal(context.vouchers) ? 0 : 1,
  );
  // The thank-you dialog, the end call and the end are reached only with every voucher final.
  if (snapshot.matches('thanking') || snapshot.matches('ending') || snapshot.matches('done')) {
    expect(allVouchersFinal(context.vouchers)).toBe(true);
  }
  expect(snapshot.can({ type: 'DELIVERY.FINISH' })).toBe(
    snapshot.matches('browsing') && allVouchersFinal(context.vouchers),
  );
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
  for (const sent of (fakes.started.recordDelivery ?? []) as {
    voucherId: string;
    donationId: string;
  }[]) {
    expect(sent.donationId).toBe(input.donationId);
    expect(['V1', 'V2', 'V3']).toContain(sent.voucherId);
  }
  actor.stop();
}

describe('voucher-delivery machine paths (xstate/graph)', () => {
  for (const group of voucherDeliveryPathGroups()) {
    describe(group.title, () => {
      if (group.title === SIMPLE_PATHS_TITLE) {
        it('finds paths that end the delivery', () => {
          expect(group.paths.length).toBeGreaterThan(1);
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
