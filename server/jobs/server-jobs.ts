import type { JobOptions } from './job-queue.ts';

/** The server's queues and how each is retried. */
export const JOBS = {
  generateReport: {
    name: 'report-generate',
    options: { retryLimit: 3, retryDelaySeconds: 2, expireInSeconds: 15 * 60 },
  },
} as const satisfies Record<string, { name: string; options: JobOptions }>;
