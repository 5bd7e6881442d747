import { csvShapeProblem, sniffCsv, type CsvShapeProblem, type OpenBytes } from './csv-bytes.ts';
import { openCsv, type CsvReader } from './csv-file.ts';

/** Free of the database so it can run in a worker thread (csv-worker.ts). */

export const NOT_CSV_MESSAGE =
  'Arquivo inválido: envie uma planilha .csv (texto separado por vírgula ou ponto e vírgula).';
export const EMPTY_FILE_MESSAGE =
  'O arquivo está vazio: envie a planilha .csv com o cabeçalho e as linhas de dados.';

export async function uploadProblem(open: OpenBytes): Promise<string | null> {
  const sniff = await sniffCsv(open);
  if (sniff.kind === 'empty') return EMPTY_FILE_MESSAGE;
  if (sniff.kind === 'binary') return NOT_CSV_MESSAGE;
  return (await csvShapeProblem(open, sniff.encoding))?.message ?? null;
}

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
