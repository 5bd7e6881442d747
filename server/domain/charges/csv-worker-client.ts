import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { CsvChunk, CsvReader } from './csv-file.ts';
import type { CsvOpening } from './csv-opening.ts';
import type { CsvWorkerReply, CsvWorkerRequest } from './csv-worker-protocol.ts';

/**
 * The worker threads that read charge files (csv-worker.ts), kept and reused: at most two at a
 * time (the machine's cores), each on one task. A task has a time budget and the worker a heap
 * bound: past either the worker is ended, and what waits on it fails with CsvWorkerStopped.
 */

const MAX_WORKERS = 2;
/** Heap of one worker: the file's bytes plus one chunk of lines; a file that needs more is refused. */
const WORKER_HEAP_MB = 256;
/**
 * The worker's short-lived objects (decoded text, parsed lines) are collected every few MB
 * instead of V8's default tens of MB: a 20 MB file's load then costs the instance about 50 MB
 * less at its peak (tests/security/csv-memory.test.ts), for no measurable loss of speed.
 */
const WORKER_YOUNG_HEAP_MB = 4;
/** An idle worker is ended after this long, giving its memory back. */
const IDLE_MS = 60_000;

export class CsvWorkerStopped extends Error {
  constructor(
    message: string,
    /** True when the time budget ran out (the file is too slow to read, not broken). */
    readonly timedOut: boolean,
  ) {
    super(message);
  }
}

/**
 * From dist-server/ the worker is csv-worker.js beside main.js. From the sources it is TypeScript:
 * a worker does not inherit tsx's loader on Node 20, so a one-line script registers it first.
 */
function spawnWorker(options: WorkerOptions): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./csv-worker.js', import.meta.url), options);
  const source = new URL('./csv-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { ...options, eval: true });
}

/** The piece in a buffer of its own, so handing it to the worker detaches nothing else (a network piece is often a view of a larger buffer). */
function ownBuffer(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
  return own ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes);
}

/** One worker thread and its replies, in order. */
class CsvWorker {
  private readonly worker = spawnWorker({ resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_HEAP_MB } });
  private readonly replies: CsvWorkerReply[] = [];
  private waiting: { resolve: (reply: CsvWorkerReply) => void; reject: (error: Error) => void } | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  stopped: CsvWorkerStopped | null = null;

  constructor(private readonly onStop: (worker: CsvWorker) => void) {
    this.worker.on('message', (reply: CsvWorkerReply) => {
      if (this.waiting) {
        this.waiting.resolve(reply);
        this.waiting = null;
      } else this.replies.push(reply);
    });
    this.worker.on('error', (error) => this.stop(new CsvWorkerStopped(`csv worker failed: ${error.message}`, false)));
    this.worker.on('exit', () => this.stop(new CsvWorkerStopped('csv worker ended', false)));
  }

  send(request: CsvWorkerRequest): void {
    if (this.stopped) return;
    if (request.kind !== 'piece') this.worker.postMessage(request);
    else {
      const bytes = ownBuffer(request.bytes);
      this.worker.postMessage({ kind: 'piece', bytes } satisfies CsvWorkerRequest, [bytes.buffer]);
    }
  }

  next(): Promise<CsvWorkerReply> {
    const reply = this.replies.shift();
    if (reply) return Promise.resolve(reply);
    if (this.stopped) return Promise.reject(this.stopped);
    return new Promise((resolve, reject) => (this.waiting = { resolve, reject }));
  }

  /** Idle in the pool: it does not keep the process alive, and ends after a while. */
  rest(): void {
    this.worker.unref();
    this.idleTimer = setTimeout(() => this.stop(), IDLE_MS);
    this.idleTimer.unref();
  }

  wake(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    this.worker.ref();
  }

  /** Ends the worker; whoever waits, or asks later, gets `reason`. */
  stop(reason: CsvWorkerStopped = new CsvWorkerStopped('csv worker closed', false)): void {
    if (this.stopped) return;
    this.stopped = reason;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    void this.worker.terminate();
    this.waiting?.reject(reason);
    this.waiting = null;
    this.onStop(this);
  }
}

/** A worker lent for one task: `release` returns it to the pool (unless it was stopped). */
interface Lease {
  worker: CsvWorker;
  release(): void;
}

