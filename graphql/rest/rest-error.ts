/** Shown when the backend could not be reached or answered something that is not its JSON. */
export const NETWORK_FAILURE_MESSAGE =
  'Não foi possível concluir. Verifique sua conexão e tente novamente.';

/** Shown when the backend answered JSON that does not match the REST contract (contract/). */
export const CONTRACT_MISMATCH_MESSAGE =
  'O servidor respondeu de um jeito inesperado. Tente novamente mais tarde ou avise o suporte.';

/**
 * Why a REST call failed:
 * - `network`: no answer, or an answer that is not the API's JSON (a proxy's or portal's page);
 * - `http`: the API refused with a non-2xx status and, usually, its pt-BR `message`;
 * - `contract`: a 2xx answer whose body does not match the contract's schema.
 */
export type RestErrorKind = 'network' | 'http' | 'contract';

/**
 * A failed REST call. `status` is the HTTP status, or 0 when no response arrived.
 * `message` is the server's pt-BR `message` when it sent one, else a pt-BR fallback.
 */
export class RestError extends Error {
  override readonly name = 'RestError';
  readonly status: number;
  readonly kind: RestErrorKind;
  /** The answer's Retry-After in milliseconds: the server asks to be asked again later. */
  readonly retryAfterMs: number | null;

  constructor(
    status: number,
    message: string,
    options?: { cause?: unknown; kind?: RestErrorKind; retryAfterMs?: number | null },
  ) {
    super(message, options);
    this.status = status;
    this.kind = options?.kind ?? (status === 0 ? 'network' : 'http');
    this.retryAfterMs = options?.retryAfterMs ?? null;
  }

  get isNetworkFailure(): boolean {
    return this.kind === 'network';
  }
}
