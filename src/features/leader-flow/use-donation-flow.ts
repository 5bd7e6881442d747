import { useMemo } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { DonationFlowInput } from '#machines/donation-flow.machine.ts';
import {
  sameDonationFlowView,
  selectDonationFlowView,
  selectVouchersActor,
} from '#machines/donation-flow.selectors.ts';
import { createDonationFlowLogic } from './leader-flow-actors.ts';
import { inspectMachines } from '#src/core/machine-inspection.ts';
import { useOutbox } from '#src/core/outbox/use-outbox.ts';
import { useSessionScope } from '#src/core/session-scope/SessionScopeProvider.tsx';
import { useRefreshAfterSend } from './use-refresh-after-send.ts';

/** One donation-flow actor for the screen that mounts it (each screen starts from the server). */
export function useDonationFlow(input: DonationFlowInput) {
  const client = useApolloClient();
  const outbox = useOutbox();
  const { writes } = useSessionScope();
  const logic = useMemo(
    () => createDonationFlowLogic(client, writes, outbox),
    [client, writes, outbox],
  );
  // The inspector (when built in) sees this actor and its voucher-delivery child: one system.
  const actor = useActorRef(logic, { input, inspect: inspectMachines });
  useRefreshAfterSend(client, outbox, actor, input.donationId);
  const view = useSelector(actor, selectDonationFlowView, sameDonationFlowView);
  const vouchers = useSelector(actor, selectVouchersActor);
  return { actor, view, vouchers };
}
