import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StepProgress } from '#src/ui/StepProgress.tsx';
import { grantLocation } from '#tests/support/fake-geolocation.ts';
import { donation, renderAs } from './admin-render.tsx';

const ID = 'SP-20260315000000001';

const voucher = (position: number, change: Record<string, unknown> = {}) => ({
  voucherId: `CARTAO-00${position}`,
  key: `CARTAO-00${position}`,
  donationId: ID,
  position,
  status: 1,
  statusText: 'Recebido pelo líder',
  delivered: null,
  receivedCpf: null,
  receivedName: null,
  receivedContactNumber: null,
  receivedEmail: null,
  leaderComment: null,
  hasPhoto: false,
  hasInvoice: false,
  message: null,
  ...change,
});

const delivered = voucher(1, {
  status: 2,
  statusText: 'Entregue',
  // 03:10 UTC is 00h10 on the 10th in São Paulo.
  delivered: '2026-03-10T03:10:00.000Z',
  receivedCpf: '12345678909',
  receivedName: 'Josefa Ribeiro',
  receivedContactNumber: '11987654321',
  receivedEmail: 'josefa.ribeiro@exemplo.org.br',
  hasPhoto: true,
});
const notDelivered = voucher(2, {
  status: 3,
  statusText: 'Não Entregue',
  delivered: '2026-03-10T17:05:00.000Z',
  leaderComment: 'Família não estava em casa; nova tentativa combinada com a vizinha.',
});

const details = (change: Record<string, unknown> = {}) => ({
  ...donation(1, { leaderName: 'Maria da Silva', siteName: 'CEU Heliópolis', quantity: 3 }),
  leaderLogin: '11144477735',
  siteId: 1,
  city: 'São Paulo',
  state: 'SP',
  receivedQuantity: null,
  sentDate: '2026-03-14',
  deliveryStarted: null,
  deadline: null,
  lastDelivery: null,
  completed: null,
  vouchers: [voucher(1), voucher(2), voucher(3)],
  ...change,
});

// 02:30 UTC on the 16th is 23h30 on the 15th in São Paulo: the day must not move.
const received = {
  status: 2,
  statusText: 'Doação Recebida',
  received: '2026-03-16T02:30:00.000Z',
  receivedQuantity: 3,
};
const delivering = {
  ...received,
  status: 3,
  statusText: 'Entregando',
  deliveryStarted: '2026-03-17T12:00:00.000Z',
  deadline: '2026-03-18T12:00:00.000Z',
  vouchers: [delivered, notDelivered, voucher(3)],
};
const completed = {
  ...delivering,
  status: 4,
  statusText: 'Completo',
  completed: '2026-03-17T20:45:00.000Z',
  vouchers: [
    delivered,
    notDelivered,
    voucher(3, { status: 2, statusText: 'Entregue', delivered: '2026-03-17T20:40:00.000Z' }),
  ],
};

function backend(
  detail: Record<string, unknown>,
  photo: () => string = () => '/files/recebimento-assinado',
) {
  const calls = { photo: 0, reveals: [] as { id: string; reason: string | null }[] };
  return {
    calls,
    resolvers: {
      Query: {
        donationDetails: () => detail,
        vouchers: () => detail.vouchers,
        donationPhotoUrl: () => {
          calls.photo += 1;
          return photo();
        },
        voucherPhotoUrl: () => '/files/entrega-assinada',
        // GET /voucher/{id}: one card, the family's identifiers masked as the server sends them.
        voucher: (_parent: unknown, { id }: { id: string }) => {
          const found = (detail.vouchers as ReturnType<typeof voucher>[]).find(
            (card) => card.voucherId === id,
          );
          if (!found)
            throw new GraphQLError('Cartão não encontrado.', { extensions: { code: 'NOT_FOUND' } });
          return { ...found, ...masked(found), anonymisedAt: null };
        },
      },
      Mutation: {
        revealVoucher: (
          _parent: unknown,
          { id, reason }: { id: string; reason: string | null },
        ) => {
          calls.reveals.push({ id, reason });
          const found = (detail.vouchers as ReturnType<typeof voucher>[]).find(
            (card) => card.voucherId === id,
          )!;
          const { voucherId, receivedName, receivedCpf, receivedContactNumber, receivedEmail } =
            found;
          return { voucherId, receivedName, receivedCpf, receivedContactNumber, receivedEmail };
        },
      },
    },
  };
}

/** What the server answers instead of the whole identifiers (server/privacy/identifier-masks.ts). */
function masked(card: {
  receivedCpf: string | null;
  receivedContactNumber: string | null;
  receivedEmail: string | null;
}) {
  return {
    receivedCpf:
      card.receivedCpf && `***.${card.receivedCpf.slice(3, 6)}.${card.receivedCpf.slice(6, 9)}-**`,
    receivedContactNumber:
      card.receivedContactNumber && `****-${card.receivedContactNumber.slice(-4)}`,
    receivedEmail:
      card.receivedEmail &&
      `${card.receivedEmail[0]}***${card.receivedEmail.slice(card.receivedEmail.indexOf('@'))}`,
  };
}

