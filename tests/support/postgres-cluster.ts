/**
 * A throwaway PostgreSQL server for tests: Debian's PostgreSQL 15 (installed with apt when missing
 * and we are root), initdb in a temporary folder, listening on 127.0.0.1 and a free port only.
 *
 *   const cluster = await startPostgresCluster();
 *   const url = await cluster.createDatabase();   // postgres://postgres@127.0.0.1:<port>/<fresh db>
 *   await cluster.stop();
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.ts';

/** The migrated database every test database is copied from. */
export const POSTGRES_TEMPLATE = 'cestas_template';

export interface PostgresCluster {
  /** Superuser connection to the `postgres` database. */
  adminUrl: string;
  /** A new database, returned as a connection URL. */
  createDatabase(options?: NewDatabase): Promise<string>;
  /** Stops the server (fast shutdown: sessions are cut) and starts it again on the same port after `downMs`. */
  restart(downMs: number): Promise<void>;
  /** The postmaster's process id (for CPU and memory figures). */
  pid(): number | null;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /**
   * Keep PostgreSQL's durability (fsync, synchronous commit): what a benchmark must measure.
   * Tests throw their databases away, so by default it is off, which is several times faster.
   */
  durable?: boolean;
  /** More `-c name=value` settings. */
  settings?: Record<string, string>;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function findBinDir(): string | null {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((name) => fs.existsSync(path.join(base, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

/** The folder with initdb/pg_ctl, installing Debian's `postgresql` package when it is missing. */
export function postgresBinDir(): string {
  const found = findBinDir();
  if (found) return found;
  if (!isRoot())
    throw new Error(
      'PostgreSQL não encontrado: instale o pacote postgresql (apt-get install postgresql).',
    );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { env, stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { env, stdio: 'inherit' });
  const installed = findBinDir();
  if (!installed) throw new Error('apt-get install postgresql did not provide initdb');
  return installed;
}

/** Runs a PostgreSQL binary; as root it runs as the `postgres` user (initdb refuses root). */
function runPg(binDir: string, binary: string, args: string[]): void {
  const command = path.join(binDir, binary);
  if (isRoot())
    execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
  else execFileSync(command, args, { stdio: 'pipe' });
}

/** runPg without blocking the event loop (a restart during a load run must not stall the clients). */
async function runPgAsync(binDir: string, binary: string, args: string[]): Promise<void> {
  const command = path.join(binDir, binary);
  if (isRoot()) await promisify(execFile)('runuser', ['-u', 'postgres', '--', command, ...args]);
  else await promisify(execFile)(command, args);
}

export interface NewDatabase {
  /** Copy this database instead of starting empty. */
  template?: string;
  /** Default: a random test_… name. */
  name?: string;
}

/** Creates a database on the server of `adminUrl` and returns its connection URL. */
export async function createDatabase(
  adminUrl: string,
  { template, name = `test_${randomBytes(6).toString('hex')}` }: NewDatabase = {},
): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function startPostgresCluster({
  durable = false,
  settings = {},
}: ClusterOptions = {}): Promise<PostgresCluster> {
  const binDir = postgresBinDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cestas-postgres-'));
  if (isRoot()) execFileSync('chown', ['postgres:postgres', dir]);
  const dataDir = path.join(dir, 'data');
  runPg(binDir, 'initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  const port = await freePort();
  const fast = durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  const extra = Object.entries(settings)
    .map(([name, value]) => ` -c ${name}=${value}`)
    .join('');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300${fast}${extra}`;
  const startArgs = [
    '-D',
    dataDir,
    '-o',
    options,
    '-l',
    path.join(dir, 'postgres.log'),
    '-w',
    'start',
  ];
  runPg(binDir, 'pg_ctl', startArgs);

  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    adminUrl,
    createDatabase: (options) => createDatabase(adminUrl, options),
    async restart(downMs) {
      await runPgAsync(binDir, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      await new Promise((resolve) => setTimeout(resolve, downMs));
      await runPgAsync(binDir, 'pg_ctl', startArgs);
    },
    pid() {
      const file = path.join(dataDir, 'postmaster.pid');
      return fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8').split('\n')[0]) : null;
    },
    async stop() {
      runPg(binDir, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
