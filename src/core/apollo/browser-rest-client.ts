import { createRestClient, type RestClient } from '#graphql/rest/rest-client.ts';

export function createBrowserRestClient(getToken: () => string | null): RestClient {
  const baseUrl = import.meta.env.VITE_API_URL as string | undefined;
  return createRestClient({ getToken, ...(baseUrl ? { baseUrl } : {}) });
}
