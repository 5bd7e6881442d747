import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeleteReportDocument } from '#graphql/generated/operations.ts';
import { createRestClient } from '#graphql/rest/rest-client.ts';
import { DELIVERY_FILES, type LeaderWrite } from '#contract/leader-writes.ts';
import { selectOutboxItems } from '#machines/outbox.selectors.ts';
import { createApolloClient } from '#src/core/apollo/apollo-client.ts';
import { createBrowserOutbox, StorageFullError } from '#src/core/outbox/browser-outbox.ts';
import { createSessionScope, type SessionScope } from '#src/core/session-scope/session-scope.ts';
import { installFakeIndexedDb } from '#tests/support/fake-indexeddb.ts';
import { createFakeBackend, type Route } from '#tests/graphql/fake-backend.ts';
import { FakeXhr } from '#tests/graphql/fake-xhr.ts';

/**
 * A leader's write from the session to the server (docs/architecture.md A16): the outbox keeps
 * the command on the device and sends it through the REST client with its Idempotency-Key while
 * the screen waits for the answer; offline it stays to be sent later. Other writes, and every
 * write of a session without an outbox, go straight to the server.
 */

installFakeIndexedDb();

const scopes: SessionScope[] = [];
afterEach(() => {
  for (const scope of scopes.splice(0)) scope.dispose();
  vi.unstubAllGlobals();
});

function scopeWith(
  routes: Record<string, Route>,
  options: { outbox: boolean; xhr?: FakeXhr; online?: () => boolean },
) {
  const backend = createFakeBackend(routes);
  const xhr = options.xhr;
  const rest = createRestClient({
    baseUrl: '/api',
    getToken: () => 'header.payload.signature',
    fetch: backend.fetch,
    ...(xhr ? { createXhr: () => xhr.asXhr() } : {}),
  });
  const online = options.online ?? (() => true);
  const scope = createSessionScope({
    userId: 'joao',
    // With staff's resolvers: one case sends a staff write (deleting a report).
    apollo: createApolloClient({ rest, staff: true }),
    storage: null,
    persistCache: false,
    rest: async () => rest,
    ...(options.outbox
      ? {
          createOutbox: ({ sent }) =>
            createBrowserOutbox('joao', { rest: async () => rest, sent, online }),
        }
      : {}),
  });
  scopes.push(scope);
  return { scope, backend, writes: scope.writes!, outbox: scope.outbox! };
}

const END_PATH = 'POST /api/donations/RJ-1/end';
const end: LeaderWrite = { kind: 'end', command: { donationId: 'RJ-1' } };
const endRequests = (backend: ReturnType<typeof createFakeBackend>) =>
  backend.requests.filter(
    (request) => request.method === 'POST' && request.url.pathname === '/api/donations/RJ-1/end',
  );

const deliveredCard = (photo: Blob): LeaderWrite => ({
  kind: 'deliver',
  command: {
    donationId: 'RJ-1',
    voucherId: '506700000001',
    lat: -22.98,
    lon: -43.24,
    recordedAt: null,
    delivered: true,
    leaderComment: null,
    receivedName: 'Ana Souza',
    receivedCpf: '12345678909',
    receivedContactNumber: null,
    receivedEmail: null,
    messageConsent: null,
    photo,
    invoice: null,
    receiptCode: null,
  },
});

describe('a leader write through the outbox', () => {
  it('online: is sent once with its key, and the screen hears it was sent only then', async () => {
    const { backend, writes, outbox } = scopeWith(
      { [END_PATH]: { status: 204 } },
      { outbox: true },
    );

    const outcome = await writes.submit(end);

    expect(outcome).toEqual({ kind: 'sent' });
    const [sent] = await outbox.sent();
    expect(sent).toMatchObject({ donationId: 'RJ-1', effect: { kind: 'end' } });
    const requests = endRequests(backend);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.get('Idempotency-Key')).toBe(sent?.id);
  });

  it('offline: is kept on the device and answered at once', async () => {
    const { writes, outbox } = scopeWith(
      { [END_PATH]: new TypeError('Failed to fetch') },
      { outbox: true, online: () => false },
    );

    expect(await writes.submit(end)).toEqual({ kind: 'kept' });
    expect(await outbox.ahead('RJ-1')).toHaveLength(1);
  });

  it('sends a delivery as the one multipart request graphql/rest builds, photo included', async () => {
    const xhr = new FakeXhr();
    const { writes, outbox } = scopeWith({}, { outbox: true, xhr });
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'entrega.jpg', {
      type: 'image/jpeg',
    });

    const outcome = writes.submit(deliveredCard(photo), { voucherPosition: 1 });
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
    expect(await outcome).toEqual({ kind: 'sent' });
    expect(selectOutboxItems(outbox.actor.getSnapshot())).toEqual([]);
  });

  it("a refusal while the screen waits comes back with the server's message, and nothing stays", async () => {
    const refusal = 'Esta doação não está mais em entrega.';
    const { writes, outbox } = scopeWith(
      { [END_PATH]: { status: 409, json: { message: refusal } } },
      { outbox: true },
    );

    expect(await writes.submit(end)).toEqual({ kind: 'failed', message: refusal });
    expect(await outbox.ahead('RJ-1')).toEqual([]);
  });

  it('waits at least the Retry-After of a write the server is still processing, kept on the device', async () => {
    const { backend, writes, outbox } = scopeWith(
      {
        [END_PATH]: {
          status: 409,
          json: { message: 'Este envio ainda está em processamento.' },
          headers: { 'Retry-After': '30' },
        },
      },
      { outbox: true },
    );

    expect(await writes.submit(end)).toEqual({ kind: 'kept' });
    await vi.waitFor(() => expect(outbox.actor.getSnapshot().matches('waiting')).toBe(true), {
      timeout: 15_000,
    });
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
    const { writes, outbox } = scopeWith({}, { outbox: true });
    const photo = new File([new Uint8Array(1024)], 'entrega.jpg', { type: 'image/jpeg' });

    const failure = await writes.submit(deliveredCard(photo)).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(StorageFullError);
    expect(await outbox.ahead('RJ-1')).toEqual([]);
  });

  it('lets a write that need not work offline go straight to the server through Apollo', async () => {
    const { scope, backend, outbox } = scopeWith(
      { 'DELETE /api/report/r1': { status: 204 } },
      { outbox: true },
    );

    await scope.apollo.mutate({ mutation: DeleteReportDocument, variables: { id: 'r1' } });

    expect(backend.lastRequest().url.pathname).toBe('/api/report/r1');
    expect(backend.lastRequest().headers.has('Idempotency-Key')).toBe(false);
    expect(selectOutboxItems(outbox.actor.getSnapshot())).toEqual([]);
  });
});

describe('a session without an outbox (a device without IndexedDB)', () => {
  it('sends the write straight to the server, and a refusal comes back as its message', async () => {
    const { backend, writes } = scopeWith({ [END_PATH]: { status: 204 } }, { outbox: false });

    expect(await writes.submit(end)).toEqual({ kind: 'sent' });
    expect(endRequests(backend)).toHaveLength(1);
    expect(backend.lastRequest().headers.has('Idempotency-Key')).toBe(false);

    const refused = scopeWith(
      { [END_PATH]: { status: 409, json: { message: 'Já encerrada.' } } },
      { outbox: false },
    );
    expect(await refused.writes.submit(end)).toEqual({ kind: 'failed', message: 'Já encerrada.' });
  });
});
