import path from 'node:path';
import { readPrivacyConfig, type PrivacyConfig } from './privacy-config.ts';
import { readConnectionBounds, type ConnectionBounds } from './connection-bounds.ts';
import { readMessageConfig, type MessageConfig } from './message-config.ts';
import {
  COMPLAINT_CATEGORIES,
  DEFAULT_DEADLINE_DAYS,
  type ComplaintCategory,
} from '#contract/complaint-texts.ts';

/** Several times a leader's week of writes, and a bound on one account. */
export const DEFAULT_KEYS_PER_USER = 500;

export interface ServerConfig {
  port: number;
  /**
   * Unset: loopback when the origin is loopback or demo accounts exist, every interface otherwise.
   */
  host: string | undefined;
  origin: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePool: PoolOptions;
  metrics: MetricsConfig;
  connections: ConnectionBounds;
  tokenTtlSeconds: number;
  refreshTokenIdleSeconds: number;
  refreshTokenMaxSeconds: number;
  fileLinkTtlSeconds: number;
  chargeWaitMs: number;
  chargeJobBudgetMs: number;
  idempotencyKeysPerUser: number;
  csvUploadsAtOnce: number;
  photoDecodes: { atOnce: number; perUser: number };
  clientId: string;
  distDir: string;
  seedDemoData: boolean;
  allowDemoDataOnPublicOrigin: boolean;
  /**
   * Never set on a deployment: sign-in may return to any loopback port and CORS admits loopback
   * origins.
   */
  development: boolean;
  machineInspector: boolean;
  allowImplicitFlow: boolean;
  trustProxy: boolean;
  issuer: string;
  jwksUrl: string | undefined;
  corsOrigins: string[];
  cspConnectSrc: string[];
  cspImgSrc: string[];
  fileStore: FileStoreConfig;
  privacy: PrivacyConfig;
  complaintDeadlineDays: Readonly<Record<ComplaintCategory, number>>;
  messages: MessageConfig;
  verificationThreshold: number;
}

export function verificationThreshold(text: string | undefined): number {
  if (text === undefined || text.trim() === '') return 0.8;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0 || value > 1)
    throw new Error(`VERIFICATION_THRESHOLD must be a share in (0, 1], e.g. 0.8; got '${text}'`);
  return value;
}

export function complaintDeadlineDays(
  value: string | undefined,
): Record<ComplaintCategory, number> {
  const days: Record<ComplaintCategory, number> = { ...DEFAULT_DEADLINE_DAYS };
  for (const item of list(value)) {
    const [name, count] = item.split('=').map((part) => part.trim());
    const category = COMPLAINT_CATEGORIES.find((known) => known === name);
    const number = Number(count);
    if (!category || !Number.isInteger(number) || number < 1 || number > 60)
      throw new Error(
        `COMPLAINT_DEADLINE_DAYS: "${item}" deve ser categoria=dias úteis (1 a 60), com categoria entre ${COMPLAINT_CATEGORIES.join(', ')}`,
      );
    days[category] = number;
  }
  return days;
}

export interface PoolOptions {
  max: number;
  connectTimeoutMs: number;
  /**
   * Off only behind a pooler that hands one session's statements to another (PgBouncer in
   * transaction mode).
   */
  preparedStatements: boolean;
}

export const DEFAULT_POOL: PoolOptions = {
  max: 10,
  connectTimeoutMs: 5_000,
  preparedStatements: true,
};

export interface MetricsConfig {
  port: number | undefined;
  host: string;
  token: string | undefined;
}

function metricsConfig(env: NodeJS.ProcessEnv): MetricsConfig {
  const token = env.METRICS_TOKEN || undefined;
  if (token !== undefined && token.length < 16)
    throw new Error('METRICS_TOKEN must have at least 16 characters');
  return {
    port: env.METRICS_PORT ? Number(env.METRICS_PORT) : undefined,
    host: env.METRICS_HOST ?? '127.0.0.1',
    token,
  };
}

export type FileStoreConfig =
  | { kind: 'disk' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      forcePathStyle: boolean;
      prefix: string;
    };

