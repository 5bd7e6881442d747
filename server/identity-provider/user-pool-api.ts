import { Hono, type Context } from 'hono';
import type { Db } from '../db/db.ts';
import type { TokenIssuer } from '../identity/token-issuer.ts';
import type { RefreshLifetimes } from '../identity/refresh-tokens.ts';
import { revokeAllRefreshTokens, revokeRefreshFamily } from '../identity/refresh-tokens.ts';
import { refreshSession } from './refresh-session.ts';
import type { DataProtection } from '../privacy/data-protection.ts';
import type { TokenVerifier } from '../identity/token-verifier.ts';
import { userOfToken } from '../identity/session-check.ts';

/** So the Cognito build runs against this provider in the tests (docs/deploy.md). */

export interface UserPoolApiDeps {
  db: Db;
  issuer: TokenIssuer;
  clientId: string;
  refreshLifetimes: RefreshLifetimes;
  now: () => Date;
  protection: DataProtection;
  verifier: TokenVerifier;
}

export const USER_POOL_API_PATH = '/cognito-idp';
const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

function awsError(c: Context, type: string, message: string) {
  return c.json({ __type: type, message }, 400, { 'x-amzn-errortype': type });
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function userPoolApiRoutes(deps: UserPoolApiDeps) {
  const app = new Hono();

  app.post(USER_POOL_API_PATH, async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    if (body === null || typeof body !== 'object')
      return awsError(c, 'SerializationException', 'Corpo da requisição inválido.');
    const operation = (c.req.header('x-amz-target') ?? '').replace(TARGET_PREFIX, '');

    // Names no client: the access token says whose sessions end, and must still speak for them.
    if (operation === 'GlobalSignOut') {
      const verified = await deps.verifier.verify(text(body.AccessToken)).catch(() => null);
      const user =
        verified?.tokenUse === 'access'
          ? await userOfToken(deps.db, deps.protection, verified)
          : null;
      if (!user) return awsError(c, 'NotAuthorizedException', 'Sessão expirada. Entre novamente.');
      await revokeAllRefreshTokens(deps.db, user.id);
      return c.json({});
    }

    if (text(body.ClientId) !== deps.clientId)
      return awsError(c, 'ResourceNotFoundException', 'Aplicativo não reconhecido.');

    if (operation === 'GetTokensFromRefreshToken') {
      const refreshed = await refreshSession(deps.db, deps.issuer, deps.protection, {
        refreshToken: text(body.RefreshToken),
        clientId: deps.clientId,
        now: deps.now(),
        lifetimes: deps.refreshLifetimes,
      });
      if (!refreshed)
        return awsError(c, 'NotAuthorizedException', 'Sessão expirada. Entre novamente.');
      return c.json({
        AuthenticationResult: {
          AccessToken: refreshed.accessToken,
          IdToken: refreshed.idToken,
          RefreshToken: refreshed.refreshToken,
          ExpiresIn: refreshed.expiresIn,
          TokenType: 'Bearer',
        },
      });
    }

    if (operation === 'RevokeToken') {
      await revokeRefreshFamily(deps.db, text(body.Token), deps.clientId);
      return c.json({});
    }

    return awsError(c, 'UnknownOperationException', 'Operação não suportada.');
  });

  return app;
}
