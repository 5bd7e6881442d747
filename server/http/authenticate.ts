import type { Context, MiddlewareHandler } from 'hono';
import type { AuthUser } from '../shared/user.ts';
import type { AppDeps, AppEnv } from './env.ts';
import { messages } from './errors.ts';
import { userOfPoolToken, userOfToken } from '../identity/session-check.ts';
import { closeIfBodyUnread } from './unread-body.ts';

const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export function tokenFromHeaders(
  authorization: string | undefined,
  accessToken: string | undefined,
): string | null {
  const bearer = authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  const token = bearer ?? accessToken?.trim();
  return token && JWT.test(token) ? token : null;
}

/**
 * With Cognito a user is also found by the verified username. Reads headers only: no body byte for
 * a stranger.
 */
export function authenticate(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = tokenFromHeaders(c.req.header('authorization'), c.req.header('x-access-token'));
    if (!token) return refuse(c);
    const verified = await deps.identity.verify(token).catch(() => null);
    if (!verified) return refuse(c);
    let row = await userOfToken(deps.db, deps.protection, verified);
    if (row === null && deps.config.jwksUrl)
      row = await userOfPoolToken(deps.db, deps.protection, verified);
    if (row === null) return refuse(c);
    const user: AuthUser = {
      id: row.id,
      login: row.login,
      name: row.name,
      email: row.email,
      role: row.role,
    };
    c.set('user', user);
    c.set('linkHolder', {
      userId: row.id,
      tokenIssuedAt: verified.issuedAt,
      ...(verified.sid === undefined ? {} : { sessionId: verified.sid }),
    });
    await next();
  };
}

function refuse(c: Context<AppEnv>): Response {
  return c.json({ message: messages.unauthenticated }, 401, closeIfBodyUnread(c));
}
