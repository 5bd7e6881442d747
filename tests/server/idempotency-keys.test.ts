import { Hono, type Context } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENT_REPLAYED_HEADER, idempotencyMessages } from '#contract/idempotency.ts';
import type { Db } from '#server/db/db.ts';
import type { AppEnv } from '#server/http/env.ts';
import { errorHandler } from '#server/http/error-handler.ts';
import {
  CLAIM_HEARTBEAT_MS,
  IDEMPOTENCY_RETENTION_MS,
  STALE_CLAIM_MS,
} from '#server/http/idempotency/idempotency-store.ts';
import {
  idempotentWrites,
  type IdempotencyWaitOptions,
} from '#server/http/idempotency/idempotent-writes.ts';
import { demo, startTestServer, testClock, type TestServer } from './harness.ts';
import { keyedApi } from './idempotency-fixtures.ts';
import { firstDonationOf, form, location, pngFile } from './route-fixtures.ts';

type Keyed = ReturnType<typeof keyedApi>;

const DAY = 24 * 60 * 60 * 1000;
const clock = testClock(new Date('2026-11-21T12:00:00.000Z'));
let server: TestServer;
let joao: Keyed;
let carlos: Keyed;
let waiting: string;

beforeAll(async () => {
  server = await startTestServer({
    now: clock.now,
    env: { TOKEN_TTL_SECONDS: String(30 * 24 * 3600) },
  });
  joao = keyedApi(server, await server.tokenFor(demo.joao));
  carlos = keyedApi(server, await server.tokenFor(demo.carlos));
  waiting = await firstDonationOf(server, demo.joao, 1);
});

afterAll(async () => {
  await server?.close();
});

const storedKeys = async () =>
  (
    await server.db.query<{ idempotency_key: string }>(
      'SELECT idempotency_key FROM idempotency_keys ORDER BY idempotency_key',
    )
  ).map((row) => row.idempotency_key);
const receipt = () =>
  form({ receivedQuantity: '3', ...location }, { receiveDonationFile: pngFile() });
/** Carlos asking to receive João's donation: a 404 the server decides, with nothing changed. */
const foreignReceipt = (key: string) =>
  carlos('POST', `/donations/${waiting}/receive`, key, receipt());

describe('the key itself', () => {
  it.each([
    ['shorter than 8 characters', 'curta'],
    ['longer than 200', 'k'.repeat(201)],
    ['with a character outside printable ASCII', 'chave-não-ascii'],
  ])('a key %s → 400 with the pt-BR message', async (_, key) => {
    const response = await foreignReceipt(key);
    expect(response.status).toBe(400);
    expect(response.json.message).toBe(idempotencyMessages.invalidKey);
  });

  it('reads ignore the key', async () => {
    const response = await joao('GET', '/donations', 'leitura-0001');
    expect(response.status).toBe(200);
    expect(await storedKeys()).not.toContain('leitura-0001');
  });

  it("a refusal is the server's decision: replayed as it was", async () => {
    const sent = await foreignReceipt('refusal-0001');
    expect(sent.status).toBe(404);
    const resent = await foreignReceipt('refusal-0001');
    expect(resent).toMatchObject({ status: 404, replayed: true, text: sent.text });
  });
});

