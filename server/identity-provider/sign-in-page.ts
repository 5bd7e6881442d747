import { escapeHtml } from '../shared/escape-html.ts';
import { authorizeParamNames, type AuthorizeParams } from './oauth-params.ts';
import { CSRF_FIELD } from './sign-in-csrf.ts';

export const APP_NAME = 'Cestas Solidárias';
const MARK =
  '<svg width="40" height="40" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="6" fill="#0b6146"/><path d="M8 13h16l-2 11H10z" fill="#fff"/></svg>';

/** Below the sign-in form's path, so its CSRF cookie goes along. */
export const HOSTED_PATHS = {
  signIn: '/auth/oauth2/authorize',
  forgotPassword: '/auth/oauth2/authorize/forgot-password',
  newPassword: '/auth/oauth2/authorize/new-password',
} as const;

// Colours checked for WCAG AA; its hash is in the CSP (server/http/security-headers.ts).
export const HOSTED_PAGE_STYLES = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#eef2f6;color:#1b1f24;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:16px}
main{width:100%;max-width:400px;background:#fff;border-radius:12px;padding:32px 24px;box-shadow:0 2px 12px rgba(0,0,0,.12)}
h1{font-size:1.5rem;margin:0 0 24px;text-align:center}
.brand{display:flex;align-items:center;justify-content:center;gap:10px;margin:0 0 20px;font-size:1.25rem;font-weight:700;color:#0b6146}
p{margin:0 0 12px}
a{color:#0a58ca;font-weight:600}
.links{margin:20px 0 0;text-align:center}
.contacts{list-style:none;margin:0 0 12px;padding:0}
.contacts a{display:block;min-height:48px;padding:12px 0;overflow-wrap:anywhere}
.contacts .phone{white-space:nowrap}
.links a{display:inline-block;min-height:24px;padding:8px 4px}
label{display:block;font-weight:600;margin:16px 0 6px}
input{display:block;width:100%;min-height:48px;padding:10px 12px;font-size:1rem;color:#1b1f24;background:#fff;border:2px solid #5c6670;border-radius:8px}
input:focus-visible,button:focus-visible{outline:3px solid #0a58ca;outline-offset:2px}
input::placeholder{color:#5c6670;opacity:1}
input[aria-invalid=true]{border-color:#8a1020}
button{display:block;width:100%;min-height:48px;margin-top:24px;font-size:1.05rem;font-weight:700;color:#fff;background:#0a58ca;border:0;border-radius:8px;cursor:pointer}
button:hover{background:#084298}
.alert{margin:0 0 8px;padding:12px;border-radius:8px;background:#fdecee;color:#8a1020;font-weight:600}
.privacy{margin:20px 0 0;text-align:center}
.privacy a{color:#0a58ca;font-weight:600;display:inline-block;min-height:24px}
`;

export function renderHostedPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${HOSTED_PAGE_STYLES}</style>
</head>
<body>
<main>
<p class="brand">${MARK}<span>${APP_NAME}</span></p>
${body}
</main>
</body>
</html>`;
}

export interface SignInPageOptions {
  csrfToken: string;
  cpf?: string;
  alert?: string;
  invalidFields?: readonly SignInField[];
  focus?: SignInField;
}

export type SignInField = 'cpf' | 'password';

export function renderSignInPage(params: AuthorizeParams, options: SignInPageOptions): string {
  const hidden = hiddenFields(params, options.csrfToken);
  const hasAlert = options.alert !== undefined;
  const invalidFields = options.invalidFields ?? [];
  const invalid = (field: SignInField) =>
    invalidFields.includes(field) ? ' aria-invalid="true" aria-describedby="erro-login"' : '';
  const alert = hasAlert
    ? `<p class="alert" role="alert" id="erro-login">${escapeHtml(options.alert ?? '')}</p>`
    : '';
  const focusPassword = options.focus === 'password';
  const forgot = `${HOSTED_PATHS.forgotPassword}?${authorizeQuery(params)}`;
  return renderHostedPage(
    'Entre na plataforma',
    `<h1>Entre na plataforma</h1>
${alert}
<form method="post" action="/auth/oauth2/authorize" novalidate>
${hidden}
<label for="cpf">Digite seu CPF</label>
<input id="cpf" name="cpf" type="text" inputmode="numeric" autocomplete="username" maxlength="14" placeholder="000.000.000-00" required value="${escapeHtml(options.cpf ?? '')}"${invalid('cpf')}${focusPassword ? '' : ' autofocus'}>
<label for="password">Digite sua senha</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid('password')}${focusPassword ? ' autofocus' : ''}>
<button type="submit">Entrar</button>
</form>
<p class="links"><a href="${escapeHtml(forgot)}">Esqueci minha senha</a></p>
<p class="privacy"><a href="/privacidade">Aviso de privacidade</a></p>`,
  );
}

export function authorizeQuery(params: AuthorizeParams): string {
  return new URLSearchParams(authorizeParamNames.map((name) => [name, params[name]])).toString();
}

export function hiddenFields(params: AuthorizeParams, csrfToken: string): string {
  return [
    ...authorizeParamNames.map(
      (name) => `<input type="hidden" name="${name}" value="${escapeHtml(params[name])}">`,
    ),
    `<input type="hidden" name="${CSRF_FIELD}" value="${escapeHtml(csrfToken)}">`,
  ].join('\n');
}

export function renderProblemPage(message: string): string {
  return renderHostedPage(
    'Não foi possível continuar',
    `<h1>Não foi possível continuar</h1>\n<p role="alert">${escapeHtml(message)}</p>`,
  );
}
