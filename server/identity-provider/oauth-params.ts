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
  missingBoth: 'Digite seu CPF e sua senha.',
  missingCpf: 'Digite seu CPF.',
  missingPassword: 'Digite sua senha.',
  badLogout: 'Endereço de saída não permitido.',
  stateRequired: 'O acesso exige o parâmetro state. Volte ao aplicativo e tente novamente.',
  formExpired: 'A página de acesso expirou. Digite seu CPF e sua senha novamente.',
} as const;

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Muitas tentativas sem sucesso. Aguarde ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} e tente novamente.`;
}

export interface AuthorizePolicy {
  clientId: string;
  origin: string;
  development: boolean;
  allowImplicitFlow: boolean;
}

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
 * In development, any loopback port when the origin is loopback (Vite's dev server). Never another
 * host.
 */
export function isAllowedAppUri(
  value: string,
  policy: Pick<AuthorizePolicy, 'origin' | 'development'>,
  path: '/login' | '/',
): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password || url.search || url.hash || url.pathname !== path) return false;
  if (url.origin === policy.origin) return true;
  return policy.development && isLoopbackHttp(new URL(policy.origin)) && isLoopbackHttp(url);
}

export function authorizeProblem(params: AuthorizeParams, policy: AuthorizePolicy): string | null {
  if (params.client_id !== policy.clientId) return oauthMessages.unknownClient;
  if (!isAllowedAppUri(params.redirect_uri, policy, '/login')) return oauthMessages.badRedirect;
  if (params.response_type === 'token' && policy.allowImplicitFlow) {
    // Tokens in a URL can be planted in someone else's browser: accepted only with our state.
    return params.state === '' ? oauthMessages.stateRequired : null;
  }
  if (params.response_type !== 'code') return oauthMessages.badResponseType;
  const challengeOk = /^[A-Za-z0-9_-]{43}$/.test(params.code_challenge);
  if (params.code_challenge_method !== 'S256' || !challengeOk) return oauthMessages.pkceRequired;
  return null;
}
