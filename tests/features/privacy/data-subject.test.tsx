import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAs } from '#tests/features/donations/admin-render.tsx';

const delivery = {
  voucherId: 'CARTAO-001',
  donationId: 'SP-20261121000000001',
  delivered: '2026-11-21T15:30:00.000Z',
  statusText: 'Entregue',
  leaderName: 'Maria da Silva',
  siteName: 'CEU Heliópolis',
  city: 'São Paulo',
  state: 'SP',
  receivedName: 'Josefa Ribeiro',
  receivedCpf: '12345678909',
  receivedContactNumber: '11987654321',
  receivedEmail: 'josefa.ribeiro@exemplo.org.br',
  lat: -23.61,
  lon: -46.59,
  hasPhoto: true,
  hasInvoice: false,
  anonymisedAt: null,
  anonymiseAfter: null,
};
const complaint = {
  protocol: 'OUV-7K2M9Q',
  categoryText: 'Cartão sem saldo ou bloqueado',
  channelText: 'Página do comprovante',
  stageText: 'Respondida',
  createdAt: '2026-11-22T12:00:00.000Z',
  description: 'O cartão veio sem saldo.',
  receiptCode: 'K7Q2-M9XD',
  contactPhone: '11987654321',
  publicAnswer: 'O saldo foi carregado de novo.',
  anonymisedAt: null,
  stages: [
    { at: '2026-11-22T12:00:00.000Z', stageText: 'Nova' },
    { at: '2026-11-23T12:00:00.000Z', stageText: 'Respondida' },
  ],
};
const record = {
  cpf: '12345678909',
  retentionDays: 365,
  deliveries: [delivery],
  account: null,
  complaints: [complaint],
  sensitiveComplaints: 1,
  accesses: [],
};
const anonymised = {
  ...record,
  deliveries: [
    {
      ...delivery,
      receivedName: 'Anonimizado',
      receivedCpf: null,
      receivedContactNumber: null,
      receivedEmail: null,
      hasPhoto: false,
      anonymisedAt: '2026-11-24T13:05:00.000Z',
    },
  ],
  complaints: [
    {
      ...complaint,
      description: null,
      receiptCode: null,
      contactPhone: null,
      publicAnswer: null,
      anonymisedAt: '2026-11-24T13:05:00.000Z',
    },
  ],
};

function backend(calls: { lookups: string[]; anonymised: { cpf: string; reason: string }[] }) {
  return {
    Mutation: {
      subjectRecord: (_: unknown, { cpf }: { cpf: string }) => {
        calls.lookups.push(cpf);
        return calls.anonymised.length > 0 ? anonymised : record;
      },
      anonymiseSubject: (_: unknown, args: { cpf: string; reason: string }) => {
        calls.anonymised.push(args);
        return { record: anonymised, changed: 1, complaintsChanged: 2 };
      },
    },
  };
}

describe("/data-subject ('Titular dos dados')", () => {
  it('finds everything held about a CPF, whole, for the admin answering the family', async () => {
    const calls = { lookups: [] as string[], anonymised: [] as { cpf: string; reason: string }[] };
    renderAs({ path: '/data-subject', resolvers: backend(calls) });
    const person = userEvent.setup();
    // The screen is a lazy chunk: its first load may take a while on a busy machine.
    const cpf = await screen.findByRole(
      'textbox',
      { name: /^CPF do titular/ },
      { timeout: 15_000 },
    );

    await person.type(cpf, '123.456.789-00');
    await person.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('Informe um CPF válido.')).toBeInTheDocument();
    expect(calls.lookups).toEqual([]);

    await person.clear(cpf);
    await person.type(cpf, '123.456.789-09');
    await person.click(screen.getByRole('button', { name: 'Consultar' }));
    const deliveries = await screen.findByRole('region', { name: 'Entregas' });
    expect(calls.lookups).toEqual(['12345678909']);
    expect(deliveries).toHaveTextContent('Josefa Ribeiro');
    expect(deliveries).toHaveTextContent('123.456.789-09');
    expect(deliveries).toHaveTextContent('Maria da Silva');
    expect(screen.getByRole('region', { name: 'Quem acessou estes dados' })).toHaveTextContent(
      'Nenhum acesso registrado.',
    );
    const complaints = screen.getByRole('region', { name: 'Reclamações' });
    const item = within(complaints).getByRole('article', {
      name: 'Reclamação OUV-7K2M9Q — 22/11/2026',
    });
    expect(item).toHaveTextContent('O cartão veio sem saldo.');
    expect(item).toHaveTextContent('(11) 98765-4321');
    expect(item).toHaveTextContent('O saldo foi carregado de novo.');
    expect(item).toHaveTextContent('Nova (22/11/2026), Respondida (23/11/2026)');
    expect(complaints).toHaveTextContent(
      'Há 1 reclamação sensível desta pessoa: só a ouvidoria lê o conteúdo',
    );
    expect(screen.getByRole('button', { name: 'Baixar arquivo (JSON)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
  });

  it('anonymises now only with a reason and after a confirmation, then shows what is left', async () => {
    const calls = { lookups: [] as string[], anonymised: [] as { cpf: string; reason: string }[] };
    renderAs({ path: '/data-subject', resolvers: backend(calls) });
    const person = userEvent.setup();
    await person.type(
      await screen.findByRole('textbox', { name: /^CPF do titular/ }, { timeout: 15_000 }),
      '12345678909',
    );
    await person.click(screen.getByRole('button', { name: 'Consultar' }));
    const form = await screen.findByRole('form', { name: 'Anonimizar agora' });

    await person.click(within(form).getByRole('button', { name: 'Anonimizar' }));
    expect(
      await within(form).findByText('Informe o motivo (de 5 a 500 caracteres).'),
    ).toBeInTheDocument();
    await person.type(
      within(form).getByRole('textbox', { name: /^Motivo/ }),
      'Pedido da titular em 24/11.',
    );
    await person.click(within(form).getByRole('button', { name: 'Anonimizar' }));
    const question = await screen.findByRole('dialog', {
      name: 'Anonimizar os dados deste titular?',
    });
    expect(question).toHaveTextContent(
      '1 entrega será anonimizada e 2 reclamações apagadas. Não é possível desfazer.',
    );
    expect(calls.anonymised).toEqual([]);
    await person.click(within(question).getByRole('button', { name: 'Anonimizar' }));

    expect(
      await screen.findByText('1 entrega anonimizada e 2 reclamações apagadas.'),
    ).toBeInTheDocument();
    expect(calls.anonymised).toEqual([
      { cpf: '12345678909', reason: 'Pedido da titular em 24/11.' },
    ]);
    expect(screen.getByRole('region', { name: 'Entregas' })).toHaveTextContent('Anonimizado');
    expect(screen.getByRole('region', { name: 'Entregas' })).not.toHaveTextContent(
      '123.456.789-09',
    );
    expect(screen.getByRole('region', { name: 'Reclamações' })).not.toHaveTextContent(
      'O cartão veio sem saldo.',
    );
  });
});
