import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAs } from './admin-render.tsx';

const CARD = '5067000000001';
const DONATION = 'SP-20260315000000001';

const event = (id: string, change: Record<string, unknown>) => ({
  id,
  kind: 'loaded',
  text: 'Carregado na doação',
  occurredAt: '2026-03-10T12:00:00.000Z',
  loggedAt: '2026-03-10T12:00:00.000Z',
  source: 'app',
  sourceText: 'Aplicativo',
  fileName: null,
  actorName: 'Ana Costa',
  leaderName: 'João Pereira',
  donationId: DONATION,
  followsId: null,
  balanceCents: null,
  expiresOn: null,
  note: null,
  ...change,
});

const events = [
  event('1', {
    source: 'charge',
    sourceText: 'Arquivo de carga',
    fileName: 'cartoes-marco.csv',
  }),
  event('2', {
    kind: 'received',
    text: 'Recebido pela liderança',
    occurredAt: '2026-03-11T13:00:00.000Z',
    loggedAt: '2026-03-11T13:00:00.000Z',
    actorName: 'João Pereira',
  }),
  // The phone was offline at 10h: its write reached the server two hours later.
  event('3', {
    kind: 'delivered',
    text: 'Entregue à família',
    occurredAt: '2026-03-12T13:00:00.000Z',
    loggedAt: '2026-03-12T15:00:00.000Z',
    actorName: 'João Pereira',
  }),
  event('4', {
    kind: 'activated',
    text: 'Ativado',
    occurredAt: '2026-03-09T03:00:00.000Z',
    loggedAt: '2026-03-20T12:00:00.000Z',
    source: 'statement',
    sourceText: 'Extrato do cartão',
    fileName: 'extrato-marco.csv',
  }),
];

const inconsistent = {
  voucherId: CARD,
  donationId: DONATION,
  stage: 'delivered',
  stateText: 'Inconsistente',
  recalled: false,
  inconsistent: true,
  conflicts: [
    {
      kind: 'usedBeforeDelivery',
      text: 'Cartão ativado ou usado antes da entrega à família.',
      eventIds: ['4', '3'],
    },
  ],
  events,
};

