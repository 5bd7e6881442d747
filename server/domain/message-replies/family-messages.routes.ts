import { Hono } from 'hono';
import * as v from 'valibot';
import {
  REPLY_ACTION_TEXTS,
  familyMessageTexts,
  familyReplyRequestSchema,
  type FamilyMessageList,
  type FamilyReplyOutcome,
  type MessageCounts,
} from '#contract/family-messages.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { notFound } from '../../http/errors.ts';
import { readJsonObject } from '../../http/request-body.ts';
import { requireRole } from '../../http/require-role.ts';
import { listFamilyMessages, messageCounts, sentMessagePhone } from '../messages/message-views.ts';
import { receiveFamilyReply } from './family-replies.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LIST_LIMIT = 100;

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

  app.get('/messages/counts', requireRole('admin', 'readonly', 'ouvidoria'), async (c) =>
    c.json((await messageCounts(deps.db)) satisfies MessageCounts),
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
