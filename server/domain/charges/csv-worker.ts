import { parentPort, type MessagePort } from 'node:worker_threads';
import type { CsvChunk, CsvReader } from './csv-file.ts';
import { openStoredCsv, uploadProblem } from './csv-opening.ts';
import { PulledFile } from './csv-pulled-file.ts';
import {
  isPassFeed,
  type CsvPassFeed,
  type CsvWorkerReply,
  type CsvWorkerRequest,
} from './csv-worker-protocol.ts';

/**
 * A worker thread that reads charge files (csv-worker-pool.ts starts and reuses it): every
 * CPU-bound step (decoding, papaparse, the header and line bounds) runs here, so however a file
 * is shaped the server's event loop stays free, and a file that takes too long is stopped by
 * ending the thread. Requests are answered in order, one task at a time.
 */

if (parentPort === null) throw new Error('csv-worker.ts runs only as a worker thread');
const port: MessagePort = parentPort;
/** The task's stored file, read from the main thread a pass at a time as often as a check needs. */
const file = new PulledFile(port);

/** The file being read for a load, between its `read` and its `done`. */
let reading: { csv: CsvReader; chunks: AsyncGenerator<CsvChunk> | null } | null = null;

async function answer(request: CsvWorkerRequest): Promise<CsvWorkerReply | null> {
  switch (request.kind) {
    case 'check':
      return { kind: 'checked', problem: await uploadProblem(file.opener(request.task)) };
    case 'read': {
      const opening = await openStoredCsv(file.opener(request.task));
      if (opening.kind === 'out-of-bounds')
        return { kind: 'opened', opening: opening.kind, problem: opening.problem };
      if (opening.kind !== 'text') return { kind: 'opened', opening: opening.kind };
      reading = { csv: opening.csv, chunks: null };
      return {
        kind: 'opened',
        opening: 'text',
        header: opening.csv.header,
        problem: opening.csv.problem,
      };
    }
    case 'next': {
      if (reading === null) return { kind: 'failed', message: 'no file is open' };
      reading.chunks ??= reading.csv.chunks(request.size);
      const next = await reading.chunks.next();
      return next.done ? { kind: 'end' } : { kind: 'chunk', chunk: next.value };
    }
    case 'done':
      await reading?.chunks?.return(undefined);
      reading = null;
      file.forget();
      return null;
  }
}

// Requests are chained, so each one sees the state the previous one left; a pass's pieces go
// straight to the pass, which a request in the chain is waiting on.
let queue = Promise.resolve();
port.on('message', (message: CsvWorkerRequest | CsvPassFeed) => {
  if (isPassFeed(message)) {
    file.deliver(message);
    return;
  }
  queue = queue.then(async () => {
    try {
      const reply = await answer(message);
      if (reply) port.postMessage(reply);
    } catch (error) {
      port.postMessage({ kind: 'failed', message: String(error) } satisfies CsvWorkerReply);
    }
  });
});
