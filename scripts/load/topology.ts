/**
 * The reference topology (docs/deploy.md), started and stopped from one place, as the two-instance
 * test does it but with real processes:
 *
 * - `pglite`:   one instance on the embedded PGlite, files on disk (the `npm start` default);
 * - `postgres`: one instance on PostgreSQL 15 (durable: fsync and synchronous commit on), files in S3;
 * - `balanced`: two instances on that PostgreSQL behind HAProxy (health checks on /readyz), files in S3.
 *
 * S3 is s3rver behind a relay the faults can cut (s3-gate.ts). Every port is a free loopback port.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPostgresCluster, type PostgresCluster } from '#tests/support/postgres-cluster.ts';
import { startLocalS3, type LocalS3 } from '#tests/support/s3-server.ts';
import type { Db } from '#server/db/db.ts';
import { migrate } from '#server/db/migrate.ts';
import { codeMigrations } from '#server/privacy/code-migrations.ts';
import { openPgliteDb } from '#server/db/pglite-db.ts';
import { openPostgresDb } from '#server/db/postgres-db.ts';
import { pgliteDir } from '#server/db/open-db.ts';
import { loadOrCreateSigningKeys, type SigningKeys } from '#server/identity/signing-keys.ts';
import { sharedSigningKeys } from '#server/shared-secrets.ts';
import { TokenIssuer } from '#server/identity/token-issuer.ts';
import { generateKeyring, serializeKeyring } from '#server/privacy/data-keys.ts';
import { DataProtection } from '#server/privacy/data-protection.ts';
import { freePort, root } from '../bench-support.ts';
import { appInstance, BENCH_SERVER_DIR, type AppInstance } from './app-instance.ts';
import { startHaproxy, type Balancer } from './haproxy.ts';
import { startS3Gate, type S3Gate } from './s3-gate.ts';

export type TopologyKind = 'pglite' | 'postgres' | 'balanced';
export const TOPOLOGIES: readonly TopologyKind[] = ['pglite', 'postgres', 'balanced'];

export interface Topology {
  kind: TopologyKind;
  /** Where clients send traffic: the balancer, or the one instance. */
  origin: string;
  instances: AppInstance[];
  balancer: Balancer | null;
  postgres: PostgresCluster | null;
  s3: S3Gate | null;
  /** Mints id tokens as the instances' identity provider would (the bench signs its users in directly). */
  idToken(user: { id: string; login: string; name: string; email: string }): Promise<string>;
  /** A connection to the database for seeding and for counting results (PGlite: only while no instance runs). */
  openDb(): Promise<Db>;
  /** The instances' data keys, for reading and querying sealed identifiers as they do. */
  protection: DataProtection;
  /** Bearer token of each instance's `/metrics` on its own port (heap-stats.ts reads it). */
  metricsToken: string;
  /** The instances' memory allocator: jemalloc as in the image, or glibc's. */
  allocator: 'jemalloc' | 'glibc';
  dir: string;
  close(): Promise<void>;
}

export interface TopologyOptions {
  /** Writes the benchmark's data before the instances start, sealing identifiers with the instances' data keys. */
  seed?: (db: Db, protection: DataProtection) => Promise<void>;
  /** More environment for every instance (DATABASE_POOL_MAX, UV_THREADPOOL_SIZE…). */
  env?: Record<string, string>;
}

/**
 * The production build of the server (npm run build:server), made again from the current sources
 * into a folder of its own: `npm test` runs the faults beside the e2e suite, whose server runs
 * from dist-server/ and must not see it removed and rebuilt.
 */
export function buildServer(): void {
  execFileSync(
    process.execPath,
    [path.join(root, 'scripts/build-server.mjs'), `--outdir=${BENCH_SERVER_DIR}`],
    { cwd: root, stdio: 'pipe' },
  );
}

/** Where Debian's libjemalloc2 puts the allocator on this machine's architecture. */
export const JEMALLOC = `/usr/lib/${process.arch === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu/libjemalloc.so.2`;

/**
 * The instances run on jemalloc, as the image does (Dockerfile): glibc's allocator keeps growing
 * under sharp's threads (docs/capacity.md K5). BENCH_ALLOCATOR=glibc, or a machine without
 * libjemalloc2, runs them on glibc's.
 */
function imageAllocator(): Record<string, string> {
  if (process.env.BENCH_ALLOCATOR === 'glibc' || !fs.existsSync(JEMALLOC)) return {};
  return { LD_PRELOAD: JEMALLOC };
}

