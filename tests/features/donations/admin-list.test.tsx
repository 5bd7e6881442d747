import { act, screen, within } from '@testing-library/react';
import { LIST_PAGE_MAX } from '#contract/list-page.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CARD_HEIGHT_REM,
  ROW_GAP_REM,
} from '#src/features/donations/list/staff/StaffDonationCards.css.ts';
import { grantLocation } from '#tests/support/fake-geolocation.ts';
import { donation, renderAs, saveDonationFilter, userIdOf } from './admin-render.tsx';

/** A full page: the most GET /donations answers (decision 066). */
const many = Array.from({ length: LIST_PAGE_MAX.donations }, (_, index) => donation(index + 1));

/** jsdom has no layout: place every element at the top of the document, as the page scrolls. */
function layOutAtDocumentTop() {
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () =>
      ({
        top: -window.scrollY,
        bottom: -window.scrollY,
        left: 0,
        right: 0,
        width: 0,
        height: 0,
        x: 0,
        y: -window.scrollY,
        toJSON: () => ({}),
      }) as DOMRect,
  );
}

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => grantLocation());
afterEach(() => {
  scrollWindowTo(0);
  vi.restoreAllMocks();
});

describe('/donation-list for admin and readonly', () => {
  it('keeps only the cards near the screen in the page, even with a full page of 1,000 donations, and says it is the newest', async () => {
    layOutAtDocumentTop();
    renderAs({ path: '/donation-list', resolvers: { Query: { donations: () => many } } });
    const list = await screen.findByRole('list', { name: 'Lista de doações' }, { timeout: 10_000 });
    expect(screen.getByText('Mostrando as 1.000 doações mais recentes.')).toBeInTheDocument();
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(3);
    expect(items.length).toBeLessThan(40);
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items[0]).toHaveAttribute('aria-setsize', '1000');
    expect(within(items[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/donation/SP-20260315000000001/details',
    );

    // Scrolled half-way, the cards around donation 500 are the ones in the page.
    act(() => scrollWindowTo(500 * (CARD_HEIGHT_REM + ROW_GAP_REM) * 16)); // 16 px: jsdom's root font size
    const positions = within(list)
      .getAllByRole('listitem')
      .map((item) => Number(item.getAttribute('aria-posinset')));
    expect(positions.length).toBeLessThan(40);
    expect(Math.min(...positions)).toBeGreaterThan(450);
    expect(Math.max(...positions)).toBeLessThan(550);
  }, 30_000);

  it('shows each card with id, quantity, status, leader and site', async () => {
    renderAs({
      path: '/donation-list',
      role: 'readonly',
      resolvers: {
        Query: {
          donations: () => [
            donation(1, {
              quantity: 1,
              status: 6,
              statusText: 'Extraviado',
              leaderName: 'João Santos',
              siteName: 'Casa de Apoio da Maré',
            }),
          ],
        },
      },
    });
    const card = await screen.findByRole('link', { name: /Doação SP-20260315000000001/ });
    expect(card).toHaveTextContent('1 unidade');
    expect(card).toHaveTextContent('Situação: Extraviado');
    expect(card).toHaveTextContent('Líder: João Santos');
    expect(card).toHaveTextContent('Unidade: Casa de Apoio da Maré');
    expect(card).toHaveAttribute('href', '/donation/SP-20260315000000001/details');
  });

  it("flags 'Sem cartões carregados' on a card whose donation has no cards, and only there", async () => {
    renderAs({
      path: '/donation-list',
      role: 'readonly',
      resolvers: { Query: { donations: () => [donation(1, { pendingCount: 0 }), donation(2)] } },
    });
    const empty = await screen.findByRole('link', { name: /Doação SP-20260315000000001/ });
    expect(empty).toHaveTextContent('3 unidadesSem cartões carregados');
    expect(screen.getByRole('link', { name: /Doação SP-20260315000000002/ })).not.toHaveTextContent(
      'Sem cartões carregados',
    );
  });

  it('says when the filter found nothing, and offers to clear it', async () => {
    saveDonationFilter(userIdOf('admin'), { leaderName: 'Ninguém' });
    renderAs({
      path: '/donation-list',
      resolvers: { Query: { donationSearch: () => ({ total: 0, donations: [] }) } },
    });
    expect(
      await screen.findByText('Nenhuma doação encontrada com este filtro.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Limpar filtro' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Lista de doações' })).not.toBeInTheDocument();
  });

  it('admin with no donations at all sees the staff empty state', async () => {
    renderAs({ path: '/donation-list', resolvers: { Query: { donations: () => [] } } });
    expect(await screen.findByText('Nenhuma doação encontrada.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cadastrar doação' })).toHaveAttribute(
      'href',
      '/donation/register',
    );
    expect(screen.getByRole('link', { name: 'Filtrar' })).toHaveAttribute('href', '/filter');
  });
});
