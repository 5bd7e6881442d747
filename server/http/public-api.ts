import { Hono, type Context } from 'hono';
import { streamingBodyLimit } from './body-limit.ts';
import { cleanInput } from './clean-input.ts';
import { HttpError } from './errors.ts';

export const PUBLIC_BODY_MAX_BYTES = 16 * 1024;

export function publicApi(): Hono {
  const app = new Hono();
  // JSON only: another site's page would need a CORS preflight, which /api refuses to unknown
  // origins.
  app.use('*', async (c, next) => {
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    if (c.req.method !== 'GET' && !type.startsWith('application/json'))
      return c.json({ message: 'Envie os dados como JSON.' }, 415);
    await next();
  });
  app.use('*', streamingBodyLimit(PUBLIC_BODY_MAX_BYTES, 'Mensagem maior que o limite permitido.'));
  app.use('*', cleanInput());
  return app;
}

export function tooManyCallsMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return minutes <= 1
    ? 'Muitas tentativas seguidas. Tente de novo daqui a 1 minuto.'
    : `Muitas tentativas seguidas. Tente de novo daqui a ${minutes} minutos.`;
}

export function assertPublicCallAllowed(
  c: Context,
  verdict: { allowed: true } | { allowed: false; retryAfterSeconds: number },
): void {
  if (verdict.allowed) return;
  c.header('Retry-After', String(verdict.retryAfterSeconds));
  throw new HttpError(429, tooManyCallsMessage(verdict.retryAfterSeconds));
}
