import type { Db } from '../db/db.ts';
import type { ServerConfig } from '../config/config.ts';
import type { AuthUser } from '../shared/user.ts';
import type { FileLinkHolder } from '../identity/session-check.ts';

export interface AppEnv {
  Variables: {
    user: AuthUser;
    linkHolder: FileLinkHolder;
  };
}

export interface AppDeps {
  db: Db;
  config: ServerConfig;
  files: import('../files/file-store.ts').FileStore;
  identity: import('../identity/token-verifier.ts').TokenVerifier;
  jobs: import('../jobs/job-queue.ts').JobQueue;
  now: () => Date;
  protection: import('../privacy/data-protection.ts').DataProtection;
  photoDecodes: import('../shared/photo-decodes.ts').PhotoDecodes;
}
