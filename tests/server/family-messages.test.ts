import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  familyMessageListSchema,
  familyReplyOutcomeSchema,
  messageCountsSchema,
} from '#contract/family-messages.ts';
import { voucherKey, voucherReadSchema } from '#contract/vouchers.ts';
import { localProvider } from '#server/domain/messages/local-provider.ts';
import { MESSAGE_CONSENT_VERSION } from '#contract/message-consent.ts';
import { sendFamilyMessages, type SendingDeps } from '#server/domain/messages/message-sending.ts';
import {
  eachAlone,
  type MessageProvider,
  type OutgoingMessage,
} from '#server/domain/messages/message-provider.ts';
import { gsm7Units } from '#server/domain/messages/message-text.ts';
import {
  queueAwaitedMessages,
  queueDeliveryMessages,
} from '#server/domain/messages/message-queue.ts';
import { receiveFamilyReply } from '#server/domain/message-replies/family-replies.ts';
import { runRetention } from '#server/domain/retention/retention.ts';
import { anonymiseVouchers } from '#server/domain/retention/anonymise-vouchers.ts';
import { SERVER_ACTOR } from '#server/domain/access-log/record-access.ts';
import {
  api,
  demo,
  startTestServer,
  testClock,
  type ApiResponse,
  type TestServer,
} from './harness.ts';
import { donationIdsOf, form, location, pngFile, vouchersOf } from './route-fixtures.ts';

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;

const PHONE = '(21) 98765-4321';
const CPF = '39053344705';
const MINUTE = 60 * 1000;
/** 12:00 in São Paulo (UTC−3): inside the sending hours. */
const NOON = new Date('2026-11-23T15:00:00.000Z');
const clock = testClock(NOON);

let server: TestServer;
let joao: Call;
const cards: { donationId: string; voucherId: string }[] = [];
let nextCard = 0;

beforeAll(async () => {
  server = await startTestServer({
    workers: false,
    now: clock.now,
    env: { TOKEN_TTL_SECONDS: String(30 * 24 * 3600), MESSAGE_DAILY_CAP: '20' },
  });
  joao = api(server, await server.tokenFor(demo.joao));
  const [donationId] = await donationIdsOf(server, demo.joao, 2);
  // More cards than the seed gives, each test delivering its own.
  await server.db.query(
    `INSERT INTO vouchers (voucher_id, donation_id, position, status)
     SELECT 'MSG' || lpad(n::text, 4, '0'), $1, 100 + n, 1 FROM generate_series(1, 45) AS n`,
    [donationId],
  );
  for (const card of await vouchersOf(server.db, donationId!))
    cards.push({ donationId: donationId!, voucherId: card.voucher_id });
  clock.advance(MINUTE);
});

afterAll(async () => {
  await server?.close();
});

/** What the queueing job does once the deliveries before it have committed. */
const queueAwaited = () => queueAwaitedMessages(server.deps);

/** Joao delivers the next card, and the queueing job runs after; returns its id. */
async function deliver(fields: Record<string, string> = {}): Promise<string> {
  const voucherId = await deliverOnly(fields);
  await queueAwaited();
  return voucherId;
}

async function deliverOnly(fields: Record<string, string> = {}): Promise<string> {
  const card = cards[nextCard++];
  if (!card) throw new Error('no card left to deliver');
  const response = await joao(
    'POST',
    `/donations/${card.donationId}/donate`,
    form(
      {
        ...location,
        voucherId: card.voucherId,
        delivered: 'true',
        receivedName: 'Josefa Ribeiro',
        receivedCpf: CPF,
        ...fields,
      },
      { donateDonationFile: pngFile(10 + ((nextCard * 7) % 230)) },
    ),
  );
  expect(response.status, response.text).toBe(204);
  return card.voucherId;
}

const consented = { receivedContactNumber: PHONE, messageConsent: MESSAGE_CONSENT_VERSION };

type MessageRow = {
  id: string;
  status: string;
  body: string | null;
  due_at: Date;
  attempts: number;
};
const messagesOf = (voucherId: string) =>
  server.db.query<MessageRow>(
    'SELECT id, status, body, due_at, attempts FROM family_messages WHERE voucher_id = $1',
    [voucherId],
  );

