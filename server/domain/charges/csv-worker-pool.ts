import { Worker, type WorkerOptions } from 'node:worker_threads';
import { FilePasses, type OpenStoredFile } from './csv-file-passes.ts';
import {
  isPassAsk,
  type CsvPassAsk,
  type CsvPassFeed,
  type CsvWorkerReply,
  type CsvWorkerRequest,
} from './csv-worker-protocol.ts';

/** Past a task's time budget or the heap bound the worker is ended and its waiters fail. */

const MAX_WORKERS = 2;
/** A worker that needs more is ended and its task fails, instead of growing the instance. */
const WORKER_HEAP_MB = 64;
/** Collected every few MB instead of V8's default tens, so the instance's peak stays lower. */
const WORKER_YOUNG_HEAP_MB = 4;
const IDLE_MS = 60_000;

export class CsvWorkerStopped extends Error {
  constructor(
    message: string,
    readonly timedOut: boolean,
  ) {
    super(message);
  }
}

/** A worker does not inherit tsx's loader on Node 20, so a one-line script registers it first. */
function spawnWorker(options: WorkerOptions): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./csv-worker.js', import.meta.url), options);
  const source = new URL('./csv-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { ...options, eval: true });
}

/** A network piece is often a view of a larger buffer: transferring it must detach nothing else. */
function ownBuffer(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const own =
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength &&
    bytes.buffer instanceof ArrayBuffer;
  return own ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes);
}

class CsvWorker {
  private readonly worker = spawnWorker({
    resourceLimits: {
      maxOldGenerationSizeMb: WORKER_HEAP_MB,
      maxYoungGenerationSizeMb: WORKER_YOUNG_HEAP_MB,
    },
  });
  private readonly replies: CsvWorkerReply[] = [];
  private waiting: {
    resolve: (reply: CsvWorkerReply) => void;
    reject: (error: Error) => void;
  } | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  passes: FilePasses | null = null;
  stopped: CsvWorkerStopped | null = null;

  constructor(private readonly onStop: (worker: CsvWorker) => void) {
    this.worker.on('message', (message: CsvWorkerReply | CsvPassAsk) => {
      if (isPassAsk(message)) this.passes?.handle(message);
      else if (this.waiting) {
        this.waiting.resolve(message);
        this.waiting = null;
      } else this.replies.push(message);
    });
    this.worker.on('error', (error) =>
      this.stop(new CsvWorkerStopped(`csv worker failed: ${error.message}`, false)),
    );
    this.worker.on('exit', () => this.stop(new CsvWorkerStopped('csv worker ended', false)));
  }

  send(request: CsvWorkerRequest): void {
    if (!this.stopped) this.worker.postMessage(request);
  }

  feed(feed: CsvPassFeed): void {
    if (this.stopped) return;
    if (feed.kind !== 'piece') this.worker.postMessage(feed);
    else {
      const bytes = ownBuffer(feed.bytes);
      this.worker.postMessage({ ...feed, bytes } satisfies CsvPassFeed, [bytes.buffer]);
    }
  }

  next(): Promise<CsvWorkerReply> {
    const reply = this.replies.shift();
    if (reply) return Promise.resolve(reply);
    if (this.stopped) return Promise.reject(this.stopped);
    return new Promise((resolve, reject) => (this.waiting = { resolve, reject }));
  }

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

  stop(reason: CsvWorkerStopped = new CsvWorkerStopped('csv worker closed', false)): void {
    if (this.stopped) return;
    this.stopped = reason;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    void this.worker.terminate();
    void this.passes?.close();
    this.waiting?.reject(reason);
    this.waiting = null;
    this.onStop(this);
  }
}

export interface Lease {
  send(request: CsvWorkerRequest): void;
  task: number;
  next(): Promise<CsvWorkerReply>;
  release(): void;
}

class CsvWorkerPool {
  private readonly idle: CsvWorker[] = [];
  private live = 0;
  private readonly queue: ((worker: CsvWorker) => void)[] = [];
  private tasks = 0;

  async acquire(budgetMs: number, open: OpenStoredFile): Promise<Lease> {
    const worker = await this.take();
    worker.wake();
    const task = ++this.tasks;
    const passes = new FilePasses(task, open, (feed) => worker.feed(feed));
    worker.passes = passes;
    const budget = setTimeout(
      () => worker.stop(new CsvWorkerStopped(`csv worker stopped after ${budgetMs} ms`, true)),
      budgetMs,
    );
    let released = false;
    return {
      task,
      send: (request) => worker.send(request),
      next: async () => {
        const reply = await worker.next();
        if (passes.failure) throw passes.failure;
        return reply;
      },
      release: () => {
        if (released) return;
        released = true;
        clearTimeout(budget);
        worker.passes = null;
        void passes.close();
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
    const waiter = this.queue.shift();
    if (waiter) {
      this.live += 1;
      waiter(new CsvWorker((stopped) => this.forget(stopped)));
    }
  }
}

export const csvWorkers = new CsvWorkerPool();
