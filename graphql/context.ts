import type { UploadProgressHandler } from './rest/http-transport';
import type { RestClient } from './rest/rest-client';

/** What every resolver receives: the REST client and, for uploads, an optional progress listener. */
export interface GraphQLContext {
  rest: RestClient;
  /**
   * Set per operation through Apollo's `context: { onUploadProgress }` on `mutate`; the
   * upload mutations (receiveDonation, deliverVoucher, uploadCharge) report progress to it.
   */
  onUploadProgress?: UploadProgressHandler;
  /**
   * Set through Apollo's `context: { idempotencyKey }` by the outbox when it sends a queued
   * write: the REST call carries it as `Idempotency-Key`, so a resend is the same request.
   */
  idempotencyKey?: string;
}
