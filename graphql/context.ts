import type { UploadProgressHandler } from './rest/http-transport.ts';
import type { RestClient } from './rest/rest-client.ts';

/** What every resolver receives: the REST client and, for uploads, an optional progress listener. */
export interface GraphQLContext {
  rest: RestClient;
  /**
   * Set per operation through Apollo's `context: { onUploadProgress }` on `mutate`; the charge
   * upload reports progress to it.
   */
  onUploadProgress?: UploadProgressHandler;
}
