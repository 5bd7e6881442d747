import { describe, expect, it } from 'vitest';
import { FakeXhr } from './fake-xhr.ts';
import { run } from './execute-operation.ts';
import { charge } from './fixtures.ts';
import { createRestClient } from '#graphql/rest/rest-client.ts';
import type { UploadProgress } from '#graphql/rest/http-transport.ts';
import { UploadChargeDocument } from '#graphql/generated/operations.ts';

const fetchMustNotBeUsed: typeof fetch = () =>
  Promise.reject(new Error('fetch must not be used for uploads with progress'));

function clientWith(xhr: FakeXhr, token: string | null) {
  return createRestClient({
    getToken: () => token,
    fetch: fetchMustNotBeUsed,
    createXhr: () => xhr.asXhr(),
  });
}

describe('multipart upload with progress', () => {
  it('reports progress to the operation context and returns the reply', async () => {
    const xhr = new FakeXhr();
    const progress: UploadProgress[] = [];
    const pending = run(
      UploadChargeDocument,
      clientWith(xhr, 'header.payload.signature'),
      { type: 'voucher', file: new File(['csv'], 'cartoes.csv', { type: 'text/csv' }) },
      { onUploadProgress: (step) => progress.push(step) },
    );
    await xhr.sent;
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    xhr.respond(201, JSON.stringify(charge));

    expect((await pending).data?.uploadCharge).toEqual(charge);
    expect(progress).toEqual([
      { loaded: 50, total: 200 },
      { loaded: 200, total: 200 },
    ]);
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/load/voucher');
    expect(xhr.body?.get('file')).toBeInstanceOf(File);
  });

  it('keeps the header rules on the XHR path', async () => {
    const jwt = new FakeXhr();
    const pendingJwt = run(
      UploadChargeDocument,
      clientWith(jwt, 'header.payload.signature'),
      { type: 'site', file: new Blob(['x']) },
      { onUploadProgress: () => undefined },
    );
    await jwt.sent;
    jwt.respond(201, JSON.stringify(charge));
    await pendingJwt;
    expect(Object.fromEntries(jwt.headers)).toMatchObject({
      'Access-Control-Allow-Origin': '*',
      Authorization: 'Bearer header.payload.signature',
    });
    expect(jwt.headers.has('x-access-token')).toBe(false);

    const opaque = new FakeXhr();
    const pendingOpaque = run(
      UploadChargeDocument,
      clientWith(opaque, 'opaque-token'),
      { type: 'site', file: new Blob(['x']) },
      { onUploadProgress: () => undefined },
    );
    await opaque.sent;
    opaque.respond(201, JSON.stringify(charge));
    await pendingOpaque;
    expect(opaque.headers.get('x-access-token')).toBe('opaque-token');
    expect(opaque.headers.has('Authorization')).toBe(false);
  });

  it('keeps the error rules on the XHR path: server message, then the pt-BR fallback offline', async () => {
    const receipt = {
      donationId: 'SP-20260315000000001',
      receivedQuantity: 3,
      lat: 1,
      lon: 2,
      recordedAt: null,
      photo: new File(['jpeg'], 'foto.jpg', { type: 'image/jpeg' }),
    };
    const rejected = new FakeXhr();
    const pendingRejected = clientWith(rejected, 'a.b.c')
      .receiveDonation(receipt, { onProgress: () => undefined })
      .catch((error: unknown) => error);
    await rejected.sent;
    rejected.respond(413, JSON.stringify({ message: 'Arquivo maior que o limite permitido.' }));
    expect(await pendingRejected).toMatchObject({
      status: 413,
      message: 'Arquivo maior que o limite permitido.',
    });

    const offline = new FakeXhr();
    const pendingOffline = clientWith(offline, 'a.b.c')
      .receiveDonation(receipt, { onProgress: () => undefined })
      .catch((error: unknown) => error);
    await offline.sent;
    offline.failNetwork();
    expect(await pendingOffline).toMatchObject({
      status: 0,
      kind: 'network',
      message: 'Não foi possível concluir. Verifique sua conexão e tente novamente.',
    });
  });
});
