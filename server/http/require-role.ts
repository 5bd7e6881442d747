import type { MiddlewareHandler } from 'hono';
import type { Role } from '#contract/session.ts';
import type { AppEnv } from './env.ts';
import { forbidden } from './errors.ts';

/** 403 unless the signed-in user's role is one of `roles` (a user without a role never passes). */
export function requireRole(...roles: Role[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const role = c.get('user').role;
    if (role === null || !roles.includes(role)) throw forbidden();
    await next();
  };
}
