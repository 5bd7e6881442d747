import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeSession, renderApp } from '#tests/support/render-with-session.tsx';
import { denyLocation, grantLocation } from '#tests/support/fake-geolocation.ts';
import { donationCode as unbreakableCode } from '#src/ui/styles/list.css.ts';
import { DONATION_STATUS_TEXTS, type DonationStatus } from '#contract/status-texts.ts';

type Counts = {
  quantity?: number;
  deliveredCount?: number;
  notDeliveredCount?: number;
  pendingCount?: number;
  recalledCount?: number;
};
const donation = (n: number, status: DonationStatus, extra: Counts = {}) => ({
  donationId: `RJ-2026112000000000${n}`,
  quantity: extra.quantity ?? 3,
  status,
  statusText: DONATION_STATUS_TEXTS[status],
  deliveredCount: extra.deliveredCount ?? 0,
  notDeliveredCount: extra.notDeliveredCount ?? 0,
  pendingCount: extra.pendingCount ?? extra.quantity ?? 3,
  recalledCount: extra.recalledCount ?? 0,
});

const donations = [
  donation(1, 1),
  donation(2, 2, { recalledCount: 1 }),
  donation(3, 3, {
    quantity: 5,
    deliveredCount: 2,
    notDeliveredCount: 1,
    pendingCount: 2,
    recalledCount: 2,
  }),
  donation(4, 4),
  donation(5, 5),
  donation(6, 6),
];

function renderList() {
  return renderApp({
    path: '/donation-list',
    session: fakeSession({ signedIn: { role: 'leader', name: 'João Santos' } }),
    apolloMocks: { Query: () => ({ donations }) },
  });
}

const card = (n: number) => {
  const title = screen.getByRole('heading', { name: `Doação RJ-2026112000000000${n}` });
  const item = title.closest('li');
  if (!item) throw new Error('card outside the list');
  return item;
};

describe('/donation-list for a leader', () => {
  it('each status leads to its step: 1 wait, 2 received, 3 delivering', async () => {
    grantLocation();
    renderList();
    await screen.findByRole('list', { name: 'Lista de doações' });

    expect(within(card(1)).getByRole('link')).toHaveAttribute(
      'href',
      '/donation/RJ-20261120000000001/wait',
    );
    expect(within(card(2)).getByRole('link')).toHaveAttribute(
      'href',
      '/donation/RJ-20261120000000002/received',
    );
    expect(within(card(3)).getByRole('link')).toHaveAttribute(
      'href',
      '/donation/RJ-20261120000000003/received/current',
    );
    expect(card(1)).toHaveTextContent('3 unidades');
    expect(card(1)).toHaveTextContent(DONATION_STATUS_TEXTS[1]);
  });

  it('4, 5 and 6 are not links, and say why', async () => {
    grantLocation();
    renderList();
    await screen.findByRole('list', { name: 'Lista de doações' });

    for (const [n, why] of [
      [4, 'Doação concluída'],
      [5, 'Doação devolvida'],
      [6, 'Doação extraviada'],
    ] as const) {
      expect(within(card(n)).queryByRole('link')).not.toBeInTheDocument();
      expect(card(n)).toHaveTextContent(DONATION_STATUS_TEXTS[n]);
      expect(card(n)).toHaveTextContent(why);
    }
  });

  it('a donation in delivery counts delivered, not delivered and pending cards apart', async () => {
    grantLocation();
    renderList();
    await screen.findByRole('list', { name: 'Lista de doações' });

    expect(card(3)).toHaveTextContent('3 de 5 cartões registrados');
    expect(card(3)).not.toHaveTextContent('3 de 5 cartões entregues');
    expect(within(card(3)).getByText('2 entregues')).toBeInTheDocument();
    expect(within(card(3)).getByText('1 não entregue')).toBeInTheDocument();
    expect(within(card(3)).getByText('2 pendentes')).toBeInTheDocument();
    const bar = within(card(3)).getByRole('progressbar', { name: '3 de 5 cartões registrados' });
    expect(bar).toHaveAttribute('value', '3');
    expect(bar).toHaveAttribute('max', '5');
    expect(within(card(1)).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says which donations have cards the coordination asked back, in plain words', async () => {
    grantLocation();
    renderList();
    await screen.findByRole('list', { name: 'Lista de doações' });

    expect(
      within(card(2)).getByText('A coordenação pediu 1 cartão de volta. Leve-o à sua unidade.'),
    ).toBeInTheDocument();
    expect(
      within(card(3)).getByText('A coordenação pediu 2 cartões de volta. Leve-os à sua unidade.'),
    ).toBeInTheDocument();
    expect(card(1)).not.toHaveTextContent('pediu');
  });

  it("keeps the donation code in the card's title on one line (never broken mid-code)", async () => {
    grantLocation();
    renderList();
    await screen.findByRole('list', { name: 'Lista de doações' });

    const title = screen.getByRole('heading', { name: 'Doação RJ-20261120000000001' });
    expect(within(title).getByText('RJ-20261120000000001')).toHaveClass(unbreakableCode);
  });

  it('the location warning replaces the list until a position is available', async () => {
    denyLocation();
    renderList();
    expect(
      await screen.findByText('Verifique, se sua localização esta ativa e tente novamente.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'clique aqui' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Lista de doações' })).not.toBeInTheDocument();
  });
});
