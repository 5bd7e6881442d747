import type { ServerConfig } from './config/config.ts';
import type { Db } from './db/db.ts';
import type { AppDeps } from './http/env.ts';
import { openFileStore } from './files/open-file-store.ts';
import { loadOrCreateFileLinkSigner, type FileLinkSigner } from './files/file-link-signer.ts';
import { loadOrCreateSigningKeys, type SigningKeys } from './identity/signing-keys.ts';
import { TokenIssuer } from './identity/token-issuer.ts';
import { localTokenVerifier, remoteTokenVerifier } from './identity/local-token-verifier.ts';
import { JobQueue } from './jobs/job-queue.ts';
import type { Readiness } from './health.routes.ts';
import { sharedFileLinkSigner, sharedSigningKeys } from './shared-secrets.ts';
import { JOBS } from './jobs/server-jobs.ts';
import { openDataProtection, type LoadedDataKeys } from './privacy/open-data-protection.ts';
import { registerDataKeys } from './privacy/key-registry.ts';
import { syncPrivacySettings } from './privacy-workers.ts';
import { createServerMetrics, type ServerMetrics } from './metrics/server-metrics.ts';
import { PhotoDecodes } from './shared/photo-decodes.ts';

async function openJobQueue(db: Db): Promise<JobQueue> {
  const jobs = await new JobQueue(db).start();
  for (const job of Object.values(JOBS)) await jobs.define(job.name, job.options);
  return jobs;
}

export interface LocalIdentity {
  keys: SigningKeys;
  issuer: TokenIssuer;
}

export interface ServerDeps extends AppDeps {
  fileLinks: FileLinkSigner;
  readiness: Readiness;
  localIdentity: LocalIdentity | null;
  metrics: ServerMetrics;
}

/**
 * The data keys are checked against those the database was sealed with before anything else runs.
 */
export async function createServerDeps(
  config: ServerConfig,
  db: Db,
  now: () => Date = () => new Date(),
  dataKeys?: LoadedDataKeys,
): Promise<ServerDeps> {
  const { protection, source } = dataKeys ?? (await openDataProtection(config));
  await registerDataKeys(db, protection.keyring, source.description);
  await syncPrivacySettings({ db, config });
  // On PostgreSQL other instances may share the database, and so must share these keys.
  const shared = config.databaseUrl !== undefined;
  const fileLinks = shared
    ? await sharedFileLinkSigner(db, protection)
    : await loadOrCreateFileLinkSigner(config.dataDir);
  const files = openFileStore(config, db, fileLinks, now, protection);
  const jobs = await openJobQueue(db);
  const verifyOptions = { issuer: config.issuer, clientId: config.clientId, now };
  const platform = {
    db,
    config,
    files,
    jobs,
    now,
    protection,
    fileLinks,
    metrics: createServerMetrics(),
    readiness: { accepting: true },
    photoDecodes: new PhotoDecodes(config.photoDecodes.atOnce, config.photoDecodes.perUser),
  };
  if (config.jwksUrl)
    return {
      ...platform,
      localIdentity: null,
      identity: remoteTokenVerifier(config.jwksUrl, verifyOptions),
    };
  const keys = shared
    ? await sharedSigningKeys(db, protection)
    : await loadOrCreateSigningKeys(config.dataDir);
  const issuer = new TokenIssuer({
    keys,
    issuer: config.issuer,
    clientId: config.clientId,
    ttlSeconds: config.tokenTtlSeconds,
    now,
  });
  return {
    ...platform,
    localIdentity: { keys, issuer },
    identity: localTokenVerifier({ keys: [keys.publicJwk] }, verifyOptions),
  };
}
