import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { DomainError, domainMessages, type DomainErrorKind } from '../shared/domain-error.ts';

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const BUSY_RETRY_AFTER_SECONDS = 5;

export const messages = {
  unauthenticated: 'Sessão expirada. Entre novamente.',
  forbidden: 'Você não tem permissão para esta ação.',
  notFound: domainMessages.notFound,
  fileTooLarge: domainMessages.fileTooLarge,
  invalidBody: 'Dados inválidos.',
} as const;

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = () => new HttpError(401, messages.unauthenticated);
export const forbidden = () => new HttpError(403, messages.forbidden);
export const notFound = (message: string = messages.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

const STATUS_BY_KIND: Record<DomainErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  'not-found': 404,
  conflict: 409,
  forbidden: 403,
  'too-large': 413,
  'too-many': 429,
  busy: 429,
};

export function toHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof DomainError)
    return new HttpError(
      STATUS_BY_KIND[error.kind],
      error.message,
      error.kind === 'busy' ? BUSY_RETRY_AFTER_SECONDS : error.retryAfterSeconds,
    );
  if (v.isValiError(error)) return badRequest(error.issues[0]?.message ?? messages.invalidBody);
  return null;
}
