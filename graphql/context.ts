import type { UploadProgressHandler } from './rest/http-transport.ts';
import type { RestClient } from './rest/rest-client.ts';

/**
 * What every resolver receives. Per operation, through Apollo's `context` on `mutate`: an upload's
 * progress listener, and the outbox's `Idempotency-Key`, so a resend is the same request.
 */
export interface GraphQLContext {
  rest: RestClient;
  onUploadProgress?: UploadProgressHandler;
  idempotencyKey?: string;
}
