import type { RestClient } from '#graphql/rest/rest-client.ts';
import type { ChargeDetails } from '#contract/charges.ts';
import type { Report } from '#contract/reports.ts';
import { createApolloClient } from '#src/core/apollo/apollo-client.ts';
import { AppRoutes } from '#src/shell/routes.tsx';
import type { FakeAccount } from './render-with-session.tsx';
import { fakeSession, renderScreen, sessionScopeShell } from './render-with-session.tsx';

/**
 * The charge and export screens over the real GraphQL schema and resolvers, with a fake REST
 * client: each test gives only the calls it expects; any other call fails the test loudly.
 */
export function fakeRest(calls: Partial<RestClient>): RestClient {
  // A Proxy stands in for the whole client; the cast is safe because every method either comes
  // from `calls` (typed as RestClient's) or throws.
  return new Proxy(calls, {
    get(target, name: string) {
      const call = target[name as keyof RestClient];
      if (call) return call;
      return () => {
        throw new Error(`unexpected REST call in this test: ${name}`);
      };
    },
  }) as RestClient;
}

/** The whole app (routes, guards, menu) at `path`, signed in with `account`. */
export function renderWithRest(path: string, account: FakeAccount, rest: RestClient) {
  // As the browser's scope does: staff's resolvers load for every role but a leader.
  const client = createApolloClient({ rest, staff: account.role !== 'leader' });
  return renderScreen(<AppRoutes signedInShell={sessionScopeShell(client)} />, {
    path,
    session: fakeSession({ signedIn: account }),
  });
}

/** A promise the test settles when it wants (e.g. an upload still in flight). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export const admin: FakeAccount = {
  role: 'admin',
  name: 'Ana Costa',
  login: '52998224725',
  email: 'ana@example.org',
};
export const readonly: FakeAccount = {
  role: 'readonly',
  name: 'Rita Lima',
  login: '98765432100',
  email: 'rita@example.org',
};
export const leader: FakeAccount = { role: 'leader', name: 'Maria da Silva' };

/** A charge as GET /load/{id} answers it (the list's shape plus the line errors). */
export function charge(overrides: Partial<ChargeDetails> = {}): ChargeDetails {
  return {
    _id: 'carga-1',
    fileName: 'cartoes-novembro.csv',
    createdAt: '2026-11-21T15:05:00.000Z',
    type: 'voucher',
    status: 'Processado com sucesso',
    rows: 120,
    errorCount: 0,
    errors: [],
    ...overrides,
  };
}

export function report(overrides: Partial<Report> = {}): Report {
  return {
    id: 'relatorio-1',
    type: 'donation',
    details: 'Doações — Status: Esperando recebimento',
    status: 2,
    statusText: 'Processado',
    timestamp: '2026-11-21T15:05:00.000Z',
    url: 'http://app.test/files/relatorio-1',
    owner: 'Ana Costa',
    complete: false,
    completeExpiresAt: null,
    ...overrides,
  };
}