function backend(refusals: number) {
  const calls = { reads: [] as string[], resolves: [] as { voucherId: string; reason: string }[] };
  let refuse = refusals;
  return {
    calls,
    resolvers: {
      Query: {
        voucherTimeline: (_parent: unknown, { voucherId }: { voucherId: string }) => {
          calls.reads.push(voucherId);
          if (voucherId !== CARD)
            throw new GraphQLError('Cartão não encontrado. Confira o número e tente de novo.', {
              extensions: { code: 'NOT_FOUND' },
            });
          return inconsistent;
        },
      },
      Mutation: {
        resolveVoucher: (_parent: unknown, args: { voucherId: string; reason: string }) => {
          calls.resolves.push(args);
          if (refuse-- > 0)
            throw new GraphQLError('Sem conexão com o servidor. Tente de novo.', {
              extensions: { code: 'UNAVAILABLE' },
            });
          const resolved = event('5', {
            kind: 'resolved',
            text: 'Inconsistência resolvida',
            occurredAt: '2026-03-21T12:00:00.000Z',
            loggedAt: '2026-03-21T12:00:00.000Z',
            note: args.reason,
          });
          return {
            ...inconsistent,
            stateText: 'Entregue',
            inconsistent: false,
            conflicts: [],
            events: [...events, resolved],
          };
        },
      },
    },
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

const row = (within: HTMLElement, term: string) =>
  [...within.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling
    ?.textContent;

describe('a card’s timeline (admin)', () => {
  it('lists every event in order with when, who and where from, and shows both contradicting facts', async () => {
    renderAs({ path: `/cards/${CARD}`, resolvers: backend(0).resolvers });
    expect(
      await screen.findByRole('heading', { level: 2, name: `Cartão ${CARD}` }),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/^Histórico do cartão/);
    expect(screen.getByText('Inconsistente')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: DONATION })).toHaveAttribute(
      'href',
      `/donation/${DONATION}/details`,
    );

    const life = within(screen.getByRole('region', { name: 'Tudo o que aconteceu' }));
    const items = life.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Carregado na doação ',
      'Recebido pela liderança ',
      'Entregue à família Em conflito',
      'Ativado Em conflito',
    ]);
    expect(row(items[0]!, 'Origem')).toBe('Arquivo de carga: cartoes-marco.csv');
    expect(row(items[0]!, 'Quem')).toBe('Ana Costa');
    expect(row(items[1]!, 'Quando')).toBe('11/03/2026 às 10h00');
    expect(row(items[2]!, 'Origem')).toBe(
      'Aplicativo · Registrado no aparelho; chegou ao servidor em 12/03/2026 às 12h00',
    );
    expect(row(items[3]!, 'Origem')).toBe('Extrato do cartão: extrato-marco.csv');

    const conflict = within(
      screen.getByRole('region', { name: 'Inconsistente: dois fatos não batem' }),
    );
    expect(
      conflict.getByText('Cartão ativado ou usado antes da entrega à família.'),
    ).toBeInTheDocument();
    expect(conflict.getByText(/^Ativado: 09\/03\/2026 às 00h00/)).toBeInTheDocument();
    expect(conflict.getByText(/^Entregue à família: 12\/03\/2026 às 10h00/)).toBeInTheDocument();
  });

  it('Resolver asks for the reason, keeps it through a refusal, then records it in the timeline', async () => {
    const { calls, resolvers } = backend(1);
    renderAs({ path: `/cards/${CARD}`, resolvers });
    const person = userEvent.setup();
    const resolve = await screen.findByRole('button', { name: 'Resolver' });

    await person.click(resolve);
    const reason = screen.getByRole('textbox', { name: /Motivo da resolução/ });
    expect(screen.getByText('Informe o motivo.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    expect(calls.resolves).toEqual([]);

    await person.type(reason, 'Operadora confirmou ativação por engano no lote.');
    await person.click(resolve);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sem conexão com o servidor. Tente de novo.',
    );
    expect(reason).toHaveValue('Operadora confirmou ativação por engano no lote.');

    await person.click(resolve);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Inconsistência resolvida. O motivo foi registrado no histórico.',
    );
    expect(calls.resolves.at(-1)).toEqual({
      voucherId: CARD,
      reason: 'Operadora confirmou ativação por engano no lote.',
    });
    expect(screen.queryByText('Inconsistente')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resolver' })).not.toBeInTheDocument();
    const life = within(screen.getByRole('region', { name: 'Tudo o que aconteceu' }));
    const last = life.getAllByRole('listitem').at(-1)!;
    expect(last).toHaveTextContent('Inconsistência resolvida');
    expect(row(last, 'Motivo')).toBe('Operadora confirmou ativação por engano no lote.');
  });

  it('Recolher asks the leader holding the card to give it back, and the state says so', async () => {
    const held = events.slice(0, 2);
    let recalled = false;
    const recallVouchers = vi.fn((_parent: unknown, _args: { voucherId?: string }) => {
      recalled = true;
      return 1;
    });
    renderAs({
      path: `/cards/${CARD}`,
      resolvers: {
        Query: {
          voucherTimeline: () => ({
            ...inconsistent,
            stage: 'withLeader',
            stateText: recalled ? 'Com a liderança · Recolhimento pedido' : 'Com a liderança',
            recalled,
            inconsistent: false,
            conflicts: [],
            events: recalled
              ? [
                  ...held,
                  event('5', {
                    kind: 'recalled',
                    text: 'Recolhimento pedido',
                    occurredAt: '2026-03-13T12:00:00.000Z',
                    loggedAt: '2026-03-13T12:00:00.000Z',
                  }),
                ]
              : held,
          }),
        },
        Mutation: { recallVouchers },
      },
    });
    const person = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Recolher este cartão' }));
    await person.click(form.getByRole('button', { name: 'Recolher' }));
    const question = screen.getByRole('dialog', {
      name: 'Pedir a João Pereira que devolva 1 cartão?',
    });
    await person.click(within(question).getByRole('button', { name: 'Voltar' }));
    expect(recallVouchers).not.toHaveBeenCalled();

    await person.click(form.getByRole('button', { name: 'Recolher' }));
    await person.click(screen.getByRole('button', { name: 'Sim, pedir a devolução' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Pedido enviado: João Pereira deve devolver 1 cartão.',
    );
    expect(recallVouchers.mock.calls[0]?.[1]).toEqual({ voucherId: CARD });
    expect(await screen.findByText('Com a liderança · Recolhimento pedido')).toBeInTheDocument();
    // Asked once: nothing more to ask until she gives it back or delivers it.
    expect(screen.queryByRole('form', { name: 'Recolher este cartão' })).not.toBeInTheDocument();
  });

  it('offers no Recolher for a card no longer with its leader', async () => {
    renderAs({ path: `/cards/${CARD}`, resolvers: backend(0).resolvers });
    await screen.findByRole('region', { name: 'Tudo o que aconteceu' });
    expect(screen.queryByRole('form', { name: 'Recolher este cartão' })).not.toBeInTheDocument();
  });

  it('an unknown number says how to fix it', async () => {
    renderAs({ path: '/cards/9999999999', resolvers: backend(0).resolvers });
    expect(
      await screen.findByText('Cartão não encontrado. Confira o número e tente de novo.'),
    ).toBeInTheDocument();
  });

  it('readonly, who reads card numbers masked, is sent to the donation list', async () => {
    const { calls, resolvers } = backend(0);
    const { currentPath } = renderAs({ path: `/cards/${CARD}`, role: 'readonly', resolvers });
    await waitFor(() => expect(currentPath()).toBe('/donation-list'));
    expect(calls.reads).toEqual([]);
  });
});
