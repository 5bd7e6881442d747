import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DeleteReportDocument,
  DeliverVoucherDocument,
  EndDonationDocument,
} from '#graphql/generated/operations.ts';
import { createRestClient } from '#graphql/rest/rest-client.ts';
import { DELIVERY_FILES } from '#contract/leader-writes.ts';
import { selectOutboxItems } from '#machines/outbox.selectors.ts';
import { createApolloClient } from '#src/core/apollo/apollo-client.ts';
import { createBrowserOutbox } from '#src/core/outbox/browser-outbox.ts';
import { StorageFullError } from '#src/core/outbox/device-storage.ts';
import { wasQueued } from '#src/core/outbox/outbox-link.ts';
import { createSessionScope, type SessionScope } from '#src/core/session-scope/session-scope.ts';
import { installFakeIndexedDb } from '#tests/support/fake-indexeddb.ts';
import { createFakeBackend, type Route } from '#tests/graphql/fake-backend.ts';
import { FakeXhr } from '#tests/graphql/fake-xhr.ts';

/**
 * One way for every write (docs/architecture.md A1, "Writes"): a leader's write is a GraphQL
 * mutation on the session's Apollo client; the outbox link keeps it on the device, and the
 * outbox sends it through the same client, resolver and REST client, with its Idempotency-Key.
 * Other writes, and every write of a session without an outbox, go straight to the server.
 */

installFakeIndexedDb();

const scopes: SessionScope[] = [];
afterEach(() => {
  for (const scope of scopes.splice(0)) scope.dispose();
  vi.unstubAllGlobals();
});

function scopeWith(routes: Record<string, Route>, options: { outbox: boolean; xhr?: FakeXhr }) {
  const backend = createFakeBackend(routes);
  const xhr = options.xhr;
  const rest = createRestClient({
    baseUrl: '/api',
    getToken: () => 'header.payload.signature',
    fetch: backend.fetch,
    ...(xhr ? { createXhr: () => xhr.asXhr() } : {}),
  });
  const scope = createSessionScope({
    userId: 'joao',
    apollo: createApolloClient({ rest }),
    storage: null,
    persistCache: false,
    ...(options.outbox ? { createOutbox: (apollo) => createBrowserOutbox('joao', apollo) } : {}),
  });
  scopes.push(scope);
  return { scope, backend, outbox: scope.outbox! };
}

/** The first operation loads the schema (a dynamic import): slow on a busy machine. */
const SCHEMA_LOADED = { timeout: 15_000 };

const END_PATH = 'POST /api/donations/RJ-1/end';
const endRequests = (backend: ReturnType<typeof createFakeBackend>) =>
  backend.requests.filter(
    (request) => request.method === 'POST' && request.url.pathname === '/api/donations/RJ-1/end',
  );

