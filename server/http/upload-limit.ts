import { bodyLimit } from 'hono/body-limit';
import { messages } from './errors.ts';

/** Room for multipart headers and the text fields around the files. */
const FORM_OVERHEAD_BYTES = 256 * 1024;

/** Refuses, with 413, a request body bigger than `files` files of `maxFileBytes` each. */
export function uploadLimit(maxFileBytes: number, files = 1, message: string = messages.fileTooLarge) {
  return bodyLimit({
    maxSize: maxFileBytes * files + FORM_OVERHEAD_BYTES,
    // The rest of the body is never read, so the connection cannot carry another request.
    onError: (c) => c.json({ message }, 413, { Connection: 'close' }),
  });
}
