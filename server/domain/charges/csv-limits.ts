/** They keep one upload to a few seconds of work whatever its shape. */

export const MAX_HEADER_BYTES = 4 * 1024;
export const MAX_COLUMNS = 32;
export const MAX_LINES = 200_000;
export const MAX_LINE_BYTES = 16 * 1024;

/** So a batch costs about the same whatever the width of its lines. */
export const BATCH_MAX_CHARS = 512 * 1024;

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
