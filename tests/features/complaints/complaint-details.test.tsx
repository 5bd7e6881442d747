/**
 * A complaint's details name the delivery it is about when the server knows it (docs/product.md
 * R16.6): a family's '2' to the confirmation message comes with its card.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createApolloClient } from '#src/core/apollo/apollo-client.ts';
import { AppRoutes } from '#src/shell/routes.tsx';
import { createMockedSchema } from '#graphql/mocks.ts';
import {
  fakeSession,
  renderScreen,
  sessionScopeShell,
} from '#tests/support/render-with-session.tsx';

const id = '5d0c2b9e-0000-4000-8000-0000000000c1';

function renderComplaint(voucherId: string | null) {
  const schema = createMockedSchema(
    {},
    {
      Query: {
        complaint: () => ({
          id,
          protocol: 'OUV-NB2PRS',
          category: 'notReceived',
          categoryText: 'Não recebi o cartão',
          channel: 'message',
          stage: 'new',
          stageText: 'Nova',
          sensitive: false,
          anonymous: false,
          createdAt: '2026-11-29T19:47:00.000Z',
          dueAt: '2026-12-05T02:59:59.000Z',
          overdue: false,
          donationId: 'RJ-20261123000000009',
          voucherId,
          leaderName: 'João Santos',
          description: 'A família respondeu 2 (não recebeu) à mensagem de confirmação.',
          receiptCode: null,
          contactPhone: null,
          openedByName: null,
          publicAnswer: null,
          anonymisedAt: null,
          canAct: false,
          history: [],
        }),
      },
    },
  );
  renderScreen(<AppRoutes signedInShell={sessionScopeShell(createApolloClient({ schema }))} />, {
    path: `/complaints/${id}`,
    session: fakeSession({ signedIn: { role: 'ouvidoria', name: 'Olga Ramos' } }),
  });
}

/** The value a details list gives for `term`. */
const valueOf = (term: string) => screen.queryByText(term, { selector: 'dt' })?.nextElementSibling;

describe("a complaint's details", () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('name the card a family said it did not receive, beside its donation', async () => {
    renderComplaint('5067000000026');
    expect(await screen.findByText('RJ-20261123000000009')).toBeInTheDocument();
    expect(valueOf('Cartão')).toHaveTextContent('5067000000026');
  });

  it('show no card when none is known', async () => {
    renderComplaint(null);
    expect(await screen.findByText('RJ-20261123000000009')).toBeInTheDocument();
    expect(valueOf('Doação')).toHaveTextContent('RJ-20261123000000009');
    expect(valueOf('Cartão')).toBeUndefined();
  });
});
