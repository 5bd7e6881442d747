import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { LeaderWrite } from '#contract/leader-writes.ts';
import { RestError } from '#graphql/rest/rest-error.ts';
import { createBrowserOutbox } from '#src/core/outbox/browser-outbox.ts';
import type { SessionScopeDeps } from '#src/core/session-scope/session-scope.ts';
import { voucherDeliveryDraftKey } from '#src/core/drafts/draft-record.ts';
import { loadDraft } from '#src/core/drafts/draft-store.ts';
import { installFakeIndexedDb } from '#tests/support/fake-indexeddb.ts';
import {
  DONATION_ID,
  fakeBackend,
  fakeDonation,
  gate,
  renderLeaderApp,
  type FakeBackend,
} from './leader-flow-harness.tsx';

/**
 * The delivering screens with the browser's outbox over the in-memory backend: what the leader
 * is told after 'Registrar entrega' when the server has the card, when the phone is offline and
 * when the server refuses it, and how the card list marks what has not reached the server.
 */

installFakeIndexedDb();

function goOffline(offline: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: !offline, configurable: true });
}

afterEach(() => goOffline(false));

/** The outbox in the browser, sending to `backend`; offline the send fails as a lost request does. */
function outboxOver(
  backend: FakeBackend,
  userId: string,
  before?: (write: LeaderWrite) => Promise<void>,
): NonNullable<SessionScopeDeps['createOutbox']> {
  return ({ sent }) =>
    createBrowserOutbox(userId, {
      sent,
      rest: async () => ({
        async leaderWrite(write, options) {
          if (!navigator.onLine) throw new RestError(0, 'Sem conexão.', { kind: 'network' });
          await before?.(write);
          return backend.rest.leaderWrite(write, options);
        },
      }),
    });
}

/** Card 1 'Não entregue'; with a draft key, waits until the form saved itself before confirming. */
async function recordCardOneNotDelivered(draft?: ReturnType<typeof voucherDeliveryDraftKey>) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Cartão 506700000001' });
  await user.selectOptions(screen.getByLabelText('Status da Entrega'), 'Não entregue');
  await user.type(screen.getByLabelText('Motivo da não entrega'), 'Família mudou de endereço.');
  if (draft) await waitFor(async () => expect(await loadDraft(draft)).not.toBeNull());
  await user.click(screen.getByRole('button', { name: 'Registrar entrega' }));
}

const FIRST = `/donation/${DONATION_ID}/received/current/506700000001/prof`;

describe('a delivery through the outbox', () => {
  it('offline: says it is saved on the device, and the card shows Aguardando envio', async () => {
    goOffline(true);
    const backend = fakeBackend(fakeDonation(3));
    renderLeaderApp(FIRST, backend, 'granted', 'joao', outboxOver(backend, 'joao'));
    const draft = voucherDeliveryDraftKey('joao', '506700000001');

    await recordCardOneNotDelivered(draft);

    expect(
      await screen.findByText('Salvo no aparelho. Será enviado quando houver conexão.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Doação realizada com sucesso')).not.toBeInTheDocument();
    const cards = await screen.findByRole('list', { name: 'Cartões desta doação' });
    const [first, second] = within(cards).getAllByRole('listitem');
    expect(first).toHaveTextContent('Não entregue');
    expect(first).toHaveTextContent('Aguardando envio');
    expect(second).not.toHaveTextContent('Aguardando envio');
    // Nothing reached the server; the draft is gone, the device keeps the card.
    expect(backend.calls.deliver).toEqual([]);
    await waitFor(async () => expect(await loadDraft(draft)).toBeNull());
  });

  it('online: waits for the server, then says what it recorded, not a delivery', async () => {
    const backend = fakeBackend(fakeDonation(3));
    const answer = gate();
    renderLeaderApp(
      FIRST,
      backend,
      'granted',
      'maria',
      outboxOver(backend, 'maria', () => answer.promise),
    );

    await recordCardOneNotDelivered();

    expect(await screen.findByRole('button', { name: 'Enviando...' })).toBeDisabled();
    expect(screen.queryByText('Registrado: cartão não entregue.')).not.toBeInTheDocument();
    answer.release();
    expect(await screen.findByText('Registrado: cartão não entregue.')).toBeInTheDocument();
    expect(screen.queryByText('Doação realizada com sucesso')).not.toBeInTheDocument();
    expect(backend.calls.deliver).toHaveLength(1);
    const cards = await screen.findByRole('list', { name: 'Cartões desta doação' });
    expect(within(cards).getAllByRole('listitem')[0]).not.toHaveTextContent('Aguardando envio');
  });

  it('online: a refusal shows where the leader is, with what was typed, and nothing is kept', async () => {
    const refusal = 'Este cartão já tem outra entrega registrada.';
    const backend = fakeBackend(fakeDonation(3), { refuse: { deliver: refusal } });
    renderLeaderApp(FIRST, backend, 'granted', 'ana', outboxOver(backend, 'ana'));

    await recordCardOneNotDelivered();

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cartão 506700000001' })).toBeInTheDocument();
    expect(screen.getByLabelText('Motivo da não entrega')).toHaveValue(
      'Família mudou de endereço.',
    );
    expect(screen.queryByText('Registrado: cartão não entregue.')).not.toBeInTheDocument();
    expect(
      screen.queryByText('Salvo no aparelho. Será enviado quando houver conexão.'),
    ).not.toBeInTheDocument();
  });

  it("reads the donation again once the outbox sent the card, so the server's deadline shows", async () => {
    goOffline(true);
    const backend = fakeBackend(fakeDonation(2));
    renderLeaderApp(FIRST, backend, 'granted', 'rita', outboxOver(backend, 'rita'));

    await recordCardOneNotDelivered();
    await screen.findByRole('list', { name: 'Cartões desta doação' });
    expect(screen.queryByText('Prazo final para entrega')).not.toBeInTheDocument();

    goOffline(false);
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Prazo final para entrega')).toBeInTheDocument();
    expect(backend.calls.deliver).toHaveLength(1);
  });

  it('offline, card after card: the list keeps every card kept on the device and opens the next', async () => {
    goOffline(true);
    const backend = fakeBackend(fakeDonation(3));
    renderLeaderApp(FIRST, backend, 'granted', 'lucia', outboxOver(backend, 'lucia'));
    const user = userEvent.setup();

    await recordCardOneNotDelivered();
    const cards = await screen.findByRole('list', { name: 'Cartões desta doação' });
    await user.click(await within(cards).findByRole('link', { name: /Cartão 506700000002/ }));
    await screen.findByRole('heading', { name: 'Cartão 506700000002' });
    await user.selectOptions(screen.getByLabelText('Status da Entrega'), 'Não entregue');
    await user.type(screen.getByLabelText('Motivo da não entrega'), 'Ninguém em casa.');
    await user.click(screen.getByRole('button', { name: 'Registrar entrega' }));

    const after = await screen.findByRole('list', { name: 'Cartões desta doação' });
    await waitFor(() => {
      const [first, second] = within(after).getAllByRole('listitem');
      expect(first).toHaveTextContent('Aguardando envio');
      expect(second).toHaveTextContent('Aguardando envio');
    });
    expect(within(after).getByRole('link', { name: /Cartão 506700000003/ })).toBeInTheDocument();
    expect(backend.calls.deliver).toEqual([]);
  });
});
