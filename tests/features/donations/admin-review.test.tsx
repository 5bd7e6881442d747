/** Issue 14 items 15–17 on the admin details: anomaly flags, the delivery proof plot with distances, closing with a reason. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DeliveryMap } from '#src/features/donations/map/DeliveryMap.tsx';
import { grantLocation } from '#tests/support/fake-geolocation.ts';
import { donation, renderAs } from './admin-render.tsx';

const ID = 'RJ-20261107000000011';

const details = (status: number, statusText: string) => ({
  ...donation(1, {
    donationId: ID,
    status,
    statusText,
    leaderName: 'Fernanda Oliveira',
    siteName: 'Casa de Apoio da Maré',
  }),
  leaderLogin: '74185296355',
  siteId: 5,
  city: 'Rio de Janeiro',
  state: 'RJ',
  receivedQuantity: null,
  sentDate: '2026-11-07',
  deliveryStarted: null,
  deadline: null,
  lastDelivery: null,
  completed: null,
  vouchers: [],
});

const proof = {
  receipt: { lat: -22.8597, lon: -43.2431, kmFromSite: 0 },
  site: { lat: -22.8597, lon: -43.2431, name: 'Casa de Apoio da Maré' },
  deliveries: [
    {
      voucherId: 'C1',
      position: 1,
      delivered: true,
      lat: -22.8593,
      lon: -43.2435,
      kmFromReceipt: 0.06,
      kmFromSite: 0.06,
    },
    {
      voucherId: 'C2',
      position: 2,
      delivered: true,
      lat: -22.5589,
      lon: -43.2439,
      kmFromReceipt: 33.45,
      kmFromSite: 33.45,
    },
  ],
};

const subject = (fields: Record<string, unknown>) => ({
  voucherId: null,
  position: null,
  km: null,
  receivedQuantity: null,
  quantity: null,
  otherVoucherId: null,
  otherPosition: null,
  otherDonationId: null,
  report: null,
  at: null,
  ...fields,
});

const review = (audit: unknown[] = []) => ({
  donationId: ID,
  proof,
  anomalies: [
    {
      kind: 'farDelivery',
      text: 'Entrega a mais de 20 km do ponto de recebimento',
      subjects: [subject({ type: 'card', voucherId: 'C2', position: 2, km: 33.45 })],
    },
    {
      kind: 'reusedPhoto',
      text: 'Mesma foto usada em duas entregas',
      subjects: [
        subject({
          type: 'samePhoto',
          voucherId: 'C1',
          position: 1,
          otherVoucherId: 'X3',
          otherPosition: 3,
          otherDonationId: 'RJ-20261101000000007',
        }),
      ],
    },
  ],
  audit,
  undoWithinMs: null as number | null,
});

const lostEntry = {
  action: 'close',
  fromStatus: 1,
  toStatus: 6,
  statusText: 'Extraviado',
  reason: 'Cartões roubados no caminho.',
  actorName: 'Ana Costa',
  at: '2026-11-20T18:30:00.000Z',
};

beforeEach(() => grantLocation());

describe('the review on /donation/:id/details', () => {
  it('shows the flags and the plot of receipt, site and deliveries with their distances', async () => {
    renderAs({
      path: `/donation/${ID}/details`,
      resolvers: {
        Query: { donationDetails: () => details(4, 'Completo'), donationReview: () => review() },
      },
    });
    const flags = await screen.findByRole('list', { name: 'Alertas' });
    expect(
      within(flags)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual([
      'Entrega a mais de 20 km do ponto de recebimento',
      'Cartão 2: a 33,45 km do ponto de recebimento',
      'Mesma foto usada em duas entregas',
      'Cartão 1 desta doação e Cartão 3 da doação RJ-20261101000000007',
    ]);
    const plot = screen.getByRole('img', {
      name: /ponto de recebimento \(R\), unidade \(U\) e 2 entregas/,
    });
    expect(plot).toHaveTextContent('33,45 km');
    const proofSection = within(screen.getByRole('region', { name: 'Comprovação da entrega' }));
    expect(
      proofSection.getByText(
        'Cartão 2 (entregue): a 33,45 km do recebimento, a 33,45 km da unidade',
      ),
    ).toBeInTheDocument();
    expect(proofSection.getByText('Ponto de recebimento: a 0 km da unidade')).toBeInTheDocument();
    // A completed donation cannot be closed.
    expect(screen.queryByRole('form', { name: 'Encerrar doação' })).not.toBeInTheDocument();
  });

  it('each alert names what raised it: the receipt far from the unit, the leader’s report, and both photos side by side', async () => {
    const voucherPhotoUrl = vi.fn(
      (_parent: unknown, args: { id: string }) => `https://app.test/files/${args.id}.jpg`,
    );
    renderAs({
      path: `/donation/${ID}/details`,
      resolvers: {
        Query: {
          donationDetails: () => details(3, 'Entregando'),
          voucherPhotoUrl,
          donationReview: () => ({
            ...review(),
            anomalies: [
              {
                kind: 'farReceipt',
                text: 'Recebimento a mais de 20 km da unidade',
                subjects: [subject({ type: 'receipt', km: 351.02 })],
              },
              review().anomalies[1],
              {
                kind: 'leaderUnavailable',
                text: 'Líder avisou que não pode entregar agora',
                subjects: [
                  subject({
                    type: 'leaderReport',
                    report: 'symptoms',
                    at: '2026-11-20T13:30:00.000Z',
                  }),
                ],
              },
            ],
          }),
        },
      },
    });
    expect(
      await screen.findByRole('list', { name: 'Onde: Recebimento a mais de 20 km da unidade' }),
    ).toHaveTextContent('Ponto de recebimento: a 351,02 km da unidade');
    expect(
      screen.getByRole('list', { name: 'Onde: Líder avisou que não pode entregar agora' }),
    ).toHaveTextContent('A líder informou em 20/11/2026 às 10h30: Estou com sintomas');

    await userEvent.click(screen.getByRole('button', { name: 'Comparar as fotos' }));

    const pair = within(await screen.findByRole('group', { name: 'As duas fotos lado a lado' }));
    expect(pair.getByRole('img', { name: 'Foto do Cartão 1 desta doação' })).toHaveAttribute(
      'src',
      'https://app.test/files/C1.jpg',
    );
    expect(
      pair.getByRole('img', { name: 'Foto do Cartão 3 da doação RJ-20261101000000007' }),
    ).toHaveAttribute('src', 'https://app.test/files/X3.jpg');
    // The button that opened them is gone: the focus goes to the photos, and back when closed.
    expect(await screen.findByRole('group', { name: 'As duas fotos lado a lado' })).toHaveFocus();
    await userEvent.click(pair.getByRole('button', { name: 'Fechar as fotos' }));
    expect(await screen.findByRole('button', { name: 'Comparar as fotos' })).toHaveFocus();
  });

  it('admin marks an open donation Extraviado only with a reason and after a question naming it, then sees who did it in the audit log', async () => {
    const closeDonation = vi.fn((_parent: unknown, _args: unknown) => review([lostEntry]));
    renderAs({
      path: `/donation/${ID}/details`,
      resolvers: {
        Query: {
          donationDetails: () => details(1, 'Esperando recebimento'),
          donationReview: () => review(),
        },
        Mutation: { closeDonation },
      },
    });
    const form = within(await screen.findByRole('form', { name: 'Encerrar doação' }));
    await userEvent.selectOptions(
      form.getByRole('combobox', { name: 'Nova situação' }),
      'Extraviado',
    );
    await userEvent.click(form.getByRole('button', { name: 'Registrar encerramento' }));
    expect(form.getByRole('textbox', { name: 'Motivo' })).toHaveAccessibleDescription(
      /Informe o motivo, de 5 a 500 caracteres\./,
    );
    expect(closeDonation).not.toHaveBeenCalled();

    await userEvent.type(
      form.getByRole('textbox', { name: 'Motivo' }),
      'Cartões roubados no caminho.',
    );
    await userEvent.click(form.getByRole('button', { name: 'Registrar encerramento' }));
    const question = screen.getByRole('dialog', { name: `Marcar a doação ${ID} como Extraviado?` });
    expect(question).toHaveAccessibleDescription(/Você poderá desfazer por 5 minutos/);
    await userEvent.click(within(question).getByRole('button', { name: 'Voltar' }));
    expect(closeDonation).not.toHaveBeenCalled();

    await userEvent.click(form.getByRole('button', { name: 'Registrar encerramento' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sim, marcar como Extraviado' }));
    const audit = within(await screen.findByRole('region', { name: 'Histórico da doação' }));
    expect(audit.getByText('Extraviado por Ana Costa em 20/11/2026 às 15h30')).toBeInTheDocument();
    expect(audit.getByText('Motivo: Cartões roubados no caminho.')).toBeInTheDocument();
    expect(closeDonation.mock.calls[0]?.[1]).toEqual({
      id: ID,
      status: 6,
      reason: 'Cartões roubados no caminho.',
    });
  });

  it("offers 'Desfazer' to the admin who just closed it, and the donation goes back to where it was", async () => {
    let current = {
      status: 6,
      statusText: 'Extraviado',
      review: { ...review([lostEntry]), undoWithinMs: 240_000 as number | null },
    };
    const undoClosing = vi.fn(() => {
      const undone = {
        ...lostEntry,
        action: 'undo',
        fromStatus: 6,
        toStatus: 1,
        statusText: 'Esperando recebimento',
        reason: null as string | null,
        at: '2026-11-20T18:31:00.000Z',
      };
      current = {
        status: 1,
        statusText: 'Esperando recebimento',
        review: { ...review([lostEntry, undone]), undoWithinMs: null },
      };
      return current.review;
    });
    renderAs({
      path: `/donation/${ID}/details`,
      resolvers: {
        Query: {
          donationDetails: () => details(current.status, current.statusText),
          donationReview: () => current.review,
        },
        Mutation: { undoClosing },
      },
    });
    expect(
      await screen.findByText(
        /Você marcou esta doação como Extraviado\. Se foi engano, desfaça até \d{2}h\d{2}\./,
      ),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Desfazer' }));

    expect(
      await screen.findByText(
        'Encerramento desfeito por Ana Costa em 20/11/2026 às 15h31: voltou para Esperando recebimento',
      ),
    ).toBeInTheDocument();
    expect(undoClosing).toHaveBeenCalledOnce();
    expect(await screen.findByRole('form', { name: 'Encerrar doação' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Desfazer' })).not.toBeInTheDocument();
  });

  it('reopens a lost donation later, with a reason and after a question, to the status before its closing', async () => {
    const reopenDonation = vi.fn((_parent: unknown, _args: unknown) => review([lostEntry]));
    renderAs({
      path: `/donation/${ID}/details`,
      resolvers: {
        Query: {
          donationDetails: () => details(6, 'Extraviado'),
          donationReview: () => review([lostEntry]),
        },
        Mutation: { reopenDonation },
      },
    });
    const form = within(await screen.findByRole('form', { name: 'Reabrir doação' }));
    expect(screen.queryByRole('button', { name: 'Desfazer' })).not.toBeInTheDocument();
    // Lost before its receipt: it stopped at the first step, it is not waiting there.
    expect(screen.getByText('Parou na etapa 1 de 4: Aguardando')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Andamento da doação' })).not.toHaveTextContent(
      'etapa atual',
    );
    expect(
      form.getByText(/volta para a situação anterior ao encerramento: Esperando recebimento/),
    ).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Reabrir doação' }));
    expect(form.getByRole('textbox', { name: 'Motivo da reabertura' })).toHaveAccessibleDescription(
      /Informe o motivo, de 5 a 500 caracteres\./,
    );

    await userEvent.type(
      form.getByRole('textbox', { name: 'Motivo da reabertura' }),
      'Pacote encontrado na unidade.',
    );
    await userEvent.click(form.getByRole('button', { name: 'Reabrir doação' }));
    await userEvent.click(
      within(
        screen.getByRole('dialog', { name: `Reabrir a doação ${ID} como Esperando recebimento?` }),
      ).getByRole('button', { name: 'Sim, reabrir' }),
    );

    expect(reopenDonation.mock.calls[0]?.[1]).toEqual({
      id: ID,
      reason: 'Pacote encontrado na unidade.',
    });
  });

  it('admin passes the donation, or all its leader’s open ones, to a leader picked by name, with a reason and a question naming both', async () => {
    const joao = {
      id: '0b7c3a52-7d1e-4c39-9a51-3f6d8e2b1a40',
      name: 'João Santos',
      login: '***.456.789-**',
    };
    const passed = {
      action: 'transfer',
      fromStatus: 3,
      toStatus: 3,
      statusText: 'Entregando',
      reason: 'Fernanda avisou que está com sintomas.',
      actorName: 'Ana Costa',
      fromLeaderName: 'Fernanda Oliveira',
      toLeaderName: 'João Santos',
      at: '2026-11-20T18:30:00.000Z',
    };
    const transferDonation = vi.fn((_parent: unknown, _args: unknown) => review([passed]));
    renderAs({
      path: `/donation/${ID}/details`,
      resolvers: {
        Query: {
          donationDetails: () => details(3, 'Entregando'),
          donationReview: () => review(),
          leaders: () => [joao],
        },
        Mutation: { transferDonation },
      },
    });
    const form = within(await screen.findByRole('form', { name: 'Passar para outra liderança' }));
    const search = form.getByRole('combobox', { name: 'Nova liderança' });
    // A name typed but not picked from the list names nobody.
    await userEvent.type(search, 'João');
    await userEvent.click(form.getByRole('button', { name: 'Passar doação' }));
    expect(search).toHaveAccessibleDescription(/Escolha na lista a liderança/);
    expect(form.getByRole('textbox', { name: 'Motivo' })).toHaveAccessibleDescription(
      /Informe o motivo, de 5 a 500 caracteres\./,
    );
    expect(transferDonation).not.toHaveBeenCalled();

    await userEvent.click(search);
    await userEvent.click(
      await form.findByRole('option', { name: /João Santos\s*CPF \*\*\*\.456\.789-\*\*/ }),
    );
    expect(form.getByText('Escolhida: João Santos (CPF ***.456.789-**)')).toBeInTheDocument();
    await userEvent.click(
      form.getByRole('checkbox', {
        name: 'Passar também as outras doações abertas de Fernanda Oliveira',
      }),
    );
    await userEvent.type(
      form.getByRole('textbox', { name: 'Motivo' }),
      'Fernanda avisou que está com sintomas.',
    );
    await userEvent.click(form.getByRole('button', { name: 'Passar doação' }));
    const question = screen.getByRole('dialog', {
      name: 'Passar todas as doações abertas de Fernanda Oliveira para João Santos?',
    });
    expect(question).toHaveAccessibleDescription(/aparece na lista de João Santos/);
    await userEvent.click(within(question).getByRole('button', { name: 'Sim, passar' }));

    const history = within(await screen.findByRole('region', { name: 'Histórico da doação' }));
    expect(
      history.getByText(
        'Passada de Fernanda Oliveira para João Santos por Ana Costa em 20/11/2026 às 15h30',
      ),
    ).toBeInTheDocument();
    expect(transferDonation.mock.calls[0]?.[1]).toEqual({
      id: ID,
      leaderId: joao.id,
      reason: 'Fernanda avisou que está com sintomas.',
      allOfLeader: true,
    });
  });

  it('readonly sees the audit log but no way to close', async () => {
    renderAs({
      path: `/donation/${ID}/details`,
      role: 'readonly',
      resolvers: {
        Query: {
          donationDetails: () => details(6, 'Extraviado'),
          donationReview: () => review([lostEntry]),
        },
      },
    });
    expect(
      await screen.findByText('Extraviado por Ana Costa em 20/11/2026 às 15h30'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Encerrar doação' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('form', { name: 'Passar para outra liderança' }),
    ).not.toBeInTheDocument();
    // The flag, but not the two photos of people with their documents (decision 165).
    expect(screen.getByText('Mesma foto usada em duas entregas')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Comparar as fotos' })).not.toBeInTheDocument();
  });
});

