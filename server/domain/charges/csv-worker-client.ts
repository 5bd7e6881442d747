import type { CsvChunk, CsvReader } from './csv-file.ts';
import type { OpenStoredFile } from './csv-file-passes.ts';
import type { CsvOpening } from './csv-opening.ts';
import { csvWorkers } from './csv-worker-pool.ts';
import type { CsvWorkerReply } from './csv-worker-protocol.ts';

/**
 * The two tasks a worker thread does on a stored charge file (csv-worker.ts): check an upload,
 * read a file for its load. `open` reads the stored file from its start: the worker reads it
 * once per pass (encoding, bounds, lines), pulling each pass a piece at a time, so neither thread
 * holds the file (docs/decisions/067-charge-files-streamed-and-spooled.md).
 */

function unexpected(reply: CsvWorkerReply): Error {
  return new Error(
    reply.kind === 'failed'
      ? `csv worker: ${reply.message}`
      : `csv worker answered ${reply.kind} out of turn`,
  );
}

/** Why an upload is refused (csv-opening.ts `uploadProblem`), worked out in a worker; null when it may be loaded. */
export async function uploadProblemInWorker(
  open: OpenStoredFile,
  budgetMs: number,
): Promise<string | null> {
  const lease = await csvWorkers.acquire(budgetMs, open);
  try {
    lease.send({ kind: 'check', task: lease.task });
    const reply = await lease.next();
    if (reply.kind !== 'checked') throw unexpected(reply);
    return reply.problem;
  } finally {
    lease.release();
  }
}

/**
 * A stored file opened in a worker, for its load; the worker's time budget covers the whole
 * load. `close` gives the worker back: call it once the load is decided. The chunks end only once
 * the file was read to its end and its tag checked; a file that fails it throws instead.
 */
export async function openCsvInWorker(
  open: OpenStoredFile,
  budgetMs: number,
): Promise<{ opening: CsvOpening; close(): void }> {
  const lease = await csvWorkers.acquire(budgetMs, open);
  try {
    lease.send({ kind: 'read', task: lease.task });
    const reply = await lease.next();
    if (reply.kind !== 'opened') throw unexpected(reply);
    if (reply.opening === 'out-of-bounds')
      return { opening: { kind: reply.opening, problem: reply.problem }, close: lease.release };
    if (reply.opening !== 'text') return { opening: { kind: reply.opening }, close: lease.release };
    const csv: CsvReader = {
      header: reply.header,
      problem: reply.problem,
      async *chunks(size: number): AsyncGenerator<CsvChunk> {
        for (;;) {
          lease.send({ kind: 'next', size });
          const next = await lease.next();
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
