import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { badRequest } from './errors.ts';
import { BodyTooLarge } from './body-limit.ts';
import { checkText } from './clean-input.ts';

/**
 * Read as it streams (busboy), never from one buffer; one parse per request, shared by idempotency
 * and route.
 */

export const multipartMessages = {
  notMultipart: 'Envie os dados como multipart/form-data.',
  unreadable: 'Não foi possível ler os dados enviados.',
  tooManyParts: 'O formulário tem campos ou arquivos demais.',
  fieldTooLong: 'Um campo do formulário passa do tamanho permitido.',
} as const;

export const MULTIPART_LIMITS = { fields: 40, files: 4, parts: 44, fieldSize: 64 * 1024 } as const;

const parsed = new WeakMap<Request, Promise<FormData>>();

export const asMultipartAnswer = (error: unknown): unknown =>
  error instanceof BodyTooLarge || (error instanceof Error && 'status' in error)
    ? error
    : badRequest(multipartMessages.unreadable);

export const guardedBy =
  (fail: (error: unknown) => void) =>
  <A extends unknown[]>(handle: (...args: A) => void) =>
  (...args: A) => {
    try {
      handle(...args);
    } catch (error) {
      fail(error);
    }
  };

export function parsedMultipart(request: Request): Promise<FormData> | undefined {
  return parsed.get(request);
}

export function readMultipart(request: Request): Promise<FormData> {
  let form = parsed.get(request);
  if (!form) {
    form = parse(request);
    parsed.set(request, form);
  }
  return form;
}

export function multipartParser(request: Request): { parser: busboy.Busboy; body: Readable } {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data'))
    throw badRequest(multipartMessages.notMultipart);
  if (!request.body) throw badRequest(multipartMessages.unreadable);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': type },
      limits: MULTIPART_LIMITS,
      // Browsers send file names as raw UTF-8 ("março.csv").
      defParamCharset: 'utf8',
    });
  } catch {
    throw badRequest(multipartMessages.unreadable);
  }
  return { parser, body: Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>) };
}

function parse(request: Request): Promise<FormData> {
  let parser: busboy.Busboy;
  let body: Readable;
  try {
    ({ parser, body } = multipartParser(request));
  } catch (error) {
    return Promise.reject(error);
  }
  const form = new FormData();
  return new Promise<FormData>((resolve, reject) => {
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      body.unpipe(parser);
      body.destroy();
      reject(asMultipartAnswer(error));
    };
    const guarded = guardedBy(fail);
    parser.on(
      'field',
      guarded((name: string, value: string, info: busboy.FieldInfo) => {
        if (info.nameTruncated || info.valueTruncated)
          throw badRequest(multipartMessages.fieldTooLong);
        checkText(name);
        checkText(value);
        form.append(name, value);
      }),
    );
    parser.on(
      'file',
      guarded((name: string, stream: Readable, info: busboy.FileInfo) => {
        checkText(name);
        checkText(info.filename ?? '');
        const chunks: Uint8Array<ArrayBuffer>[] = [];
        stream.on('data', (chunk: Uint8Array<ArrayBuffer>) => chunks.push(chunk));
        stream.on('end', () =>
          form.append(name, new File(chunks, info.filename ?? '', { type: info.mimeType })),
        );
      }),
    );
    for (const limit of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const)
      parser.on(limit, () => fail(badRequest(multipartMessages.tooManyParts)));
    parser.on('error', fail);
    parser.on('close', () => {
      if (!failed) resolve(form);
    });
    body.on('error', fail);
    body.pipe(parser);
  });
}
