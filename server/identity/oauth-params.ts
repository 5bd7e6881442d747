/** What the hosted sign-in page receives in its query and carries in hidden fields. */
export interface AuthorizeParams {
  response_type: string;
  client_id: string;
  redirect_uri: string;
  scope: string;
  state: string;
  code_challenge: string;
  code_challenge_method: string;
}

export const authorizeParamNames = [
  'response_type',
  'client_id',
  'redirect_uri',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
] as const satisfies readonly (keyof AuthorizeParams)[];

export const DEFAULT_SCOPE = 'openid email profile';

export const oauthMessages = {
  unknownClient: 'Aplicativo não reconhecido. Volte ao aplicativo e tente novamente.',
  badRedirect: 'Endereço de retorno não permitido. Volte ao aplicativo e tente novamente.',
  badResponseType: 'Tipo de resposta não suportado. Volte ao aplicativo e tente novamente.',
  pkceRequired: 'O acesso por código exige PKCE (S256). Volte ao aplicativo e tente novamente.',
  badCredentials: 'CPF ou Senha incorretos. Tente novamente.',
  badLogout: 'Endereço de saída não permitido.',
} as const;

export function readAuthorizeParams(get: (name: string) => string | undefined): AuthorizeParams {
  const params = {} as AuthorizeParams;
  for (const name of authorizeParamNames) params[name] = (get(name) ?? '').slice(0, 2048);
  return params;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

/**
 * The app's own `path` on the public origin. When the public origin is itself a loopback
 * address (development), the same path on any loopback port is allowed too, so Vite's dev
 * server works; a public deployment accepts only its own origin. Never another host.
 */
export function isAllowedAppUri(value: string, origin: string, path: '/login' | '/'): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password || url.search || url.hash || url.pathname !== path) return false;
  if (url.origin === origin) return true;
  return isLoopbackHttp(new URL(origin)) && isLoopbackHttp(url);
}

/** null when the request is acceptable, otherwise the pt-BR reason (shown on a 400 page). */
export function authorizeProblem(params: AuthorizeParams, clientId: string, origin: string): string | null {
  if (params.client_id !== clientId) return oauthMessages.unknownClient;
  if (!isAllowedAppUri(params.redirect_uri, origin, '/login')) return oauthMessages.badRedirect;
  if (params.response_type === 'token') return null;
  if (params.response_type !== 'code') return oauthMessages.badResponseType;
  const challengeOk = /^[A-Za-z0-9_-]{43}$/.test(params.code_challenge);
  if (params.code_challenge_method !== 'S256' || !challengeOk) return oauthMessages.pkceRequired;
  return null;
}