export async function startTopology(
  kind: TopologyKind,
  options: TopologyOptions = {},
): Promise<Topology> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `cestas-topology-${kind}-`));
  const cleanups: (() => Promise<void>)[] = [
    async () => fs.rmSync(dir, { recursive: true, force: true }),
  ];
  const close = async () => {
    for (const cleanup of cleanups.reverse())
      await cleanup().catch((error: unknown) => console.error('cleanup failed:', error));
  };
  try {
    buildServer();
    const emptyDist = path.join(dir, 'dist');
    fs.mkdirSync(emptyDist);
    const instanceCount = kind === 'balanced' ? 2 : 1;
    const ports = await Promise.all(Array.from({ length: instanceCount }, () => freePort()));
    const balancerPort = kind === 'balanced' ? await freePort() : null;
    const origin = `http://127.0.0.1:${balancerPort ?? ports[0]}`;
    // One keyring for every instance and for the seed (docs/privacy.md: instances on one
    // database must share the data keys, or the second refuses to start).
    const dataKeyring = generateKeyring();
    const protection = new DataProtection(dataKeyring);
    const metricsToken = randomBytes(24).toString('base64url');
    const allocatorEnv = imageAllocator();
    const base: Record<string, string> = {
      ...allocatorEnv,
      PUBLIC_ORIGIN: origin,
      METRICS_TOKEN: metricsToken,
      SEED_DEMO_DATA: 'false',
      DIST_DIR: emptyDist,
      DATA_KEYS: serializeKeyring(dataKeyring),
      ...options.env,
    };

    let postgres: PostgresCluster | null = null;
    let s3: S3Gate | null = null;
    let keys: () => Promise<SigningKeys>;
    let openDb: () => Promise<Db>;
    if (kind === 'pglite') {
      const dataDir = path.join(dir, 'data-1');
      // PGlite makes its own folder but not its parents.
      fs.mkdirSync(dataDir, { recursive: true });
      base.DATA_DIR = dataDir;
      openDb = () => openPgliteDb(pgliteDir(dataDir));
      keys = () => loadOrCreateSigningKeys(dataDir);
    } else {
      postgres = await startPostgresCluster({
        durable: true,
        settings: {
          max_connections: '200',
          shared_buffers: '256MB',
          ...(process.env.BENCH_PG_STATEMENTS
            ? { shared_preload_libraries: 'pg_stat_statements', 'pg_stat_statements.track': 'all' }
            : {}),
        },
      });
      const cluster = postgres;
      cleanups.push(() => cluster.stop());
      const databaseUrl = await postgres.createDatabase({ name: 'cestas_bench' });
      const store: LocalS3 = await startLocalS3('cestas-bench');
      cleanups.push(() => store.close());
      const port = Number(new URL(store.endpoint).port);
      s3 = await startS3Gate({ host: '127.0.0.1', port });
      const gate = s3;
      cleanups.push(() => gate.close());
      Object.assign(base, store.env, store.credentials, {
        S3_ENDPOINT: s3.endpoint,
        DATABASE_URL: databaseUrl,
      });
      if (kind === 'balanced')
        Object.assign(base, { TRUST_PROXY: 'true', SHUTDOWN_DRAIN_MS: '3000' });
      openDb = () => openPostgresDb(databaseUrl);
      keys = async () => {
        const db = await openDb();
        try {
          return await sharedSigningKeys(db, protection);
        } finally {
          await db.close();
        }
      };
    }

    const db = await openDb();
    try {
      await migrate(db, codeMigrations(protection));
      await options.seed?.(db, protection);
    } finally {
      await db.close();
    }

    const instances = ports.map((port, i) =>
      appInstance(
        `app-${i + 1}`,
        port,
        { ...base, DATA_DIR: base.DATA_DIR ?? path.join(dir, `data-${i + 1}`) },
        dir,
      ),
    );
    cleanups.push(async () => {
      await Promise.all(instances.map((instance) => instance.signal('SIGTERM')));
    });
    // One after the other: the first creates the shared keys and the job queue's schema.
    for (const instance of instances) await instance.start();

    let balancer: Balancer | null = null;
    if (balancerPort !== null) {
      balancer = await startHaproxy(
        balancerPort,
        instances.map((instance) => ({ name: instance.name, port: instance.port })),
        dir,
      );
      const started = balancer;
      cleanups.push(() => started.stop());
    }

    const issuer = new TokenIssuer({
      keys: await keys(),
      issuer: `${origin}/auth`,
      clientId: 'cestas-web',
      ttlSeconds: 4 * 3600,
      now: () => new Date(),
    });
    return {
      kind,
      protection,
      metricsToken,
      allocator: allocatorEnv.LD_PRELOAD ? 'jemalloc' : 'glibc',
      origin,
      instances,
      balancer,
      postgres,
      s3,
      dir,
      openDb,
      idToken: async (user) =>
        (await issuer.issue(user, { scope: 'openid email profile' })).idToken,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
