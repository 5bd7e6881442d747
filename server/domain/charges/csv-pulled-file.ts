import type { MessagePort } from 'node:worker_threads';
import type { OpenBytes } from './csv-bytes.ts';
import type { CsvPassAsk, CsvPassFeed } from './csv-worker-protocol.ts';

export class CsvPassFailed extends Error {}

/**
 * One piece asked ahead: the worker holds a piece or two, never the file; pass numbers are never
 * reused.
 */
export class PulledFile {
  private nextPass = 0;
  private readonly waiting = new Map<number, (feed: CsvPassFeed) => void>();

  constructor(private readonly port: MessagePort) {}

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

  deliver(feed: CsvPassFeed): void {
    this.waiting.get(feed.pass)?.(feed);
  }

  forget(): void {
    this.waiting.clear();
  }
}
