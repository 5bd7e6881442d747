import { Hono, type Context } from 'hono';
import type { Db } from '../db/db.ts';
import type { ServerConfig } from '../config/config.ts';
import type { TokenVerifier } from '../identity/token-verifier.ts';
import type { TokenIssuer } from '../identity/token-issuer.ts';
import type { SigningKeys } from '../identity/signing-keys.ts';
import { tokenFromHeaders } from '../http/authenticate.ts';
import { normalizeCpf } from '#contract/cpf.ts';
import { hashForTimingOnly, hashPassword, verifyPassword } from '../identity/passwords.ts';
import { clientAddress } from '../http/client-address.ts';
import {
  authorizeProblem,
  isAllowedAppUri,
  oauthMessages,
  readAuthorizeParams,
  tooManyAttemptsMessage,
  type AuthorizeParams,
  type AuthorizePolicy,
} from './oauth-params.ts';
import { renderProblemPage, renderSignInPage, type SignInField } from './sign-in-page.ts';
import { consumeAuthCode, pkceMatches } from '../identity/auth-grants.ts';
import { authorizeRedirect } from './authorize-redirect.ts';
import {
  createChangeTicket,
  signInState,
  unseenResets,
} from '../identity/password-change-tickets.ts';
import {
  PASSWORD_MAX_CHARS,
  passwordPolicyMessages,
  passwordProblem,
} from '../identity/password-policy.ts';
import { renderNewPasswordPage } from './password-pages.ts';
import { temporaryPasswordRoutes } from './temporary-password.routes.ts';
import {
  revokeAllRefreshTokens,
  revokeRefreshFamily,
  startRefreshFamily,
} from '../identity/refresh-tokens.ts';
import { refreshSession } from './refresh-session.ts';
import { userPoolApiRoutes } from './user-pool-api.ts';
import { AttemptThrottle } from '../identity/attempt-throttle.ts';
import { CSRF_FIELD, isOwnFormPost, issueCsrfToken } from './sign-in-csrf.ts';
import type { DataProtection } from '../privacy/data-protection.ts';
import { findUser } from '../identity/user-accounts.ts';
import { userOfToken } from '../identity/session-check.ts';

export interface IdentityDeps {
  db: Db;
  config: ServerConfig;
  keys: SigningKeys;
  issuer: TokenIssuer;
  verifier: TokenVerifier;
  now: () => Date;
  protection: DataProtection;
}

export const passwordMessages = {
  tooShort: passwordPolicyMessages.tooShort,
  wrongPrevious: 'Senha atual incorreta.',
  expired:
    'Esta senha venceu: uma senha recebida da coordenação vale 72 horas. Peça uma nova senha temporária.',
  disabled: 'Esta conta está desativada. Se precisar de acesso, fale com a coordenação.',
} as const;

const noStore = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };
// The hosted form's own POST must carry its Origin: no-referrer would send "null".
const formPage = { ...noStore, 'Referrer-Policy': 'same-origin' };

function stringField(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value : '';
}

function oauthError(c: Context, error: string, description: string, status: 400 | 401 = 400) {
  return c.json({ error, error_description: description }, status, noStore);
}

