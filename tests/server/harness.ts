/**
 * Starts the real server (createApp) on 127.0.0.1 and a random free port, over PGlite in a fresh
 * temporary DATA_DIR. Used by every tests/server/*.test.ts: share one server per file (beforeAll).
 *
 *   const server = await startTestServer();            // seeded with the demo data of docs/architecture.md A11
 *   const call = api(server, await server.tokenFor(demo.maria));
 *   const { status, json } = await call('GET', '/donations');   // path relative to /api
 *   await server.close();
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import type { Hono } from 'hono';
import { inject } from 'vitest';
import { createDatabase, POSTGRES_TEMPLATE } from '#tests/support/postgres-cluster.ts';
import { readConfig, type ServerConfig } from '#server/config/config.ts';
import type { Db } from '#server/db/db.ts';
import { openDb, pgliteDir } from '#server/db/open-db.ts';
import { openPgliteDb } from '#server/db/pglite-db.ts';
import { migrate } from '#server/db/migrate.ts';
import { codeMigrations } from '#server/privacy/code-migrations.ts';
import { seedDemoData } from '#server/demo/seed.ts';
import { createApp } from '#server/app.ts';
import { createServerDeps, type ServerDeps } from '#server/server-deps.ts';
import { startWorkers } from '#server/start-workers.ts';
import type { IssuedTokens } from '#server/identity/token-issuer.ts';
import { findAccountByLogin } from '#server/identity/user-accounts.ts';

/** CPF digits of the seeded accounts (password `senha1234`). */
export const demo = {
  admin: '52998224725', // Ana Costa
  maria: '11144477735', // leader, terms not accepted, donations in statuses 1–6
  joao: '24681357928', // leader, terms accepted
  readonly: '98765432100', // Rita Lima
  ouvidoria: '85346192719', // Olga Ramos, the ombudsperson
  carlos: '32165498791', // leader (Campinas)
  fernanda: '74185296355', // leader (Rio de Janeiro)
  paulo: '15975348625', // leader without donations
  noRole: '36925814755', // Bruno Alves, role null
} as const;
export const DEMO_PASSWORD = 'senha1234';

export interface TestServer {
  /** http://127.0.0.1:<port>, also the server's public origin (token issuer `${baseUrl}/auth`). */
  baseUrl: string;
  db: Db;
  /** Everything the app was built with (files, identity, config, now…). */
  deps: ServerDeps;
  dataDir: string;
  /** A valid id token (what the app sends as Bearer) for the user with this CPF, masked or not. */
  tokenFor(login: string): Promise<string>;
  /** A valid access token for that user. */
  accessTokenFor(login: string): Promise<string>;
  /** The keyed hash the users table finds this login (CPF, masked or not) by: `WHERE login_hash = $1`. */
  loginHash(login: string): string;
  /** The id of the user with this login. */
  userId(login: string): Promise<string>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Seed the demo data (default true). */
  seed?: boolean;
  /** The server's clock (tokens, links, timestamps); default real time. */
  now?: () => Date;
  /** Extra environment for readConfig (e.g. TOKEN_TTL_SECONDS, DIST_DIR). */
  env?: Record<string, string>;
  /** Take background jobs (default true); false leaves them queued for a test to run. */
  workers?: boolean;
  /**
   * The seeded leaders who accepted the term have confirmed today's health checklist, so the
   * server takes their writes (docs/product.md R8.12); default true. False leaves the gates as the
   * seed made them: the tests of the gates.
   */
  leadersReady?: boolean;
}

/** A clock tests can move: pass `clock.now` to startTestServer and call `advance`. */
export function testClock(start: Date = new Date()) {
  let time = start.getTime();
  return {
    now: () => new Date(time),
    advance(ms: number) {
      time += ms;
    },
    set(date: Date) {
      time = date.getTime();
    },
  };
}

// initdb takes seconds in PGlite; copying a migrated template takes a fraction of that.
// The template is keyed by the migrations and the PGlite version, so a schema change rebuilds it.
export async function migratedTemplate(): Promise<string> {
  const migrationsDir = path.resolve(import.meta.dirname, '../../server/db/migrations');
  const hash = createHash('sha256');
  // The installed PGlite (its package.json is not exported, so read the file itself).
  hash.update(
    await fs.readFile(
      path.resolve(import.meta.dirname, '../../node_modules/@electric-sql/pglite/package.json'),
    ),
  );
  for (const name of (await fs.readdir(migrationsDir)).sort()) {
    hash.update(name).update(await fs.readFile(path.join(migrationsDir, name)));
  }
  const template = path.join(
    os.tmpdir(),
    `cestas-pglite-template-${hash.digest('hex').slice(0, 16)}`,
  );
  if (
    await fs.stat(template).then(
      () => true,
      () => false,
    )
  )
    return template;
  const build = await fs.mkdtemp(path.join(os.tmpdir(), 'cestas-pglite-build-'));
  const db = await openPgliteDb(path.join(build, 'pg'));
  await migrate(db, codeMigrations(undefined));
  await db.close();
  // Atomic: when two test files race, one rename wins and the other build is dropped.
  await fs.rename(path.join(build, 'pg'), template).catch(() => {});
  await fs.rm(build, { recursive: true, force: true });
  return template;
}

