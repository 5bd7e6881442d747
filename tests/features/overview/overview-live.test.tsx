/**
 * The overview stays live (docs/product.md R12.7): 'Atualizado às 14h32' says when the figures
 * were computed; coming back to the tab asks again; when the answer cannot come, the last figures
 * stay with 'Sem conexão', and they are replaced when the connection returns.
 */
import { act, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '#src/core/apollo/apollo-client.ts';
import { AppRoutes } from '#src/shell/routes.tsx';
import { createMockedSchema } from '#graphql/mocks.ts';
import {
  fakeSession,
  renderScreen,
  sessionScopeShell,
} from '#tests/support/render-with-session.tsx';
import { overviewFigures } from './overview-figures.ts';

function renderOverview() {
  const server = {
    answer: overviewFigures('2026-11-24T17:32:00.000Z', 7) as ReturnType<
      typeof overviewFigures
    > | null,
  };
  const schema = createMockedSchema(
    {},
    {
      Query: {
        overview: () => {
          if (!server.answer)
            throw new GraphQLError('Sem conexão com o servidor.', {
              extensions: { code: 'NETWORK' },
            });
          return server.answer;
        },
        overviewLeaders: () => ({ rows: [], total: 0 }),
        overviewMap: () => ({ units: [], points: [], cellDegrees: 0 }),
      },
    },
  );
  const apollo = createApolloClient({ schema });
  renderScreen(<AppRoutes signedInShell={sessionScopeShell(apollo)} />, {
    path: '/overview',
    session: fakeSession({ signedIn: { role: 'admin', name: 'Ana Costa' } }),
  });
  return server;
}

const delivering = () =>
  within(screen.getByRole('region', { name: 'Doações por status' })).getByRole('link', {
    name: /Entregando$/,
  });
const backToTheTab = () => act(() => document.dispatchEvent(new Event('visibilitychange')));

describe('/overview, live', () => {
  it('says when the figures were computed, keeps them with "Sem conexão" when a refresh fails, and takes new ones when it works again', async () => {
    const server = renderOverview();
    // The screen is a lazy chunk: on a loaded machine its first render takes a while.
    expect(
      await screen.findByText('Atualizado às 14h32', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(delivering()).toHaveTextContent(/^7/);

    server.answer = null;
    backToTheTab();
    expect(await screen.findByText('Sem conexão')).toBeInTheDocument();
    expect(
      screen.getByText('Mostrando os números de 14h32. Eles se atualizam quando a conexão voltar.'),
    ).toBeInTheDocument();
    expect(delivering()).toHaveTextContent(/^7/);

    server.answer = overviewFigures('2026-11-24T17:35:00.000Z', 9);
    act(() => window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Atualizado às 14h35')).toBeInTheDocument();
    expect(screen.queryByText('Sem conexão')).not.toBeInTheDocument();
    expect(delivering()).toHaveTextContent(/^9/);
  }, 60_000);
});
