export const MB = 1024 * 1024;
export const PHOTO_MAX_BYTES = 10 * MB;
export const CSV_MAX_BYTES = 20 * MB;

export const CSV_TOO_LARGE_MESSAGE = `Arquivo maior que o limite de ${CSV_MAX_BYTES / MB} MB. Divida a planilha em arquivos menores.`;
