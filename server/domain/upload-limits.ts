import { bodyLimit } from 'hono/body-limit';
import { messages } from '../http/errors.ts';

export const MB = 1024 * 1024;
/** Per-file limits of docs/api.md. */
export const PHOTO_MAX_BYTES = 10 * MB;
export const CSV_MAX_BYTES = 20 * MB;
/** Room for multipart headers and the text fields around the files. */
const FORM_OVERHEAD_BYTES = 256 * 1024;

/** Refuses, with 413, a request body bigger than `files` files of `maxFileBytes` each. */
export function uploadLimit(maxFileBytes: number, files = 1) {
  return bodyLimit({
    maxSize: maxFileBytes * files + FORM_OVERHEAD_BYTES,
    onError: (c) => c.json({ message: messages.fileTooLarge }, 413),
  });
}
