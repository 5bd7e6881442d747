import type { CsvShapeProblem } from './csv-bytes.ts';
import type { CsvChunk, CsvHeader } from './csv-file.ts';

/**
 * The messages between the server (main thread) and a worker thread that reads charge files
 * (csv-worker.ts, csv-worker-client.ts). One task at a time per worker. A file reaches the worker
 * in pieces, as the main thread receives or reads them, each transferred rather than copied: the
 * worker holds the file, the main thread never does.
 */

/** Main thread → worker. */
export type CsvWorkerRequest =
  /** One more piece of the task's file, in order. */
  | { kind: 'piece'; bytes: Uint8Array }
  /** Every piece has come: why the upload is refused, if it is (csv-opening.ts `uploadProblem`). */
  | { kind: 'check' }
  /** Every piece has come: open the file for its load, answered `opened`, then one `chunk` per `next`. */
  | { kind: 'read' }
  | { kind: 'next'; size: number }
  /** The task is over: drop the file and wait for the next one. */
  | { kind: 'done' };

/** Worker → main thread. */
export type CsvWorkerReply =
  | { kind: 'checked'; problem: string | null }
  | { kind: 'opened'; opening: 'empty' | 'binary' }
  | { kind: 'opened'; opening: 'out-of-bounds'; problem: CsvShapeProblem }
  | { kind: 'opened'; opening: 'text'; header: CsvHeader | null; problem: string | null }
  | { kind: 'chunk'; chunk: CsvChunk }
  | { kind: 'end' }
  | { kind: 'failed'; message: string };
