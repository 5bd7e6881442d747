import type { JobOptions } from './job-queue.ts';

/** Three more tries, 2, 4 and 8 s apart; a try running 15 minutes is taken as lost. */
const RETRIED: JobOptions = { retryLimit: 3, retryDelaySeconds: 2, expireInSeconds: 15 * 60 };

/** Once a day; one waiting and one running at most. */
const PERIODIC: JobOptions = { retryLimit: 3, retryDelaySeconds: 60, expireInSeconds: 60 * 60, policy: 'stately' };

/** The server's queues and how each is retried. */
export const JOBS = {
  generateReport: {
    name: 'report-generate',
    options: RETRIED,
  },
  processLoad: {
    name: 'charge-load',
    options: RETRIED,
  },
  /** Anonymises families' data past RETENTION_DAYS (server/domain/retention). */
  retention: {
    name: 'privacy-retention',
    options: PERIODIC,
  },
  /** Re-seals data with the active key after a key rotation (server/privacy/key-rotation.ts). */
  rotateKeys: {
    name: 'privacy-rotate-keys',
    options: { ...PERIODIC, expireInSeconds: 6 * 60 * 60 },
  },
  /** Deletes a complete export's file when it expires. */
  expireCompleteExport: {
    name: 'report-complete-expire',
    options: RETRIED,
  },
  /** Checks the access log's chain and logs its head hash (docs/privacy.md). */
  verifyAccessLog: {
    name: 'privacy-verify-access-log',
    options: PERIODIC,
  },
} as const satisfies Record<string, { name: string; options: JobOptions }>;
