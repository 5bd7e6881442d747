import { useMemo, useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { DonationFlowInput, donationFlowMachine } from '#machines/donation-flow.machine.ts';
import {
  sameDonationFlowView,
  selectDonationFlowView,
  selectVouchersActor,
} from '#machines/donation-flow.selectors.ts';
import {
  createDonationFlowLogic,
  loadLeaderDonation,
  recordedSinceRead,
} from './leader-flow-actors.ts';
import { inspectMachines } from '#src/core/machine-inspection.ts';
import { useOutbox } from '#src/core/outbox/use-outbox.ts';
import { useSessionScope } from '#src/core/session-scope/SessionScopeProvider.tsx';
import type { ApolloClient } from '@apollo/client';
import type { ActorRefFrom } from 'xstate';
import { commandsOf } from '#machines/outbox-command.ts';
import type { Outbox } from '#src/core/outbox/browser-outbox.ts';
import { useLocation } from 'wouter';
import type { DonationStep } from '#machines/donation-step.ts';
import { donationStepLink } from '#src/lib/paths.ts';

/**
 * One actor per screen that mounts it: each screen starts from the server, or from what this
 * session recorded since it last read it, the server read behind it.
 */
export function useDonationFlow(input: DonationFlowInput) {
  const client = useApolloClient();
  const outbox = useOutbox();
  const { writes } = useSessionScope();
  const [recorded] = useState(() => recordedSinceRead(client, input.donationId));
  const logic = useMemo(
    () => createDonationFlowLogic(client, writes, outbox),
    [client, writes, outbox],
  );
  const actor = useActorRef(logic, {
    input: { ...input, known: recorded },
    inspect: inspectMachines,
  });
  useRefreshAfterSend(client, outbox, actor, input.donationId);
  const { donationId } = input;
  useEffect(() => {
    if (!recorded) return undefined;
    let active = true;
    refresh(client, outbox, actor, donationId, () => active);
    return () => {
      active = false;
    };
  }, [recorded, client, donationId, outbox, actor]);
  const view = useSelector(actor, selectDonationFlowView, sameDonationFlowView);
  const vouchers = useSelector(actor, selectVouchersActor);
  return { actor, view, vouchers };
}

function refresh(
  client: ApolloClient,
  outbox: Outbox | null,
  actor: ActorRefFrom<typeof donationFlowMachine>,
  donationId: string,
  active: () => boolean,
): void {
  void loadLeaderDonation(client, donationId, outbox).then((result) => {
    if (active() && result.ok)
      actor.send({ type: 'DONATION.REFRESHED', donation: result.donation });
  });
}

/**
 * The server sets what the device cannot know (the start and 'Prazo final'), so the screen reads it
 * again.
 */
export function useRefreshAfterSend(
  client: ApolloClient,
  outbox: Outbox | null,
  actor: ActorRefFrom<typeof donationFlowMachine>,
  donationId: string,
): void {
  useEffect(() => {
    if (!outbox) return undefined;
    const waiting = () =>
      commandsOf(outbox.actor.getSnapshot().context.commands, donationId).length;
    let before = waiting();
    let active = true;
    const subscription = outbox.actor.subscribe(() => {
      const now = waiting();
      const sent = now < before;
      before = now;
      if (!sent) return;
      refresh(client, outbox, actor, donationId, () => active);
    });
    return () => {
      active = false;
      subscription.unsubscribe();
    };
  }, [client, outbox, actor, donationId]);
}

/** For a step this screen does not handle: an old link, a reload after the status changed. */
export function useFlowRedirect(
  donationId: string,
  step: DonationStep | null,
  handled: readonly DonationStep[],
): void {
  const [, navigate] = useLocation();
  const target =
    step === null || handled.includes(step) ? null : donationStepLink(donationId, step);
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);
}
