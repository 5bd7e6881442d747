import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DONATION_ID, fakeBackend, fakeDonation, renderLeaderApp } from './leader-flow-harness.tsx';

vi.mock('#src/features/delivery/photo/compression/compress-in-place.ts', async () => ({
  compressInPlace: (await import('./leader-flow-harness.tsx')).compressInPlaceStandIn,
}));

const RECEIVED = `/donation/${DONATION_ID}/received`;
const CURRENT = `/donation/${DONATION_ID}/received/current`;
const voucherPath = (voucherId: string) => `${CURRENT}/${voucherId}/prof`;

const list = () => screen.findByRole('list', { name: 'Cartões desta doação' });

describe('/donation/:id/received', () => {
  it('"Iniciar Entrega" opens the vouchers list (the server moves to 3 on the first voucher)', async () => {
    const backend = fakeBackend(fakeDonation(2));
    const { currentPath } = renderLeaderApp(RECEIVED, backend);
    const user = userEvent.setup();

    expect(
      await screen.findByText(/Você confirmou o recebimento de 3 cartões/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Iniciar Entrega' }));
    await waitFor(() => expect(currentPath()).toBe(CURRENT));
    const items = within(await list()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Cartão 506700000001Próximo a entregar'),
      expect.stringContaining('Cartão 506700000002Aguardando a entrega do cartão anterior'),
      expect.stringContaining('Cartão 506700000003Aguardando a entrega do cartão anterior'),
    ]);
    expect(backend.donation.status).toBe(2);
  });
});

describe('a donation without cards loaded (issue 14, item 2)', () => {
  it('tells the leader why there is nothing to record and whom to call, on the received step and the cards', async () => {
    renderLeaderApp(RECEIVED, fakeBackend(fakeDonation(2, { vouchers: [] })));
    const warning = (
      await screen.findByText('Nenhum cartão foi carregado para esta doação.')
    ).closest('[role="status"]') as HTMLElement;
    expect(
      within(warning).getByRole('link', { name: 'Ligar para o suporte: 0800 000 0000' }),
    ).toHaveAttribute('href', 'tel:08000000000');
  });

  it('replaces the empty list and the disabled Encerrar Entrega with the explanation', async () => {
    renderLeaderApp(CURRENT, fakeBackend(fakeDonation(3, { vouchers: [] })));
    expect(
      await screen.findByText('Nenhum cartão foi carregado para esta doação.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Ligar para o suporte: 0800 000 0000' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('0 de 0 cartões com entrega registrada')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Encerrar Entrega' })).not.toBeInTheDocument();
  });
});

describe('/donation/:id/received/current: the vouchers', () => {
  it('only the next pending voucher opens; the status is written, not only coloured', async () => {
    const donation = fakeDonation(3);
    donation.vouchers[0]!.status = 2;
    donation.vouchers[1]!.status = 3;
    renderLeaderApp(CURRENT, fakeBackend(donation));

    const vouchers = await list();
    const links = within(vouchers).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', voucherPath('506700000003'));
    expect(links[0]).toHaveTextContent('Cartão 506700000003');
    expect(links[0]).toHaveTextContent('Próximo a entregar');
    const [first, second] = within(vouchers).getAllByRole('listitem');
    expect(first).toHaveTextContent('Entregue');
    expect(second).toHaveTextContent('Não entregue');
    expect(screen.getByText('2 de 3 cartões com entrega registrada')).toBeInTheDocument();
  });

  it('shows the delivery deadline, 24 h after the delivery started', async () => {
    renderLeaderApp(CURRENT, fakeBackend(fakeDonation(3)));
    await list();
    expect(screen.getByText('Prazo final para entrega')).toBeInTheDocument();
    // 2026-11-22T12:05Z is 09h05 in São Paulo.
    expect(screen.getByText('22/11/2026 às 09h05')).toBeInTheDocument();
  });

  it('"Encerrar Entrega" stays disabled while any voucher is pending, and says why', async () => {
    const donation = fakeDonation(3);
    donation.vouchers[0]!.status = 2;
    renderLeaderApp(CURRENT, fakeBackend(donation));
    await list();
    const finish = screen.getByRole('button', { name: 'Encerrar Entrega' });
    expect(finish).toBeDisabled();
    expect(finish).toHaveAccessibleDescription(
      'Registre a entrega de todos os cartões para encerrar.',
    );
  });

  it('all final → thank-you dialog → confirm → end call → back to the list, donation complete', async () => {
    const donation = fakeDonation(3);
    for (const voucher of donation.vouchers) voucher.status = 2;
    const backend = fakeBackend(donation);
    const { currentPath } = renderLeaderApp(CURRENT, backend);
    const user = userEvent.setup();
    await list();

    await user.click(screen.getByRole('button', { name: 'Encerrar Entrega' }));
    const dialog = screen.getByRole('dialog', { name: 'Entrega de doação completa!' });
    expect(backend.calls.end).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(backend.calls.end).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Encerrar Entrega' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(currentPath()).toBe('/donation-list'));
    expect(backend.calls.end).toEqual([DONATION_ID]);
    const card = await screen.findByRole('heading', { name: `Doação ${DONATION_ID}` });
    const item = card.closest('li');
    expect(item).toHaveTextContent('Completo');
    expect(item).toHaveTextContent('Doação concluída');
    expect(within(item!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('an end refused by the server shows its message and stays', async () => {
    const donation = fakeDonation(3);
    for (const voucher of donation.vouchers) voucher.status = 3;
    const backend = fakeBackend(donation, {
      refuse: { end: 'Ainda há cartões sem entrega registrada.' },
    });
    const { currentPath } = renderLeaderApp(CURRENT, backend);
    const user = userEvent.setup();
    await list();

    await user.click(screen.getByRole('button', { name: 'Encerrar Entrega' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ainda há cartões sem entrega registrada.',
    );
    expect(currentPath()).toBe(CURRENT);
    expect(screen.getByRole('button', { name: 'Encerrar Entrega' })).toBeEnabled();
  });

  it('opening a voucher out of order returns to the list saying why', async () => {
    const { currentPath } = renderLeaderApp(
      voucherPath('506700000002'),
      fakeBackend(fakeDonation(3)),
    );
    await waitFor(() => expect(currentPath()).toBe(CURRENT));
    expect(
      await screen.findByText('Registre antes a entrega dos cartões anteriores.'),
    ).toBeInTheDocument();
  });
});
