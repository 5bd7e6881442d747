/** Shown when the backend could not be reached or answered something that is not its JSON. */
export const NETWORK_FAILURE_MESSAGE =
  'Não foi possível concluir. Verifique sua conexão e tente novamente.';

/**
 * A failed REST call. `status` is the HTTP status, or 0 when no response arrived (network
 * failure). `message` is the server's pt-BR `message` when it sent one.
 */
export class RestError extends Error {
  override readonly name = 'RestError';
  readonly status: number;

  constructor(status: number, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.status = status;
  }

  get isNetworkFailure(): boolean {
    return this.status === 0;
  }
}
