import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAs } from '#tests/features/donations/admin-render.tsx';

const reveal = {
  seq: 7,
  // 13:05 UTC is 10h05 in São Paulo.
  at: '2026-11-24T13:05:00.000Z',
  actorName: 'Ana Costa',
  actorRole: 'admin',
  action: 'reveal',
  actionText: 'Mostrou os dados completos',
  donationId: 'SP-20261121000000001',
  voucherId: 'CARTAO-001',
  reportId: null,
  clientAddress: '10.0.0.7',
  detail: 'Família ligou sobre o cartão.',
};
const retention = {
  ...reveal,
  seq: 3,
  actorName: null,
  actorRole: null,
  action: 'retention_anonymised',
  actionText: 'Anonimização automática (prazo de retenção)',
  clientAddress: null,
  detail: null,
};

function backend(calls: { filters: unknown[]; verified: number }) {
  return {
    Query: {
      accessLog: (_: unknown, { filter }: { filter: Record<string, unknown> }) => {
        calls.filters.push(filter);
        return filter.cpf
          ? { entries: [reveal], total: 1 }
          : { entries: [reveal, retention], total: 2 };
      },
    },
    Mutation: {
      verifyAccessLog: () => {
        calls.verified += 1;
        return { entries: 2, head: 'ab'.repeat(32), intact: true, brokenAt: null };
      },
    },
  };
}

describe("/access-log ('Registro de acessos')", () => {
  it('lists who read which card, when, from where and why; the server itself reads as the system', async () => {
    const calls = { filters: [] as unknown[], verified: 0 };
    renderAs({ path: '/access-log', resolvers: backend(calls) });
    // The screen is a lazy chunk: its first load may take a while on a busy machine.
    const entry = await screen.findByRole(
      'article',
      { name: 'Registro nº 7' },
      { timeout: 15_000 },
    );
    expect(entry).toHaveTextContent('Mostrou os dados completos');
    expect(entry).toHaveTextContent('24/11/2026 10h05');
    expect(entry).toHaveTextContent('Ana Costa (administrador)');
    expect(entry).toHaveTextContent('CARTAO-001');
    expect(entry).toHaveTextContent('10.0.0.7');
    expect(entry).toHaveTextContent('Família ligou sobre o cartão.');
    expect(screen.getByRole('article', { name: 'Registro nº 3' })).toHaveTextContent(
      'Sistema (automático)',
    );
    expect(calls.filters).toEqual([{}]);
  });

  it('filters by a family’s CPF as typed with its reason, and refuses a wrong CPF or a missing reason without asking', async () => {
    const calls = { filters: [] as unknown[], verified: 0 };
    renderAs({ path: '/access-log', resolvers: backend(calls) });
    const person = userEvent.setup();
    await screen.findByRole('article', { name: 'Registro nº 7' }, { timeout: 15_000 });
    const cpf = screen.getByRole('textbox', { name: /^CPF da família/ });

    await person.type(cpf, '123.456.789-00');
    await person.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(
      await screen.findByText('CPF inválido. Confira os números digitados.'),
    ).toBeInTheDocument();
    expect(calls.filters).toHaveLength(1);

    await person.clear(cpf);
    await person.type(cpf, '123.456.789-09');
    await person.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(
      await screen.findByText('Informe o motivo da pesquisa por CPF (de 5 a 500 caracteres).'),
    ).toBeInTheDocument();
    expect(calls.filters).toHaveLength(1);

    await person.type(
      screen.getByRole('textbox', { name: /^Motivo da pesquisa por CPF/ }),
      'Pedido da titular, protocolo 12',
    );
    await person.click(screen.getByRole('button', { name: 'Filtrar' }));
    await screen.findByText('1 acesso');
    expect(calls.filters.at(-1)).toEqual({
      cpf: '123.456.789-09',
      reason: 'Pedido da titular, protocolo 12',
    });
    expect(screen.queryByRole('article', { name: 'Registro nº 3' })).not.toBeInTheDocument();
  });

  it("'Verificar integridade' says the chain is intact, how many entries and the head hash to keep", async () => {
    const calls = { filters: [] as unknown[], verified: 0 };
    renderAs({ path: '/access-log', resolvers: backend(calls) });
    await screen.findByRole('article', { name: 'Registro nº 7' }, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Verificar integridade' }));
    const status = await screen.findByText(/^Registro íntegro: 2 registros verificados\.$/);
    expect(
      within(status.closest('[role="status"]')!).getByText(new RegExp('ab'.repeat(32))),
    ).toBeInTheDocument();
    expect(calls.verified).toBe(1);
  });

  it('is for admins: readonly and leaders are sent away', async () => {
    const { currentPath } = renderAs({
      path: '/access-log',
      role: 'readonly',
      resolvers: backend({ filters: [], verified: 0 }),
    });
    await vi.waitFor(() => expect(currentPath()).not.toBe('/access-log'), { timeout: 15_000 });
  });
});