class CsvWorkerPool {
  private readonly idle: CsvWorker[] = [];
  private live = 0;
  private readonly queue: ((worker: CsvWorker) => void)[] = [];

  /** A worker for one task, with its time budget running from now. */
  async acquire(budgetMs: number): Promise<Lease> {
    const worker = await this.take();
    worker.wake();
    const budget = setTimeout(() => worker.stop(new CsvWorkerStopped(`csv worker stopped after ${budgetMs} ms`, true)), budgetMs);
    let released = false;
    return {
      worker,
      release: () => {
        if (released) return;
        released = true;
        clearTimeout(budget);
        this.giveBack(worker);
      },
    };
  }

  private take(): Promise<CsvWorker> {
    const idle = this.idle.pop();
    if (idle) return Promise.resolve(idle);
    if (this.live < MAX_WORKERS) {
      this.live += 1;
      return Promise.resolve(new CsvWorker((stopped) => this.forget(stopped)));
    }
    return new Promise((resolve) => this.queue.push(resolve));
  }

  private giveBack(worker: CsvWorker): void {
    if (worker.stopped) return;
    worker.send({ kind: 'done' });
    const waiter = this.queue.shift();
    if (waiter) waiter(worker);
    else {
      worker.rest();
      this.idle.push(worker);
    }
  }

  private forget(worker: CsvWorker): void {
    this.live -= 1;
    const index = this.idle.indexOf(worker);
    if (index >= 0) this.idle.splice(index, 1);
    // Room for a new worker: the first one waiting gets it.
    const waiter = this.queue.shift();
    if (waiter) {
      this.live += 1;
      waiter(new CsvWorker((stopped) => this.forget(stopped)));
    }
  }
}

const pool = new CsvWorkerPool();

function unexpected(reply: CsvWorkerReply): Error {
  return new Error(reply.kind === 'failed' ? `csv worker: ${reply.message}` : `csv worker answered ${reply.kind} out of turn`);
}

/** Hands a file to the worker, piece by piece, as `pieces` yields them. */
async function sendPieces(worker: CsvWorker, pieces: AsyncIterable<Uint8Array>): Promise<void> {
  for await (const piece of pieces) {
    if (worker.stopped) throw worker.stopped;
    if (piece.length > 0) worker.send({ kind: 'piece', bytes: piece });
  }
}

/**
 * Why an upload is refused (csv-opening.ts `uploadProblem`), worked out in a worker fed the
 * stored file piece by piece; null when it may be loaded.
 */
export async function uploadProblemInWorker(pieces: AsyncIterable<Uint8Array>, budgetMs: number): Promise<string | null> {
  const lease = await pool.acquire(budgetMs);
  try {
    await sendPieces(lease.worker, pieces);
    lease.worker.send({ kind: 'check' });
    const reply = await lease.worker.next();
    if (reply.kind !== 'checked') throw unexpected(reply);
    return reply.problem;
  } finally {
    lease.release();
  }
}

/**
 * A stored file opened in a worker, for its load; the worker's time budget covers the whole
 * load. `close` gives the worker back: call it once the load is decided.
 */
export async function openCsvInWorker(pieces: AsyncIterable<Uint8Array>, budgetMs: number): Promise<{ opening: CsvOpening; close(): void }> {
  const lease = await pool.acquire(budgetMs);
  const { worker } = lease;
  try {
    await sendPieces(worker, pieces);
    worker.send({ kind: 'read' });
    const reply = await worker.next();
    if (reply.kind !== 'opened') throw unexpected(reply);
    if (reply.opening === 'out-of-bounds') return { opening: { kind: reply.opening, problem: reply.problem }, close: lease.release };
    if (reply.opening !== 'text') return { opening: { kind: reply.opening }, close: lease.release };
    const csv: CsvReader = {
      header: reply.header,
      problem: reply.problem,
      async *chunks(size: number): AsyncGenerator<CsvChunk> {
        for (;;) {
          worker.send({ kind: 'next', size });
          const next = await worker.next();
          if (next.kind === 'end') return;
          if (next.kind !== 'chunk') throw unexpected(next);
          yield next.chunk;
        }
      },
    };
    return { opening: { kind: 'text', csv }, close: lease.release };
  } catch (error) {
    lease.release();
    throw error;
  }
}
