import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv, AuthUser } from './env.ts';
import { unauthorized } from './errors.ts';
import { ACCOUNT_COLUMNS, loginMatches, openAccount, type AccountRow } from '../identity/user-accounts.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** The token from `Authorization: Bearer <jwt>` or `x-access-token: <jwt>`, if any. */
export function tokenFromHeaders(authorization: string | undefined, accessToken: string | undefined): string | null {
  const bearer = authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  const token = bearer ?? accessToken?.trim();
  return token && JWT.test(token) ? token : null;
}

/**
 * Verifies the JWT (signature, exp, iss, aud/client_id, token_use) and loads the user whose id is
 * the token's `sub`; sets `c.var.user`. 401 `{ message }` otherwise.
 * With an external identity provider (COGNITO_JWKS_URL) a user is also found by the verified
 * username (CPF digits), because pool subs are not the ids of users loaded from CSV.
 */
export function authenticate(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = tokenFromHeaders(c.req.header('authorization'), c.req.header('x-access-token'));
    if (!token) throw unauthorized();
    const verified = await deps.identity.verify(token).catch(() => null);
    if (!verified) throw unauthorized();
    let rows: AccountRow[] = [];
    if (UUID.test(verified.sub)) {
      rows = await deps.db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM users WHERE id = $1`, [verified.sub]);
    }
    if (rows.length === 0 && deps.config.jwksUrl && verified.username && /^\d{11}$/.test(verified.username)) {
      rows = await deps.db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM users WHERE ${loginMatches('', '$1')}`, [
        deps.protection.hashes('cpf', verified.username),
      ]);
    }
    const row = rows[0];
    if (!row) throw unauthorized();
    const user: AuthUser = openAccount(deps.protection, row);
    c.set('user', user);
    await next();
  };
}
