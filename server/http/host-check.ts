import type { MiddlewareHandler } from 'hono';
import { isLoopbackOrigin } from '../config/config.ts';

export const misdirectedMessage = 'Endereço não atendido por este servidor.';

const INSTANCE_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

function acceptedHosts(origin: string): Set<string> {
  const url = new URL(origin);
  const hosts = new Set([url.host]);
  // A client may name the scheme's default port, which the origin leaves out.
  if (url.port === '') hosts.add(`${url.hostname}:${url.protocol === 'https:' ? 443 : 80}`);
  if (isLoopbackOrigin(origin)) {
    const port = url.port === '' ? '' : `:${url.port}`;
    for (const name of ['localhost', '127.0.0.1', '[::1]']) hosts.add(`${name}${port}`);
  }
  return hosts;
}

/**
 * DNS rebinding reaches the server with another name in `Host`; the instance's own probes answer
 * any `Host`.
 */
export function hostCheck(origin: string): MiddlewareHandler {
  const accepted = acceptedHosts(origin);
  return async (c, next) => {
    const host = (c.req.header('host') ?? '').toLowerCase();
    if (accepted.has(host) || INSTANCE_PATHS.has(c.req.path)) return next();
    return c.json({ message: misdirectedMessage }, 421, { 'Cache-Control': 'no-store' });
  };
}
