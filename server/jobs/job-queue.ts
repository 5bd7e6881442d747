import PgBoss from 'pg-boss';
import type { Db } from '../db/db.ts';
import { describeForLog, log } from '../log.ts';

/** What a job handler gets: its data, and whether a failure now is final (no retry left). */
export interface JobRun<T> {
  data: T;
  finalAttempt: boolean;
  /** On a dead-letter queue: what the failed job's last try left (pg-boss's `output`). */
  output?: unknown;
}

export interface JobOptions {
  /** Tries after the first; the delay doubles each time. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A job running longer is taken as lost (its instance died) and tried again. */
  expireInSeconds: number;
  /** 'stately': at most one job waiting and one running per singleton key (periodic jobs). */
  policy?: 'standard' | 'stately';
  /** A queue that gets a copy of each job once its last try has failed (or expired). */
  deadLetter?: string;
}

// PGlite refuses several statements in one parameterised query; pg-boss sends its schema that way.
const MULTIPLE_COMMANDS = 'cannot insert multiple commands into a prepared statement';

/** pg-boss talking through our Db, so the one queue runs on PGlite and on PostgreSQL alike. */
export function bossDb(db: Db, inFlight?: { count: number }): PgBoss.Db {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg-boss's own Db type takes any[] parameters
    async executeSql(text: string, values: any[] = []) {
      if (inFlight) inFlight.count += 1;
      try {
        return { rows: await db.query(text, values) };
      } catch (error) {
        if (
          values.length > 0 ||
          !(error instanceof Error) ||
          !error.message.includes(MULTIPLE_COMMANDS)
        )
          throw error;
        await db.exec(text);
        return { rows: [] };
      } finally {
        if (inFlight) inFlight.count -= 1;
      }
    },
  };
}

/** One turn of the event loop: every promise chain already under way runs its next steps first. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Durable jobs in the database (pg-boss): a job sent in a transaction exists only if it commits,
 * survives restarts, is retried, and runs on whichever instance polls first.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly workers = new Map<string, string>();
  private stopped = false;
  /** pg-boss's own queries under way (a fetch that may hand out a job, a completion…). */
  private readonly queries = { count: 0 };

  constructor(db: Db) {
    this.boss = new PgBoss({
      db: bossDb(db, this.queries),
      schedule: false,
      supervise: true,
      migrate: true,
    });
    this.boss.on('error', (error) =>
      log.error('job queue error', { error: describeForLog(error) }),
    );
  }

  async start(): Promise<this> {
    await this.boss.start();
    return this;
  }

  /** Declares a queue, or brings an existing one to these options; call before send or work. */
  async define(name: string, options: JobOptions): Promise<void> {
    const queue = {
      name,
      retryLimit: options.retryLimit,
      retryDelay: options.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: options.expireInSeconds,
      policy: options.policy ?? 'standard',
      ...(options.deadLetter ? { deadLetter: options.deadLetter } : {}),
    };
    await this.boss.createQueue(name, queue);
    await this.boss.updateQueue(name, queue);
  }

  /**
   * Queues a job of a 'stately' queue to start at `startAfter` unless one is already waiting:
   * how a periodic job schedules its next run. Returns false when one was waiting.
   */
  async sendOnce(name: string, data: object, startAfter: Date): Promise<boolean> {
    const id = await this.boss.send(name, data, { startAfter, singletonKey: name });
    return id !== null;
  }

  /**
   * Adds a job; with `tx` it is written in that transaction and exists only if it commits. With
   * `startAfter`, no worker takes it before then.
   */
  async send(name: string, data: object, tx?: Db, startAfter?: Date): Promise<string> {
    const id = await this.boss.send(name, data, {
      ...(tx ? { db: bossDb(tx) } : {}),
      ...(startAfter ? { startAfter } : {}),
    });
    if (id === null) throw new Error(`job ${name} was not created`);
    return id;
  }

  /** Adds one job of `name` per item of `data` in one statement; otherwise as `send`. */
  async sendMany(name: string, data: readonly object[], tx?: Db, startAfter?: Date): Promise<void> {
    if (data.length === 0) return;
    await this.boss.insert(
      data.map((item) => ({ name, data: item, ...(startAfter ? { startAfter } : {}) })),
      tx ? { db: bossDb(tx) } : {},
    );
  }

  /** Once the transaction that sent a job has committed: lets this instance's worker take it now. */
  nudge(name: string): void {
    const worker = this.workers.get(name);
    if (worker) this.boss.notifyWorker(worker);
  }

  /**
   * Runs `handler` for each job of `name`; a throw fails that job's try (retried while tries are
   * left). A worker polls every half second for `batchSize` jobs: a queue that must run more than
   * two jobs a second takes them in batches, `parallel` running at once, each completed or failed
   * alone.
   */
  async work<T>(
    name: string,
    handler: (run: JobRun<T>) => Promise<void>,
    { batchSize = 1, parallel = 1 }: { batchSize?: number; parallel?: number } = {},
  ): Promise<void> {
    const run = async (job: PgBoss.JobWithMetadata<T>) => {
      // Fetched while this instance was stopping: fail the try so another instance retries it soon,
      // instead of starting work the closing database would cut short.
      if (this.stopped) throw new Error('instance stopping');
      log.info('job started', { queue: name, jobId: job.id, retryCount: job.retryCount });
      await handler({
        data: job.data,
        finalAttempt: job.retryCount >= job.retryLimit,
        output: job.output,
      });
    };
    const id = await this.boss.work<T>(
      name,
      { includeMetadata: true, pollingIntervalSeconds: 0.5, batchSize },
      async (jobs) => {
        if (batchSize === 1) {
          if (jobs[0]) await run(jobs[0]);
          return;
        }
        // pg-boss completes the batch's jobs still active once this resolves: a failed one is
        // failed here first, so it alone is retried.
        let next = 0;
        const lane = async () => {
          for (let job = jobs[next++]; job; job = jobs[next++]) {
            const taken = job;
            await run(taken).catch(async (error: unknown) => {
              await this.boss.fail(name, taken.id, { message: describeForLog(error) });
            });
          }
        };
        await Promise.all(Array.from({ length: parallel }, lane));
      },
    );
    this.workers.set(name, id);
  }

  async state(name: string, id: string): Promise<PgBoss.JobWithMetadata['state'] | null> {
    return (await this.boss.getJobById(name, id))?.state ?? null;
  }

  async stop(timeoutMs = 10_000): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    await new Promise<void>((resolve) => {
      this.boss.once('stopped', () => resolve());
      void this.boss.stop({ graceful: true, close: false, timeout: timeoutMs });
    });
    // pg-boss reports 'stopped' while a fetch, or the completion it sends without waiting, may
    // still be under way: let them land before the caller closes the database.
    do await nextTurn();
    while (this.queries.count > 0);
  }
}
