import type { JobOptions } from './job-queue.ts';

const RETRIED: JobOptions = { retryLimit: 3, retryDelaySeconds: 2, expireInSeconds: 15 * 60 };

const PERIODIC: JobOptions = {
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 60 * 60,
  policy: 'stately',
};

/**
 * The budget is well inside the expiry, which only catches an instance that died while applying a
 * charge.
 */
const CHARGE_TRIES: JobOptions = {
  retryLimit: 2,
  retryDelaySeconds: 2,
  expireInSeconds: 5 * 60,
  deadLetter: 'charge-load-failed',
};

/** A try running 2 minutes is taken as lost and its message claimed again. */
const MESSAGE_TRIES: JobOptions = { retryLimit: 5, retryDelaySeconds: 30, expireInSeconds: 120 };

/**
 * A dead-letter queue goes before the queue naming it. A `name` is stored with its queued jobs
 * (pg-boss rows), so it stays when its key is renamed (decision 234).
 */
export const JOBS = {
  generateReport: {
    name: 'report-generate',
    options: RETRIED,
  },
  chargeFailed: {
    name: 'charge-load-failed',
    options: RETRIED,
  },
  applyCharge: {
    name: 'charge-load',
    options: CHARGE_TRIES,
  },
  retention: {
    name: 'privacy-retention',
    options: PERIODIC,
  },
  rotateKeys: {
    name: 'privacy-rotate-keys',
    options: { ...PERIODIC, expireInSeconds: 6 * 60 * 60 },
  },
  expireCompleteExport: {
    name: 'report-complete-expire',
    options: RETRIED,
  },
  verifyAccessLog: {
    name: 'privacy-verify-access-log',
    options: PERIODIC,
  },
  transparencySnapshot: {
    name: 'transparency-snapshot',
    options: PERIODIC,
  },
  queueFamilyMessages: {
    name: 'family-message-queue',
    options: { ...RETRIED, policy: 'stately' },
  },
  sendFamilyMessage: {
    name: 'family-message-send',
    options: MESSAGE_TRIES,
  },
  refreshOverview: {
    name: 'overview-refresh',
    options: RETRIED,
  },
} as const satisfies Record<string, { name: string; options: JobOptions }>;
