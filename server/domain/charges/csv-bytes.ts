/** Read as a stream, so a large file is never held as one string. */

import {
  csvLimitMessages,
  MAX_COLUMNS,
  MAX_HEADER_BYTES,
  MAX_LINE_BYTES,
  MAX_LINES,
} from './csv-limits.ts';

export type CsvEncoding = 'utf-8' | 'windows-1252';

export type CsvSniff =
  { kind: 'text'; encoding: CsvEncoding } | { kind: 'empty' } | { kind: 'binary' };

export type OpenBytes = () => ReadableStream<Uint8Array>;

const BOM = [0xef, 0xbb, 0xbf] as const;
const BINARY_SIGNATURES: readonly (readonly number[])[] = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x25, 0x50, 0x44, 0x46],
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x1f, 0x8b],
  [0xd0, 0xcf, 0x11, 0xe0],
];

/** Control characters a text spreadsheet never holds (tab, CR and LF are fine). */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's whole job
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((b, i) => bytes[i] === b);

async function* readAll(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      yield value;
    }
    finished = true;
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

async function* byteChunks(open: OpenBytes): AsyncGenerator<Uint8Array> {
  let head = new Uint8Array(0);
  let headDone = false;
  for await (const chunk of readAll(open())) {
    if (headDone) {
      yield chunk;
      continue;
    }
    const joined = new Uint8Array(head.length + chunk.length);
    joined.set(head);
    joined.set(chunk, head.length);
    head = joined;
    if (head.length >= 8) {
      headDone = true;
      yield head;
    }
  }
  if (!headDone && head.length > 0) yield head;
}

export async function* decodeChunks(
  open: OpenBytes,
  encoding: CsvEncoding,
): AsyncGenerator<string> {
  // ignoreBOM: the BOM is dropped below for both encodings alike.
  const decoder = new TextDecoder(encoding, { fatal: encoding === 'utf-8', ignoreBOM: true });
  let first = true;
  for await (const chunk of byteChunks(open)) {
    const bytes = first && startsWith(chunk, BOM) ? chunk.subarray(BOM.length) : chunk;
    first = false;
    const text = decoder.decode(bytes, { stream: true });
    if (text !== '') yield text;
  }
  const rest = decoder.decode();
  if (rest !== '') yield rest;
}

type TextCheck = 'text' | 'empty' | 'binary';

async function checkText(open: OpenBytes, encoding: CsvEncoding): Promise<TextCheck> {
  let blank = true;
  for await (const text of decodeChunks(open, encoding)) {
    if (CONTROL.test(text)) return 'binary';
    if (blank && text.trim() !== '') blank = false;
  }
  return blank ? 'empty' : 'text';
}

/** Windows-1252 is Excel pt-BR's "CSV (separado por vírgulas)". */
export async function sniffCsv(open: OpenBytes): Promise<CsvSniff> {
  const chunks = byteChunks(open);
  const { value: firstChunk } = await chunks.next();
  await chunks.return(undefined);
  if (
    firstChunk !== undefined &&
    BINARY_SIGNATURES.some((signature) => startsWith(firstChunk, signature))
  ) {
    return { kind: 'binary' };
  }
  let encoding: CsvEncoding = 'utf-8';
  let result: TextCheck;
  try {
    result = await checkText(open, 'utf-8');
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    encoding = 'windows-1252';
    result = await checkText(open, encoding);
  }
  return result === 'text' ? { kind: 'text', encoding } : { kind: result };
}

export interface CsvShapeProblem {
  line: number;
  message: string;
}

const LF = 0x0a;
const CR = 0x0d;

/** Linear, and it never holds more than the header line. */
export async function csvShapeProblem(
  open: OpenBytes,
  encoding: CsvEncoding,
): Promise<CsvShapeProblem | null> {
  let line = 1;
  let lineBytes = 0;
  let header: number[] | null = [];
  let previous = 0;
  for await (const chunk of byteChunks(open)) {
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i]!;
      const isBreak = byte === LF ? previous !== CR : byte === CR;
      previous = byte;
      if (isBreak) {
        if (header !== null) {
          const problem = headerShapeProblem(header, encoding);
          if (problem !== null) return { line: 1, message: problem };
          header = null;
        }
        line += 1;
        lineBytes = 0;
        continue;
      }
      if (byte === LF) continue;
      lineBytes += 1;
      // Counted where a line has content, so a final line break adds no line.
      if (lineBytes === 1 && line > MAX_LINES + 1)
        return { line, message: csvLimitMessages.tooManyLines };
      if (header !== null) {
        if (lineBytes > MAX_HEADER_BYTES)
          return { line: 1, message: csvLimitMessages.headerTooLong };
        header.push(byte);
      } else if (lineBytes > MAX_LINE_BYTES)
        return { line, message: csvLimitMessages.lineTooLong(line) };
    }
  }
  const problem = header === null ? null : headerShapeProblem(header, encoding);
  return problem === null ? null : { line: 1, message: problem };
}

function headerShapeProblem(bytes: number[], encoding: CsvEncoding): string | null {
  const text = new TextDecoder(encoding).decode(new Uint8Array(bytes));
  const delimiter = text.split(';').length > text.split(',').length ? ';' : ',';
  const cells = text.split(delimiter);
  while (cells.length > 0 && cells[cells.length - 1]!.trim() === '') cells.pop();
  return cells.length > MAX_COLUMNS ? csvLimitMessages.tooManyColumns : null;
}
