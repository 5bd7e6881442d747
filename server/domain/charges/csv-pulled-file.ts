import type { MessagePort } from 'node:worker_threads';
import type { OpenBytes } from './csv-bytes.ts';
import type { CsvPassAsk, CsvPassFeed } from './csv-worker-protocol.ts';

/** A pass the main thread could not finish: the file is gone, unreachable, or fails its tag. */
export class CsvPassFailed extends Error {}

/**
 * The worker's side of a task's file (csv-file-passes.ts holds the other): every `open` is a new
 * pass from the start of the stored file, pulled from the main thread one piece at a time, with
 * one more piece asked ahead: the worker holds a piece or two of the file, never the whole of it.
 * Pass numbers are never reused, so a piece for a pass left since is known and dropped.
 */
export class PulledFile {
  private nextPass = 0;
  /** The pull each pass is waiting on. */
  private readonly waiting = new Map<number, (feed: CsvPassFeed) => void>();

  constructor(private readonly port: MessagePort) {}

  /** Opens passes over the file of task `task`. */
  opener(task: number): OpenBytes {
    return () => this.open(task);
  }

  private open(task: number): ReadableStream<Uint8Array> {
    const pass = this.nextPass++;
    const ask = (kind: CsvPassAsk['kind']) =>
      this.port.postMessage({ kind, task, pass } satisfies CsvPassAsk);
    return new ReadableStream<Uint8Array>(
      {
        pull: (controller) =>
          new Promise<void>((resolve) => {
            this.waiting.set(pass, (feed) => {
              this.waiting.delete(pass);
              if (feed.kind === 'piece') controller.enqueue(feed.bytes);
              else if (feed.kind === 'pass-end') controller.close();
              else controller.error(new CsvPassFailed(feed.message));
              resolve();
            });
            ask('pull');
          }),
        cancel: () => {
          this.waiting.delete(pass);
          ask('cancel');
        },
      },
      { highWaterMark: 1 },
    );
  }

  /** What the main thread sent for a pass; dropped when the pass was left. */
  deliver(feed: CsvPassFeed): void {
    this.waiting.get(feed.pass)?.(feed);
  }

  /** The task is over: no pass of it will be answered any more. */
  forget(): void {
    this.waiting.clear();
  }
}