describe('DeliveryMap', () => {
  it('without a tile URL draws the plain plot, never a tile map', () => {
    render(<DeliveryMap proof={proof} tileUrl="" />);
    expect(screen.getByRole('img', { name: /Gráfico das posições/ })).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Mapa do recebimento, da unidade e das entregas' }),
    ).not.toBeInTheDocument();
  });

  it('says so when nothing has a position yet', () => {
    render(<DeliveryMap proof={{ receipt: null, site: null, deliveries: [] }} tileUrl="" />);
    expect(
      screen.getByText('Ainda não há posições registradas para esta doação.'),
    ).toBeInTheDocument();
  });

  it("'Recolher' asks for every card the leader holds or just one, after a question naming her", async () => {
    const card = (position: number, status: number) => ({
      voucherId: `CARTAO-00${position}`,
      key: `CARTAO-00${position}`,
      donationId: ID,
      position,
      status,
      statusText: status === 1 ? 'Recebido pelo líder' : 'Entregue',
      delivered: null,
      message: null,
    });
    const recallVouchers = vi.fn((_parent: unknown, args: { donationId?: string }) =>
      args.donationId ? 2 : 1,
    );
    renderAs({
      path: `/donation/${ID}/details`,
      resolvers: {
        Query: {
          donationDetails: () => ({
            ...details(3, 'Entregando'),
            vouchers: [card(1, 2), card(2, 1), card(3, 1)],
          }),
          donationReview: () => review(),
        },
        Mutation: { recallVouchers },
      },
    });
    const form = within(await screen.findByRole('form', { name: 'Recolher cartões' }));
    const cards = form.getByRole('combobox', { name: 'Cartões' });
    expect(
      within(cards)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Todos os 2 cartões com a liderança',
      'Só o cartão CARTAO-002',
      'Só o cartão CARTAO-003',
    ]);

    await userEvent.click(form.getByRole('button', { name: 'Recolher' }));
    const question = screen.getByRole('dialog', {
      name: 'Pedir a Fernanda Oliveira que devolva 2 cartões?',
    });
    await userEvent.click(within(question).getByRole('button', { name: 'Voltar' }));
    expect(recallVouchers).not.toHaveBeenCalled();

    await userEvent.click(form.getByRole('button', { name: 'Recolher' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sim, pedir a devolução' }));
    expect(
      await screen.findByText('Pedido enviado: Fernanda Oliveira deve devolver 2 cartões.'),
    ).toBeInTheDocument();
    expect(recallVouchers.mock.calls[0]?.[1]).toEqual({ donationId: ID });

    await userEvent.selectOptions(cards, 'Só o cartão CARTAO-003');
    await userEvent.click(form.getByRole('button', { name: 'Recolher' }));
    await userEvent.click(
      within(
        screen.getByRole('dialog', { name: 'Pedir a Fernanda Oliveira que devolva 1 cartão?' }),
      ).getByRole('button', { name: 'Sim, pedir a devolução' }),
    );
    expect(
      await screen.findByText('Pedido enviado: Fernanda Oliveira deve devolver 1 cartão.'),
    ).toBeInTheDocument();
    expect(recallVouchers.mock.calls[1]?.[1]).toEqual({ voucherId: 'CARTAO-003' });
  });
});
