import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RestError } from '#graphql/rest/rest-error.ts';
import type { ReportType } from '#contract/reports.ts';
import type { DonationFilterCriteria } from '#graphql/rest/rest-client.ts';
import {
  admin,
  charge,
  fakeRest,
  readonly,
  renderWithRest,
  report,
} from '#tests/support/charges-exports-fakes.tsx';

const lookups = {
  listSites: async () => [
    { siteId: 1, name: 'CEU Heliópolis', city: 'São Paulo', state: 'SP' },
    { siteId: 2, name: 'Casa do Rio', city: 'Rio de Janeiro', state: 'RJ' },
  ],
  listStates: async () => [{ state: 'RJ' }, { state: 'SP' }],
  listCities: async (state: string) =>
    state === 'SP'
      ? [
          { city: 'Campinas', state: 'SP' },
          { city: 'São Paulo', state: 'SP' },
        ]
      : [{ city: 'Rio de Janeiro', state: 'RJ' }],
  listCharges: async () => [
    charge({
      _id: '0b9c7a52-3f4e-4d1a-9c3b-2e6f8a1d5c70',
      type: 'donation',
      fileName: 'doacoes-lote-novembro.csv',
    }),
    charge({
      _id: 'carga-recusada',
      type: 'donation',
      fileName: 'doacoes-erradas.csv',
      status: 'Dados inconsistentes',
    }),
    charge({ _id: 'carga-cartoes', type: 'voucher', fileName: 'cartoes.csv' }),
  ],
};

function renderFilters(
  type: string,
  createReport = vi.fn(async (t: ReportType, _f?: DonationFilterCriteria) =>
    report({ type: t, status: 1 }),
  ),
) {
  const view = renderWithRest(
    `/export/filters?type=${type}`,
    admin,
    fakeRest({ ...lookups, createReport, listReports: async () => [] }),
  );
  return { ...view, createReport, user: userEvent.setup() };
}

const lastPath = (history: string[]) => history.at(-1);