function fakeTab() {
  return { closed: false, opener: {} as unknown, location: { replace: vi.fn() }, close: vi.fn() };
}

beforeEach(() => grantLocation());
afterEach(() => {
  vi.restoreAllMocks();
});

function currentStep() {
  const progress = screen.getByRole('list', { name: 'Andamento da doação' });
  const items = within(progress).getAllByRole('listitem');
  expect(items).toHaveLength(4);
  const current = items.find((item) => item.getAttribute('aria-current') === 'step');
  return current?.textContent;
}

const row = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('/donation/:id/details', () => {
  it('waiting: the stepper at 1 of 4 with status, leader, site, creation date and quantity', async () => {
    renderAs({ path: `/donation/${ID}/details`, resolvers: backend(details()).resolvers });
    expect(await screen.findByText('Etapa 1 de 4: Aguardando')).toBeInTheDocument();
    expect(currentStep()).toBe('1Aguardando (etapa atual)');
    expect(row('Situação')).toBe('Esperando recebimento');
    expect(row('Líder')).toBe('Maria da Silva');
    expect(row('Unidade')).toBe('CEU Heliópolis');
    expect(row('Data de criação')).toBe('15/03/2026');
    expect(row('Data de envio')).toBe('14/03/2026');
    expect(row('Quantidade')).toBe('3 unidades');
    expect(screen.queryByText('Data de recebimento')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Cartões' })).not.toBeInTheDocument();
  });

  it("flags a donation without cards loaded: 'Sem cartões carregados' beside the quantity", async () => {
    renderAs({
      path: `/donation/${ID}/details`,
      resolvers: backend(details({ ...received, vouchers: [] })).resolvers,
    });
    await waitFor(() => expect(row('Quantidade')).toBe('3 unidades Sem cartões carregados'));
  });

  it('does not flag a donation whose cards are loaded', async () => {
    renderAs({ path: `/donation/${ID}/details`, resolvers: backend(details(received)).resolvers });
    await waitFor(() => expect(row('Quantidade')).toBe('3 unidades'));
  });

  it('received: adds the receipt date and time in São Paulo, and the proof photo opens in a new tab', async () => {
    const { calls, resolvers } = backend(details(received));
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderAs({ path: `/donation/${ID}/details`, resolvers });
    expect(await screen.findByText('Etapa 2 de 4: Recebida pelo líder')).toBeInTheDocument();
    expect(row('Data de recebimento')).toBe('15/03/2026');
    expect(row('Hora do recebimento')).toBe('23h30');
    expect(row('Quantidade recebida')).toBe('3 unidades');

    const link = screen.getByRole('button', {
      name: /^Ver foto do comprovante de recebimento\s*\(abre em uma nova aba\)$/,
    });
    expect(calls.photo).toBe(0); // links expire: asked for only on click
    await userEvent.click(link);
    await waitFor(() =>
      expect(tab.location.replace).toHaveBeenCalledWith(
        `${window.location.origin}/files/recebimento-assinado`,
      ),
    );
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(calls.photo).toBe(1);
  });

  it('a photo link that cannot be had closes the tab and shows the server’s message', async () => {
    const { resolvers } = backend(details(received), () => {
      throw new GraphQLError('Esta doação ainda não tem foto de recebimento.', {
        extensions: { code: 'NOT_FOUND' },
      });
    });
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderAs({ path: `/donation/${ID}/details`, resolvers });
    await userEvent.click(await screen.findByRole('button', { name: /Ver foto do comprovante/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esta doação ainda não tem foto de recebimento.',
    );
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.replace).not.toHaveBeenCalled();
  });

  it('delivering: adds the deadline and the voucher list; final vouchers open their delivery', async () => {
    renderAs({
      path: `/donation/${ID}/details`,
      resolvers: backend(details(delivering)).resolvers,
    });
    expect(await screen.findByText('Etapa 3 de 4: Em entrega')).toBeInTheDocument();
    expect(row('Prazo final para entrega')).toBe('18/03/2026 às 09h00');
    expect(row('Início da entrega')).toBe('17/03/2026 às 09h00');
    expect(screen.getByText('2 de 3 cartões com entrega registrada')).toBeInTheDocument();
    const cards = within(screen.getByRole('region', { name: 'Cartões' }));
    expect(cards.getByRole('link', { name: /Cartão CARTAO-001\s*Entregue/ })).toHaveAttribute(
      'href',
      `/donation/${ID}/delivered-details/CARTAO-001`,
    );
    expect(cards.getByRole('link', { name: /Cartão CARTAO-002\s*Não Entregue/ })).toHaveAttribute(
      'href',
      `/donation/${ID}/delivered-details/CARTAO-002`,
    );
    expect(cards.queryByRole('link', { name: /CARTAO-003/ })).not.toBeInTheDocument();
    expect(cards.getByText('Cartão CARTAO-003').parentElement).toHaveTextContent(
      'Aguardando entrega',
    );
  });

  it('completed: the stepper at 4 of 4 with the list', async () => {
    renderAs({ path: `/donation/${ID}/details`, resolvers: backend(details(completed)).resolvers });
    expect(await screen.findByText('Etapa 4 de 4: Concluída')).toBeInTheDocument();
    expect(currentStep()).toBe('4Concluída (etapa atual)');
    expect(row('Entrega concluída em')).toBe('17/03/2026 às 17h45');
    expect(
      within(screen.getByRole('region', { name: 'Cartões' })).getAllByRole('link'),
    ).toHaveLength(3);
  });

  it('a returned donation says so and keeps the step it had reached', async () => {
    renderAs({
      path: `/donation/${ID}/details`,
      resolvers: backend(details({ ...received, status: 5, statusText: 'Devolvido' })).resolvers,
    });
    expect(
      await screen.findByText('Esta doação foi encerrada com a situação “Devolvido”.'),
    ).toBeInTheDocument();
    // Where it stopped, not a step it is at now (no 'etapa atual').
    expect(screen.getByText('Parou na etapa 2 de 4: Recebida pelo líder')).toBeInTheDocument();
    const progress = screen.getByRole('list', { name: 'Andamento da doação' });
    expect(progress).not.toHaveTextContent('etapa atual');
    expect(progress).toHaveTextContent('Recebida pelo líder (onde parou)');
  });

  it('shows the server’s message when the donation cannot be loaded', async () => {
    renderAs({
      path: `/donation/${ID}/details`,
      resolvers: {
        Query: {
          donationDetails: () => {
            throw new GraphQLError('Doação não encontrada.', { extensions: { code: 'NOT_FOUND' } });
          },
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Doação não encontrada.');
  });
});

describe('/donation/:id/delivered-details/:voucher', () => {
  it('delivered: date, time, status, the recipient with CPF and phone masked, and the photo link', async () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderAs({
      path: `/donation/${ID}/delivered-details/CARTAO-001`,
      resolvers: backend(details(completed)).resolvers,
    });
    expect(await screen.findByRole('heading', { name: 'Quem recebeu' })).toBeInTheDocument();
    expect(row('Cartão')).toBe('CARTAO-001');
    expect(row('Data da entrega')).toBe('10/03/2026');
    expect(row('Hora da entrega')).toBe('00h10');
    expect(row('Situação')).toBe('Entregue');
    expect(row('Nome')).toBe('Josefa Ribeiro');
    expect(row('CPF')).toBe('***.456.789-**');
    expect(row('Telefone')).toBe('****-4321');
    expect(row('E-mail')).toBe('j***@exemplo.org.br');
    expect(row('Mensagem à família')).toBe(
      'Nenhuma mensagem: a família não aceitou ou não deu telefone.',
    );
    expect(screen.queryByRole('heading', { name: 'Comentário do líder' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute(
      'href',
      `/donation/${ID}/details`,
    );

    await userEvent.click(
      screen.getByRole('button', { name: /^Ver foto da entrega\s*\(abre em uma nova aba\)$/ }),
    );
    await waitFor(() =>
      expect(tab.location.replace).toHaveBeenCalledWith(
        `${window.location.origin}/files/entrega-assinada`,
      ),
    );
  });

  it("the family's receipt: the code, whether the server made it, and what the family answered", async () => {
    const disputed = {
      ...delivered,
      receiptCode: 'K7Q2M9XD',
      receiptCodeFromServer: true,
      familyAnswer: 'notReceived',
      familyAnsweredAt: '2026-03-12T15:00:00.000Z',
      message: { status: 'answered', statusText: 'Respondida', at: '2026-03-12T15:00:00.000Z' },
    };
    renderAs({
      path: `/donation/${ID}/delivered-details/CARTAO-001`,
      resolvers: backend(details({ ...completed, vouchers: [disputed, notDelivered, voucher(3)] }))
        .resolvers,
    });
    expect(await screen.findByRole('heading', { name: 'Comprovante da família' })).toBeVisible();
    expect(row('Código do comprovante')).toBe('K7Q2-M9XD');
    expect(row('Resposta da família')).toBe('Não recebi o cartão (em 12/03/2026)');
    expect(row('Mensagem à família')).toBe('Respondida (desde 12/03/2026 às 12h00)');
    expect(screen.getByText(/Passe este código à família/)).toBeVisible();
  });

  it('the donation’s cards show each code and the family’s answer', async () => {
    const confirmed = {
      ...delivered,
      receiptCode: 'K7Q2M9XD',
      familyAnswer: 'received',
      familyAnsweredAt: '2026-03-12T15:00:00.000Z',
    };
    renderAs({
      path: `/donation/${ID}/details`,
      resolvers: backend(details({ ...completed, vouchers: [confirmed, notDelivered, voucher(3)] }))
        .resolvers,
    });
    const cards = within(await screen.findByRole('region', { name: 'Cartões' }));
    expect(
      cards.getByRole('link', {
        name: /Cartão CARTAO-001\s*Entregue\s*Código K7Q2-M9XD\s*Família confirmou/,
      }),
    ).toBeVisible();
  });

  it("'Mostrar dados completos' asks why, then shows the admin the data whole until hidden again", async () => {
    const server = backend(details(completed));
    renderAs({ path: `/donation/${ID}/delivered-details/CARTAO-001`, resolvers: server.resolvers });
    await userEvent.click(await screen.findByRole('button', { name: 'Mostrar dados completos' }));
    expect(screen.getByRole('link', { name: 'Ver histórico do cartão' })).toHaveAttribute(
      'href',
      '/cards/CARTAO-001',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: /^Motivo do acesso/ }),
      'Família ligou sobre o cartão.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar' }));

    expect(
      await screen.findByText('Dados completos exibidos. Este acesso foi registrado.'),
    ).toBeInTheDocument();
    expect(server.calls.reveals).toEqual([
      { id: 'CARTAO-001', reason: 'Família ligou sobre o cartão.' },
    ]);
    expect(row('CPF')).toBe('123.456.789-09');
    expect(row('Telefone')).toBe('(11) 98765-4321');
    expect(row('E-mail')).toBe('josefa.ribeiro@exemplo.org.br');

    await userEvent.click(screen.getByRole('button', { name: 'Ocultar dados completos' }));
    expect(row('CPF')).toBe('***.456.789-**');
  });

  it('readonly sees the masked data with no way to reveal it and no delivery photo', async () => {
    renderAs({
      path: `/donation/${ID}/delivered-details/CARTAO-001`,
      role: 'readonly',
      resolvers: backend(details(completed)).resolvers,
    });
    expect(await screen.findByRole('heading', { name: 'Quem recebeu' })).toBeInTheDocument();
    expect(row('CPF')).toBe('***.456.789-**');
    expect(
      screen.queryByRole('button', { name: 'Mostrar dados completos' }),
    ).not.toBeInTheDocument();
    // The person with their document is for admins (decision 165); the server refuses it too.
    expect(screen.queryByRole('button', { name: /Ver foto da entrega/ })).not.toBeInTheDocument();
    // The timeline names the card whole (decision 187): the admin's only.
    expect(screen.queryByRole('link', { name: 'Ver histórico do cartão' })).not.toBeInTheDocument();
  });

  it('not delivered: the leader’s comment instead of a recipient', async () => {
    renderAs({
      path: `/donation/${ID}/delivered-details/CARTAO-002`,
      resolvers: backend(details(completed)).resolvers,
    });
    expect(await screen.findByRole('heading', { name: 'Comentário do líder' })).toBeInTheDocument();
    expect(
      screen.getByText('Família não estava em casa; nova tentativa combinada com a vizinha.'),
    ).toBeInTheDocument();
    expect(row('Situação')).toBe('Não Entregue');
    expect(row('Hora da entrega')).toBe('14h05');
    expect(screen.queryByRole('heading', { name: 'Quem recebeu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ver foto/ })).not.toBeInTheDocument();
  });

  it('an unknown card says it was not found', async () => {
    renderAs({
      path: `/donation/${ID}/delivered-details/NAO-EXISTE`,
      resolvers: backend(details(completed)).resolvers,
    });
    expect(await screen.findByText('Cartão não encontrado.')).toBeInTheDocument();
  });

  it('leaders cannot open the details screens', async () => {
    const { currentPath } = renderAs({
      path: `/donation/${ID}/delivered-details/CARTAO-001`,
      role: 'leader',
      resolvers: backend(details(completed)).resolvers,
    });
    await waitFor(() => expect(currentPath()).toBe('/donation-list'));
  });
});

describe('StepProgress', () => {
  it('has 3 steps unless told otherwise, marking done, current and pending in text', () => {
    render(<StepProgress current={2} label="Andamento" />);
    const items = within(screen.getByRole('list', { name: 'Andamento' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Etapa 1 (concluída)',
      '2Etapa 2 (etapa atual)',
      '3Etapa 3 (pendente)',
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Etapa 2 de 3: Etapa 2')).toBeInTheDocument();
  });
});
