import PgBoss from 'pg-boss';
import type { Db } from '../db/db.ts';
import { describeForLog, log } from '../log.ts';

export interface JobRun<T> {
  data: T;
  finalAttempt: boolean;
  output?: unknown;
}

export interface JobOptions {
  retryLimit: number;
  /** Doubles on each try. */
  retryDelaySeconds: number;
  /** A job running longer is taken as lost (its instance died) and tried again. */
  expireInSeconds: number;
  policy?: 'standard' | 'stately';
  deadLetter?: string;
}

// PGlite refuses several statements in one parameterised query; pg-boss sends its schema that way.
const MULTIPLE_COMMANDS = 'cannot insert multiple commands into a prepared statement';

/** So the one queue runs on PGlite and on PostgreSQL alike. */
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

const runOf = <T>(job: PgBoss.JobWithMetadata<T>): JobRun<T> => ({
  data: job.data,
  finalAttempt: job.retryCount >= job.retryLimit,
  output: job.output,
});

/** Every promise chain already under way runs its next steps first. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A job sent in a transaction exists only if it commits; it survives restarts and is retried. */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly workers = new Map<string, string>();
  private stopped = false;
  private readonly queries = { count: 0 };
  private readonly requested = new Map<string, NodeJS.Timeout>();

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

  async sendOnce(name: string, data: object, startAfter: Date): Promise<boolean> {
    const id = await this.boss.send(name, data, { startAfter, singletonKey: name });
    return id !== null;
  }

  async send(name: string, data: object, tx?: Db, startAfter?: Date): Promise<string> {
    const id = await this.boss.send(name, data, {
      ...(tx ? { db: bossDb(tx) } : {}),
      ...(startAfter ? { startAfter } : {}),
    });
    if (id === null) throw new Error(`job ${name} was not created`);
    return id;
  }

  async sendMany(name: string, data: readonly object[], tx?: Db, startAfter?: Date): Promise<void> {
    if (data.length === 0) return;
    await this.boss.insert(
      data.map((item) => ({ name, data: item, ...(startAfter ? { startAfter } : {}) })),
      tx ? { db: bossDb(tx) } : {},
    );
  }

  /**
   * Requests within `delayMs` of the first become one job, sent after them all: a job that drains
   * everything waiting serves many callers. On a queue whose policy is 'stately' a job already
   * waiting takes the request; one already running is followed by the new one.
   */
  requestSoon(name: string, delayMs: number): void {
    if (this.stopped || this.requested.has(name)) return;
    const timer = setTimeout(() => {
      this.requested.delete(name);
      if (this.stopped) return;
      this.sendOnce(name, {}, new Date()).then(
        () => this.nudge(name),
        (error: unknown) =>
          log.error('job not requested', { queue: name, error: describeForLog(error) }),
      );
    }, delayMs);
    timer.unref();
    this.requested.set(name, timer);
  }

  nudge(name: string): void {
    const worker = this.workers.get(name);
    if (worker) this.boss.notifyWorker(worker);
  }

  async work<T>(name: string, handler: (run: JobRun<T>) => Promise<void>): Promise<void> {
    const id = await this.boss.work<T>(
      name,
      { includeMetadata: true, pollingIntervalSeconds: 0.5 },
      async ([job]) => {
        if (!job) return;
        // Fetched while this instance was stopping: fail the try so another instance retries it
        // soon, instead of starting work the closing database would cut short.
        if (this.stopped) throw new Error('instance stopping');
        log.info('job started', { queue: name, jobId: job.id, retryCount: job.retryCount });
        await handler(runOf(job));
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
    for (const timer of this.requested.values()) clearTimeout(timer);
    this.requested.clear();
    await new Promise<void>((resolve) => {
      this.boss.once('stopped', () => resolve());
      void this.boss.stop({ graceful: true, close: false, timeout: timeoutMs });
    });
    // pg-boss reports 'stopped' while a fetch may still be under way: let it land before the
    // database closes.
    do await nextTurn();
    while (this.queries.count > 0);
  }
}
