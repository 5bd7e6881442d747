/**
 * server/http/errors.ts maps each kind to a status; the message is the pt-BR text the person reads.
 */
export type DomainErrorKind =
  'invalid' | 'not-found' | 'conflict' | 'forbidden' | 'too-large' | 'busy' | 'too-many';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const domainMessages = {
  notFound: 'Não encontrado.',
  donationNotFound: 'Doação não encontrada.',
  voucherNotFound: 'Cartão não encontrado.',
  fileTooLarge: 'Arquivo maior que o limite permitido.',
} as const;

export const invalidInput = (message: string) => new DomainError('invalid', message);
export const notFound = (message: string = domainMessages.notFound) =>
  new DomainError('not-found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const tooMany = (message: string, retryAfterSeconds: number) =>
  new DomainError('too-many', message, retryAfterSeconds);
export const tooLarge = (message: string = domainMessages.fileTooLarge) =>
  new DomainError('too-large', message);
