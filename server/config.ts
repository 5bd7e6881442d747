import path from 'node:path';

/** Everything the server reads from the environment, read once. */
export interface ServerConfig {
  port: number;
  /** Public origin of app + API + identity provider, e.g. http://localhost:4173. */
  origin: string;
  dataDir: string;
  /** When set, a real PostgreSQL server instead of the embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  /** Lifetime of access and id tokens, seconds. */
  tokenTtlSeconds: number;
  /** Lifetime of the links returned by the …/url calls, seconds. */
  fileLinkTtlSeconds: number;
  clientId: string;
  /** Directory with the built app (index.html and assets). */
  distDir: string;
  seedDemoData: boolean;
  /**
   * Expected `iss` of tokens. Default `${origin}/auth` (the local identity provider); set
   * COGNITO_ISSUER (https://cognito-idp.<region>.amazonaws.com/<poolId>) to accept a real pool's tokens.
   */
  issuer: string;
  /** When set, tokens are verified against this remote JWKS (real Cognito) instead of the local keys. */
  jwksUrl: string | undefined;
  /** Extra origins allowed by CORS besides `origin` and loopback dev origins. */
  corsOrigins: string[];
  /** Extra connect-src entries for the app's Content-Security-Policy (e.g. a Cognito domain). */
  cspConnectSrc: string[];
  /** Where uploaded and generated files go: DATA_DIR/files (default) or an S3-compatible bucket. */
  fileStore: FileStoreConfig;
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
  if (env.FILE_STORE !== 's3') throw new Error(`FILE_STORE must be disk or s3, not ${env.FILE_STORE}`);
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

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 4173);
  const origin = (env.PUBLIC_ORIGIN ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const jwksUrl = env.COGNITO_JWKS_URL || undefined;
  const cognitoIssuer = env.COGNITO_ISSUER || undefined;
  return {
    port,
    origin,
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 3600),
    fileLinkTtlSeconds: Number(env.FILE_LINK_TTL_SECONDS ?? 900),
    clientId: env.OAUTH_CLIENT_ID ?? 'cestas-web',
    distDir: path.resolve(env.DIST_DIR ?? 'dist'),
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    issuer: cognitoIssuer ?? `${origin}/auth`,
    jwksUrl: jwksUrl ?? (cognitoIssuer ? `${cognitoIssuer}/.well-known/jwks.json` : undefined),
    corsOrigins: list(env.CORS_ORIGINS),
    cspConnectSrc: list(env.CSP_CONNECT_SRC),
    fileStore: fileStoreConfig(env),
  };
}
