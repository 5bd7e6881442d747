/**
 * The queue's counts per subject and per leader (docs/product.md R16.7): what the server counted
 * for this role, with the sensitive column only for those it counts them for.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createApolloClient } from '#src/core/apollo/apollo-client.ts';
import { AppRoutes } from '#src/shell/routes.tsx';
import { createMockedSchema } from '#graphql/mocks.ts';
import {
  fakeSession,
  renderScreen,
  sessionScopeShell,
} from '#tests/support/render-with-session.tsx';

const row = (open: number, overdue: number, total: number, sensitive: number) => ({
  open,
  overdue,
  total,
  sensitive,
});

function renderQueue(role: 'ouvidoria' | 'readonly') {
  const schema = createMockedSchema(
    {},
    {
      Query: {
        complaints: () => ({ complaints: [], sensitiveHidden: 0 }),
        complaintCounts: () => ({
          open: 3,
          overdue: 1,
          byCategory: [
            {
              category: 'cardProblem',
              categoryText: 'Cartão sem saldo ou bloqueado',
              ...row(1, 0, 4, 0),
            },
            { category: 'leaderConduct', categoryText: 'Conduta da liderança', ...row(2, 1, 2, 2) },
          ],
          byLeader: [
            {
              leaderId: '5d0c2b9e-0000-4000-8000-000000000001',
              leaderName: 'Maria da Silva',
              ...row(2, 1, 3, 1),
            },
          ],
        }),
      },
    },
  );
  renderScreen(<AppRoutes signedInShell={sessionScopeShell(createApolloClient({ schema }))} />, {
    path: '/complaints',
    session: fakeSession({ signedIn: { role, name: 'Olga Ramos' } }),
  });
}

const cells = (table: HTMLElement, name: string) =>
  within(within(table).getByRole('row', { name: new RegExp(`^${name}`) }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('/complaints, counts', () => {
  it('shows open, overdue, total and sensitive per subject and per leader', async () => {
    renderQueue('ouvidoria');
    const byLeader = await screen.findByRole(
      'table',
      { name: 'Reclamações por liderança' },
      { timeout: 20_000 },
    );
    expect(cells(byLeader, 'Maria da Silva')).toEqual(['2', '1', '3', '1']);
    const byCategory = screen.getByRole('table', { name: 'Reclamações por assunto' });
    expect(cells(byCategory, 'Conduta da liderança')).toEqual(['2', '1', '2', '2']);
    expect(within(byCategory).getByRole('columnheader', { name: 'Sensíveis' })).toBeInTheDocument();
  });

  it('leaves the sensitive column out for readonly, whose counts leave them out', async () => {
    renderQueue('readonly');
    const byCategory = await screen.findByRole(
      'table',
      { name: 'Reclamações por assunto' },
      { timeout: 20_000 },
    );
    expect(within(byCategory).queryByRole('columnheader', { name: 'Sensíveis' })).toBeNull();
    expect(cells(byCategory, 'Cartão sem saldo')).toEqual(['1', '0', '4']);
  });
});