function fileStoreConfig(env: NodeJS.ProcessEnv): FileStoreConfig {
  if ((env.FILE_STORE ?? 'disk') === 'disk') return { kind: 'disk' };
  if (env.FILE_STORE !== 's3')
    throw new Error(`FILE_STORE must be disk or s3, not ${env.FILE_STORE}`);
  if (!env.S3_BUCKET) throw new Error('FILE_STORE=s3 needs S3_BUCKET');
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? env.AWS_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    prefix: env.S3_PREFIX ?? 'files/',
  };
}

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLoopbackOrigin(origin: string): boolean {
  try {
    return LOOPBACK_HOSTS.has(new URL(origin).hostname);
  } catch {
    return false;
  }
}

const DAY_SECONDS = 24 * 60 * 60;

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 4173);
  const origin = (env.PUBLIC_ORIGIN ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const jwksUrl = env.COGNITO_JWKS_URL || undefined;
  const cognitoIssuer = env.COGNITO_ISSUER || undefined;
  const development = env.APP_ENV === 'development';
  // A link is asked for when the file is opened and used at once: two minutes cover a slow phone.
  const fileLinkTtlSeconds = Number(env.FILE_LINK_TTL_SECONDS ?? 120);
  // Unset: demo data only where nobody else can reach it (a loopback origin).
  const seedDemoData =
    env.SEED_DEMO_DATA === undefined || env.SEED_DEMO_DATA === ''
      ? isLoopbackOrigin(origin)
      : env.SEED_DEMO_DATA === 'true';
  return {
    port,
    host: env.HOST?.trim() || undefined,
    origin,
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePool: {
      max: Number(env.DATABASE_POOL_MAX ?? DEFAULT_POOL.max),
      connectTimeoutMs: Number(env.DATABASE_CONNECT_TIMEOUT_MS ?? DEFAULT_POOL.connectTimeoutMs),
      preparedStatements: env.DATABASE_PREPARED_STATEMENTS !== 'false',
    },
    metrics: metricsConfig(env),
    connections: readConnectionBounds(env),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 3600),
    refreshTokenIdleSeconds: Number(env.REFRESH_TOKEN_IDLE_SECONDS ?? 14 * DAY_SECONDS),
    refreshTokenMaxSeconds: Number(env.REFRESH_TOKEN_MAX_SECONDS ?? 30 * DAY_SECONDS),
    fileLinkTtlSeconds,
    chargeWaitMs: Number(env.LOAD_WAIT_MS ?? 25_000),
    chargeJobBudgetMs: Number(env.LOAD_JOB_BUDGET_MS ?? 120_000),
    idempotencyKeysPerUser: Number(env.IDEMPOTENCY_KEYS_PER_USER ?? DEFAULT_KEYS_PER_USER),
    csvUploadsAtOnce: Number(env.CSV_UPLOADS_AT_ONCE ?? 4),
    photoDecodes: {
      atOnce: Number(env.PHOTO_DECODES_AT_ONCE ?? 2),
      perUser: Number(env.PHOTO_REQUESTS_PER_USER ?? 2),
    },
    clientId: env.OAUTH_CLIENT_ID ?? 'cestas-web',
    distDir: path.resolve(env.DIST_DIR ?? 'dist'),
    seedDemoData,
    allowDemoDataOnPublicOrigin: env.ALLOW_DEMO_DATA_ON_PUBLIC_ORIGIN === 'true',
    development,
    machineInspector: development || env.VITE_ENABLE_MACHINE_INSPECTOR === 'true',
    allowImplicitFlow: env.OAUTH_ALLOW_IMPLICIT_FLOW === 'true',
    trustProxy: env.TRUST_PROXY === 'true',
    issuer: cognitoIssuer ?? `${origin}/auth`,
    jwksUrl: jwksUrl ?? (cognitoIssuer ? `${cognitoIssuer}/.well-known/jwks.json` : undefined),
    corsOrigins: list(env.CORS_ORIGINS),
    cspConnectSrc: list(env.CSP_CONNECT_SRC),
    cspImgSrc: list(env.CSP_IMG_SRC),
    fileStore: fileStoreConfig(env),
    privacy: readPrivacyConfig(env),
    complaintDeadlineDays: complaintDeadlineDays(env.COMPLAINT_DEADLINE_DAYS),
    messages: readMessageConfig(env),
    verificationThreshold: verificationThreshold(env.VERIFICATION_THRESHOLD),
  };
}
