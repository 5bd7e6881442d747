import type { CsvShapeProblem } from './csv-bytes.ts';
import type { CsvChunk, CsvHeader } from './csv-file.ts';

/**
 * The messages between the server (main thread) and a worker thread that reads charge files
 * (csv-worker.ts, csv-worker-client.ts). One task at a time per worker. The worker reads the
 * task's stored file as often as it needs (a pass per check), pulling each pass from the main
 * thread a piece at a time (csv-file-passes.ts): neither thread ever holds the file.
 */

/** Main thread → worker: the task's steps. `task` names the task whose file the worker pulls. */
export type CsvWorkerRequest =
  /** Why the upload is refused, if it is (csv-opening.ts `uploadProblem`). */
  | { kind: 'check'; task: number }
  /** Open the file for its load, answered `opened`, then one `chunk` per `next`. */
  | { kind: 'read'; task: number }
  | { kind: 'next'; size: number }
  /** The task is over: close its file and wait for the next one. */
  | { kind: 'done' };

/** Main thread → worker: a pass's next piece (transferred, not copied), its end, or why it broke off. */
export type CsvPassFeed =
  | { kind: 'piece'; pass: number; bytes: Uint8Array }
  | { kind: 'pass-end'; pass: number }
  | { kind: 'pass-failed'; pass: number; message: string };

/** Worker → main thread: the next piece of a pass (the first pull opens it), or that the pass is left. */
export type CsvPassAsk =
  { kind: 'pull'; task: number; pass: number } | { kind: 'cancel'; task: number; pass: number };

/** Worker → main thread: the answers to the task's steps. */
export type CsvWorkerReply =
  | { kind: 'checked'; problem: string | null }
  | { kind: 'opened'; opening: 'empty' | 'binary' }
  | { kind: 'opened'; opening: 'out-of-bounds'; problem: CsvShapeProblem }
  | { kind: 'opened'; opening: 'text'; header: CsvHeader | null; problem: string | null }
  | { kind: 'chunk'; chunk: CsvChunk }
  | { kind: 'end' }
  | { kind: 'failed'; message: string };

export const isPassFeed = (message: CsvWorkerRequest | CsvPassFeed): message is CsvPassFeed =>
  message.kind === 'piece' || message.kind === 'pass-end' || message.kind === 'pass-failed';

export const isPassAsk = (message: CsvWorkerReply | CsvPassAsk): message is CsvPassAsk =>
  message.kind === 'pull' || message.kind === 'cancel';
