import type { Db } from '../db/db.ts';
import type { ServerConfig } from '../config/config.ts';
import type { AuthUser } from '../shared/user.ts';
import type { FileLinkHolder } from '../identity/session-check.ts';

/** Hono environment shared by every route module: `c.var.user` and `c.var.linkHolder` after `authenticate`. */
export interface AppEnv {
  Variables: {
    user: AuthUser;
    /** The session of this request, which holds the file links it is given. */
    linkHolder: FileLinkHolder;
  };
}

export interface AppDeps {
  db: Db;
  config: ServerConfig;
  files: import('../files/file-store.ts').FileStore;
  identity: import('../identity/token-verifier.ts').TokenVerifier;
  jobs: import('../jobs/job-queue.ts').JobQueue;
  /** Injected clock so tests can move time; production uses () => new Date(). */
  now: () => Date;
  protection: import('../privacy/data-protection.ts').DataProtection;
  /** Photo decoding's turns: per instance and per person (server/shared/photo-decodes.ts). */
  photoDecodes: import('../shared/photo-decodes.ts').PhotoDecodes;
}
