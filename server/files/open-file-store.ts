import { S3Client } from '@aws-sdk/client-s3';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { DiskFileStore } from './disk-file-store.ts';
import type { FileLinkSigner } from './file-link-signer.ts';
import type { FileStore } from './file-store.ts';
import { S3FileStore } from './s3-file-store.ts';

/** Connect within 3 s; a request whose socket stays silent 10 s fails (2 tries: about 25 s at worst). */
const S3_TIMEOUTS = { connectionTimeout: 3_000, requestTimeout: 10_000 };

/** The file store FILE_STORE names: DATA_DIR/files (signed /files links) or an S3 bucket (presigned links). */
export function openFileStore(config: ServerConfig, db: Db, links: FileLinkSigner, now: () => Date): FileStore {
  const store = config.fileStore;
  if (store.kind === 's3') {
    const client = new S3Client({
      region: store.region,
      endpoint: store.endpoint,
      forcePathStyle: store.forcePathStyle,
      // A store that stops answering fails the request (503, retried by the app) within seconds,
      // instead of holding it until the client gives up.
      requestHandler: S3_TIMEOUTS,
      maxAttempts: 2,
    });
    return new S3FileStore({ db, client, bucket: store.bucket, prefix: store.prefix, linkTtlSeconds: config.fileLinkTtlSeconds });
  }
  return new DiskFileStore({ db, dataDir: config.dataDir, origin: config.origin, links, linkTtlSeconds: config.fileLinkTtlSeconds, now });
}
