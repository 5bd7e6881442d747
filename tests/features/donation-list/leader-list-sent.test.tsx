import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { outboxMachine } from '#machines/outbox.machine.ts';
import type { OutboxCommand, SendOutcome } from '#machines/outbox-command.ts';
import type { AppliedCommand } from '#machines/outbox-overlay.ts';
import { createApolloClient } from '#src/core/apollo/apollo-client.ts';
import type { Outbox } from '#src/core/outbox/browser-outbox.ts';
import { AppRoutes } from '#src/shell/routes.tsx';
import { createMockedSchema } from '#graphql/mocks.ts';
import { DONATION_STATUS_TEXTS } from '#contract/status-texts.ts';
import { grantLocation } from '#tests/support/fake-geolocation.ts';
import {
  fakeSession,
  renderScreen,
  sessionScopeShell,
} from '#tests/support/render-with-session.tsx';

/**
 * /donation-list after the outbox sent two cards, with a list answer read before those sends:
 * the card still counts them (docs/offline.md, "Sent, not yet seen").
 */

const DONATION_ID = 'RJ-20261120000000003';

const sentCard = (position: number, delivered: boolean): AppliedCommand => ({
  id: `sent-${position}`,
  donationId: DONATION_ID,
  order: position,
  effect: { kind: 'deliver', voucherId: `card-${position}`, voucherPosition: position, delivered },
});

/** An outbox with nothing queued and two sent commands no answer has shown. */
function outboxWithSent(sent: AppliedCommand[]): Outbox {
  const logic = outboxMachine.provide({
    actors: {
      loadQueue: fromPromise(async () => [] as OutboxCommand[]),
      sendCommand: fromPromise<SendOutcome, OutboxCommand>(async () => ({ kind: 'sent' })),
    },
  });
  const actor = createActor(logic, { input: { random: () => 0.5 } }).start();
  actor.send({ type: 'START' });
  return {
    actor,
    submit: () => Promise.reject(new Error('not used')),
    ahead: async () => sent,
    sent: async () => sent,
    confirm: async () => undefined,
    dispose: () => actor.stop(),
  };
}

describe('/donation-list with sent cards an older answer does not show', () => {
  beforeEach(() => grantLocation());

  it('counts the sent cards on the list card, without the waiting badge', async () => {
    const donations = [
      {
        donationId: DONATION_ID,
        quantity: 5,
        status: 3,
        statusText: DONATION_STATUS_TEXTS[3],
        deliveredCount: 1,
        notDeliveredCount: 0,
        pendingCount: 4,
      },
    ];
    const apollo = createApolloClient({
      schema: createMockedSchema({ Query: () => ({ donations }) }),
    });
    const outbox = outboxWithSent([sentCard(2, true), sentCard(3, false)]);
    renderScreen(<AppRoutes signedInShell={sessionScopeShell(apollo, () => outbox)} />, {
      path: '/donation-list',
      session: fakeSession({ signedIn: { role: 'leader' } }),
    });

    expect(await screen.findByText('3 de 5 cartões registrados')).toBeInTheDocument();
    expect(screen.getByText('2 entregues')).toBeInTheDocument();
    expect(screen.getByText('1 não entregue')).toBeInTheDocument();
    expect(screen.queryByText('Aguardando envio')).not.toBeInTheDocument();
  });
});
