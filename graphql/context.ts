import type { UploadProgressHandler } from './rest/http-transport.ts';
import type { RestClient } from './rest/rest-client.ts';

export interface GraphQLContext {
  rest: RestClient;
  onUploadProgress?: UploadProgressHandler;
}
