import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import { api, demo, startTestServer, type TestServer } from '#tests/server/harness.ts';
import { errorHandler } from '#server/http/error-handler.ts';
import { logger } from '#server/log.ts';
import { firstDonationOf, form, location } from '#tests/server/route-fixtures.ts';

// Finding 6: NUL bytes and lone surrogates in text fields and query parameters, and ids like
// 1e308, were answered 500, and the database's error text, with the input in it, was logged.

const textMessage = 'Texto inválido: remova caracteres especiais e tente novamente.';
const numberMessage = 'Número fora do intervalo permitido.';

let server: TestServer;
let admin: ReturnType<typeof api>;
beforeAll(async () => {
  server = await startTestServer();
  admin = api(server, await server.tokenFor(demo.admin));
});
afterAll(async () => {
  await server?.close();
});

const newDonation = (fields: Record<string, unknown>) => ({
  siteId: 1,
  leaderLogin: demo.joao,
  donationId: 'SP-20261101000000099',
  quantity: 1,
  sentDate: '2026-11-01',
  ...fields,
});

describe('bad input gets a clean 400 with a pt-BR message', () => {
  it('NUL bytes in a query parameter or a JSON text field', async () => {
    for (const response of [
      await admin('GET', '/leaders?name=ab%00c'),
      await admin('GET', '/filter/donation?leaderName=ab%00c'),
      await admin('POST', '/reports/users', { leaderName: 'a\u0000b' }),
    ]) {
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ message: textMessage });
    }
  });

  it('lone surrogates in JSON, and bytes that are not UTF-8 in the query string', async () => {
    for (const response of [
      await admin('POST', '/reports/donation', { leaderName: 'ab\uD800' }),
      await admin('GET', '/leaders?name=ab%ED%A0%80c'),
    ]) {
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ message: textMessage });
    }
  });

  it('NUL in a multipart text field', async () => {
    const maria = api(server, await server.tokenFor(demo.maria));
    const donationId = await firstDonationOf(server, demo.maria, 1);
    const response = await maria(
      'POST',
      `/donations/${donationId}/receive`,
      form({ receivedQuantity: '1\u0000', ...location }),
    );
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: textMessage });
  });

  it('ids and counts out of range, like 1e308', async () => {
    for (const fields of [{ siteId: 1e308 }, { siteId: 99_999_999_999 }, { quantity: -1e308 }]) {
      const response = await admin('POST', '/donations', newDonation(fields));
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ message: numberMessage });
    }
  });
});

describe('a deeply nested JSON body', () => {
  const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

  it('is refused with a 400 before any layer walks it, however deep', async () => {
    // 1 MB of nesting overflowed the input check's recursion (a 500 after a long event loop).
    for (const body of [nested(100), '['.repeat(500_000) + ']'.repeat(500_000)]) {
      const response = await fetch(`${server.baseUrl}/api/reports/users`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await server.tokenFor(demo.admin)}`,
          'content-type': 'application/json',
        },
        body,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: 'Dados aninhados demais: envie um JSON mais simples.',
      });
    }
  });

  it('a body as deep as the API ever asks for still passes the check', async () => {
    const response = await admin('POST', '/leaders/lookup-that-does-not-exist', {
      a: { b: { c: { d: [[1]] } } },
    });
    expect(response.status).toBe(404);
  });
});

describe('the log', () => {
  it("never carries a database error's text, which quotes the input", async () => {
    const app = new Hono();
    app.onError(errorHandler);
    app.get('/falha', async () => {
      await server.db.query('SELECT $1::integer', ['CPF 111.444.777-35 de Maria']);
      return new Response('nunca');
    });
    app.get('/quebra', async () => {
      await server.db.query("SELECT * FROM tabela_que_nao_existe WHERE nome = 'Maria da Silva'");
      return new Response('nunca');
    });
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    try {
      const response = await app.request('/falha');
      // A value the database cannot take is the caller's mistake, not a 500.
      expect(response.status).toBe(400);
      expect((await app.request('/quebra')).status).toBe(500);
      const lines = logged.mock.calls
        .flat()
        .map((part) => JSON.stringify(part))
        .join('\n');
      expect(lines).toContain('SQLSTATE 42P01');
      expect(lines).not.toContain('Maria');
      expect(lines).not.toContain('tabela_que_nao_existe');
    } finally {
      logged.mockRestore();
    }
  });
});
