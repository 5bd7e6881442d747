/**
 * 'Reclamações abertas / vencidas' on the overview (docs/product.md R16.7): the desk's way into the
 * complaints queue. Each count opens the queue already showing what it counted.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createApolloClient } from '#src/core/apollo/apollo-client.ts';
import { AppRoutes } from '#src/shell/routes.tsx';
import { createMockedSchema } from '#graphql/mocks.ts';
import type { ComplaintFilterInput } from '#graphql/generated/operations.ts';
import {
  fakeSession,
  renderScreen,
  sessionScopeShell,
} from '#tests/support/render-with-session.tsx';
import { overviewFigures } from './overview-figures.ts';

function renderOverview(role: 'admin' | 'readonly') {
  const asked: (ComplaintFilterInput | null | undefined)[] = [];
  const schema = createMockedSchema(
    {},
    {
      Query: {
        overview: () => overviewFigures('2026-11-24T17:32:00.000Z', 7),
        overviewLeaders: () => ({ rows: [], total: 0 }),
        overviewMap: () => ({ units: [], points: [], cellDegrees: 0 }),
        complaintCounts: () => ({ open: 4, overdue: 1 }),
        complaints: (_: unknown, { filter }: { filter?: ComplaintFilterInput | null }) => {
          asked.push(filter);
          return { complaints: [], sensitiveHidden: 0 };
        },
      },
    },
  );
  renderScreen(<AppRoutes signedInShell={sessionScopeShell(createApolloClient({ schema }))} />, {
    path: '/overview',
    session: fakeSession({ signedIn: { role, name: 'Ana Costa' } }),
  });
  return asked;
}

const complaintFigure = async (label: RegExp) =>
  within(await screen.findByRole('region', { name: 'Ouvidoria' }, { timeout: 20_000 })).getByRole(
    'link',
    { name: label },
  );

afterEach(() => {
  document.body.innerHTML = '';
});

describe('/overview, complaints', () => {
  it('counts the open and overdue complaints, each a link to the queue showing them', async () => {
    renderOverview('admin');
    expect(await complaintFigure(/^4\s*Reclamações abertas$/)).toHaveAttribute(
      'href',
      '/complaints?show=open',
    );
    expect(await complaintFigure(/^1\s*Reclamações vencidas$/)).toHaveAttribute(
      'href',
      '/complaints?show=overdue',
    );
  });

  it('opens the queue on the overdue ones from "Reclamações vencidas" (readonly too)', async () => {
    const asked = renderOverview('readonly');
    await userEvent.click(await complaintFigure(/Reclamações vencidas/));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reclamações' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Mostrar' })).toHaveValue('overdue');
    expect(await screen.findByText('Nenhuma reclamação aqui.')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ overdue: true });
  });
});
