import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UploadProgressHandler } from '#graphql/rest/http-transport.ts';
import { RestError } from '#graphql/rest/rest-error.ts';
import type { Charge, ChargeType } from '#contract/charges.ts';
import { CHARGE_MAX_BYTES } from '#src/features/charges/add/charge-upload.ts';
import {
  admin,
  charge,
  deferred,
  fakeRest,
  renderWithRest,
} from '#tests/support/charges-exports-fakes.tsx';
import { CHARGE_POLL_MS } from '#src/features/charges/list/charges.ts';

const csv = (name = 'cartoes.csv', content = 'voucherId,donationId\nV-1,SP-20261121000000001\n') =>
  new File([content], name, { type: 'text/csv' });

type Upload = (type: ChargeType, file: Blob, onProgress?: UploadProgressHandler) => Promise<Charge>;

function renderForm(uploadCharge: Upload, extra: Parameters<typeof fakeRest>[0] = {}) {
  const upload = vi.fn(uploadCharge);
  const view = renderWithRest(
    '/charge/add',
    admin,
    fakeRest({ uploadCharge: upload, listCharges: async () => [charge()], ...extra }),
  );
  // applyAccept: false lets a test pick any file, as "Todos os arquivos" in the phone's picker does.
  const user = userEvent.setup({ applyAccept: false });
  return { ...view, upload, user };
}

const typeSelect = () => screen.findByRole('combobox', { name: 'Tipo de Carga' });
const fileInput = () => screen.getByLabelText(/Carga da Planilha/);

