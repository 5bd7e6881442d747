import path from 'node:path';
import { readPrivacyConfig, type PrivacyConfig } from './privacy-config.ts';
import { readConnectionBounds, type ConnectionBounds } from './connection-bounds.ts';
import { readMessageConfig, type MessageConfig } from './message-config.ts';
import {
  COMPLAINT_CATEGORIES,
  DEFAULT_DEADLINE_DAYS,
  type ComplaintCategory,
} from '#contract/complaint-texts.ts';

/**
 * Live idempotency keys one user may hold; past it a new key waits for her oldest to expire
 * (IDEMPOTENCY_KEYS_PER_USER). Several times a leader's week of writes, and a bound on one account.
 */
export const DEFAULT_KEYS_PER_USER = 500;

export interface ServerConfig {
  port: number;
  /**
   * HOST: the address to listen on, set to expose the server deliberately. Unset: loopback when
   * the origin is loopback or demo accounts exist, every interface otherwise (server/listen-address.ts).
   */
  host: string | undefined;
  /** Public origin of app + API + identity provider, e.g. http://localhost:4173. */
  origin: string;
  dataDir: string;
  /** When set, a real PostgreSQL server instead of the embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  /** The PostgreSQL connection pool of this instance (DATABASE_POOL_MAX, DATABASE_CONNECT_TIMEOUT_MS). */
  databasePool: PoolOptions;
  /** Prometheus /metrics: on its own port (METRICS_PORT, on METRICS_HOST), and/or on the main port behind METRICS_TOKEN. */
  metrics: MetricsConfig;
  connections: ConnectionBounds;
  /** Lifetime of access and id tokens, seconds. */
  tokenTtlSeconds: number;
  /** A refresh token unused for this long expires (each refresh hands out a new one), seconds. */
  refreshTokenIdleSeconds: number;
  /** No refresh outlives its sign-in by more than this, however often it rotates, seconds. */
  refreshTokenMaxSeconds: number;
  /** Lifetime of the links returned by the …/url calls, seconds. */
  fileLinkTtlSeconds: number;
  /** How long a charge upload waits for its load job before answering 202 'Em processamento', ms. */
  loadWaitMs: number;
  /** The time budget of one try of a load job (reading, checking and writing the file), ms. */
  loadJobBudgetMs: number;
  /** The most live Idempotency-Key answers one user may have stored (IDEMPOTENCY_KEYS_PER_USER). */
  idempotencyKeysPerUser: number;
  /** Charge file uploads one instance reads at once (CSV_UPLOADS_AT_ONCE); one more gets 503. */
  csvUploadsAtOnce: number;
  /** Photos decoded at once on this instance, and requests with photos one person may have under way. */
  photoDecodes: { atOnce: number; perUser: number };
  clientId: string;
  distDir: string;
  /** Seed the demo accounts and data into an empty database (docs/security.md). */
  seedDemoData: boolean;
  /** Start even when demo accounts would be reachable on a public origin (loudly). */
  allowDemoDataOnPublicOrigin: boolean;
  /**
   * APP_ENV=development: sign-in may return to any loopback port and CORS admits any loopback
   * origin (Vite's dev server); /machines is served. Never set on a deployment.
   */
  development: boolean;
  machineInspector: boolean;
  /** Allow the token (implicit) response type of the original product, for a legacy client. */
  allowImplicitFlow: boolean;
  /** Take the client address from the last X-Forwarded-For hop (behind one trusted proxy). */
  trustProxy: boolean;
  /**
   * Expected `iss` of tokens. Default `${origin}/auth` (the local identity provider); set
   * COGNITO_ISSUER (https://cognito-idp.<region>.amazonaws.com/<poolId>) to accept a real pool's tokens.
   */
  issuer: string;
  /** When set, tokens are verified against this remote JWKS (real Cognito) instead of the local keys. */
  jwksUrl: string | undefined;
  /** Extra origins allowed by CORS besides `origin` (and, in development, loopback origins). */
  corsOrigins: string[];
  /** Extra connect-src entries for the app's Content-Security-Policy (e.g. a Cognito domain). */
  cspConnectSrc: string[];
  /** Extra img-src entries (e.g. an S3 bucket's origin, so delivery photos show side by side); the map tiles' origin is added from the build. */
  cspImgSrc: string[];
  /** Where uploaded and generated files go: DATA_DIR/files (default) or an S3-compatible bucket. */
  fileStore: FileStoreConfig;
  /** Keys, retention, duplicates, reveals, exports and the notice's controller (docs/privacy.md). */
  privacy: PrivacyConfig;
  /** Working days to answer a complaint, per category (COMPLAINT_DEADLINE_DAYS, docs/product.md R16.5). */
  complaintDeadlineDays: Readonly<Record<ComplaintCategory, number>>;
  /** Messages to families: provider, daily cap, sending hours, retention (docs/operations.md). */
  messages: MessageConfig;
  /**
   * VERIFICATION_THRESHOLD (default 0.8): a verification round flags a leader whose interval of the
   * share confirmed ends under it (docs/product.md R19.5); a round may ask for its own.
   */
  verificationThreshold: number;
}

/** VERIFICATION_THRESHOLD: a share in (0, 1]; anything else stops the server at start. */
export function verificationThreshold(text: string | undefined): number {
  if (text === undefined || text.trim() === '') return 0.8;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0 || value > 1)
    throw new Error(`VERIFICATION_THRESHOLD must be a share in (0, 1], e.g. 0.8; got '${text}'`);
  return value;
}

/**
 * COMPLAINT_DEADLINE_DAYS, e.g. `chargedForCard=1,question=10`: the categories named get those
 * working days, the others keep DEFAULT_DEADLINE_DAYS.
 */
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
  /** The most connections this instance opens (DATABASE_POOL_MAX; docs/capacity.md says how to size it). */
  max: number;
  /** How long a query waits for a connection before failing (503), instead of waiting forever. */
  connectTimeoutMs: number;
  /**
   * Statements prepared once per connection (server/db/prepared-names.ts; DATABASE_PREPARED_STATEMENTS).
   * Off only behind a pooler that hands one session's statements to another (PgBouncer in transaction
   * mode without max_prepared_statements).
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
  /** Bearer token for /metrics on the main port; unset: /metrics is not served there. */
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
      /** An S3-compatible endpoint (MinIO…); unset for AWS itself. Credentials come from the AWS SDK's usual chain. */
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

/** An origin only this machine can reach (http://localhost:4173, http://127.0.0.1:…). */
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
  // Unset: demo data only where nobody else can reach it (the embedded default on localhost).
  // A link is asked for when the person opens the file and used at once: two minutes cover a slow phone.
  const fileLinkTtlSeconds = Number(env.FILE_LINK_TTL_SECONDS ?? 120);
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
    loadWaitMs: Number(env.LOAD_WAIT_MS ?? 25_000),
    loadJobBudgetMs: Number(env.LOAD_JOB_BUDGET_MS ?? 120_000),
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
