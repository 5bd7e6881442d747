import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { outboxMachine } from '#machines/outbox.machine.ts';
import type { OutboxCommand, SendOutcome } from '#machines/outbox-command.ts';
import type { AppliedCommand } from '#machines/outbox-overlay.ts';
import { createApolloClient } from '#src/core/apollo/apollo-client.ts';
import { createBrowserOutbox, type Outbox } from '#src/core/outbox/browser-outbox.ts';
import { createOutboxStore } from '#src/core/outbox/outbox-store.ts';
import type { Donation } from '#contract/donations.ts';
import { RestError } from '#graphql/rest/rest-error.ts';
import { installFakeIndexedDb } from '#tests/support/fake-indexeddb.ts';
import { notDeliveredWrite } from '#tests/support/queued-writes.ts';
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

installFakeIndexedDb();

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

describe('/donation-list when the outbox sends a card while it shows', () => {
  beforeEach(() => grantLocation());
  afterEach(() => vi.restoreAllMocks());

  it("the card shows the server's answer; only her progress is asked again, not the list", async () => {
    let connected = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => connected);
    const before = {
      donationId: DONATION_ID,
      quantity: 3,
      status: 3 as const,
      statusText: DONATION_STATUS_TEXTS[3],
      deliveredCount: 0,
      notDeliveredCount: 0,
      pendingCount: 3,
    };
    // Card 1 not delivered from this phone; card 2 delivered meanwhile from another one.
    const answer: Donation = {
      ...before,
      created: '2026-11-20T12:00:00.000Z',
      scheduled: null,
      received: '2026-11-20T15:00:00.000Z',
      leaderName: 'Maria da Silva',
      siteName: 'Centro Comunitário',
      city: 'Rio de Janeiro',
      state: 'RJ',
      deadline: '2026-11-21T15:00:00.000Z',
      deliveredCount: 1,
      notDeliveredCount: 1,
      pendingCount: 1,
      recalledCount: 0,
    };
    const store = createOutboxStore('leader-sent');
    await store.add(...notDeliveredWrite(DONATION_ID, 'card-1', 1), 'k1');
    store.close();
    const listed = vi.fn(() => [before]);
    const progress = vi.fn(() => ({ deliveredToday: 0, toDeliver: 3, nextDeadline: null }));
    const apollo = createApolloClient({
      schema: createMockedSchema({}, { Query: { donations: listed, leaderProgress: progress } }),
    });
    const outbox = ({ sent }: { sent: Parameters<typeof createBrowserOutbox>[1]['sent'] }) =>
      createBrowserOutbox('leader-sent', {
        sent,
        online: () => connected,
        rest: async () => ({
          leaderWrite: async () => {
            if (!connected) throw new RestError(0, 'Sem conexão.', { kind: 'network' });
            return answer;
          },
        }),
      });
    renderScreen(<AppRoutes signedInShell={sessionScopeShell(apollo, outbox)} />, {
      path: '/donation-list',
      session: fakeSession({ signedIn: { role: 'leader', id: 'leader-sent' } }),
    });
    expect(await screen.findByText('1 não entregue')).toBeInTheDocument();
    expect(screen.getByText('0 entregues')).toBeInTheDocument();
    const [listedBefore, progressBefore] = [listed.mock.calls.length, progress.mock.calls.length];

    // Back on the screen with a connection (not the 'online' event: it asks every query again).
    connected = true;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });

    expect(await screen.findByText('1 entregue')).toBeInTheDocument();
    expect(screen.getByText('1 não entregue')).toBeInTheDocument();
    expect(screen.getByText('1 pendente')).toBeInTheDocument();
    await vi.waitFor(() => expect(progress.mock.calls.length).toBe(progressBefore + 1), {
      timeout: 15_000,
    });
    expect(listed.mock.calls.length).toBe(listedBefore);
  });
});
