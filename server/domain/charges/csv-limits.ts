/**
 * Bounds of a charge file beyond its size in bytes (20 MB): a file outside them is refused at
 * upload with a pt-BR 400, and stopped by the load job if one ever gets that far. They keep a
 * single upload from costing more than a few seconds of work whatever its shape (a header of a
 * million columns, a line of 8 MB, millions of tiny lines).
 */

/** The widest type (`user`) has 11 columns; a real header is a few hundred bytes. */
export const MAX_HEADER_BYTES = 4 * 1024;
export const MAX_COLUMNS = 32;
/** Data lines (blank ones included); about 8 MB of the shortest valid line (`voucher`). */
export const MAX_LINES = 200_000;
/** A `user` line with every optional column filled is under 1 KB. */
export const MAX_LINE_BYTES = 16 * 1024;

/**
 * Lines handed on at once (papaparse's batches, the load's chunks) also end once their cells hold
 * this many characters: a file of wide lines comes in shorter batches, so a batch costs about the
 * same whatever the width (1,000 lines of a real charge file hold under 300,000).
 */
export const BATCH_MAX_CHARS = 512 * 1024;

/** The characters a line's cells hold, counted against BATCH_MAX_CHARS. */
export const charsOf = (cells: readonly string[]) =>
  cells.reduce((sum, cell) => sum + cell.length, 0);

const thousands = (n: number) => n.toLocaleString('pt-BR');

export const csvLimitMessages = {
  headerTooLong: `Cabeçalho inválido: a primeira linha passa de ${thousands(MAX_HEADER_BYTES)} bytes. Confira se o arquivo é a planilha certa.`,
  tooManyColumns: `Cabeçalho inválido: o arquivo tem mais de ${MAX_COLUMNS} colunas. Confira se o arquivo é a planilha certa.`,
  tooManyLines: `O arquivo tem mais de ${thousands(MAX_LINES)} linhas de dados. Divida a planilha em arquivos menores.`,
  lineTooLong: (line: number) =>
    `A linha ${thousands(line)} passa de ${thousands(MAX_LINE_BYTES)} bytes. Confira se o separador e as aspas estão certos.`,
} as const;
