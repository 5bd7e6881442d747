import type { JobOptions } from './job-queue.ts';

const RETRIED: JobOptions = { retryLimit: 3, retryDelaySeconds: 2, expireInSeconds: 15 * 60 };

const PERIODIC: JobOptions = {
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 60 * 60,
  policy: 'stately',
};

/**
 * A charge load: each try's time budget (LOAD_JOB_BUDGET_MS) is well inside its expiry, which only
 * catches an instance that died mid-load. After the last try, however it ended, the dead-letter
 * queue marks the load 'Erro no processamento' with the reason.
 */
const LOAD_TRIES: JobOptions = {
  retryLimit: 2,
  retryDelaySeconds: 2,
  expireInSeconds: 5 * 60,
  deadLetter: 'charge-load-failed',
};

/**
 * A message to a family: five more tries, 30 s doubling (about 15 minutes in all) while the
 * provider fails; a try running 2 minutes is taken as lost and its message claimed again.
 */
const MESSAGE_TRIES: JobOptions = { retryLimit: 5, retryDelaySeconds: 30, expireInSeconds: 120 };

/** The server's queues and how each is retried (a dead-letter queue before the queue naming it). */
export const JOBS = {
  generateReport: {
    name: 'report-generate',
    options: RETRIED,
  },
  loadFailed: {
    name: 'charge-load-failed',
    options: RETRIED,
  },
  processLoad: {
    name: 'charge-load',
    options: LOAD_TRIES,
  },
  /** Anonymises families' data past RETENTION_DAYS (server/domain/retention). */
  retention: {
    name: 'privacy-retention',
    options: PERIODIC,
  },
  /** Re-seals data with the active key after a key rotation (server/key-rotation.ts). */
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
  /** Writes the day's public transparency snapshot (server/domain/transparency). */
  transparencySnapshot: {
    name: 'transparency-snapshot',
    options: PERIODIC,
  },
  /** Sends one message to a family through the provider (server/domain/messages). */
  sendFamilyMessage: {
    name: 'family-message-send',
    options: MESSAGE_TRIES,
  },
  /** Recomputes the overview's summary of changed donations (server/domain/overview). */
  refreshOverview: {
    name: 'overview-refresh',
    options: RETRIED,
  },
} as const satisfies Record<string, { name: string; options: JobOptions }>;
