/**
 * On a slow phone the overview's figures come first: the leaders' table and the map are asked
 * only once the figures have their answer, and the filter's options (a campaign's thousands of
 * leaders and units) only when 'Filtros' opens. Measured at 100,000 donations, those options
 * alone cost the figures seconds on a phone's CPU (docs/reports/2026-11-24-overview-scale.md).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

const figures = overviewFigures('2026-11-24T17:32:00.000Z', 3);

function renderOverview() {
  const asked = { overview: 0, leaders: 0, map: 0, options: 0 };
  let answerFigures: () => void = () => undefined;
  const figuresAnswered = new Promise<void>((resolve) => (answerFigures = resolve));
  const schema = createMockedSchema(
    {},
    {
      Query: {
        overview: async () => {
          asked.overview += 1;
          await figuresAnswered;
          return figures;
        },
        overviewLeaders: () => {
          asked.leaders += 1;
          return { rows: [], total: 0 };
        },
        overviewMap: () => {
          asked.map += 1;
          return { units: [], points: [], cellDegrees: 0 };
        },
        overviewOptions: () => {
          asked.options += 1;
          return {
            states: ['PE'],
            cities: [],
            sites: [],
            packages: [],
            leaders: [{ id: 'l-1', name: 'Beatriz Lima' }],
          };
        },
      },
    },
  );
  renderScreen(<AppRoutes signedInShell={sessionScopeShell(createApolloClient({ schema }))} />, {
    path: '/overview',
    session: fakeSession({ signedIn: { role: 'admin', name: 'Ana Costa' } }),
  });
  return { asked, answerFigures };
}

describe('/overview on a phone, what is asked first', () => {
  it('the figures alone until they answer, then the leaders and the map; the options once Filtros opens', async () => {
    const { asked, answerFigures } = renderOverview();
    // The screen is a lazy chunk: on a loaded machine its first render takes a while.
    await waitFor(() => expect(asked.overview).toBe(1), { timeout: 20_000 });
    expect(asked).toMatchObject({ leaders: 0, map: 0, options: 0 });

    act(() => answerFigures());
    const statuses = await screen.findByRole('region', { name: 'Doações por status' });
    expect(within(statuses).getByRole('link', { name: /Entregando$/ })).toHaveTextContent(/^3/);
    await waitFor(() => expect(asked).toMatchObject({ leaders: 1, map: 1 }));
    expect(asked.options).toBe(0);

    await userEvent.click(screen.getByText('Filtros'));
    expect(await screen.findByRole('option', { name: 'Beatriz Lima' })).toBeInTheDocument();
    expect(asked.options).toBe(1);
  }, 60_000);
});
