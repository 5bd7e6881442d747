import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RestError } from '#graphql/rest/rest-error.ts';
import type { Report } from '#contract/reports.ts';
import {
  admin,
  fakeRest,
  leader,
  readonly,
  renderWithRest,
  report,
} from '#tests/support/charges-exports-fakes.tsx';

const reports = [
  report(),
  report({
    id: 'relatorio-2',
    type: 'sites',
    details: 'Unidades (todos)',
    status: 3,
    statusText: 'Erro',
    timestamp: '2026-11-20T02:30:00.000Z',
    url: null,
    owner: 'Rita Lima',
  }),
];

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/export', () => {
  it('lists each report with details, status, date, time and the first name of who generated it', async () => {
    renderWithRest('/export', admin, fakeRest({ listReports: async () => reports }));

    const list = await screen.findByRole('list', { name: 'Exportações' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Lista de Exportação' }),
    ).toBeInTheDocument();
    const [first, second] = within(list).getAllByRole('article');
    expect(first).toHaveTextContent('Doações — Status: Esperando recebimento');
    expect(first).toHaveTextContent('Situação:Processado');
    expect(first).toHaveTextContent('Data:21/11/2026');
    expect(first).toHaveTextContent('Hora:12h05');
    expect(first).toHaveTextContent('Gerado por:Ana');
    expect(first).not.toHaveTextContent('Costa');
    expect(second).toHaveTextContent('Situação:Erro');
    expect(second).toHaveTextContent('Data:19/11/2026');
    expect(second).toHaveTextContent('Hora:23h30');
    expect(second).toHaveTextContent('Gerado por:Rita');
    // Only a processed report can be downloaded.
    expect(within(second!).queryByRole('button', { name: /^Baixar/ })).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Nova Exportação' })).toHaveAttribute(
      'href',
      '/export/types',
    );
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    expect(within(nav).getByRole('link', { name: 'Exportação' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says so when there is no report', async () => {
    renderWithRest('/export', readonly, fakeRest({ listReports: async () => [] }));
    expect(await screen.findByText('Nenhum exportação encontrada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nova Exportação' })).toBeInTheDocument();
  });

  it('opens a fresh download link in a new tab when a processed report is clicked', async () => {
    const reportUrl = vi.fn(async () => 'http://app.test/files/assinado-123');
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    renderWithRest('/export', admin, fakeRest({ listReports: async () => reports, reportUrl }));
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', {
        name: 'Baixar Doações — Status: Esperando recebimento (abre em uma nova aba)',
      }),
    );
    await vi.waitFor(
      () => expect(open).toHaveBeenCalledWith('http://app.test/files/assinado-123', '_blank'),
      { timeout: 15_000 },
    );
    expect(reportUrl).toHaveBeenCalledWith('relatorio-1');
  });

  it('asks before deleting: cancelling keeps the report', async () => {
    const deleteReport = vi.fn(async () => undefined);
    renderWithRest('/export', admin, fakeRest({ listReports: async () => reports, deleteReport }));
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', {
        name: 'Excluir exportação Unidades (todos) de 19/11/2026 às 23h30',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Excluir esta exportação?' });
    expect(dialog).toHaveAccessibleDescription(
      'Unidades (todos), de 19/11/2026 às 23h30. O arquivo não poderá ser recuperado.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteReport).not.toHaveBeenCalled();
    expect(screen.getByRole('article', { name: 'Unidades (todos)' })).toBeInTheDocument();
  });

  it('deletes a report with the trash icon once confirmed, and says so', async () => {
    const deleteReport = vi.fn(async () => undefined);
    renderWithRest('/export', admin, fakeRest({ listReports: async () => reports, deleteReport }));
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', {
        name: 'Excluir exportação Unidades (todos) de 19/11/2026 às 23h30',
      }),
    );
    expect(deleteReport).not.toHaveBeenCalled();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Item excluído com sucesso');
    expect(deleteReport).toHaveBeenCalledWith('relatorio-2');
    expect(screen.queryByRole('article', { name: 'Unidades (todos)' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('article', { name: 'Doações — Status: Esperando recebimento' }),
    ).toBeInTheDocument();
  });

  it('keeps the report and shows the error toast when deleting fails', async () => {
    const deleteReport = vi.fn(async () => {
      throw new RestError(409, 'O relatório ainda está em processamento.');
    });
    renderWithRest('/export', admin, fakeRest({ listReports: async () => reports, deleteReport }));
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /^Excluir exportação Doações/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ocorreu um erro ao excluir o item. Tente novamente.',
    );
    expect(
      screen.getByRole('article', { name: 'Doações — Status: Esperando recebimento' }),
    ).toBeInTheDocument();
  });

  it('lets readonly delete only their own reports, and nobody delete one still processing', async () => {
    const processing = report({
      id: 'relatorio-3',
      details: 'Cartões — UF: SP',
      status: 1,
      statusText: 'Em Processamento',
      url: null,
      owner: 'Rita Lima',
    });
    renderWithRest(
      '/export',
      readonly,
      fakeRest({ listReports: async () => [...reports, processing] }),
    );
    const list = await screen.findByRole('list', { name: 'Exportações' });
    const deletable = within(list)
      .queryAllByRole('button', { name: /^Excluir/ })
      .map((button) => button.getAttribute('aria-label'));
    expect(deletable).toEqual(['Excluir exportação Unidades (todos) de 19/11/2026 às 23h30']);
  });

  it('asks again while a report is processing and stops once none is', async () => {
    // React's scheduler and Apollo's polling both run on setTimeout here: time moves only when
    // the test advances it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    const answers: Report[][] = [
      [report({ status: 1, statusText: 'Em Processamento', url: null })],
      [report({ status: 1, statusText: 'Em Processamento', url: null })],
      [report()],
    ];
    const listReports = vi.fn(
      async () => answers[Math.min(listReports.mock.calls.length - 1, answers.length - 1)]!,
    );
    renderWithRest('/export', admin, fakeRest({ listReports }));

    const item = () =>
      screen.getByRole('article', { name: 'Doações — Status: Esperando recebimento' });
    // The screen's chunk loads for real; meanwhile only timers already due may run.
    await vi.waitFor(async () => {
      await wait(0);
      item();
    }, { timeout: 15_000 });
    expect(item()).toHaveTextContent('Situação:Em Processamento');
    expect(item()).toHaveTextContent('O arquivo ainda está sendo gerado.');
    expect(listReports).toHaveBeenCalledTimes(1);

    await wait(2_900);
    expect(listReports).toHaveBeenCalledTimes(1);
    await wait(200);
    expect(listReports).toHaveBeenCalledTimes(2);
    expect(item()).toHaveTextContent('Situação:Em Processamento');

    await wait(3_000);
    expect(listReports).toHaveBeenCalledTimes(3);
    expect(item()).toHaveTextContent('Situação:Processado');

    await wait(30_000);
    expect(listReports).toHaveBeenCalledTimes(3);
  });

  it('is out of a leader’s reach', async () => {
    const listReports = vi.fn(async () => reports);
    const view = renderWithRest(
      '/export',
      leader,
      fakeRest({ listReports, listDonations: async () => [] }),
    );
    await vi.waitFor(() => expect(view.currentPath()).not.toBe('/export'), { timeout: 15_000 });
    expect(listReports).not.toHaveBeenCalled();
  });
});
