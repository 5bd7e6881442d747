/** Renders the real routes as admin (or another role) over the mocked schema, with field resolvers the tests can spy on. */
import type { IMocks } from '@graphql-tools/mock';
import { createApolloClient } from '#src/core/apollo/apollo-client.ts';
import { AppRoutes } from '#src/shell/routes.tsx';
import { createMockedSchema, type MockResolvers } from '#graphql/mocks.ts';
import type { SessionRole } from '#machines/session.machine.ts';
import { createDonationFilterStore } from '#src/core/session-scope/donation-filter.ts';
import type { DonationFilter } from '#contract/donation-filter.ts';
import {
  fakeSession,
  renderScreen,
  sessionScopeShell,
} from '#tests/support/render-with-session.tsx';

export type AdminRenderOptions = {
  path: string;
  role?: SessionRole;
  mocks?: IMocks;
  resolvers?: MockResolvers;
};

export function renderAs({ path, role = 'admin', mocks = {}, resolvers }: AdminRenderOptions) {
  const client = createApolloClient({ schema: createMockedSchema(mocks, resolvers) });
  const session = fakeSession({ signedIn: { role, name: 'Ana Costa', login: '52998224725' } });
  return {
    ...renderScreen(<AppRoutes signedInShell={sessionScopeShell(client)} />, { path, session }),
    client,
  };
}

/** Leaves `owner`'s filter on the device, as an earlier visit would have. */
export function saveDonationFilter(owner: string, filter: DonationFilter): void {
  createDonationFilterStore(localStorage, owner).save(filter);
}

/** The filter on the device, as `owner` would see it. */
export function readDonationFilter(owner: string): DonationFilter | null {
  return createDonationFilterStore(localStorage, owner).read();
}

/** The id fakeSession gives a signed-in user of this role. */
export const userIdOf = (role: SessionRole) => `user-${role}`;

/** Demo-like rows for the lists and selects. */
export const sites = [
  { siteId: 1, name: 'CEU Heliópolis', city: 'São Paulo', state: 'SP' },
  { siteId: 2, name: 'Associação de Moradores da Rocinha', city: 'Rio de Janeiro', state: 'RJ' },
];
export const states = [{ state: 'RJ' }, { state: 'SP' }];
export const citiesOf = (state: string) =>
  state === 'SP'
    ? [
        { city: 'Campinas', state: 'SP' },
        { city: 'São Paulo', state: 'SP' },
      ]
    : [{ city: 'Rio de Janeiro', state: 'RJ' }];

export const donation = (n: number, change: Record<string, unknown> = {}) => ({
  donationId: `SP-2026031500000${String(n).padStart(4, '0')}`,
  quantity: 3,
  status: 1,
  statusText: 'Esperando recebimento',
  created: '2026-03-15T13:45:00.000Z',
  scheduled: null,
  received: null,
  leaderName: 'Maria da Silva',
  siteName: 'CEU Heliópolis',
  city: 'São Paulo',
  state: 'SP',
  deadline: null,
  deliveredCount: 0,
  notDeliveredCount: 0,
  pendingCount: 3,
  ...change,
});
