import type { Db } from '#server/db/db.ts';
import { JobQueue } from '#server/jobs/job-queue.ts';
import { JOBS } from '#server/jobs/server-jobs.ts';

/** A fresh queue over the same database, its queues declared: what a restarted (or another) instance has. */
export async function restartedJobQueue(db: Db): Promise<JobQueue> {
  const queue = await new JobQueue(db).start();
  for (const job of Object.values(JOBS)) await queue.define(job.name, job.options);
  return queue;
}
