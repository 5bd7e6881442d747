import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An expected failure with the pt-BR message the client shows. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
  }
}

export const messages = {
  unauthenticated: 'Sessão expirada. Entre novamente.',
  forbidden: 'Você não tem permissão para esta ação.',
  notFound: 'Não encontrado.',
  donationNotFound: 'Doação não encontrada.',
  voucherNotFound: 'Cartão não encontrado.',
  fileTooLarge: 'Arquivo maior que o limite permitido.',
  invalidBody: 'Dados inválidos.',
} as const;

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = () => new HttpError(401, messages.unauthenticated);
export const forbidden = () => new HttpError(403, messages.forbidden);
export const notFound = (message: string = messages.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
