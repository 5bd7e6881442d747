import { createHmac, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../../http/env.ts';
import { streamingBodyLimit } from '../../http/body-limit.ts';
import { phoneKey } from '../../privacy/sealed-fields.ts';
import { REPLY_MAX_LENGTH } from '#contract/family-messages.ts';
import { receiveFamilyReply } from './family-replies.ts';

/** A replay after the window cannot pass either. */
export const SIGNATURE_WINDOW_MS = 5 * 60 * 1000;
export const SIGNATURE_HEADER = 'x-cestas-signature';
export const TIMESTAMP_HEADER = 'x-cestas-timestamp';

export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const inboundSchema = v.variant('type', [
  v.object({
    id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
    type: v.literal('reply'),
    from: v.pipe(v.string(), v.maxLength(30)),
    text: v.pipe(v.string(), v.maxLength(REPLY_MAX_LENGTH * 4)),
  }),
  v.object({
    id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
    type: v.literal('status'),
    reference: v.pipe(v.string(), v.maxLength(200)),
    status: v.picklist(['delivered', 'failed']),
  }),
]);

function nationalDigits(from: string): string {
  const digits = phoneKey(from);
  return digits.startsWith('55') && digits.length >= 12 ? digits.slice(2) : digits;
}

const refused = { message: 'Chamada recusada.' };

/**
 * Signed over timestamp and body, within five minutes, taken once by its id (a replay answers 409).
 */
export function messageWebhookRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  app.use('*', streamingBodyLimit(16 * 1024, 'Mensagem maior que o limite permitido.'));
  app.post('/messages', async (c) => {
    const gateway = deps.config.messages.http;
    if (!gateway) return c.json({ message: 'Recurso não encontrado.' }, 404);
    const body = await c.req.text();
    const timestamp = c.req.header(TIMESTAMP_HEADER) ?? '';
    const signature = c.req.header(SIGNATURE_HEADER) ?? '';
    const now = deps.now();
    const signedAt = Number(timestamp) * 1000;
    if (
      !sameText(signature, webhookSignature(gateway.inboundSecret, timestamp, body)) ||
      !Number.isFinite(signedAt) ||
      Math.abs(now.getTime() - signedAt) > SIGNATURE_WINDOW_MS
    )
      return c.json(refused, 401);
    let parsed: v.InferOutput<typeof inboundSchema>;
    try {
      parsed = v.parse(inboundSchema, JSON.parse(body));
    } catch {
      return c.json({ message: 'Corpo inválido.' }, 400);
    }
    const first = await deps.db.query(
      `INSERT INTO family_message_inbound (call_id, received_at) VALUES ($1, $2)
       ON CONFLICT (call_id) DO NOTHING RETURNING call_id`,
      [parsed.id, now],
    );
    if (first.length === 0) return c.json({ message: 'Chamada repetida.' }, 409);
    if (parsed.type === 'status') {
      await deps.db.query(
        `UPDATE family_messages SET status = $2, status_at = $3
          WHERE dedupe_key = $1 AND status = 'sent'`,
        [parsed.reference, parsed.status, now],
      );
      return c.body(null, 204);
    }
    const outcome = await receiveFamilyReply(
      deps,
      { phoneHash: deps.protection.hash('phone', nationalDigits(parsed.from)), text: parsed.text },
      now,
    );
    return c.json({ action: outcome.action });
  });
  return app;
}
