import { Hono } from 'hono';
import * as v from 'valibot';
import {
  REPLY_ACTION_TEXTS,
  familyMessageTexts,
  familyReplyRequestSchema,
  type FamilyMessageList,
  type FamilyReplyOutcome,
} from '#contract/family-messages.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { notFound } from '../../http/errors.ts';
import { readJsonObject } from '../../http/request-body.ts';
import { requireRole } from '../../http/require-role.ts';
import { listFamilyMessages, sentMessagePhone } from '../messages/message-views.ts';
import { receiveFamilyReply } from './family-replies.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LIST_LIMIT = 100;

/**
 * 'Mensagens de teste' (docs/product.md R18.5), for admins and the ombudsperson: the newest
 * messages with their replies; with the local provider, a reply typed as the family would send it.
 */
export function familyMessagesRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const staff = requireRole('admin', 'ouvidoria');
  const local = deps.config.messages.provider === 'local';

  app.get('/messages', staff, async (c) =>
    c.json({
      provider: deps.config.messages.provider,
      canAnswer: local,
      messages: await listFamilyMessages(deps.db, LIST_LIMIT),
    } satisfies FamilyMessageList),
  );

  app.post('/messages/:id/reply', staff, async (c) => {
    if (!local) throw notFound(familyMessageTexts.notLocal);
    const id = c.req.param('id');
    const request = v.parse(familyReplyRequestSchema, await readJsonObject(c.req.raw));
    const phoneHash = UUID.test(id) ? await sentMessagePhone(deps.db, id) : null;
    if (phoneHash === null) throw notFound(familyMessageTexts.notFound);
    const outcome = await receiveFamilyReply(deps, { phoneHash, text: request.text }, deps.now());
    return c.json({
      action: outcome.action,
      actionText: REPLY_ACTION_TEXTS[outcome.action],
      protocol: outcome.protocol,
    } satisfies FamilyReplyOutcome);
  });

  return app;
}
