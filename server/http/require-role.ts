import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Role } from '#contract/session.ts';
import type { AppEnv } from './env.ts';
import { forbidden } from './errors.ts';

const roleChecks = new WeakMap<MiddlewareHandler, readonly Role[]>();

/** A user without a role never passes. */
export function requireRole(...roles: Role[]): MiddlewareHandler<AppEnv> {
  const check: MiddlewareHandler<AppEnv> = async (c, next) => {
    const role = c.get('user').role;
    if (role === null || !roles.includes(role)) throw forbidden();
    await next();
  };
  roleChecks.set(check, roles);
  return check;
}

/**
 * A layer that keeps something for a request asks first, so a refused caller leaves nothing behind.
 */
export function matchedRouteAdmits(c: Context<AppEnv>): boolean {
  const matched = matchedRoutes(c);
  // Middleware is registered for every method ('ALL'); a route for the request's own.
  const route = matched.find((entry) => entry.method === c.req.method);
  if (!route) return false;
  const role = c.var.user.role;
  return matched
    .filter((entry) => entry.method === route.method && entry.path === route.path)
    .every((entry) => {
      const roles = roleChecks.get(entry.handler as MiddlewareHandler);
      return roles === undefined || (role !== null && roles.includes(role));
    });
}