/** True in the `server-postgres` vitest project: every test server gets its own PostgreSQL database. */
export const onPostgres = process.env.TEST_DATABASE === 'postgres';

/** A fresh migrated database: a PostgreSQL copy of the template, or a PGlite copy in `dataDir`. */
export async function freshDatabase(dataDir: string): Promise<Record<string, string>> {
  if (onPostgres)
    return {
      DATABASE_URL: await createDatabase(inject('postgresAdminUrl'), {
        template: POSTGRES_TEMPLATE,
      }),
    };
  await fs.cp(await migratedTemplate(), pgliteDir(dataDir), { recursive: true });
  return {};
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const now = options.now ?? (() => new Date());
  // eslint-disable-next-line prefer-const -- the server's handler reads it before it is set: 503 until the app exists
  let app: Hono | undefined;
  // Set when PUBLIC_ORIGIN names another instance: requests then carry that origin's Host, as
  // a balancer in front of both would pass it on.
  let balancedHost: string | undefined;
  const server = createAdaptorServer({
    fetch: (request, env) => {
      if (!app) return new Response('starting', { status: 503 });
      if (balancedHost === undefined) return app.fetch(request, env);
      const headers = new Headers(request.headers);
      headers.set('host', balancedHost);
      return app.fetch(new Request(request, { headers }), env);
    },
  }) as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cestas-test-'));
  const config: ServerConfig = readConfig({
    PORT: String((server.address() as AddressInfo).port),
    PUBLIC_ORIGIN: baseUrl,
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'dist'),
    SEED_DEMO_DATA: String(options.seed ?? true),
    ...(await freshDatabase(dataDir)),
    ...options.env,
  });
  if (config.origin !== baseUrl) balancedHost = new URL(config.origin).host;
  const db = await openDb(config);
  await migrate(db, codeMigrations(undefined));
  const deps = await createServerDeps(config, db, now);
  if (config.seedDemoData) await seedDemoData(deps);
  if (config.seedDemoData && (options.leadersReady ?? true))
    await db.query(
      'INSERT INTO checklists (user_id, created_at) SELECT user_id, $1 FROM commitments',
      [now().toISOString()],
    );
  if (options.workers ?? true) await startWorkers(deps);
  app = createApp(deps);

  const issue = async (login: string): Promise<IssuedTokens> => {
    const identity = deps.localIdentity;
    if (!identity) throw new Error('the test server has no local identity provider');
    const user = await findAccountByLogin(db, deps.protection, login.replace(/\D/g, ''));
    if (!user) throw new Error(`no user with login ${login}`);
    return identity.issuer.issue(user, { scope: 'openid email profile' });
  };

  return {
    baseUrl,
    db,
    deps,
    dataDir,
    tokenFor: async (login) => (await issue(login)).idToken,
    accessTokenFor: async (login) => (await issue(login)).accessToken,
    loginHash: (login) => deps.protection.hash('cpf', login.replace(/\D/g, '')),
    async userId(login) {
      const user = await findAccountByLogin(db, deps.protection, login.replace(/\D/g, ''));
      if (!user) throw new Error(`no user with login ${login}`);
      return user.id;
    },
    async close() {
      if (!server.listening) return;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await deps.jobs.stop();
      await db.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ApiResponse {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read many different reply shapes; each narrows what it asserts on
  json: any;
  text: string;
  headers: Headers;
}

/**
 * `(method, path, body?)` against `${baseUrl}/api${path}` with the token as Bearer. A body that is
 * FormData goes as multipart; any other value as JSON.
 */
export function api(server: Pick<TestServer, 'baseUrl'>, token?: string) {
  return async (method: string, apiPath: string, body?: unknown): Promise<ApiResponse> => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const url = `${server.baseUrl}${apiPath.startsWith('/api/') ? apiPath : `/api${apiPath}`}`;
    const response = await fetch(url, { method, headers, body: payload, redirect: 'manual' });
    const text = await response.text();
    const isJson = (response.headers.get('content-type') ?? '').includes('json') && text.length > 0;
    return {
      status: response.status,
      json: isJson ? JSON.parse(text) : null,
      text,
      headers: response.headers,
    };
  };
}