export function identityRoutes(deps: IdentityDeps) {
  const { db, config, issuer, protection } = deps;
  const app = new Hono();
  const throttle = new AttemptThrottle(db);
  const policy: AuthorizePolicy = {
    clientId: config.clientId,
    origin: config.origin,
    development: config.development,
    allowImplicitFlow: config.allowImplicitFlow,
  };
  const refreshLifetimes = {
    idleMs: config.refreshTokenIdleSeconds * 1000,
    maxMs: config.refreshTokenMaxSeconds * 1000,
  };

  app.route(
    '/',
    userPoolApiRoutes({
      db,
      issuer,
      clientId: config.clientId,
      refreshLifetimes,
      now: deps.now,
      protection,
      verifier: deps.verifier,
    }),
  );

  app.get('/oauth2/authorize', (c) => {
    const params = readAuthorizeParams((name) => c.req.query(name));
    const problem = authorizeProblem(params, policy);
    if (problem) return c.html(renderProblemPage(problem), 400, noStore);
    return c.html(
      renderSignInPage(params, { csrfToken: issueCsrfToken(c, config.origin) }),
      200,
      formPage,
    );
  });

  app.post('/oauth2/authorize', async (c) => {
    const body = await c.req.parseBody();
    const params: AuthorizeParams = readAuthorizeParams(
      (name) => stringField(body, name) || c.req.query(name),
    );
    const problem = authorizeProblem(params, policy);
    if (problem) return c.html(renderProblemPage(problem), 400, noStore);

    const typedCpf = stringField(body, 'cpf').slice(0, 32);
    const formOk = isOwnFormPost(c, config.origin, stringField(body, CSRF_FIELD));
    const page = (
      status: 400 | 401 | 403 | 429,
      alert: string,
      extraHeaders: Record<string, string> = {},
      // Wrong credentials: the CPF stays typed and the password is typed again.
      invalidFields: readonly SignInField[] = status === 401 ? ['cpf', 'password'] : [],
      focus: SignInField = status === 401 ? 'password' : 'cpf',
    ) =>
      c.html(
        renderSignInPage(params, {
          csrfToken: issueCsrfToken(c, config.origin),
          cpf: typedCpf,
          alert,
          invalidFields,
          focus,
        }),
        status,
        { ...formPage, ...extraHeaders },
      );
    if (!formOk) return page(403, oauthMessages.formExpired);

    // A field left empty is said as such; nothing was tried, so nothing is counted.
    const missing = (
      [
        ['cpf', typedCpf.trim() === ''],
        ['password', stringField(body, 'password') === ''],
      ] as const
    )
      .filter(([, empty]) => empty)
      .map(([field]) => field);
    if (missing.length > 0) {
      const alert =
        missing.length === 2
          ? oauthMessages.missingBoth
          : missing[0] === 'cpf'
            ? oauthMessages.missingCpf
            : oauthMessages.missingPassword;
      return page(400, alert, {}, missing, missing[0]);
    }

    const login = normalizeCpf(typedCpf);
    const now = deps.now();
    // Counted under the keyed hash of what was typed: the throttle table holds no CPF.
    const attempt = {
      login: protection.hash('cpf', login ?? typedCpf.trim()),
      address: clientAddress(c, config.trustProxy),
    };
    const tooMany = (seconds: number) =>
      page(429, tooManyAttemptsMessage(seconds), { 'Retry-After': String(seconds) });
    // Counted before the password is checked: a burst of tries counts as every one of them.
    const reservation = await throttle.reserve(attempt, now);
    if (!reservation.allowed) return tooMany(reservation.retryAfterSeconds);

    const user = login ? await findUser(db, protection, { login }) : null;
    // Unknown accounts cost the same scrypt as wrong passwords, so timing does not tell them apart.
    const password = stringField(body, 'password').slice(0, PASSWORD_MAX_CHARS);
    const passwordOk = await verifyPassword(
      password,
      user?.password_hash ?? (await hashForTimingOnly()),
    );
    if (!user || !passwordOk) {
      const lockedNow = await throttle.failed(attempt, now);
      return lockedNow > 0 ? tooMany(lockedNow) : page(401, oauthMessages.badCredentials);
    }
    await throttle.succeeded(attempt, now);

    // A password someone else chose (a reset, a charge file) is replaced before the app opens.
    const state = await signInState(db, user.id, now);
    if (state === 'disabled') return page(401, passwordMessages.disabled);
    if (state === 'expired') return page(401, passwordMessages.expired);
    if (state === 'change') {
      const ticket = await createChangeTicket(db, user.id, now);
      return c.html(
        renderNewPasswordPage(params, {
          csrfToken: issueCsrfToken(c, config.origin),
          ticket,
          resets: await unseenResets(db, user.id),
        }),
        200,
        formPage,
      );
    }
    return c.body(null, 302, {
      ...noStore,
      Location: await authorizeRedirect(db, issuer, params, user, now),
    });
  });

  app.route(
    '/',
    temporaryPasswordRoutes({ db, config, issuer, now: deps.now, policy, protection }),
  );

  app.post('/oauth2/token', async (c) => {
    const body = await c.req.parseBody();
    const clientId = stringField(body, 'client_id');
    if (clientId !== config.clientId)
      return oauthError(c, 'invalid_client', oauthMessages.unknownClient);
    const now = deps.now();
    const grantType = stringField(body, 'grant_type');

    if (grantType === 'authorization_code') {
      const grant = await consumeAuthCode(db, stringField(body, 'code'), now);
      const valid =
        grant !== null &&
        grant.clientId === clientId &&
        grant.redirectUri === stringField(body, 'redirect_uri') &&
        grant.codeChallenge !== null &&
        pkceMatches(stringField(body, 'code_verifier'), grant.codeChallenge);
      const user = valid ? await findUser(db, protection, { id: grant.userId }) : null;
      if (!grant || !user) return oauthError(c, 'invalid_grant', 'Código inválido ou expirado.');
      const family = await startRefreshFamily(
        db,
        { userId: user.id, clientId, authTime: grant.authTime },
        now,
        refreshLifetimes,
      );
      const tokens = await issuer.issue(user, {
        scope: grant.scope,
        sid: family.familyId,
        authTime: family.authTime ?? undefined,
      });
      return c.json(
        {
          access_token: tokens.accessToken,
          id_token: tokens.idToken,
          refresh_token: family.refreshToken,
          expires_in: tokens.expiresIn,
          token_type: 'Bearer',
        },
        200,
        noStore,
      );
    }

    if (grantType === 'refresh_token') {
      const refreshToken = stringField(body, 'refresh_token');
      const refreshed = await refreshSession(db, issuer, protection, {
        refreshToken,
        clientId,
        now,
        lifetimes: refreshLifetimes,
      });
      if (!refreshed) return oauthError(c, 'invalid_grant', 'Sessão expirada. Entre novamente.');
      return c.json(
        {
          access_token: refreshed.accessToken,
          id_token: refreshed.idToken,
          refresh_token: refreshed.refreshToken,
          expires_in: refreshed.expiresIn,
          token_type: 'Bearer',
        },
        200,
        noStore,
      );
    }

    return oauthError(c, 'unsupported_grant_type', 'Tipo de concessão não suportado.');
  });

  app.post('/oauth2/revoke', async (c) => {
    const body = await c.req.parseBody();
    const clientId = stringField(body, 'client_id');
    if (clientId !== config.clientId)
      return oauthError(c, 'invalid_client', oauthMessages.unknownClient);
    await revokeRefreshFamily(db, stringField(body, 'token'), clientId);
    return c.body(null, 200, noStore);
  });

  app.get('/logout', (c) => {
    const logoutUri = c.req.query('logout_uri') ?? '';
    if (c.req.query('client_id') !== config.clientId || !isAllowedAppUri(logoutUri, policy, '/')) {
      return c.html(renderProblemPage(oauthMessages.badLogout), 400, noStore);
    }
    return c.body(null, 302, { ...noStore, Location: logoutUri });
  });

  app.post('/change-password', async (c) => {
    const token = tokenFromHeaders(c.req.header('authorization'), c.req.header('x-access-token'));
    const verified = token ? await deps.verifier.verify(token).catch(() => null) : null;
    // A session signed out, or from before the last password change, cannot change it again.
    const user =
      verified?.tokenUse === 'access' ? await userOfToken(db, protection, verified) : null;
    if (!user) return c.json({ message: 'Sessão expirada. Entre novamente.' }, 401);
    const body = (await c.req.json().catch(() => null)) as {
      previousPassword?: unknown;
      proposedPassword?: unknown;
    } | null;
    const previous = typeof body?.previousPassword === 'string' ? body.previousPassword : null;
    const proposed = typeof body?.proposedPassword === 'string' ? body.proposedPassword : null;
    if (previous === null || proposed === null) return c.json({ message: 'Dados inválidos.' }, 400);
    const problem = passwordProblem(proposed, user.login);
    if (problem) return c.json({ message: problem }, 400);
    const now = deps.now();
    const attempt = {
      login: protection.hash('cpf', user.login),
      address: clientAddress(c, config.trustProxy),
    };
    const tooMany = (seconds: number) =>
      c.json({ message: tooManyAttemptsMessage(seconds) }, 429, { 'Retry-After': String(seconds) });
    const reservation = await throttle.reserve(attempt, now);
    if (!reservation.allowed) return tooMany(reservation.retryAfterSeconds);
    if (!(await verifyPassword(previous.slice(0, PASSWORD_MAX_CHARS), user.password_hash))) {
      const lockedNow = await throttle.failed(attempt, now);
      return lockedNow > 0
        ? tooMany(lockedNow)
        : c.json({ message: passwordMessages.wrongPrevious }, 401);
    }
    await throttle.succeeded(attempt, now);
    await db.query(
      `UPDATE users SET password_hash = $1, must_change_password = false, password_expires_at = NULL,
              password_changed_at = $3 WHERE id = $2`,
      [await hashPassword(proposed), user.id, now],
    );
    // Whoever knew the old password may hold a session: every device signs in again.
    await revokeAllRefreshTokens(db, user.id);
    return c.body(null, 204);
  });

  app.get('/.well-known/jwks.json', (c) =>
    c.json({ keys: [deps.keys.publicJwk] }, 200, { 'Cache-Control': 'public, max-age=300' }),
  );

  app.get('/.well-known/openid-configuration', (c) => {
    const base = `${config.origin}/auth`;
    return c.json({
      issuer: config.issuer,
      authorization_endpoint: `${base}/oauth2/authorize`,
      token_endpoint: `${base}/oauth2/token`,
      revocation_endpoint: `${base}/oauth2/revoke`,
      end_session_endpoint: `${base}/logout`,
      jwks_uri: `${base}/.well-known/jwks.json`,
      response_types_supported: config.allowImplicitFlow ? ['code', 'token'] : ['code'],
      grant_types_supported: [
        'authorization_code',
        'refresh_token',
        ...(config.allowImplicitFlow ? ['implicit'] : []),
      ],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['none'],
      scopes_supported: ['openid', 'email', 'profile'],
      claims_supported: [
        'sub',
        'aud',
        'iss',
        'exp',
        'iat',
        'auth_time',
        'email',
        'name',
        'cognito:username',
        'token_use',
      ],
    });
  });

  return app;
}
