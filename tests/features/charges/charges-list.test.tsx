import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LIST_PAGE_MAX } from '#contract/list-page.ts';
import {
  admin,
  charge,
  fakeRest,
  leader,
  readonly,
  renderWithRest,
} from '#tests/support/charges-exports-fakes.tsx';

const loads = [
  charge(),
  charge({
    _id: 'carga-2',
    fileName: 'unidades.csv',
    type: 'site',
    status: 'Dados inconsistentes',
    createdAt: '2026-11-20T02:30:00.000Z',
    rows: 3,
    errorCount: 2,
  }),
  charge({
    _id: 'carga-3',
    fileName: 'lideres.csv',
    type: 'user',
    status: 'Arquivo inválido',
    rows: 0,
    errorCount: 1,
  }),
];

describe('/charge', () => {
  it('lists each load with file name, type label, pt-BR date and Processado or Erro', async () => {
    renderWithRest('/charge', admin, fakeRest({ listCharges: async () => loads }));

    const list = await screen.findByRole('list', { name: 'Carga de Cartões' });
    expect(screen.getByRole('heading', { level: 1, name: 'Cargas' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Carga de Cartões' })).toBeInTheDocument();
    const [first, second, third] = within(list).getAllByRole('article');

    expect(
      within(first!).getByRole('heading', { name: 'cartoes-novembro.csv' }),
    ).toBeInTheDocument();
    expect(first).toHaveTextContent('Tipo:Cartão');
    // 15:05 UTC is 12:05 in São Paulo.
    expect(first).toHaveTextContent('Data:21/11/2026 às 12h05');
    expect(first).toHaveTextContent('Situação:Processado');
    expect(within(first!).queryByRole('button')).not.toBeInTheDocument();

    expect(second).toHaveTextContent('Tipo:Unidade');
    // 02:30 UTC on the 20th is still the 19th in São Paulo.
    expect(second).toHaveTextContent('Data:19/11/2026 às 23h30');
    expect(second).toHaveTextContent('Situação:Erro');
    expect(third).toHaveTextContent('Tipo:Líder');
    expect(third).toHaveTextContent('Situação:Erro');

    expect(screen.getByRole('link', { name: 'Adicionar Carga' })).toHaveAttribute(
      'href',
      '/charge/add',
    );
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    expect(within(nav).getByRole('link', { name: 'Cargas' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says when it shows only the newest loads the server answers', async () => {
    const page = Array.from({ length: LIST_PAGE_MAX.charges }, (_, n) =>
      charge({ _id: `carga-${n}`, fileName: `cartoes-${n}.csv` }),
    );
    renderWithRest('/charge', readonly, fakeRest({ listCharges: async () => page }));
    expect(await screen.findByText('Mostrando as 200 cargas mais recentes.')).toBeInTheDocument();
  });

  it('says nothing of the kind under a full page', async () => {
    renderWithRest('/charge', admin, fakeRest({ listCharges: async () => loads }));
    await screen.findByRole('list', { name: 'Carga de Cartões' });
    expect(screen.queryByText(/mais recentes/)).not.toBeInTheDocument();
  });

  it('shows which lines of a refused load failed and why', async () => {
    const getCharge = vi.fn(async (id: string) => ({
      ...loads[1]!,
      _id: id,
      errors: [
        { line: 3, message: 'UF inválida: XX.' },
        { line: 5, message: 'Unidade Casa (Recife/PE) já cadastrada.' },
      ],
    }));
    renderWithRest('/charge', admin, fakeRest({ listCharges: async () => loads, getCharge }));
    const user = userEvent.setup();

    const refused = await screen.findByRole('article', { name: 'unidades.csv' });
    const toggle = within(refused).getByRole('button', { name: 'Ver linhas com erro' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);

    const panel = await within(refused).findByRole('region', {
      name: 'Erros da carga unidades.csv',
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Ocultar linhas com erro');
    expect(panel).toHaveTextContent('Dados inconsistentes: nada deste arquivo foi aplicado.');
    const lines = await within(panel).findAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Linha 3: UF inválida: XX.',
      'Linha 5: Unidade Casa (Recife/PE) já cadastrada.',
    ]);
    expect(getCharge).toHaveBeenCalledWith('carga-2');

    await user.click(toggle);
    expect(within(refused).queryByRole('region')).not.toBeInTheDocument();
  });

  it('says so when there are no loads yet', async () => {
    renderWithRest('/charge', admin, fakeRest({ listCharges: async () => [] }));
    expect(await screen.findByText('Você ainda não possui cargas realizadas')).toBeInTheDocument();
  });

  it('shows readonly the list without the add button', async () => {
    renderWithRest('/charge', readonly, fakeRest({ listCharges: async () => loads }));
    expect(await screen.findByRole('list', { name: 'Carga de Cartões' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Adicionar Carga' })).not.toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const listCharges = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue([]);
    renderWithRest('/charge', admin, fakeRest({ listCharges }));
    const user = userEvent.setup();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar as cargas.');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Você ainda não possui cargas realizadas')).toBeInTheDocument();
  });

  it('is out of a leader’s reach, and /charge/add out of readonly’s', async () => {
    const listCharges = vi.fn(async () => loads);
    const asLeader = renderWithRest(
      '/charge',
      leader,
      fakeRest({ listCharges, listDonations: async () => [] }),
    );
    await vi.waitFor(() => expect(asLeader.currentPath()).not.toBe('/charge'), { timeout: 15_000 });
    asLeader.unmount();

    const asReadonly = renderWithRest(
      '/charge/add',
      readonly,
      fakeRest({ listCharges, listDonations: async () => [] }),
    );
    await vi.waitFor(() => expect(asReadonly.currentPath()).not.toBe('/charge/add'), {
      timeout: 15_000,
    });
    expect(screen.queryByLabelText('Tipo de Carga')).not.toBeInTheDocument();
  });
});