describe('from another origin the app is served from (CORS)', () => {
  it('a preflight allows the key, and the replay header can be read', async () => {
    const preflight = await fetch(`${server.baseUrl}/api/donations/x/receive`, {
      method: 'OPTIONS',
      headers: {
        origin: server.baseUrl,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,idempotency-key',
      },
    });
    expect(preflight.status).toBe(204);
    expect((preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase()).toContain(
      'idempotency-key',
    );

    const answer = await fetch(`${server.baseUrl}/api/donations`, {
      headers: { origin: server.baseUrl },
    });
    expect((answer.headers.get('access-control-expose-headers') ?? '').toLowerCase()).toContain(
      'idempotent-replayed',
    );
  });
});

describe('retention', () => {
  it(`keeps keys ${IDEMPOTENCY_RETENTION_MS / DAY} days, then purges them`, async () => {
    await foreignReceipt('old-0001');
    clock.advance(6 * DAY);
    await foreignReceipt('recent-0001');
    expect(await storedKeys()).toEqual(expect.arrayContaining(['old-0001', 'recent-0001']));

    clock.advance(DAY + 60_000);
    await foreignReceipt('trigger-0001');
    const kept = await storedKeys();
    expect(kept).not.toContain('old-0001');
    expect(kept).toEqual(expect.arrayContaining(['recent-0001', 'trigger-0001']));
    // A purged key is a new request again.
    expect((await foreignReceipt('old-0001')).replayed).toBe(false);
  });
});

describe('failures release the key', () => {
  it('a receipt whose photo cannot be stored (500) runs again when resent with its key', async () => {
    const files = server.deps.files;
    const save = files.save;
    files.save = async () => {
      throw new Error('disco cheio');
    };
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The clock moved days on: today's health checklist first (R8.12).
    expect((await joao('POST', '/checklist', null)).status).toBe(201);
    try {
      expect(
        (await joao('POST', `/donations/${waiting}/receive`, 'receipt-fails-0001', receipt()))
          .status,
      ).toBe(500);
    } finally {
      files.save = save;
      quiet.mockRestore();
    }
    expect(await storedKeys()).not.toContain('receipt-fails-0001');

    const resent = await joao(
      'POST',
      `/donations/${waiting}/receive`,
      'receipt-fails-0001',
      receipt(),
    );
    expect(resent).toMatchObject({ status: 204, replayed: false });
    const [row] = await server.db.query<{ status: number }>(
      'SELECT status FROM donations WHERE donation_id = $1',
      [waiting],
    );
    expect(row!.status).toBe(2);
  });
});

describe('a resend while the first request runs', () => {
  /** A tiny app behind the same middleware, whose handlers the test holds or breaks. */
  async function appWith(
    wait: IdempotencyWaitOptions,
    routes: (app: Hono<AppEnv>) => void,
    db: Db = server.db,
  ) {
    const userId = await server.userId(demo.joao);
    const app = new Hono<AppEnv>();
    app.onError(errorHandler);
    app.use('*', async (c, next) => {
      c.set('user', {
        id: userId,
        login: demo.joao,
        name: 'João',
        email: 'joao@exemplo.org.br',
        role: 'leader',
      });
      await next();
    });
    app.use(
      '*',
      idempotentWrites({ db, now: clock.now, protection: server.deps.protection }, wait),
    );
    routes(app);
    return (path: string, key: string) =>
      app.request(path, { method: 'POST', headers: { 'idempotency-key': key } });
  }

  /** A route that counts its runs and answers only once the test opens it. */
  function heldRoute() {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    const held = {
      runs: 0,
      open: () => open(),
      handler: async (c: Context) => {
        held.runs += 1;
        await opened;
        return c.json({ runs: held.runs }, 201);
      },
    };
    return held;
  }

  it('waits for it and gets its answer', async () => {
    const slow = heldRoute();
    const send = await appWith({ pollIntervalMs: 5, maxWaitMs: 30_000 }, (app) =>
      app.post('/slow', slow.handler),
    );
    const first = send('/slow', 'slow-0001');
    await vi.waitFor(() => expect(slow.runs).toBe(1), { timeout: 10_000, interval: 5 });
    const second = send('/slow', 'slow-0001');
    slow.open();
    const [a, b] = await Promise.all([first, second]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await b.json()).toEqual({ runs: 1 });
    expect(b.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    expect(slow.runs).toBe(1);
  });

  it('answers 409 with Retry-After when the wait runs out, and replays once the first has answered', async () => {
    const held = heldRoute();
    const send = await appWith({ pollIntervalMs: 5, maxWaitMs: 20 }, (app) =>
      app.post('/held', held.handler),
    );
    const first = send('/held', 'held-0001');
    await vi.waitFor(() => expect(held.runs).toBe(1), { timeout: 10_000, interval: 5 });
    const busy = await send('/held', 'held-0001');
    expect(busy.status).toBe(409);
    expect(busy.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await busy.json()).toEqual({ message: idempotencyMessages.stillProcessing });
    held.open();
    expect((await first).status).toBe(201);
    const later = await send('/held', 'held-0001');
    expect(later.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    expect(held.runs).toBe(1);
  });

  it('a handler that throws or answers 5xx leaves the key free for the resend', async () => {
    let runs = 0;
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const send = await appWith({ pollIntervalMs: 5, maxWaitMs: 20 }, (app) => {
      app.post('/throws', (c) => {
        runs += 1;
        if (runs === 1) throw new Error('falha');
        return c.json({ runs }, 201);
      });
      app.post('/unavailable', (c) => c.json({ message: 'Indisponível' }, 503));
    });
    try {
      expect((await send('/throws', 'throws-0001')).status).toBe(500);
      const resent = await send('/throws', 'throws-0001');
      expect(resent.status).toBe(201);
      expect(await resent.json()).toEqual({ runs: 2 });
      expect((await send('/unavailable', 'unavailable-0001')).status).toBe(503);
      expect(await storedKeys()).not.toContain('unavailable-0001');
    } finally {
      quiet.mockRestore();
    }
  });

  it('a write whose answer cannot be stored still answers, and a resend does not run it again', async () => {
    let runs = 0;
    const failingCompletion: Db = {
      ...server.db,
      query: (sql, params) =>
        sql.includes("SET state = 'completed'")
          ? Promise.reject(new Error('conexão perdida'))
          : server.db.query(sql, params),
    };
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const send = await appWith(
      { pollIntervalMs: 5, maxWaitMs: 20 },
      (app) =>
        app.post('/once', (c) => {
          runs += 1;
          return c.json({ runs }, 201);
        }),
      failingCompletion,
    );
    try {
      expect((await send('/once', 'once-0001')).status).toBe(201);
      expect((await send('/once', 'once-0001')).status).toBe(409);
      expect(runs).toBe(1);
    } finally {
      quiet.mockRestore();
    }
  });
  it("a claim whose request died with its instance is taken over once stale; a running request's claim never goes stale", async () => {
    const held = heldRoute();
    const send = await appWith({ pollIntervalMs: 5, maxWaitMs: 20 }, (app) =>
      app.post('/crash', held.handler),
    );
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const first = send('/crash', 'crash-0001');
      await vi.waitFor(() => expect(held.runs).toBe(1), { timeout: 10_000, interval: 5 });
      // Still running: its heartbeat renews the claim, so a resend long after waits (409).
      for (let waited = 0; waited <= STALE_CLAIM_MS; waited += CLAIM_HEARTBEAT_MS) {
        clock.advance(CLAIM_HEARTBEAT_MS);
        await vi.advanceTimersByTimeAsync(CLAIM_HEARTBEAT_MS);
      }
      await vi.waitFor(
        async () => {
          const [row] = await server.db.query<{ created_at: Date }>(
            "SELECT created_at FROM idempotency_keys WHERE idempotency_key = 'crash-0001'",
          );
          expect(clock.now().getTime() - new Date(row!.created_at).getTime()).toBeLessThan(
            STALE_CLAIM_MS,
          );
        },
        { timeout: 10_000, interval: 20 },
      );
      expect((await send('/crash', 'crash-0001')).status).toBe(409);
      held.open();
      expect((await first).status).toBe(201);

      // A claim nobody renews (its instance was killed mid-request) is taken over after STALE_CLAIM_MS.
      await server.db.query(
        `INSERT INTO idempotency_keys (user_id, method, path_digest, idempotency_key, fingerprint, state, created_at)
         SELECT user_id, method, path_digest, 'crash-0002', fingerprint, 'in_progress', $1 FROM idempotency_keys WHERE idempotency_key = 'crash-0001'`,
        [clock.now()],
      );
      expect((await send('/crash', 'crash-0002')).status).toBe(409);
      clock.advance(STALE_CLAIM_MS + 1);
      const resent = await send('/crash', 'crash-0002');
      expect(resent.status).toBe(201);
      expect(held.runs).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a request that fails because the database is gone answers its own failure, even when the key cannot be released', async () => {
    const down = () => Object.assign(new Error('Connection terminated unexpectedly'), {});
    const failingRelease: Db = {
      ...server.db,
      query: (sql, params) =>
        sql.startsWith('DELETE FROM idempotency_keys')
          ? Promise.reject(down())
          : server.db.query(sql, params),
    };
    const send = await appWith(
      { pollIntervalMs: 5, maxWaitMs: 20 },
      (app) =>
        app.post('/db-gone', () => {
          throw down();
        }),
      failingRelease,
    );
    const answer = await send('/db-gone', 'dbgone-0001');
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
  });
});
