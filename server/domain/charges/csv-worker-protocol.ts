import type { CsvShapeProblem } from './csv-bytes.ts';
import type { CsvChunk, CsvHeader } from './csv-file.ts';

/**
 * The messages between the server (main thread) and a worker thread that reads charge files
 * (csv-worker.ts, csv-worker-pool.ts). One task at a time per worker; a file's bytes are
 * transferred, not copied, both ways.
 */

/** Main thread → worker. */
export type CsvWorkerRequest =
  /** Why an upload is refused, if it is (csv-opening.ts `uploadProblem`). */
  | { kind: 'check'; bytes: Uint8Array }
  /** Open a stored file for its load: answered `opened`, then one `chunk` per `next`. */
  | { kind: 'read'; bytes: Uint8Array }
  | { kind: 'next'; size: number }
  /** The task is over: drop the file and wait for the next one. */
  | { kind: 'done' };

/** Worker → main thread. */
export type CsvWorkerReply =
  /** The bytes come back (transferred again), so the caller stores them without keeping a copy. */
  | { kind: 'checked'; problem: string | null; bytes: Uint8Array }
  | { kind: 'opened'; opening: 'empty' | 'binary' }
  | { kind: 'opened'; opening: 'out-of-bounds'; problem: CsvShapeProblem }
  | { kind: 'opened'; opening: 'text'; header: CsvHeader | null; problem: string | null }
  | { kind: 'chunk'; chunk: CsvChunk }
  | { kind: 'end' }
  | { kind: 'failed'; message: string };
