import { createRestClient, type RestClient } from '#graphql/rest/rest-client.ts';

/** The REST client on the app's API (VITE_API_URL, '/api' by default), with `getToken` read on every request. */
export function createBrowserRestClient(getToken: () => string | null): RestClient {
  const baseUrl = import.meta.env.VITE_API_URL as string | undefined;
  return createRestClient({ getToken, ...(baseUrl ? { baseUrl } : {}) });
}
