import { useEffect } from 'react';
import type { ApolloClient } from '@apollo/client';
import type { ActorRefFrom } from 'xstate';
import { commandsOf } from '#machines/outbox-command.ts';
import type { donationFlowMachine } from '#machines/donation-flow.machine.ts';
import type { Outbox } from '#src/core/outbox/browser-outbox.ts';
import { loadLeaderDonation } from './leader-flow-actors.ts';

/**
 * When the outbox sends one of this donation's commands, the screen reads the donation again:
 * the server sets what the device cannot know (the delivery's start and 'Prazo final para
 * entrega'), and the screen's copy was read while the command was still on its way.
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
      void loadLeaderDonation(client, donationId, outbox).then((result) => {
        if (active && result.ok)
          actor.send({ type: 'DONATION.REFRESHED', donation: result.donation });
      });
    });
    return () => {
      active = false;
      subscription.unsubscribe();
    };
  }, [client, outbox, actor, donationId]);
}