/** A provider that records every message it is handed, and fails while `failing` is set. */
function recordingProvider() {
  const sent: OutgoingMessage[] = [];
  const provider: MessageProvider & {
    sent: OutgoingMessage[];
    failing: boolean;
    /** How many messages each sendMany call carried. */
    calls: number[];
  } = {
    name: 'local',
    sent,
    failing: false,
    calls: [],
    async send(message) {
      // Lets a second caller run while this send is under way, as a slow provider would.
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (this.failing) throw new Error('gateway 503');
      sent.push(message);
      return { providerMessageId: `p-${sent.length}` };
    },
    sendMany(messages) {
      this.calls.push(messages.length);
      return eachAlone((message) => provider.send(message), messages);
    },
  };
  return provider;
}

const deps = (): SendingDeps => server.deps;
/** The day's cap (20 in this file) left out, for tests that look at something else. */
const uncapped = (): SendingDeps => ({
  ...deps(),
  config: { messages: { ...deps().config.messages, dailyCap: 1_000 } },
});
/** A send job carrying these messages, on its first try. */
const job = (messageIds: string[]) => ({ data: { messageIds }, finalAttempt: false });
const send = (provider: MessageProvider, messageId: string, finalAttempt = false) =>
  sendFamilyMessages(deps(), provider, { ...job([messageId]), finalAttempt });

