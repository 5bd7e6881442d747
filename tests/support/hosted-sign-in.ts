import { createHash, randomBytes } from 'node:crypto';
/**
 * Drives the local identity provider's hosted sign-in form over HTTP as a browser does: GET the
 * page (which sets the sign-in CSRF cookie and repeats it in a hidden field), then POST the form
 * from the same origin with the cookie.
 */

export interface FormPostOptions {
  /** The Origin header of the POST; the provider's own origin unless a test says otherwise. */
  origin?: string | null;
  /** Leave out the CSRF cookie and field, as a page on another site would. */
  withoutCsrf?: boolean;
  /** More request headers (Sec-Fetch-Site…). */
  headers?: Record<string, string>;
}

export async function openSignInForm(
  baseUrl: string,
  query: URLSearchParams,
): Promise<{ cookie: string; csrfToken: string }> {
  const page = await fetch(`${baseUrl}/auth/oauth2/authorize?${query}`);
  const html = await page.text();
  const cookie = (page.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const csrfToken = html.match(/name="csrf_token" value="([^"]*)"/)?.[1] ?? '';
  return { cookie, csrfToken };
}

export async function postSignInForm(
  baseUrl: string,
  query: URLSearchParams,
  cpf: string,
  password: string,
  options: FormPostOptions = {},
): Promise<Response> {
  const form = new URLSearchParams(query);
  form.set('cpf', cpf);
  form.set('password', password);
  const headers: Record<string, string> = { ...options.headers };
  const origin = options.origin === undefined ? baseUrl : options.origin;
  if (origin !== null) headers.origin = origin;
  if (!options.withoutCsrf) {
    const { cookie, csrfToken } = await openSignInForm(baseUrl, query);
    form.set('csrf_token', csrfToken);
    if (cookie) headers.cookie = cookie;
  }
  return fetch(`${baseUrl}/auth/oauth2/authorize`, {
    method: 'POST',
    body: form,
    headers,
    redirect: 'manual',
  });
}

/** The query the app sends to start a sign-in (code + PKCE), with the verifier it keeps. */
export function codeFlowQuery(baseUrl: string, overrides: Record<string, string> = {}) {
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: 'cestas-web',
    redirect_uri: `${baseUrl}/login`,
    scope: 'openid email profile',
    state: randomBytes(16).toString('base64url'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...overrides,
  });
  return { query, verifier };
}

export interface TokenAnswer {
  access_token: string;
  id_token: string;
  refresh_token: string;
  expires_in: number;
}

/** A whole sign-in as the app does it: hosted form, then the code exchanged with its verifier. */
export async function signInWithCode(
  baseUrl: string,
  cpf: string,
  password: string,
): Promise<TokenAnswer> {
  const { query, verifier } = codeFlowQuery(baseUrl);
  const answer = await postSignInForm(baseUrl, query, cpf, password);
  const code = new URL(answer.headers.get('location') ?? `${baseUrl}/login`).searchParams.get(
    'code',
  );
  if (answer.status !== 302 || !code) throw new Error(`sign-in answered ${answer.status}`);
  const reply = await fetch(`${baseUrl}/auth/oauth2/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: `${baseUrl}/login`,
      client_id: 'cestas-web',
    }),
  });
  if (reply.status !== 200) throw new Error(`token endpoint answered ${reply.status}`);
  return (await reply.json()) as TokenAnswer;
}
