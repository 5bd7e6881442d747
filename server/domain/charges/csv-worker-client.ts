import type { CsvChunk, CsvReader } from './csv-file.ts';
import type { OpenStoredFile } from './csv-file-passes.ts';
import type { CsvOpening } from './csv-opening.ts';
import { csvWorkers } from './csv-worker-pool.ts';
import type { CsvWorkerReply } from './csv-worker-protocol.ts';

/** Neither thread holds the file (docs/decisions/067-charge-files-streamed-and-spooled.md). */

function unexpected(reply: CsvWorkerReply): Error {
  return new Error(
    reply.kind === 'failed'
      ? `csv worker: ${reply.message}`
      : `csv worker answered ${reply.kind} out of turn`,
  );
}

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

/** The chunks end only once the file's tag is checked; a file that fails it throws. */
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
