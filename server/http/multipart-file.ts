import type { Readable } from 'node:stream';
import type busboy from 'busboy';
import { checkText } from './clean-input.ts';
import { badRequest } from './errors.ts';
import {
  asMultipartAnswer,
  guardedBy,
  multipartMessages,
  multipartParser,
  parsedMultipart,
} from './multipart.ts';

export interface StreamedFile {
  name: string;
  type: string;
  pieces: AsyncIterable<Uint8Array>;
}

/**
 * Never held whole; a refusal waits for `take`, so a half-written file is removed before the caller
 * hears.
 */
export async function streamMultipartFile<T>(
  request: Request,
  field: string,
  take: (file: StreamedFile) => Promise<T>,
  undo: (taken: T) => Promise<void>,
): Promise<T | null> {
  const parsed = parsedMultipart(request);
  if (parsed) {
    const value = (await parsed).get(field);
    if (value === null || value === '') return null;
    if (typeof value === 'string') throw badRequest(`O campo ${field} deve ser um arquivo.`);
    // The DOM typings this project also loads do not say a web ReadableStream iterates on Node.
    return take({
      name: value.name,
      type: value.type,
      pieces: value.stream() as unknown as AsyncIterable<Uint8Array>,
    });
  }
  const { parser, body } = multipartParser(request);
  return new Promise<T | null>((resolve, reject) => {
    let failed = false;
    let taking: Promise<T> | null = null;
    let file: Readable | null = null;

    const fail = (error: unknown, fromTake = false) => {
      if (failed) return;
      failed = true;
      const answer = fromTake ? error : asMultipartAnswer(error);
      body.unpipe(parser);
      body.destroy();
      parser.destroy();
      file?.destroy(answer instanceof Error ? answer : undefined);
      const settled = taking
        ? taking.then(
            (taken) => undo(taken),
            () => undefined,
          )
        : Promise.resolve();
      void settled.catch(() => undefined).then(() => reject(answer));
    };
    const guarded = guardedBy(fail);

    parser.on(
      'field',
      guarded((name: string, value: string) => {
        checkText(name);
        if (name === field && value !== '')
          throw badRequest(`O campo ${field} deve ser um arquivo.`);
      }),
    );
    parser.on(
      'file',
      guarded((name: string, stream: Readable, info: busboy.FileInfo) => {
        checkText(name);
        // Parts after a refusal are not taken: busboy may still hand over what the last piece held.
        if (failed || name !== field || taking !== null) {
          stream.resume();
          return;
        }
        checkText(info.filename ?? '');
        // If `take` has not started reading, the refusal's reason must not surface as an unhandled
        // error.
        stream.on('error', () => undefined);
        file = stream;
        taking = take({ name: info.filename ?? '', type: info.mimeType, pieces: stream });
        taking.catch((error: unknown) => fail(error, true));
      }),
    );
    for (const limit of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const)
      parser.on(limit, () => fail(badRequest(multipartMessages.tooManyParts)));
    parser.on('error', fail);
    parser.on('close', () => {
      if (failed) return;
      if (taking === null) resolve(null);
      else taking.then(resolve, (error: unknown) => fail(error, true));
    });
    body.on('error', fail);
    body.pipe(parser);
  });
}