async function onlyMessage(voucherId: string): Promise<MessageRow> {
  const rows = await messagesOf(voucherId);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe('consent at delivery (docs/product.md R18.1)', () => {
  it("keeps the consent text's version and the moment the leader confirmed", async () => {
    const recordedAt = new Date(NOON.getTime() + 30 * 1000).toISOString();
    const card = await deliver({ ...consented, recordedAt });
    const [row] = await server.db.query<{ version: string; at: Date }>(
      'SELECT message_consent_version AS version, message_consent_at AS at FROM vouchers WHERE voucher_id = $1',
      [card],
    );
    expect(row?.version).toBe(MESSAGE_CONSENT_VERSION);
    expect(new Date(row!.at).toISOString()).toBe(recordedAt);
  });

  it('queues nothing without consent, or with a consent but no phone', async () => {
    const withoutConsent = await deliver({ receivedContactNumber: PHONE });
    const withoutPhone = await deliver({ messageConsent: MESSAGE_CONSENT_VERSION });
    expect(await messagesOf(withoutConsent)).toEqual([]);
    expect(await messagesOf(withoutPhone)).toEqual([]);
    const [row] = await server.db.query<{ version: string | null }>(
      'SELECT message_consent_version AS version FROM vouchers WHERE voucher_id = $1',
      [withoutPhone],
    );
    expect(row?.version).toBeNull();
  });
});

describe('the message after a consented delivery (docs/product.md R18.2, R18.4)', () => {
  it('is one SMS of GSM-7 text naming the leader, the day and the code, and never the CPF', async () => {
    const card = await deliver(consented);
    const message = await onlyMessage(card);
    const [{ receipt_code: code } = { receipt_code: '' }] = await server.db.query<{
      receipt_code: string;
    }>('SELECT receipt_code FROM vouchers WHERE voucher_id = $1', [card]);
    expect(message.status).toBe('queued');
    expect(message.body).toBe(
      `Cestas Solidarias: a lider Joao entregou 1 cartao em 23/11. Codigo ${code.slice(0, 4)}-${code.slice(4)}. Recebeu? Responda 1 (sim) ou 2 (nao). SAIR para nao receber mais.`,
    );
    expect(gsm7Units(message.body!)).toBeLessThanOrEqual(160);
    expect(message.body).not.toContain(CPF.slice(0, 3));
    expect(message.body).not.toContain('Josefa');

    const provider = recordingProvider();
    await send(provider, message.id);
    expect(provider.sent).toEqual([
      { key: `${card}:delivery-confirmation`, to: PHONE, body: message.body },
    ]);
    expect((await onlyMessage(card)).status).toBe('sent');
  });

  it('is queued once per card and template, however often the queueing runs', async () => {
    const card = await deliver(consented);
    await server.db.query('UPDATE vouchers SET message_awaited = true WHERE voucher_id = $1', [
      card,
    ]);
    expect(await queueAwaited()).toBe(0);
    expect(await messagesOf(card)).toHaveLength(1);
  });

  it("is queued by the job after the delivery's commit, never in its transaction", async () => {
    const card = await deliverOnly(consented);
    const awaited = () =>
      server.db.query<{ awaited: boolean }>(
        'SELECT message_awaited AS awaited FROM vouchers WHERE voucher_id = $1',
        [card],
      );
    expect(await messagesOf(card)).toEqual([]);
    expect(await awaited()).toEqual([{ awaited: true }]);
    expect(await queueAwaited()).toBe(1);
    expect((await onlyMessage(card)).status).toBe('queued');
    expect(await awaited()).toEqual([{ awaited: false }]);
  });

  it('is not queued for a card whose consent went before the job ran', async () => {
    const revoked = await deliverOnly(consented);
    const anonymised = await deliverOnly(consented);
    await server.db.query(
      'UPDATE vouchers SET message_consent_revoked_at = $2 WHERE voucher_id = $1',
      [revoked, clock.now()],
    );
    await server.db.query(
      'UPDATE vouchers SET received_phone_enc = NULL, received_phone_hash = NULL WHERE voucher_id = $1',
      [anonymised],
    );
    expect(await queueAwaited()).toBe(0);
    expect(await messagesOf(revoked)).toEqual([]);
    expect(await messagesOf(anonymised)).toEqual([]);
  });

  it('is queued once with one job when two instances run the job at once', async () => {
    const delivered = [
      await deliverOnly(consented),
      await deliverOnly(consented),
      await deliverOnly(consented),
    ];
    const [first, second] = await Promise.all([queueAwaited(), queueAwaited()]);
    expect(first + second).toBe(3);
    for (const card of delivered) {
      const { id } = await onlyMessage(card);
      const jobs = await server.db.query<{ state: string }>(
        `SELECT state FROM pgboss.job WHERE data->'messageIds' @> jsonb_build_array($1::text)`,
        [id],
      );
      expect(jobs).toEqual([{ state: 'created' }]);
    }
  });

  it('is queued for many cards in one call, each once in a send job, never without consent', async () => {
    const [first, second, refused] = [
      await deliver({ receivedContactNumber: PHONE }),
      await deliver({ receivedContactNumber: PHONE }),
      await deliver({ receivedContactNumber: PHONE }),
    ];
    // Consented as a delivery would have, their messages not yet queued.
    await server.db.query(
      `UPDATE vouchers SET message_consent_version = $2, message_consent_at = $3
        WHERE voucher_id = ANY($1::text[])`,
      [[first, second], MESSAGE_CONSENT_VERSION, clock.now()],
    );
    const queue = () =>
      server.db.transaction((tx) =>
        queueDeliveryMessages(
          tx,
          { jobs: server.deps.jobs, now: clock.now(), sendingHours: { from: 8, to: 20 } },
          [first!, second!, refused!].map((voucherId) => ({ voucherId, phone: PHONE })),
        ),
      );
    expect(await queue()).toBe(2);
    expect(await queue()).toBe(0);
    expect(await messagesOf(refused!)).toEqual([]);
    for (const card of [first!, second!]) {
      const message = await onlyMessage(card);
      const jobs = await server.db.query<{ state: string; retry_limit: number }>(
        `SELECT state, retry_limit FROM pgboss.job
            WHERE data->'messageIds' @> jsonb_build_array($1::text)`,
        [message.id],
      );
      expect(jobs).toEqual([{ state: 'created', retry_limit: 5 }]);
    }
  });

  it('is sent once when its job is retried and when two workers take it at once', async () => {
    const card = await deliver(consented);
    const { id } = await onlyMessage(card);
    const provider = recordingProvider();
    await Promise.all([send(provider, id), send(provider, id)]);
    await send(provider, id);
    expect(provider.sent).toHaveLength(1);
    expect((await onlyMessage(card)).attempts).toBe(1);
  });

  it('a send cut short by a dead instance waits for its claim to expire, then goes under the same key', async () => {
    const card = await deliver(consented);
    const { id } = await onlyMessage(card);
    await server.db.query(
      `UPDATE family_messages SET status = 'sending', claimed_at = $2 WHERE id = $1`,
      [id, clock.now()],
    );
    const provider = recordingProvider();
    await send(provider, id);
    expect(provider.sent).toHaveLength(0);
    clock.advance(3 * MINUTE);
    await send(provider, id);
    expect(provider.sent.map((message) => message.key)).toEqual([`${card}:delivery-confirmation`]);
    clock.set(NOON);
  });

  it('waits for 8h in São Paulo when due at night, and goes in the morning', async () => {
    clock.set(new Date('2026-11-23T23:30:00.000Z')); // 20:30 in São Paulo
    const card = await deliver(consented);
    const message = await onlyMessage(card);
    expect(new Date(message.due_at).toISOString()).toBe('2026-11-24T11:00:00.000Z');
    const provider = recordingProvider();
    await send(provider, message.id);
    expect(provider.sent).toHaveLength(0);
    expect((await onlyMessage(card)).status).toBe('queued');
    clock.set(new Date('2026-11-24T10:59:00.000Z')); // 07:59
    await send(provider, message.id);
    expect(provider.sent).toHaveLength(0);
    clock.set(new Date('2026-11-24T11:00:00.000Z')); // 08:00
    await send(provider, message.id);
    expect(provider.sent).toHaveLength(1);
    clock.set(NOON);
  });

  it("sends a job's messages in one call, each once when two workers take the job at once", async () => {
    const chunk = [await deliver(consented), await deliver(consented), await deliver(consented)];
    const ids = await Promise.all(chunk.map(async (card) => (await onlyMessage(card)).id));
    const keys = chunk.map((card) => `${card}:delivery-confirmation`).sort();
    const alone = recordingProvider();
    await sendFamilyMessages(uncapped(), alone, job(ids.slice(0, 2)));
    expect(alone.calls).toEqual([2]);
    const provider = recordingProvider();
    await Promise.all([
      sendFamilyMessages(uncapped(), provider, job(ids)),
      sendFamilyMessages(uncapped(), provider, job(ids)),
    ]);
    await sendFamilyMessages(uncapped(), provider, job(ids));
    expect([...alone.sent, ...provider.sent].map((message) => message.key).sort()).toEqual(keys);
    for (const card of chunk)
      expect(await onlyMessage(card)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('sends a job queued when a job carried one message', async () => {
    const card = await deliver(consented);
    const { id } = await onlyMessage(card);
    const provider = recordingProvider();
    await sendFamilyMessages(uncapped(), provider, {
      data: { messageId: id },
      finalAttempt: false,
    });
    expect(provider.sent.map((message) => message.key)).toEqual([`${card}:delivery-confirmation`]);
  });

  it('a message the provider refused fails its job after the others are sent; the retry sends it', async () => {
    const chunk = [await deliver(consented), await deliver(consented)];
    const ids = await Promise.all(chunk.map(async (card) => (await onlyMessage(card)).id));
    const refused = `${chunk[1]}:delivery-confirmation`;
    const provider = recordingProvider();
    const pickyProvider: MessageProvider = {
      ...provider,
      sendMany: (messages) =>
        eachAlone(async (message) => {
          if (message.key === refused) throw new Error('gateway 503');
          return provider.send(message);
        }, messages),
    };
    await expect(sendFamilyMessages(uncapped(), pickyProvider, job(ids))).rejects.toThrow(
      'gateway 503',
    );
    expect((await onlyMessage(chunk[0]!)).status).toBe('sent');
    expect((await onlyMessage(chunk[1]!)).status).toBe('queued');
    // The job's retry sends only what failed.
    await sendFamilyMessages(uncapped(), provider, job(ids));
    expect(provider.sent.map((message) => message.key)).toEqual([
      `${chunk[0]}:delivery-confirmation`,
      refused,
    ]);
  });

  it("retries a provider's failure, and after the last try the message has failed", async () => {
    const card = await deliver(consented);
    const { id } = await onlyMessage(card);
    const provider = recordingProvider();
    provider.failing = true;
    await expect(send(provider, id)).rejects.toThrow('gateway 503');
    expect((await onlyMessage(card)).status).toBe('queued');
    await send(provider, id, true);
    expect((await onlyMessage(card)).status).toBe('failed');
  });
});

describe("the family's replies (docs/product.md R18.3)", () => {
  // Each test's family has its own phone: a reply answers the last message sent to its phone.
  let phone = '';
  const reply = (text: string) =>
    receiveFamilyReply(
      server.deps,
      { phoneHash: server.deps.protection.hash('phone', phone.replace(/\D/g, '')), text },
      clock.now(),
    );

  async function sentCard(): Promise<string> {
    phone = `(11) 91234-${String(1000 + nextCard)}`;
    const card = await deliver({ ...consented, receivedContactNumber: phone });
    await send(recordingProvider(), (await onlyMessage(card)).id);
    return card;
  }

  it("'1' confirms the card as 'Recebi' does", async () => {
    const card = await sentCard();
    expect((await reply(' 1 ')).action).toBe('confirmed');
    const [row] = await server.db.query<{ family_answer: string }>(
      'SELECT family_answer FROM vouchers WHERE voucher_id = $1',
      [card],
    );
    expect(row?.family_answer).toBe('received');
    expect((await onlyMessage(card)).status).toBe('answered');
  });

  it("'2' opens one 'Não recebi' complaint linked to the card, however often it is sent", async () => {
    const card = await sentCard();
    const first = await reply('2');
    expect(first.action).toBe('disputed');
    expect(first.protocol).toMatch(/^OUV-/);
    expect((await reply('2')).protocol).toBeNull();
    const complaints = await server.db.query<{ category: string; channel: string }>(
      'SELECT category, channel FROM complaints WHERE voucher_id = $1',
      [card],
    );
    expect(complaints).toEqual([{ category: 'notReceived', channel: 'message' }]);
    const [row] = await server.db.query<{ family_answer: string }>(
      'SELECT family_answer FROM vouchers WHERE voucher_id = $1',
      [card],
    );
    expect(row?.family_answer).toBe('notReceived');
  });

  it('anything else is kept for the ombudsperson', async () => {
    await sentCard();
    expect((await reply('quem é?')).action).toBe('kept');
    const [kept] = await server.db.query<{ body: string }>(
      `SELECT body FROM family_message_replies WHERE action = 'kept' ORDER BY received_at DESC LIMIT 1`,
    );
    expect(kept?.body).toBe('quem é?');
  });

  it("'SAIR' stops every later message to that phone and revokes its consent", async () => {
    const card = await sentCard();
    expect((await reply('Sair')).action).toBe('stopped');
    const [revoked] = await server.db.query<{ at: Date | null }>(
      'SELECT message_consent_revoked_at AS at FROM vouchers WHERE voucher_id = $1',
      [card],
    );
    expect(revoked?.at).not.toBeNull();
    // A consent given again at a later delivery does not reach a phone that said SAIR.
    const later = await deliver({ ...consented, receivedContactNumber: phone });
    const provider = recordingProvider();
    const message = await onlyMessage(later);
    await send(provider, message.id);
    expect(provider.sent).toEqual([]);
    expect((await onlyMessage(later)).status).toBe('suppressed');
  });
});

describe("staff's calls: 'Mensagens de teste', a card's message, the figures (R18.5, R18.6)", () => {
  /** A card delivered with consent to its own phone, its message sent by the local provider. */
  async function sentCard(): Promise<{ card: string; messageId: string; last4: string }> {
    const last4 = String(5000 + nextCard);
    const card = await deliver({ ...consented, receivedContactNumber: `(31) 99876-${last4}` });
    const message = await onlyMessage(card);
    await sendFamilyMessages(
      uncapped(),
      localProvider(server.db, server.deps.protection, clock.now),
      job([message.id]),
    );
    return { card, messageId: message.id, last4 };
  }

  it('lists the messages to admin and the ombudsperson only, the number masked', async () => {
    const { messageId, last4 } = await sentCard();
    for (const login of [demo.admin, demo.ouvidoria]) {
      const response = await api(server, await server.tokenFor(login))('GET', '/messages');
      expect(response.status, response.text).toBe(200);
      const list = v.parse(familyMessageListSchema, response.json);
      expect(list).toMatchObject({ provider: 'local', canAnswer: true });
      const message = list.messages.find((m) => m.id === messageId);
      expect(message).toMatchObject({ phone: `(**) *****-${last4}`, statusText: 'Enviada' });
      expect(message?.text).toContain('Responda 1 (sim) ou 2 (nao)');
      expect(response.text).not.toContain(`99876-${last4}`);
    }
    for (const login of [demo.readonly, demo.joao]) {
      const response = await api(server, await server.tokenFor(login))('GET', '/messages');
      expect(response.status).toBe(403);
    }
  });

  it("answers as the family: '2' opens a complaint and the message shows the reply", async () => {
    const { messageId, card } = await sentCard();
    const olga = api(server, await server.tokenFor(demo.ouvidoria));
    const answered = await olga('POST', `/messages/${messageId}/reply`, { text: '2' });
    expect(answered.status, answered.text).toBe(200);
    const outcome = v.parse(familyReplyOutcomeSchema, answered.json);
    expect(outcome.action).toBe('disputed');
    expect(outcome.protocol).toMatch(/^OUV-/);
    const list = v.parse(familyMessageListSchema, (await olga('GET', '/messages')).json);
    const message = list.messages.find((m) => m.id === messageId);
    expect(message?.statusText).toBe('Respondida');
    expect(message?.replies).toMatchObject([{ text: '2', protocol: outcome.protocol }]);
    expect(message?.voucherId).toBe(card);
    const empty = await olga('POST', `/messages/${messageId}/reply`, { text: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('Escreva a resposta da família.');
    const rita = api(server, await server.tokenFor(demo.readonly));
    expect((await rita('POST', `/messages/${messageId}/reply`, { text: '1' })).status).toBe(403);
  });

  it("shows a card's message status to staff on its delivery, never to the leader", async () => {
    const queued = await deliver(consented);
    const { card: answered, messageId } = await sentCard();
    const ana = api(server, await server.tokenFor(demo.admin));
    await ana('POST', `/messages/${messageId}/reply`, { text: '1' });
    const statusOf = async (call: Call, voucherId: string) => {
      const response = await call('GET', `/voucher/${voucherId}`);
      expect(response.status, response.text).toBe(200);
      return v.parse(voucherReadSchema, response.json).voucher.message;
    };
    expect(await statusOf(ana, queued)).toMatchObject({ status: 'queued', statusText: 'Na fila' });
    expect(await statusOf(ana, answered)).toMatchObject({ statusText: 'Respondida' });
    // Readonly addresses a card by its place in its donation (decision 187).
    const [place] = await server.db.query<{ donation_id: string; position: number }>(
      'SELECT donation_id, position FROM vouchers WHERE voucher_id = $1',
      [answered],
    );
    const rita = api(server, await server.tokenFor(demo.readonly));
    expect(
      await statusOf(
        rita,
        encodeURIComponent(voucherKey(place!.donation_id, Number(place!.position))),
      ),
    ).toMatchObject({ statusText: 'Respondida' });
    expect(await statusOf(joao, answered)).toBeNull();
    const withoutConsent = await deliver({ receivedContactNumber: PHONE });
    expect(await statusOf(ana, withoutConsent)).toBeNull();
  });

  it('counts messages sent, answered, confirmed and disputed for the overview', async () => {
    const rita = api(server, await server.tokenFor(demo.readonly));
    const counts = async () => {
      const response = await rita('GET', '/messages/counts');
      expect(response.status, response.text).toBe(200);
      return v.parse(messageCountsSchema, response.json);
    };
    const before = await counts();
    const olga = api(server, await server.tokenFor(demo.ouvidoria));
    const confirmed = await sentCard();
    await olga('POST', `/messages/${confirmed.messageId}/reply`, { text: '1' });
    await olga('POST', `/messages/${confirmed.messageId}/reply`, { text: '1' });
    const disputed = await sentCard();
    await olga('POST', `/messages/${disputed.messageId}/reply`, { text: '2' });
    await sentCard();
    await deliver(consented);
    expect(await counts()).toEqual({
      sent: before.sent + 3,
      answered: before.answered + 2,
      confirmed: before.confirmed + 1,
      disputed: before.disputed + 1,
    });
    expect((await joao('GET', '/messages/counts')).status).toBe(403);
  });
});

describe('retention of texts (docs/privacy.md)', () => {
  it("an anonymised card's messages lose their text and number", async () => {
    const card = await deliver(consented);
    await anonymiseVouchers(server.deps, [card], {
      action: 'retention_anonymised',
      actor: SERVER_ACTOR,
      detail: 'teste',
      now: clock.now(),
      duplicateWindowDays: 30,
    });
    const [row] = await server.db.query<{ body: string | null; phone_masked: string }>(
      'SELECT body, phone_masked FROM family_messages WHERE voucher_id = $1',
      [card],
    );
    expect(row).toEqual({ body: null, phone_masked: '' });
  });

  it('erases the texts of messages and replies after 90 days, keeping their statuses', async () => {
    const settings = { retentionDays: 10_000, duplicateWindowDays: 10_000 };
    const early = await runRetention(server.deps, settings, clock.now());
    expect(early.messageTextsErased).toBe(0);
    const later = new Date(clock.now().getTime() + 91 * 24 * 60 * MINUTE);
    const run = await runRetention(server.deps, settings, later);
    expect(run.messageTextsErased).toBeGreaterThan(0);
    const [left] = await server.db.query<{ bodies: number; replies: number }>(
      `SELECT (SELECT count(*)::int FROM family_messages WHERE body IS NOT NULL) AS bodies,
              (SELECT count(*)::int FROM family_message_replies WHERE body IS NOT NULL) AS replies`,
    );
    expect(left).toEqual({ bodies: 0, replies: 0 });
  });
});

describe("the organisation's daily cap (docs/product.md R18.4)", () => {
  it('sends no more than the cap in a day; the rest go the next morning', async () => {
    // A day of its own, so the messages the other tests sent are not counted.
    clock.set(new Date('2026-12-07T15:00:00.000Z')); // 12:00 in São Paulo
    expect((await joao('POST', '/checklist', {})).status).toBe(201);
    const capped = { ...deps(), config: { messages: { ...deps().config.messages, dailyCap: 2 } } };
    const provider = recordingProvider();
    const cardsOfTheDay = [
      await deliver(consented),
      await deliver(consented),
      await deliver(consented),
    ];
    for (const card of cardsOfTheDay) {
      const { id } = await onlyMessage(card);
      await sendFamilyMessages(capped, provider, job([id]));
    }
    expect(provider.sent.map((message) => message.key)).toEqual(
      cardsOfTheDay.slice(0, 2).map((card) => `${card}:delivery-confirmation`),
    );
    const waiting = await onlyMessage(cardsOfTheDay[2]!);
    expect(waiting.status).toBe('queued');
    expect(new Date(waiting.due_at).toISOString()).toBe('2026-12-08T11:00:00.000Z'); // 08:00

    clock.set(new Date('2026-12-08T11:00:00.000Z'));
    await sendFamilyMessages(capped, provider, job([waiting.id]));
    expect(provider.sent).toHaveLength(3);
    expect((await onlyMessage(cardsOfTheDay[2]!)).status).toBe('sent');
    clock.set(NOON);
  });

  it("counts the cap across a job's messages: what is past it waits for the next morning", async () => {
    clock.set(new Date('2026-12-09T15:00:00.000Z')); // 12:00 in São Paulo
    expect((await joao('POST', '/checklist', {})).status).toBe(201);
    const capped = { ...deps(), config: { messages: { ...deps().config.messages, dailyCap: 2 } } };
    const provider = recordingProvider();
    const chunk = [await deliver(consented), await deliver(consented), await deliver(consented)];
    const ids = await Promise.all(chunk.map(async (card) => (await onlyMessage(card)).id));
    await sendFamilyMessages(capped, provider, job(ids));
    expect(provider.calls).toEqual([2]);
    const rows = await Promise.all(chunk.map(onlyMessage));
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(2);
    const waiting = rows.filter((row) => row.status === 'queued');
    expect(waiting.map((row) => new Date(row.due_at).toISOString())).toEqual([
      '2026-12-10T11:00:00.000Z',
    ]);
    clock.set(NOON);
  });

  it("counts a job's earlier chunks against the cap: the day's count is read once a job", async () => {
    clock.set(new Date('2026-12-11T15:00:00.000Z')); // 12:00 in São Paulo
    expect((await joao('POST', '/checklist', {})).status).toBe(201);
    const capped = { ...deps(), config: { messages: { ...deps().config.messages, dailyCap: 1 } } };
    const provider = recordingProvider();
    const [first, second] = [await deliver(consented), await deliver(consented)];
    const [firstId, secondId] = [(await onlyMessage(first!)).id, (await onlyMessage(second!)).id];
    // Nine ids of no message fill the first chunk, so the second message comes in a chunk of its own.
    const none = Array.from({ length: 9 }, () => crypto.randomUUID());
    await sendFamilyMessages(capped, provider, job([firstId, ...none, secondId]));
    expect(provider.sent.map((message) => message.key)).toEqual([`${first}:delivery-confirmation`]);
    const waiting = await onlyMessage(second!);
    expect(waiting.status).toBe('queued');
    expect(new Date(waiting.due_at).toISOString()).toBe('2026-12-12T11:00:00.000Z');
    clock.set(NOON);
  });
});
