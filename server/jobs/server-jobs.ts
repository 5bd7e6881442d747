import type { JobOptions } from './job-queue.ts';

/** Three more tries, 2, 4 and 8 s apart; a try running 15 minutes is taken as lost. */
const RETRIED: JobOptions = { retryLimit: 3, retryDelaySeconds: 2, expireInSeconds: 15 * 60 };

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
  /** Recomputes the overview's summary of changed donations (server/domain/overview). */
  refreshOverview: {
    name: 'overview-refresh',
    options: RETRIED,
  },
} as const satisfies Record<string, { name: string; options: JobOptions }>;
