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
 * Every CPU-bound step runs here, so the event loop stays free and a slow file is stopped by ending
 * the thread.
 */

if (parentPort === null) throw new Error('csv-worker.ts runs only as a worker thread');
const port: MessagePort = parentPort;
const file = new PulledFile(port);

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

// Chained, so each request sees the state the previous one left.
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