describe('a leader write with the outbox under Apollo', () => {
  it('is kept on the device and answered at once, then sent once through the same client with its key', async () => {
    const { scope, backend, outbox } = scopeWith({ [END_PATH]: { status: 204 } }, { outbox: true });

    const result = await scope.apollo.mutate({
      mutation: EndDonationDocument,
      variables: { id: 'RJ-1' },
    });

    expect(result.data).toEqual({ endDonation: true });
    expect(wasQueued(result)).toBe(true);
    await vi.waitFor(async () => expect(await outbox.sent()).toHaveLength(1), SCHEMA_LOADED);
    const [sent] = await outbox.sent();
    expect(sent).toMatchObject({ donationId: 'RJ-1', effect: { kind: 'end' } });
    const requests = endRequests(backend);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.get('Idempotency-Key')).toBe(sent?.id);
  });

  it('sends a delivery as the one multipart request graphql/rest builds, photo included', async () => {
    const xhr = new FakeXhr();
    const { scope, outbox } = scopeWith({}, { outbox: true, xhr });
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'entrega.jpg', {
      type: 'image/jpeg',
    });

    await scope.apollo.mutate({
      mutation: DeliverVoucherDocument,
      variables: {
        donationId: 'RJ-1',
        input: {
          voucherId: '506700000001',
          lat: -22.98,
          lon: -43.24,
          delivered: true,
          receivedName: 'Ana Souza',
          receivedCpf: '12345678909',
          file: photo,
        },
      },
    });
    await xhr.sent;

    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/donations/RJ-1/donate');
    const [command] = selectOutboxItems(outbox.actor.getSnapshot());
    expect(xhr.headers.get('Idempotency-Key')).toBe(command?.id);
    expect(
      Object.fromEntries(
        [...(xhr.body?.entries() ?? [])].map(([name, value]) => [
          name,
          typeof value === 'string' ? value : `file:${value.name}`,
        ]),
      ),
    ).toEqual({
      voucherId: '506700000001',
      lat: '-22.98',
      lon: '-43.24',
      delivered: 'true',
      receivedName: 'Ana Souza',
      receivedCpf: '12345678909',
      [DELIVERY_FILES.photo]: 'file:entrega.jpg',
    });
    xhr.respond(204);
    await vi.waitFor(async () => expect(await outbox.sent()).toHaveLength(1), SCHEMA_LOADED);
    expect(selectOutboxItems(outbox.actor.getSnapshot())).toEqual([]);
  });

  it("keeps a refused write, failed with the server's message, for the leader to decide", async () => {
    const refusal = 'Esta doação não está mais em entrega.';
    const { scope, outbox } = scopeWith(
      { [END_PATH]: { status: 409, json: { message: refusal } } },
      { outbox: true },
    );

    await scope.apollo.mutate({ mutation: EndDonationDocument, variables: { id: 'RJ-1' } });

    await vi.waitFor(
      () =>
        expect(selectOutboxItems(outbox.actor.getSnapshot())).toMatchObject([
          { state: 'failed', failure: refusal },
        ]),
      SCHEMA_LOADED,
    );
  });

  it('waits at least the Retry-After of a write the server is still processing, then sends it again', async () => {
    const { scope, backend, outbox } = scopeWith(
      {
        [END_PATH]: {
          status: 409,
          json: { message: 'Este envio ainda está em processamento.' },
          headers: { 'Retry-After': '30' },
        },
      },
      { outbox: true },
    );

    await scope.apollo.mutate({ mutation: EndDonationDocument, variables: { id: 'RJ-1' } });

    await vi.waitFor(
      () => expect(outbox.actor.getSnapshot().matches('waiting')).toBe(true),
      SCHEMA_LOADED,
    );
    expect(outbox.actor.getSnapshot().context.retryDelayMs).toBeGreaterThanOrEqual(30_000);
    expect(selectOutboxItems(outbox.actor.getSnapshot())).toMatchObject([{ state: 'pending' }]);
    expect(endRequests(backend)).toHaveLength(1);
  });

  it('refuses a write whose photos no longer fit on the device, with the error the flow words', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      onLine: true,
      storage: {
        estimate: async () => ({ usage: 999_000_000, quota: 1_000_000_000 }),
        persist: async () => false,
      },
    });
    const { scope, outbox } = scopeWith({}, { outbox: true });
    const photo = new File([new Uint8Array(1024)], 'entrega.jpg', { type: 'image/jpeg' });

    const failure = await scope.apollo
      .mutate({
        mutation: DeliverVoucherDocument,
        variables: {
          donationId: 'RJ-1',
          input: {
            voucherId: '506700000001',
            lat: 0,
            lon: 0,
            delivered: true,
            receivedName: 'Ana Souza',
            file: photo,
          },
        },
      })
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(StorageFullError);
    expect(await outbox.ahead('RJ-1')).toEqual([]);
  });

  it('lets a write that need not work offline go straight to the server', async () => {
    const { scope, backend, outbox } = scopeWith(
      { 'DELETE /api/report/r1': { status: 204 } },
      { outbox: true },
    );

    const result = await scope.apollo.mutate({
      mutation: DeleteReportDocument,
      variables: { id: 'r1' },
    });

    expect(wasQueued(result)).toBe(false);
    expect(backend.lastRequest().url.pathname).toBe('/api/report/r1');
    expect(backend.lastRequest().headers.has('Idempotency-Key')).toBe(false);
    expect(selectOutboxItems(outbox.actor.getSnapshot())).toEqual([]);
  });
});

describe('a session without an outbox (staff, a device without IndexedDB)', () => {
  it('sends the same mutation straight to the server', async () => {
    const { scope, backend } = scopeWith({ [END_PATH]: { status: 204 } }, { outbox: false });

    const result = await scope.apollo.mutate({
      mutation: EndDonationDocument,
      variables: { id: 'RJ-1' },
    });

    expect(wasQueued(result)).toBe(false);
    expect(endRequests(backend)).toHaveLength(1);
    expect(backend.lastRequest().headers.has('Idempotency-Key')).toBe(false);
  });
});
