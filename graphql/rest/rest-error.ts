export const NETWORK_FAILURE_MESSAGE =
  'Não foi possível concluir. Verifique sua conexão e tente novamente.';

export const CONTRACT_MISMATCH_MESSAGE =
  'O servidor respondeu de um jeito inesperado. Tente novamente mais tarde ou avise o suporte.';

/** `network` is no answer, or one that is not the API's JSON (a proxy's or portal's page). */
export type RestErrorKind = 'network' | 'http' | 'contract';

export class RestError extends Error {
  override readonly name = 'RestError';
  readonly status: number;
  readonly kind: RestErrorKind;
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
