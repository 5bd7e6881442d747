import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DONATION_ID, fakeBackend, fakeDonation, renderLeaderApp } from './leader-flow-harness.tsx';

/**
 * A short receipt guides the leader (docs/product.md R13.7): João confirmed 2 of 3 cards. The
 * delivering screen says which card remains and how to record one that never arrived, and the
 * card's form prefills the reason 'Cartão não recebido' when he chooses 'Não entregue'.
 */

vi.mock('#src/features/delivery/photo/compression/compress-in-place.ts', async () => ({
  compressInPlace: (await import('./leader-flow-harness.tsx')).compressInPlaceStandIn,
}));

const CURRENT = `/donation/${DONATION_ID}/received/current`;

const twoOfThree = () =>
  fakeDonation(3, {
    receivedQuantity: 2,
    vouchers: [
      { voucherId: '506700000001', position: 1, status: 2 },
      { voucherId: '506700000002', position: 2, status: 2 },
      { voucherId: '506700000003', position: 3, status: 1 },
    ],
  });

describe('a donation received short', () => {
  it('says which card remains and how to record a card that never arrived', async () => {
    renderLeaderApp(CURRENT, fakeBackend(twoOfThree()));
    expect(
      await screen.findByText('Você confirmou o recebimento de 2 de 3 cartões.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Falta registrar o Cartão 3.')).toBeInTheDocument();
    expect(
      screen.getByText(
        /escolha 'Não entregue' e confirme o motivo, que já vem preenchido com 'Cartão não recebido'/,
      ),
    ).toBeInTheDocument();
  });

  it("prefills 'Cartão não recebido' when the card is marked 'Não entregue', and sends it", async () => {
    const backend = fakeBackend(twoOfThree());
    renderLeaderApp(`${CURRENT}/506700000003/prof`, backend);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Status da Entrega'), 'Não entregue');
    expect(screen.getByLabelText('Motivo da não entrega')).toHaveValue('Cartão não recebido');
    await user.click(screen.getByRole('button', { name: 'Registrar entrega' }));
    await vi.waitFor(() => expect(backend.calls.deliver).toHaveLength(1), { timeout: 15_000 });
    expect(backend.calls.deliver[0]).toMatchObject({
      voucherId: '506700000003',
      delivered: false,
      leaderComment: 'Cartão não recebido',
    });
  });

  it('a full receipt says nothing of the kind and leaves the reason empty', async () => {
    renderLeaderApp(`${CURRENT}/506700000001/prof`, fakeBackend(fakeDonation(3)));
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Status da Entrega'), 'Não entregue');
    expect(screen.getByLabelText('Motivo da não entrega')).toHaveValue('');
    expect(screen.queryByText(/Você confirmou o recebimento de/)).not.toBeInTheDocument();
  });
});
