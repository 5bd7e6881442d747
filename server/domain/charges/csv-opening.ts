import { csvShapeProblem, sniffCsv, type CsvShapeProblem, type OpenBytes } from './csv-bytes.ts';
import { openCsv, type CsvReader } from './csv-file.ts';

/**
 * The CPU side of a charge file, free of the database so that it can run in a worker thread
 * (csv-worker.ts): what an upload is refused for, and the file opened for the load.
 */

export const NOT_CSV_MESSAGE =
  'Arquivo inválido: envie uma planilha .csv (texto separado por vírgula ou ponto e vírgula).';
export const EMPTY_FILE_MESSAGE =
  'O arquivo está vazio: envie a planilha .csv com o cabeçalho e as linhas de dados.';

/**
 * Why an upload is refused at once (a 400, nothing recorded): empty, not text at all, or out of
 * the bounds of csv-limits.ts. Null when it may be loaded.
 */
export async function uploadProblem(open: OpenBytes): Promise<string | null> {
  const sniff = await sniffCsv(open);
  if (sniff.kind === 'empty') return EMPTY_FILE_MESSAGE;
  if (sniff.kind === 'binary') return NOT_CSV_MESSAGE;
  return (await csvShapeProblem(open, sniff.encoding))?.message ?? null;
}

/**
 * A stored file as the load sees it: not text at all, out of bounds (refused before a single line
 * reaches the database: a file stored before the bounds existed), or its header and lines.
 */
export type CsvOpening =
  | { kind: 'empty' }
  | { kind: 'binary' }
  | { kind: 'out-of-bounds'; problem: CsvShapeProblem }
  | { kind: 'text'; csv: CsvReader };

export async function openStoredCsv(open: OpenBytes): Promise<CsvOpening> {
  const sniff = await sniffCsv(open);
  if (sniff.kind !== 'text') return sniff;
  const problem = await csvShapeProblem(open, sniff.encoding);
  if (problem !== null) return { kind: 'out-of-bounds', problem };
  return { kind: 'text', csv: await openCsv(open, sniff.encoding) };
}
