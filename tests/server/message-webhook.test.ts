import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpProvider } from '#server/domain/messages/http-provider.ts';
import {
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  webhookSignature,
} from '#server/domain/message-replies/message-webhook.routes.ts';
import { startTestServer, testClock, type TestServer } from './harness.ts';

const SECRET = 'segredo-compartilhado-de-teste';
const clock = testClock(new Date('2026-11-23T15:00:00.000Z'));

/** A loopback stand-in for the SMS gateway: records each call, answers `status`. */
let gateway: Server;
let gatewayUrl = '';
let gatewayStatus = 200;
const calls: { headers: IncomingMessage['headers']; body: string }[] = [];
let server: TestServer;

beforeAll(async () => {
  gateway = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      calls.push({ headers: request.headers, body });
      response.writeHead(gatewayStatus, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id: `gw-${calls.length}` }));
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
  server = await startTestServer({
    now: clock.now,
    workers: false,
    env: {
      MESSAGE_PROVIDER: 'http',
      MESSAGE_HTTP_URL: gatewayUrl,
      MESSAGE_HTTP_TOKEN: 'token-do-gateway',
      MESSAGE_HTTP_INBOUND_SECRET: SECRET,
    },
  });
});

afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => gateway?.close(resolve));
});

describe('the http provider (docs/operations.md O6)', () => {
  const config = () => server.deps.config.messages.http!;

  it('posts the body template filled in, with the token and the dedupe key', async () => {
    const sent = await httpProvider(config()).send({
      key: 'CARD1:delivery-confirmation',
      to: '(21) 98765-4321',
      body: 'Codigo "K7Q2-M9XD"',
    });
    expect(sent.providerMessageId).toBe(`gw-${calls.length}`);
    const call = calls.at(-1)!;
    expect(call.headers.authorization).toBe('Bearer token-do-gateway');
    expect(call.headers['idempotency-key']).toBe('CARD1:delivery-confirmation');
    expect(JSON.parse(call.body)).toEqual({
      to: '+5521987654321',
      text: 'Codigo "K7Q2-M9XD"',
      reference: 'CARD1:delivery-confirmation',
    });
  });

  it('fails the try when the gateway refuses, so the job queue tries again', async () => {
    gatewayStatus = 503;
    await expect(
      httpProvider(config()).send({ key: 'K', to: '21987654321', body: 'x' }),
    ).rejects.toThrow('HTTP 503');
    gatewayStatus = 200;
  });
});

describe('the inbound webhook: signed by the shared secret, each call once', () => {
  let callNumber = 0;
  const hook = (payload: object, options: { secret?: string; at?: Date; body?: string } = {}) => {
    const body = options.body ?? JSON.stringify(payload);
    const timestamp = String(Math.floor((options.at ?? clock.now()).getTime() / 1000));
    return fetch(`${server.baseUrl}/api/hooks/messages`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [TIMESTAMP_HEADER]: timestamp,
        [SIGNATURE_HEADER]: webhookSignature(options.secret ?? SECRET, timestamp, body),
      },
      body,
    });
  };
  const reply = () => ({
    id: `call-${++callNumber}`,
    type: 'reply',
    from: '+55 21 99999-0000',
    text: 'olá',
  });

  it('takes a call signed with the secret', async () => {
    const response = await hook(reply());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ action: 'kept' });
  });

  it('refuses a wrong secret, and keeps nothing', async () => {
    const before = await server.db.query('SELECT id FROM family_message_replies');
    const response = await hook(reply(), { secret: 'outro-segredo-qualquer-123' });
    expect(response.status).toBe(401);
    expect(await server.db.query('SELECT id FROM family_message_replies')).toEqual(before);
  });

  it('refuses a replay: the same call again, or a signed call out of its five minutes', async () => {
    const call = reply();
    expect((await hook(call)).status).toBe(200);
    const replayed = await hook(call);
    expect(replayed.status).toBe(409);
    const old = await hook(reply(), { at: new Date(clock.now().getTime() - 6 * 60 * 1000) });
    expect(old.status).toBe(401);
    const kept = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM family_message_replies',
    );
    // The first test's call and this one, once each.
    expect(kept[0]?.n).toBe(2);
  });
});
