import { createHash, randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { demoPassword } from './fixtures.ts';

/**
 * The REST API as a signed-in person, straight from Node: for arranging data before a spec and
 * checking what reached the server afterwards, without going through (or disturbing) the page.
 */
export interface ApiSession {
  get<T>(path: string): Promise<{ status: number; body: T }>;
  post<T>(
    path: string,
    options: {
      data?: unknown;
      multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;
    },
  ): Promise<{ status: number; body: T }>;
  /** Downloads a signed file link (`/files/…`). */
  file(url: string): Promise<{ status: number; contentType: string | undefined; size: number }>;
}

const CLIENT_ID = 'cestas-web';
const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** The hosted sign-in's code flow with PKCE, as the app does it, ending in an id token. */
async function idTokenFor(
  request: APIRequestContext,
  origin: string,
  cpf: string,
): Promise<string> {
  const verifier = base64url(randomBytes(32));
  const authorize = new URL('/auth/oauth2/authorize', origin);
  const params = {
    response_type: 'code',
    client_id: CLIENT_ID,
    redirect_uri: `${origin}/login`,
    scope: 'openid email profile',
    state: base64url(randomBytes(8)),
    code_challenge: base64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
  };
  for (const [name, value] of Object.entries(params)) authorize.searchParams.set(name, value);

  const form = await request.get(authorize.toString());
  const csrf = /name="csrf_token" value="([^"]+)"/.exec(await form.text())?.[1];
  if (!csrf) throw new Error(`sign-in page without a CSRF field (HTTP ${form.status()})`);
  const signedIn = await request.post(authorize.toString(), {
    form: { cpf, password: demoPassword, csrf_token: csrf },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  const code = new URL(signedIn.headers().location ?? '', origin).searchParams.get('code');
  if (!code) throw new Error(`sign-in refused (HTTP ${signedIn.status()})`);

  const tokens = await request.post('/auth/oauth2/token', {
    form: {
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: params.redirect_uri,
      client_id: CLIENT_ID,
    },
  });
  const { id_token: idToken } = (await tokens.json()) as { id_token?: string };
  if (!idToken) throw new Error(`token endpoint refused the code (HTTP ${tokens.status()})`);
  return idToken;
}

export async function apiSessionFor(
  request: APIRequestContext,
  origin: string,
  cpf: string,
): Promise<ApiSession> {
  const headers = { Authorization: `Bearer ${await idTokenFor(request, origin, cpf)}` };
  const read = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>) => ({
    status: response.status(),
    body: (response.status() === 204 ? null : await response.json().catch(() => null)) as T,
  });
  // A read is sent again once if its kept-alive connection was reset: the server closes idle
  // connections after 5 s, and a request that leaves on one at that moment gets ECONNRESET, which
  // browsers retry on their own for reads and Playwright's request context does not.
  const RETRY_RESET = { maxRetries: 1 };
  return {
    get: async (path) => read(await request.get(`/api${path}`, { headers, ...RETRY_RESET })),
    post: async (path, options) => read(await request.post(`/api${path}`, { headers, ...options })),
    async file(url) {
      const response = await request.get(url, RETRY_RESET);
      return {
        status: response.status(),
        contentType: response.headers()['content-type'],
        size: (await response.body()).length,
      };
    },
  };
}
