/**
 * 'Mensagens às famílias' on the overview (docs/product.md R18.6): what the families answered to
 * the message after their delivery, for admin and readonly alike.
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
import { overviewFigures } from './overview-figures.ts';

function renderOverview(role: 'admin' | 'readonly') {
  const schema = createMockedSchema(
    {},
    {
      Query: {
        overview: () => overviewFigures('2026-11-24T17:32:00.000Z', 7),
        overviewLeaders: () => ({ rows: [], total: 0 }),
        overviewMap: () => ({ units: [], points: [], cellDegrees: 0 }),
        complaintCounts: () => ({ open: 0, overdue: 0 }),
        messageCounts: () => ({ sent: 120, answered: 45, confirmed: 40, disputed: 3 }),
      },
    },
  );
  renderScreen(<AppRoutes signedInShell={sessionScopeShell(createApolloClient({ schema }))} />, {
    path: '/overview',
    session: fakeSession({ signedIn: { role, name: 'Rita Lima' } }),
  });
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('/overview, messages to families', () => {
  it.each(['admin', 'readonly'] as const)(
    'shows %s the messages sent, answered, confirmed and disputed',
    async (role) => {
      renderOverview(role);
      const block = within(
        await screen.findByRole('region', { name: 'Mensagens às famílias' }, { timeout: 20_000 }),
      );
      const figures = block.getAllByRole('listitem').map((item) => item.textContent);
      expect(figures).toEqual([
        '120Mensagens enviadas',
        '45Respondidas pela família',
        '40Família confirmou (1)',
        '3Família diz que não recebeu (2)',
      ]);
      // Counts to read: no list behind them for every role.
      expect(block.queryAllByRole('link')).toEqual([]);
    },
  );
});
