import { S3Client } from '@aws-sdk/client-s3';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { DiskFileStore } from './disk-file-store.ts';
import type { FileLinkSigner } from './file-link-signer.ts';
import type { FileStore } from './file-store.ts';
import { S3FileStore } from './s3-file-store.ts';
import type { DataProtection } from '../privacy/data-protection.ts';

/**
 * The file store FILE_STORE names: DATA_DIR/files, sealed with the data keys (signed /files
 * links), or an S3 bucket (presigned links; the bucket's own encryption at rest, docs/deploy.md).
 */
export function openFileStore(config: ServerConfig, db: Db, links: FileLinkSigner, now: () => Date, protection: DataProtection): FileStore {
  const store = config.fileStore;
  if (store.kind === 's3') {
    const client = new S3Client({ region: store.region, endpoint: store.endpoint, forcePathStyle: store.forcePathStyle });
    return new S3FileStore({ db, client, bucket: store.bucket, prefix: store.prefix, linkTtlSeconds: config.fileLinkTtlSeconds });
  }
  return new DiskFileStore({ db, dataDir: config.dataDir, origin: config.origin, links, linkTtlSeconds: config.fileLinkTtlSeconds, now, protection });
}
