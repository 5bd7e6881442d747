import { bodyLimit } from 'hono/body-limit';
import { messages } from '../../http/errors.ts';

export const MB = 1024 * 1024;
/** Per-file limits of docs/api.md. */
export const PHOTO_MAX_BYTES = 10 * MB;
export const CSV_MAX_BYTES = 20 * MB;
/** Room for multipart headers and the text fields around the files. */
const FORM_OVERHEAD_BYTES = 256 * 1024;

/** The charge file limit as the admin reads it on the form and in the refusal. */
export const CSV_TOO_LARGE_MESSAGE = `Arquivo maior que o limite de ${CSV_MAX_BYTES / MB} MB. Divida a planilha em arquivos menores.`;

/** Refuses, with 413, a request body bigger than `files` files of `maxFileBytes` each. */
export function uploadLimit(maxFileBytes: number, files = 1, message: string = messages.fileTooLarge) {
  return bodyLimit({
    maxSize: maxFileBytes * files + FORM_OVERHEAD_BYTES,
    // The rest of the body is never read, so the connection cannot carry another request.
    onError: (c) => c.json({ message }, 413, { Connection: 'close' }),
  });
}