describe('/export/types', () => {
  it('offers the five report types as radio buttons and continues with the chosen one', async () => {
    const { location } = renderWithRest('/export/types', readonly, fakeRest({}));
    const user = userEvent.setup();
    const group = await screen.findByRole('group', { name: 'Qual relatório você quer exportar?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['sites', 'users', 'donation', 'voucher', 'reconciliation']);
    expect(within(group).getByRole('radio', { name: /^Unidades/ })).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: /^Líderes/ })).toBeInTheDocument();
    expect(
      within(group).getByRole('radio', { name: /^Conciliação dos cartões/ }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Escolha o tipo de exportação.');
    expect(lastPath(location.history)).toBe('/export/types');
    // The choice to fix is marked and holds the focus.
    const [firstType] = within(group).getAllByRole('radio');
    expect(firstType).toHaveFocus();
    for (const radio of within(group).getAllByRole('radio'))
      expect(radio).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(group).getByRole('radio', { name: /^Doações/ }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await vi.waitFor(
      () => expect(lastPath(location.history)).toBe('/export/filters?type=donation'),
      { timeout: 15_000 },
    );
  });

  it('comes back with the type already chosen', async () => {
    renderWithRest('/export/types?type=voucher', admin, fakeRest({}));
    expect(await screen.findByRole('radio', { name: /^Cartões/ })).toBeChecked();
  });
});

describe('/export/filters', () => {
  it('needs at least one filter for donations, then requests the report and returns to the list', async () => {
    const { createReport, user, currentPath } = renderFilters('donation');
    expect(await screen.findByText('Exportação de Doações')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Gerar exportação' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Para esta exportação, informe ao menos um filtro.',
    );
    expect(createReport).not.toHaveBeenCalled();

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Status da doação' }),
      'Esperando recebimento',
    );
    // The lists arrive from the server: a person picks once they are offered.
    await screen.findByRole('option', { name: 'SP' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'UF' }), 'SP');
    await screen.findByRole('option', { name: 'Campinas' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cidade' }), 'Campinas');
    await user.type(
      screen.getByRole('textbox', { name: /Códigos das doações/ }),
      'sp-20261121000000001, SP-20261121000000002',
    );
    await user.type(screen.getByLabelText('Cadastradas a partir de'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Gerar exportação' }));

    await vi.waitFor(() => expect(currentPath()).toBe('/export'), { timeout: 15_000 });
    expect(createReport).toHaveBeenCalledWith(
      'donation',
      {
        status: 1,
        state: 'SP',
        city: 'Campinas',
        listDonationId: ['SP-20261121000000001', 'SP-20261121000000002'],
        dateFrom: '2026-11-01',
      },
      false,
    );
  });

  it('an admin exports masked by default, or chooses the complete data', async () => {
    const { createReport, user, currentPath } = renderFilters('users');
    const masked = await screen.findByRole('radio', { name: /^Mascarados \(recomendado\)/ });
    expect(masked).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /^Completos/ }));
    await user.click(screen.getByRole('button', { name: 'Gerar exportação' }));
    await vi.waitFor(() => expect(currentPath()).toBe('/export'), { timeout: 15_000 });
    expect(createReport).toHaveBeenCalledWith('users', {}, true);
  });

  it('filters donations and cards by Pacote, as the donations list does', async () => {
    for (const type of ['donation', 'voucher'] as const) {
      const { createReport, user, unmount } = renderFilters(type);
      const select = await screen.findByRole('combobox', { name: /^Pacote/ });
      await screen.findByRole('option', { name: 'doacoes-lote-novembro.csv — 21/11/2026' });
      // Only donation files that loaded are packages.
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Todos os pacotes', 'doacoes-lote-novembro.csv — 21/11/2026']);
      await user.selectOptions(select, 'doacoes-lote-novembro.csv — 21/11/2026');
      await user.click(screen.getByRole('button', { name: 'Gerar exportação' }));
      await vi.waitFor(
        () => expect(createReport).toHaveBeenCalledWith(
          type,
          { loadId: '0b9c7a52-3f4e-4d1a-9c3b-2e6f8a1d5c70' },
          false,
        ),
        { timeout: 15_000 },
      );
      unmount();
    }
  });

  it('needs no filter for sites and shows only the filters a sites report understands', async () => {
    const { createReport, user, currentPath } = renderFilters('sites');
    expect(
      await screen.findByText(
        'Os filtros são opcionais: sem nenhum, a exportação traz todos os registros.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status da doação' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Nome do líder/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Pacote/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gerar exportação' }));
    await vi.waitFor(() => expect(currentPath()).toBe('/export'), { timeout: 15_000 });
    expect(createReport).toHaveBeenCalledWith('sites', {}, false);
  });

  it('lets a leaders report filter by name', async () => {
    const { createReport, user } = renderFilters('users');
    await user.type(await screen.findByRole('textbox', { name: /Nome do líder/ }), 'maria');
    await user.click(screen.getByRole('button', { name: 'Gerar exportação' }));
    await vi.waitFor(
      () => expect(createReport).toHaveBeenCalledWith('users', { leaderName: 'maria' }, false),
      { timeout: 15_000 },
    );
  });

  it('choosing a site clears and disables UF and city; city waits for a UF', async () => {
    const { createReport, user } = renderFilters('voucher');
    const state = await screen.findByRole('combobox', { name: 'UF' });
    const city = screen.getByRole('combobox', { name: 'Cidade' });
    expect(city).toBeDisabled();
    await user.selectOptions(state, 'RJ');
    await vi.waitFor(() => expect(city).toBeEnabled(), { timeout: 15_000 });

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Unidade' }),
      'CEU Heliópolis (São Paulo/SP)',
    );
    expect(state).toBeDisabled();
    expect(state).toHaveValue('');
    expect(city).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Gerar exportação' }));
    await vi.waitFor(
      () => expect(createReport).toHaveBeenCalledWith('voucher', { siteId: 1 }, false),
      { timeout: 15_000 },
    );
  });

  it('explains a bad donation code or date range beside the field', async () => {
    const { createReport, user } = renderFilters('donation');
    const codes = await screen.findByRole('textbox', { name: /Códigos das doações/ });
    await user.type(codes, 'SP-123');
    await user.click(screen.getByRole('button', { name: 'Gerar exportação' }));
    await vi.waitFor(
      () => expect(codes).toHaveAccessibleDescription(
        expect.stringContaining(
          'Código de doação inválido: SP-123. Use duas letras, hífen e 17 dígitos.',
        ),
      ),
      { timeout: 15_000 },
    );

    await user.clear(codes);
    await user.type(screen.getByLabelText('Cadastradas a partir de'), '2026-11-20');
    await user.type(screen.getByLabelText('Cadastradas até'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Gerar exportação' }));
    await vi.waitFor(
      () => expect(screen.getByLabelText('Cadastradas até')).toHaveAccessibleDescription(
        'A data final deve ser igual ou posterior à inicial.',
      ),
      { timeout: 15_000 },
    );
    expect(createReport).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal and keeps the filters', async () => {
    const createReport = vi.fn(async () => {
      throw new RestError(409, 'Você já tem um relatório em processamento. Aguarde a conclusão.');
    });
    const { user, currentPath } = renderFilters('donation', createReport);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Status da doação' }),
      'Entregando',
    );
    await user.click(screen.getByRole('button', { name: 'Gerar exportação' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Você já tem um relatório em processamento. Aguarde a conclusão.',
    );
    expect(currentPath()).toBe('/export/filters');
    expect(screen.getByRole('combobox', { name: 'Status da doação' })).toHaveValue('3');
  });

  it('sends someone without a valid type back to the type choice', async () => {
    const { currentPath } = renderFilters('pacotes');
    await vi.waitFor(() => expect(currentPath()).toBe('/export/types'), { timeout: 15_000 });
  });
});

describe('the reconciliation export', () => {
  it('Ana picks it, asks for one Pacote and period, and gets its file from the list', async () => {
    const reconciliation = report({
      id: 'relatorio-conciliacao',
      type: 'reconciliation',
      details: 'Conciliação dos cartões — Pacote: doacoes-lote-novembro.csv',
      url: 'http://app.test/files/relatorio-conciliacao',
    });
    const createReport = vi.fn(async (_type: ReportType, _filter?: DonationFilterCriteria) =>
      report({ ...reconciliation, status: 1 }),
    );
    const reportUrl = vi.fn(async () => 'http://app.test/files/assinado-conciliacao');
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    const { location } = renderWithRest(
      '/export/types',
      admin,
      fakeRest({
        ...lookups,
        createReport,
        reportUrl,
        listReports: async () => (createReport.mock.calls.length > 0 ? [reconciliation] : []),
      }),
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole('radio', { name: /^Conciliação dos cartões/ }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await vi.waitFor(
      () => expect(lastPath(location.history)).toBe('/export/filters?type=reconciliation'),
      { timeout: 15_000 },
    );
    await screen.findByRole('option', { name: 'doacoes-lote-novembro.csv — 21/11/2026' });
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^Pacote/ }),
      'doacoes-lote-novembro.csv — 21/11/2026',
    );
    await user.type(screen.getByLabelText('Cadastradas a partir de'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Gerar exportação' }));

    const list = await screen.findByRole('list', { name: 'Exportações' });
    expect(createReport).toHaveBeenCalledWith(
      'reconciliation',
      { loadId: '0b9c7a52-3f4e-4d1a-9c3b-2e6f8a1d5c70', dateFrom: '2026-11-01' },
      false,
    );
    expect(
      within(list).getByRole('article', {
        name: 'Conciliação dos cartões — Pacote: doacoes-lote-novembro.csv',
      }),
    ).toBeInTheDocument();
    await user.click(
      within(list).getByRole('button', {
        name: 'Baixar Conciliação dos cartões — Pacote: doacoes-lote-novembro.csv (abre em uma nova aba)',
      }),
    );
    await vi.waitFor(
      () =>
        expect(open).toHaveBeenCalledWith('http://app.test/files/assinado-conciliacao', '_blank'),
      { timeout: 15_000 },
    );
    expect(reportUrl).toHaveBeenCalledWith('relatorio-conciliacao');
    open.mockRestore();
  });
});
