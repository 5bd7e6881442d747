import { Hono } from 'hono';
import type { Db } from '../db/db.ts';
import type { ServerConfig } from '../config/config.ts';
import type { TokenIssuer } from '../identity/token-issuer.ts';
import type { DataProtection } from '../privacy/data-protection.ts';
import { findUser } from '../identity/user-accounts.ts';
import {
  authorizeProblem,
  oauthMessages,
  readAuthorizeParams,
  type AuthorizeParams,
  type AuthorizePolicy,
} from './oauth-params.ts';
import { authorizeRedirect } from './authorize-redirect.ts';
import { hashPassword, verifyPassword } from '../identity/passwords.ts';
import { setOwnPassword, ticketUser, unseenResets } from '../identity/password-change-tickets.ts';
import { passwordProblem } from '../identity/password-policy.ts';
import {
  TICKET_FIELD,
  newPasswordMessages,
  renderForgotPasswordPage,
  renderNewPasswordPage,
} from './password-pages.ts';
import { CSRF_FIELD, isOwnFormPost, issueCsrfToken } from './sign-in-csrf.ts';
import { renderProblemPage, renderSignInPage } from './sign-in-page.ts';
import { readBuildSettings, supportContact } from '../build-settings.ts';

export interface TemporaryPasswordDeps {
  db: Db;
  config: ServerConfig;
  issuer: TokenIssuer;
  now: () => Date;
  policy: AuthorizePolicy;
  protection: DataProtection;
}

const noStore = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };
const formPage = { ...noStore, 'Referrer-Policy': 'same-origin' };

const field = (body: Record<string, unknown>, name: string) =>
  typeof body[name] === 'string' ? body[name] : '';

export function temporaryPasswordRoutes(deps: TemporaryPasswordDeps) {
  const { db, config, issuer, policy, protection } = deps;
  const app = new Hono();
  // The contacts of the build being served, so this page gives the numbers the app gives.
  const contact = supportContact(readBuildSettings(config.distDir));

  app.get('/oauth2/authorize/forgot-password', (c) => {
    const params = readAuthorizeParams((name) => c.req.query(name));
    const problem = authorizeProblem(params, policy);
    if (problem) return c.html(renderProblemPage(problem), 400, noStore);
    return c.html(renderForgotPasswordPage(params, contact), 200, noStore);
  });

  app.post('/oauth2/authorize/new-password', async (c) => {
    const body = await c.req.parseBody();
    const params: AuthorizeParams = readAuthorizeParams((name) => field(body, name));
    const problem = authorizeProblem(params, policy);
    if (problem) return c.html(renderProblemPage(problem), 400, noStore);
    const csrfToken = issueCsrfToken(c, config.origin);
    const ticket = field(body, TICKET_FIELD);
    const startAgain = (alert: string, status: 403 | 410) =>
      c.html(renderSignInPage(params, { csrfToken, alert }), status, formPage);
    if (!isOwnFormPost(c, config.origin, field(body, CSRF_FIELD)))
      return startAgain(oauthMessages.formExpired, 403);

    const now = deps.now();
    const userId = await ticketUser(db, ticket, now);
    const user = userId ? await findUser(db, protection, { id: userId }) : null;
    if (!user) return startAgain(newPasswordMessages.expired, 410);

    const resets = await unseenResets(db, user.id);
    const refuse = (alert: string) =>
      c.html(renderNewPasswordPage(params, { csrfToken, ticket, alert, resets }), 400, formPage);
    const password = field(body, 'password');
    const weakness = passwordProblem(password, user.login);
    if (weakness) return refuse(weakness);
    if (password !== field(body, 'confirmation')) return refuse(newPasswordMessages.mismatch);
    if (await verifyPassword(password, user.password_hash))
      return refuse(newPasswordMessages.sameAsTemporary);

    if (!(await setOwnPassword(db, ticket, user.id, await hashPassword(password), now))) {
      return startAgain(newPasswordMessages.expired, 410);
    }
    return c.body(null, 302, {
      ...noStore,
      Location: await authorizeRedirect(db, issuer, params, user, now),
    });
  });

  return app;
}
