import { S3Client } from '@aws-sdk/client-s3';
import type { FileStoreConfig, ServerConfig } from '../config/config.ts';
import type { Db } from '../db/db.ts';
import { DiskFileStore } from './disk-file-store.ts';
import type { FileLinkSigner } from './file-link-signer.ts';
import type { FileStore } from './file-store.ts';
import { S3FileStore } from './s3-file-store.ts';
import type { DataProtection } from '../privacy/data-protection.ts';

export const S3_TIMEOUTS = { connectionTimeout: 3_000, requestTimeout: 10_000 };

/** The SDK only warns when `requestTimeout` passes unless `throwOnRequestTimeout` is set. */
export function createS3Client(
  store: Extract<FileStoreConfig, { kind: 's3' }>,
  timeouts = S3_TIMEOUTS,
): S3Client {
  return new S3Client({
    region: store.region,
    endpoint: store.endpoint,
    forcePathStyle: store.forcePathStyle,
    requestHandler: { ...timeouts, throwOnRequestTimeout: true },
    maxAttempts: 2,
  });
}

export function openFileStore(
  config: ServerConfig,
  db: Db,
  links: FileLinkSigner,
  now: () => Date,
  protection: DataProtection,
): FileStore {
  const store = config.fileStore;
  if (store.kind === 's3') {
    const client = createS3Client(store);
    return new S3FileStore({
      db,
      client,
      bucket: store.bucket,
      prefix: store.prefix,
      linkTtlSeconds: config.fileLinkTtlSeconds,
    });
  }
  return new DiskFileStore({
    db,
    dataDir: config.dataDir,
    origin: config.origin,
    links,
    linkTtlSeconds: config.fileLinkTtlSeconds,
    now,
    protection,
  });
}
