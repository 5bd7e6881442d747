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

/** What route modules receive from server/app.ts. */
export interface AppDeps {
  db: Db;
  config: ServerConfig;
  files: import('../files/file-store.ts').FileStore;
  identity: import('../identity/token-verifier.ts').TokenVerifier;
  /** Durable background jobs (reports), stored in the database. */
  jobs: import('../jobs/job-queue.ts').JobQueue;
  /** Injected clock so tests can move time; production uses () => new Date(). */
  now: () => Date;
  /** Seals identifiers at rest and makes their keyed hashes (server/privacy). */
  protection: import('../privacy/data-protection.ts').DataProtection;
  /** Photo decoding's turns: per instance and per person (server/shared/photo-decodes.ts). */
  photoDecodes: import('../shared/photo-decodes.ts').PhotoDecodes;
}
