/**
 * A local S3-compatible server (s3rver) on 127.0.0.1 and a free port, with one empty bucket.
 * `env` holds the server settings (FILE_STORE=s3…) a test server needs to use it; the AWS SDK
 * reads the credentials from AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (s3rver takes S3RVER).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  env: Record<string, string>;
  credentials: { AWS_ACCESS_KEY_ID: string; AWS_SECRET_ACCESS_KEY: string };
  close(): Promise<void>;
}

export async function startLocalS3(bucket = 'cestas-test'): Promise<LocalS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'cestas-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      FILE_STORE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_REGION: 'us-east-1',
    },
    credentials: { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' },
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