describe('/charge/add', () => {
  it('offers the six types after the placeholder and a .csv picker with the size limit', async () => {
    renderForm(async () => charge());
    const select = await typeSelect();
    expect(screen.getByRole('heading', { level: 1, name: 'Adicionar Carga' })).toBeInTheDocument();
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Selecione o tipo de carga',
      'Cartão',
      'Líder',
      'Pacote',
      'Transferência',
      'Unidade',
      'Extrato do cartão',
    ]);
    const input = fileInput();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.csv,text/csv');
    expect(input).toHaveAccessibleName('Carga da Planilha adicionar arquivo');
    expect(input).toHaveAccessibleDescription(/de até 20 MB/);
  });

  it.each([
    ['Cartão', 'modelo-cartao.csv', 'voucherId;donationId'],
    [
      'Líder',
      'modelo-lider.csv',
      'password;siteId;name;cpf;rg;phone;email;birthdate;deliveryLocation;deliveryCep;slums',
    ],
    ['Pacote', 'modelo-pacote.csv', 'donationId;leaderLogin;siteId;quantity'],
    ['Transferência', 'modelo-transferencia.csv', 'donationId;newLeaderLogin'],
    ['Unidade', 'modelo-unidade.csv', 'name;city;state;lat;lon'],
  ])(
    'offers “Baixar modelo” for %s: a CSV with its header and one example line',
    async (label, fileName, header) => {
      const { user } = renderForm(async () => charge());
      expect(screen.queryByRole('link', { name: /Baixar modelo/ })).not.toBeInTheDocument();
      await user.selectOptions(await typeSelect(), label);
      const link = screen.getByRole('link', { name: `Baixar modelo da carga ${label}` });
      expect(link).toHaveAttribute('download', fileName);
      const href = link.getAttribute('href') ?? '';
      expect(href.startsWith('data:text/csv;charset=utf-8,')).toBe(true);
      const lines = decodeURIComponent(href.slice(href.indexOf(',') + 1))
        .replace('\uFEFF', '')
        .split('\r\n');
      expect(lines[0]).toBe(header);
      expect(lines[1]!.split(';')).toHaveLength(header.split(';').length);
      expect(lines.slice(2)).toEqual(['']);
    },
  );

  it('requires a type and a file before sending anything', async () => {
    const { upload, user } = renderForm(async () => charge());
    await typeSelect();
    await user.click(screen.getByRole('button', { name: 'Enviar carga' }));
    expect(await screen.findByText('Selecione o tipo de carga.')).toBeInTheDocument();
    expect(screen.getByText('Escolha o arquivo .csv da planilha.')).toBeInTheDocument();
    expect(await typeSelect()).toHaveAccessibleDescription('Selecione o tipo de carga.');
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a file that is not .csv, or larger than the limit, before uploading', async () => {
    const { upload, user } = renderForm(async () => charge());
    await user.selectOptions(await typeSelect(), 'Cartão');
    // The file's English column names are marked as such (WCAG 3.1.2), each with its meaning.
    expect(await typeSelect()).toHaveAccessibleDescription(
      'A primeira linha da planilha tem estas colunas, com estes nomes: voucherId (código do cartão); donationId (código da doação)',
    );
    const names = [...document.querySelectorAll('code[lang="en"]')].map((code) => code.textContent);
    expect(names).toEqual(['voucherId', 'donationId']);

    await user.upload(fileInput(), new File(['PK'], 'planilha.xlsx'));
    await user.click(screen.getByRole('button', { name: 'Enviar carga' }));
    expect(
      await screen.findByText('Escolha um arquivo .csv. No Excel, use Salvar como › CSV.'),
    ).toBeInTheDocument();

    const big = csv('grande.csv');
    Object.defineProperty(big, 'size', { value: CHARGE_MAX_BYTES + 1 });
    await user.upload(fileInput(), big);
    await user.click(screen.getByRole('button', { name: 'Enviar carga' }));
    expect(
      await screen.findByText(
        'O arquivo tem 20,1 MB; o limite é 20 MB. Divida a planilha em arquivos menores.',
      ),
    ).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it("opens a card statement's dry run once the server has checked it", async () => {
    const { upload, user, currentPath } = renderForm(async () =>
      charge({ _id: 'extrato-1', type: 'statement', status: 'Aguardando confirmação' }),
    );
    await user.selectOptions(await typeSelect(), 'Extrato do cartão');
    await user.upload(fileInput(), csv('extrato.csv'));
    await user.click(screen.getByRole('button', { name: 'Enviar carga' }));
    await vi.waitFor(() => expect(upload).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    expect(upload.mock.calls[0]![0]).toBe('statement');
    await vi.waitFor(() => expect(currentPath()).toBe('/charge/extrato-1/extrato'), {
      timeout: 15_000,
    });
  });

  it('shows the upload’s progress and returns to the list, saying the load was processed', async () => {
    const reply = deferred<Charge>();
    let report: UploadProgressHandler | undefined;
    const { upload, user, currentPath } = renderForm(async (_type, _file, onProgress) => {
      report = onProgress;
      return reply.promise;
    });
    await user.selectOptions(await typeSelect(), 'Pacote');
    await user.upload(fileInput(), csv('pacotes.csv'));
    expect(screen.getByText('pacotes.csv (1 KB)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar carga' }));

    await vi.waitFor(() => expect(upload).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    expect(upload.mock.calls[0]![0]).toBe('donation');
    expect((upload.mock.calls[0]![1] as File).name).toBe('pacotes.csv');
    report!({ loaded: 45, total: 100 });
    const bar = await screen.findByRole('progressbar', { name: 'Envio do arquivo' });
    await vi.waitFor(() => expect(bar).toHaveAttribute('value', '45'), { timeout: 15_000 });
    expect(screen.getByRole('status')).toHaveTextContent('Enviando: 45%');
    expect(screen.getByRole('button', { name: 'Enviando...' })).toBeDisabled();

    report!({ loaded: 100, total: 100 });
    expect(
      await screen.findByText('Arquivo enviado. Processando as linhas...'),
    ).toBeInTheDocument();
    reply.resolve(charge({ type: 'donation', fileName: 'pacotes.csv' }));
    await vi.waitFor(() => expect(currentPath()).toBe('/charge'), { timeout: 15_000 });
    expect(await screen.findByText('Carga processada com sucesso')).toBeInTheDocument();
    expect(
      screen.getByText('Carga processada com sucesso').closest('[role="status"]'),
    ).not.toBeNull();
  });

  it('shows the server’s message in red and keeps what was chosen when the file is refused', async () => {
    const { user, currentPath } = renderForm(async () => {
      throw new RestError(
        400,
        'Arquivo inválido: envie uma planilha .csv (texto separado por vírgula ou ponto e vírgula).',
      );
    });
    await user.selectOptions(await typeSelect(), 'Unidade');
    await user.upload(fileInput(), csv('foto.csv'));
    await user.click(screen.getByRole('button', { name: 'Enviar carga' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Arquivo inválido: envie uma planilha .csv (texto separado por vírgula ou ponto e vírgula).',
    );
    expect(currentPath()).toBe('/charge/add');
    expect(await typeSelect()).toHaveValue('site');
    expect(screen.getByText(/^foto\.csv/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('lists the failing lines of a file the server recorded but did not apply', async () => {
    const getCharge = vi.fn(async (id: string) =>
      charge({
        _id: id,
        status: 'Dados inconsistentes',
        errorCount: 2,
        errors: [
          { line: 2, message: 'CPF do líder inválido.' },
          { line: 4, message: 'Unidade 99 não encontrada.' },
        ],
      }),
    );
    const { user, currentPath } = renderForm(
      async () => charge({ _id: 'carga-9', status: 'Dados inconsistentes', errorCount: 2 }),
      { getCharge },
    );
    await user.selectOptions(await typeSelect(), 'Pacote');
    await user.upload(fileInput(), csv('pacotes.csv'));
    await user.click(screen.getByRole('button', { name: 'Enviar carga' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Dados inconsistentes: nada deste arquivo foi aplicado.');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Linha 2: CPF do líder inválido.', 'Linha 4: Unidade 99 não encontrada.']);
    expect(getCharge).toHaveBeenCalledWith('carga-9');
    expect(within(alert).getByRole('link', { name: 'Ver a lista de cargas' })).toHaveAttribute(
      'href',
      '/charge',
    );
    expect(currentPath()).toBe('/charge/add');
  });

  describe('a load that outlasts the server’s wait (202 Em processamento)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    /** The job's status as GET /load/{id} answers it; a test ends the job by changing it. */
    function runningJob() {
      let load = charge({
        _id: 'carga-7',
        fileName: 'pacotes.csv',
        type: 'donation',
        status: 'Em processamento',
        rows: 0,
      });
      const getCharge = vi.fn(async (id: string) => ({ ...load, _id: id }));
      const listCharges = vi.fn(async () => [load]);
      const finish = (overrides: Parameters<typeof charge>[0]) => {
        load = { ...load, ...overrides };
      };
      return { getCharge, listCharges, finish, accepted: () => charge({ ...load, errors: [] }) };
    }

    async function sendWhileJobRuns() {
      // Only the clock is fake: the test moves it past each check instead of waiting for it.
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const job = runningJob();
      const view = renderForm(async () => job.accepted(), {
        getCharge: job.getCharge,
        listCharges: job.listCharges,
      });
      await view.user.selectOptions(await typeSelect(), 'Pacote');
      await view.user.upload(fileInput(), csv('pacotes.csv'));
      await view.user.click(screen.getByRole('button', { name: 'Enviar carga' }));
      const notice = await screen.findByText(/^Em processamento: o arquivo foi recebido/);
      return { ...view, job, notice };
    }

    it('says the file is being processed, not that it failed, and shows the success once the job ends', async () => {
      const { job, notice, currentPath } = await sendWhileJobRuns();
      expect(notice.closest('[role="status"]')).not.toBeNull();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(currentPath()).toBe('/charge/add');
      // The same file cannot be sent again while its rows are still going in.
      expect(screen.getByRole('button', { name: 'Enviar carga' })).toBeDisabled();
      expect(await typeSelect()).toBeDisabled();

      await vi.advanceTimersByTimeAsync(CHARGE_POLL_MS);
      expect(job.getCharge).toHaveBeenCalledWith('carga-7');
      expect(screen.getByText(/^Em processamento: o arquivo foi recebido/)).toBeInTheDocument();

      job.finish({ status: 'Processado com sucesso', rows: 12 });
      await vi.advanceTimersByTimeAsync(CHARGE_POLL_MS);
      await vi.waitFor(() => expect(currentPath()).toBe('/charge'), { timeout: 15_000 });
      expect(await screen.findByText('Carga processada com sucesso')).toBeInTheDocument();
    });

    it('shows the rejected status and its lines when the job ends refusing the file', async () => {
      const { job, currentPath } = await sendWhileJobRuns();
      job.finish({
        status: 'Dados inconsistentes',
        errorCount: 1,
        errors: [{ line: 3, message: 'Unidade 99 não encontrada.' }],
      });
      await vi.advanceTimersByTimeAsync(CHARGE_POLL_MS);

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Dados inconsistentes: nada deste arquivo foi aplicado.');
      expect(
        within(alert)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Linha 3: Unidade 99 não encontrada.']);
      expect(
        screen.queryByText(/^Em processamento: o arquivo foi recebido/),
      ).not.toBeInTheDocument();
      expect(currentPath()).toBe('/charge/add');
      // Refused: the admin can fix the file and send it again.
      expect(screen.getByRole('button', { name: 'Enviar carga' })).toBeEnabled();

      const checks = job.getCharge.mock.calls.length;
      await vi.advanceTimersByTimeAsync(CHARGE_POLL_MS * 3);
      expect(job.getCharge).toHaveBeenCalledTimes(checks);
    });

    it('stops checking when the admin leaves, and the list shows Em processamento until the job ends', async () => {
      const { job, user, currentPath } = await sendWhileJobRuns();
      await user.click(
        within(screen.getByRole('navigation', { name: 'Navegação principal' })).getByRole('link', {
          name: 'Cargas',
        }),
      );
      await vi.waitFor(() => expect(currentPath()).toBe('/charge'), { timeout: 15_000 });

      const item = await screen.findByRole('article', { name: 'pacotes.csv' });
      expect(item).toHaveTextContent('Situação:Em processamento');
      expect(item).not.toHaveTextContent('Erro');
      expect(
        within(item).queryByRole('button', { name: 'Ver linhas com erro' }),
      ).not.toBeInTheDocument();

      const checks = job.getCharge.mock.calls.length;
      job.finish({ status: 'Processado com sucesso', rows: 12 });
      await vi.advanceTimersByTimeAsync(CHARGE_POLL_MS);
      await vi.waitFor(
        () =>
          expect(screen.getByRole('article', { name: 'pacotes.csv' })).toHaveTextContent(
            'Situação:Processado',
          ),
        { timeout: 15_000 },
      );
      expect(job.getCharge).toHaveBeenCalledTimes(checks);

      const lists = job.listCharges.mock.calls.length;
      await vi.advanceTimersByTimeAsync(CHARGE_POLL_MS * 3);
      expect(job.listCharges).toHaveBeenCalledTimes(lists);
    });
  });
});
