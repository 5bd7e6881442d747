/**
 * Why a domain rule refused a request, without any HTTP: server/http/errors.ts maps each kind
 * to a status. The message is the pt-BR text the person reads.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'not-found'
  | 'conflict'
  | 'forbidden'
  | 'too-large'
  /** Fine, but not now: too much of the caller's own work is under way (a 429 with Retry-After). */
  | 'busy'
  /** The person has used up what a rule allows for now (a 429 with Retry-After). */
  | 'too-many';

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

/** The input breaks a rule (a 400 to the caller). */
export const invalidInput = (message: string) => new DomainError('invalid', message);
export const notFound = (message: string = domainMessages.notFound) =>
  new DomainError('not-found', message);
/** The data's current state does not allow it now (a 409). */
export const conflict = (message: string) => new DomainError('conflict', message);
/** The person has used up what a rule allows for now (a 429 with Retry-After). */
export const tooMany = (message: string, retryAfterSeconds: number) =>
  new DomainError('too-many', message, retryAfterSeconds);
export const tooLarge = (message: string = domainMessages.fileTooLarge) =>
  new DomainError('too-large', message);
