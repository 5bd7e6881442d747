import type { CsvShapeProblem } from './csv-bytes.ts';
import type { CsvChunk, CsvHeader } from './csv-file.ts';

/** One task at a time per worker; neither thread ever holds the file. */

export type CsvWorkerRequest =
  | { kind: 'check'; task: number }
  | { kind: 'read'; task: number }
  | { kind: 'next'; size: number }
  | { kind: 'done' };

export type CsvPassFeed =
  | { kind: 'piece'; pass: number; bytes: Uint8Array }
  | { kind: 'pass-end'; pass: number }
  | { kind: 'pass-failed'; pass: number; message: string };

export type CsvPassAsk =
  { kind: 'pull'; task: number; pass: number } | { kind: 'cancel'; task: number; pass: number };

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
