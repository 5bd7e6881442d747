/**
 * 'Fale conosco / Ouvidoria' over HTTP (docs/product.md R16): the public form and the protocol's
 * status, the ombudsperson's queue with its append-only history, due dates in working days,
 * sensitive complaints kept from every other role, and the counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  demo,
  startTestServer,
  testClock,
  type ApiResponse,
  type TestServer,
} from './harness.ts';
import { donationIdsOf } from './route-fixtures.ts';
import { runRetention } from '#server/domain/retention/retention.ts';

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;

// A Wednesday, 10h in São Paulo.
const clock = testClock(new Date('2026-11-25T13:00:00Z'));
let server: TestServer;
let stranger: Call;
let olga: Call;
let admin: Call;
let readonly: Call;
let maria: Call;

beforeAll(async () => {
  // Behind a trusted proxy, so a test can speak from an address of its own.
  server = await startTestServer({ now: clock.now, env: { TRUST_PROXY: 'true' } });
  stranger = api(server);
  olga = api(server, await server.tokenFor(demo.ouvidoria));
  admin = api(server, await server.tokenFor(demo.admin));
  readonly = api(server, await server.tokenFor(demo.readonly));
  maria = api(server, await server.tokenFor(demo.maria));
});

afterAll(async () => {
  await server?.close();
});

const complaint = (overrides: Record<string, unknown> = {}) => ({
  category: 'cardProblem',
  description: 'O cartão veio sem saldo, passei no mercado e recusaram.',
  anonymous: false,
  ...overrides,
});

async function send(body: Record<string, unknown>): Promise<string> {
  const sent = await stranger('POST', '/public/complaints', body);
  expect(sent.status, sent.text).toBe(201);
  return sent.json.protocol as string;
}

async function idOf(protocol: string): Promise<string> {
  const [row] = await server.db.query<{ id: string }>(
    'SELECT id FROM complaints WHERE protocol = $1',
    [protocol],
  );
  return row!.id;
}

describe('the public form and the protocol', () => {
  it('gives a protocol whose status page shows the stage, then the answer, and nothing else', async () => {
    const sent = await stranger(
      'POST',
      '/public/complaints',
      complaint({ phone: '(11) 98765-4321' }),
    );
    expect(sent.status, sent.text).toBe(201);
    expect(sent.json).toEqual({
      protocol: expect.stringMatching(/^OUV-[0-9A-HJKMNP-TV-Z]{6}$/),
      stage: 'new',
      stageText: 'Nova',
    });
    const protocol = sent.json.protocol as string;

    const status = await stranger('POST', '/public/complaints/status', {
      protocol: protocol.toLowerCase().replace('-', ' '),
    });
    expect(status.status, status.text).toBe(200);
    expect(status.json).toEqual({ protocol, stage: 'new', stageText: 'Nova', publicAnswer: null });

    const id = await idOf(protocol);
    const answered = await olga('POST', `/complaints/${id}/stage`, {
      stage: 'answered',
      note: 'Liguei para o mercado e para a operadora.',
      publicAnswer: 'O saldo foi creditado de novo. Tente usar o cartão a partir de amanhã.',
    });
    expect(answered.status, answered.text).toBe(204);

    const after = await stranger('POST', '/public/complaints/status', { protocol });
    expect(after.json).toEqual({
      protocol,
      stage: 'answered',
      stageText: 'Respondida',
      publicAnswer: 'O saldo foi creditado de novo. Tente usar o cartão a partir de amanhã.',
    });
    // Nothing a stranger could use: no description, phone, note, date, leader or donation.
    expect(after.text).not.toMatch(/saldo, passei|4321|operadora|2026|Maria|donation/i);
  });

  it('keeps the phone sealed and shows it masked; an anonymous complaint keeps no contact at all', async () => {
    const named = await send(complaint({ phone: '11 98765-1234' }));
    const anonymous = await send(complaint({ phone: '11 98765-5678', anonymous: true }));
    const rows = await server.db.query<Record<string, unknown>>(
      'SELECT protocol, contact_phone_enc, contact_phone_hash, description_enc FROM complaints WHERE protocol = ANY($1)',
      [[named, anonymous]],
    );
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('987651234');
    expect(stored).not.toContain('sem saldo');
    const anonymousRow = rows.find((row) => row.protocol === anonymous)!;
    expect(anonymousRow.contact_phone_enc).toBeNull();
    expect(anonymousRow.contact_phone_hash).toBeNull();

    const details = await olga('GET', `/complaints/${await idOf(named)}`);
    expect(details.json.contactPhone).toBe('****-1234');
    expect(details.json.description).toBe(complaint().description);
    const withoutReason = await olga('POST', `/complaints/${await idOf(named)}/contact`, {});
    expect(withoutReason.status).toBe(400);
    expect(withoutReason.text).toContain('por que precisa ver o telefone');
    const revealed = await olga('POST', `/complaints/${await idOf(named)}/contact`, {
      reason: 'Ligar de volta para a família',
    });
    expect(revealed.json).toEqual({ phone: '11987651234' });
    const [logged] = await server.db.query<{ action: string; detail: string }>(
      "SELECT action, detail FROM access_log WHERE action = 'complaint_contact_revealed' ORDER BY seq DESC LIMIT 1",
    );
    expect(logged).toEqual({
      action: 'complaint_contact_revealed',
      detail: `${named}: Ligar de volta para a família`,
    });
    expect(
      (await olga('GET', `/complaints/${await idOf(anonymous)}`)).json.contactPhone,
    ).toBeNull();
  });

  it('answers a bot that filled the hidden field as if it worked, and keeps nothing', async () => {
    const [before] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM complaints',
    );
    const sent = await stranger(
      'POST',
      '/public/complaints',
      complaint({ website: 'http://spam' }),
    );
    expect(sent.status).toBe(201);
    expect(sent.json.protocol).toMatch(/^OUV-/);
    const [after] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM complaints',
    );
    expect(after!.n).toBe(before!.n);
    const [logged] = await server.db.query<{ outcome: string }>(
      "SELECT outcome FROM public_abuse_log WHERE endpoint = 'complaint' ORDER BY id DESC LIMIT 1",
    );
    expect(logged!.outcome).toBe('honeypot');
    expect(
      (await stranger('POST', '/public/complaints/status', { protocol: sent.json.protocol }))
        .status,
    ).toBe(404);
  });

  it('links a complaint to the card its receipt code names, and answers an unknown code the same', async () => {
    const [card] = await server.db.query<{ voucher_id: string; donation_id: string }>(
      `SELECT v.voucher_id, v.donation_id FROM vouchers v JOIN donations d ON d.donation_id = v.donation_id
        JOIN users u ON u.id = d.leader_id WHERE v.status = 2 AND u.name = 'Maria da Silva' LIMIT 1`,
    );
    await server.db.query("UPDATE vouchers SET receipt_code = 'K7Q2M9XD' WHERE voucher_id = $1", [
      card!.voucher_id,
    ]);
    const known = await stranger(
      'POST',
      '/public/complaints',
      complaint({ receiptCode: 'k7q2-m9xd' }),
    );
    const unknown = await stranger(
      'POST',
      '/public/complaints',
      complaint({ receiptCode: 'K7Q2-M9XE' }),
    );
    expect(Object.keys(known.json)).toEqual(Object.keys(unknown.json));
    expect(known.status).toBe(unknown.status);
    const linked = (await olga('GET', `/complaints/${await idOf(known.json.protocol)}`)).json;
    expect(linked).toMatchObject({
      receiptCode: 'K7Q2-M9XD',
      voucherId: card!.voucher_id,
      donationId: card!.donation_id,
      leaderName: 'Maria da Silva',
    });
    const unlinked = (await olga('GET', `/complaints/${await idOf(unknown.json.protocol)}`)).json;
    expect(unlinked).toMatchObject({ receiptCode: 'K7Q2-M9XE', voucherId: null, leaderName: null });

    // Readonly reads the card's number masked, in the queue and in the details (decision 187).
    const masked = `****${card!.voucher_id.slice(-4)}`;
    const id = await idOf(known.json.protocol);
    expect((await readonly('GET', `/complaints/${id}`)).json).toMatchObject({ voucherId: masked });
    const queue = (await readonly('GET', '/complaints')).json as {
      complaints: { id: string; voucherId: string | null }[];
    };
    expect(queue.complaints.find((listed) => listed.id === id)?.voucherId).toBe(masked);
    expect(JSON.stringify(queue)).not.toContain(card!.voucher_id);
  });

  it('refuses bad input with a pt-BR message that says how to fix it', async () => {
    const long = await stranger(
      'POST',
      '/public/complaints',
      complaint({ description: 'x'.repeat(2001) }),
    );
    expect(long.status).toBe(400);
    expect(long.json.message).toBe('Conte o que aconteceu (de 5 a 2.000 caracteres).');
    const code = await stranger('POST', '/public/complaints', complaint({ receiptCode: 'K7Q2' }));
    expect(code.json.message).toContain('8 letras e números');
    const category = await stranger('POST', '/public/complaints', complaint({ category: 'x' }));
    expect(category.json.message).toBe('Escolha o assunto da sua mensagem.');
    const form = await fetch(`${server.baseUrl}/api/public/complaints`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(complaint()),
    });
    expect(form.status).toBe(415);
  });

  it('throttles the form per address, with Retry-After and when to try again', async () => {
    const from = (address: string) =>
      fetch(`${server.baseUrl}/api/public/complaints`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify(complaint()),
      });
    const [before] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM complaints',
    );
    for (let i = 0; i < 20; i++) expect((await from('203.0.113.7')).status).toBe(201);
    const refused = await from('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Muitas tentativas seguidas. Tente de novo daqui a 60 minutos.',
    );
    const [after] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM complaints',
    );
    expect(after!.n - before!.n).toBe(20);
    // Another address is not held by it.
    expect((await from('203.0.113.8')).status).toBe(201);
    const stored =
      JSON.stringify(await server.db.query('SELECT * FROM public_throttle')) +
      JSON.stringify(await server.db.query('SELECT * FROM public_abuse_log'));
    expect(stored).not.toContain('203.0.113');
  });
});

describe('the queue', () => {
  it('gives due dates in working days per category, and lists overdue ones first, marked', async () => {
    // Wednesday 25/11/2026: 2 working days → end of Friday 27; 5 → end of Wednesday 02/12.
    const charged = await send(complaint({ category: 'chargedForCard' }));
    const question = await send(complaint({ category: 'question' }));
    const chargedDetails = (await olga('GET', `/complaints/${await idOf(charged)}`)).json;
    const questionDetails = (await olga('GET', `/complaints/${await idOf(question)}`)).json;
    expect(chargedDetails.dueAt).toBe('2026-11-28T03:00:00.000Z');
    expect(questionDetails.dueAt).toBe('2026-12-03T03:00:00.000Z');
    expect(chargedDetails.sensitive).toBe(true);

    clock.advance(4 * 24 * 60 * 60 * 1000);
    try {
      const olga = api(server, await server.tokenFor(demo.ouvidoria));
      const queue = (await olga('GET', '/complaints?stage=open')).json.complaints as {
        protocol: string;
        overdue: boolean;
      }[];
      const firstNotOverdue = queue.findIndex((item) => !item.overdue);
      expect(queue.findIndex((item) => item.protocol === charged)).toBeLessThan(firstNotOverdue);
      expect(queue.find((item) => item.protocol === charged)!.overdue).toBe(true);
      expect(queue.find((item) => item.protocol === question)!.overdue).toBe(false);
      const overdue = (await olga('GET', '/complaints?overdue=true')).json.complaints as {
        protocol: string;
      }[];
      expect(overdue.map((item) => item.protocol)).toContain(charged);
      expect(overdue.map((item) => item.protocol)).not.toContain(question);
    } finally {
      clock.advance(-4 * 24 * 60 * 60 * 1000);
    }
  });

  it('keeps every change with who, when and the note, and refuses a move without its note or answer', async () => {
    const protocol = await send(complaint());
    const id = await idOf(protocol);
    expect(
      (await olga('POST', `/complaints/${id}/stage`, { stage: 'inReview' })).json.message,
    ).toMatch(/Escreva uma nota/);
    expect(
      (await olga('POST', `/complaints/${id}/stage`, { stage: 'answered', note: 'ok' })).json
        .message,
    ).toBe('Para marcar como Respondida, escreva a resposta que a pessoa vai ler.');
    expect(
      (await olga('POST', `/complaints/${id}/stage`, { stage: 'new', note: 'volta' })).status,
    ).toBe(400);
    await olga('POST', `/complaints/${id}/stage`, { stage: 'inReview', note: 'Vou ligar.' });
    await admin('POST', `/complaints/${id}/stage`, {
      stage: 'awaitingReply',
      note: 'Aguardando a operadora.',
    });
    const { history, stage } = (await olga('GET', `/complaints/${id}`)).json;
    expect(stage).toBe('awaitingReply');
    expect(history).toEqual([
      expect.objectContaining({ stage: 'new', stageText: 'Nova', actorName: null, note: null }),
      expect.objectContaining({ stage: 'inReview', actorName: 'Olga Ramos', note: 'Vou ligar.' }),
      expect.objectContaining({
        stage: 'awaitingReply',
        stageText: 'Aguardando resposta',
        actorName: 'Ana Costa',
        note: 'Aguardando a operadora.',
      }),
    ]);
  });

  it('lets no call edit the history: no route changes or removes a line, and the database refuses it', async () => {
    const protocol = await send(complaint());
    const id = await idOf(protocol);
    await olga('POST', `/complaints/${id}/stage`, { stage: 'inReview', note: 'Primeira nota.' });
    const before = (await olga('GET', `/complaints/${id}`)).json.history;
    const seq = before[1].seq as number;
    for (const [method, path] of [
      ['PUT', `/complaints/${id}`],
      ['PATCH', `/complaints/${id}`],
      ['DELETE', `/complaints/${id}`],
      ['PUT', `/complaints/${id}/stage`],
      ['PATCH', `/complaints/${id}/history/${seq}`],
      ['DELETE', `/complaints/${id}/history/${seq}`],
      ['POST', `/complaints/${id}/history/${seq}`],
    ] as const) {
      const answer = await olga(method, path, { note: 'Reescrita.', stage: 'closed' });
      expect([404, 405], `${method} ${path}`).toContain(answer.status);
    }
    expect((await olga('GET', `/complaints/${id}`)).json.history).toEqual(before);

    await expect(
      server.db.query("UPDATE complaint_history SET note = 'Reescrita.' WHERE seq = $1", [seq]),
    ).rejects.toThrow(/append-only/);
    await expect(
      server.db.query('DELETE FROM complaint_history WHERE seq = $1', [seq]),
    ).rejects.toThrow(/append-only/);
    expect((await olga('GET', `/complaints/${id}`)).json.history).toEqual(before);
  });

  it('links a complaint staff open for a phone call to the donation and its leader', async () => {
    const [donationId] = await donationIdsOf(server, demo.maria, 4);
    const opened = await olga('POST', '/complaints', {
      category: 'notReceived',
      description: 'Ligou dizendo que não recebeu o cartão.',
      donationId,
      phone: '(21) 3333-4444',
    });
    expect(opened.status, opened.text).toBe(201);
    const details = (await olga('GET', `/complaints/${opened.json.id}`)).json;
    expect(details).toMatchObject({
      channel: 'phone',
      donationId,
      leaderName: 'Maria da Silva',
      openedByName: 'Olga Ramos',
      contactPhone: '****-4444',
    });
    const filtered = (await olga('GET', `/complaints?donationId=${donationId}`)).json.complaints;
    expect(filtered.map((item: { protocol: string }) => item.protocol)).toEqual([
      opened.json.protocol,
    ]);
  });
});

describe('sensitive complaints', () => {
  let sensitiveId: string;
  let plainId: string;

  beforeAll(async () => {
    const [donationId] = await donationIdsOf(server, demo.maria, 4);
    const sensitive = await olga('POST', '/complaints', {
      category: 'leaderConduct',
      description: 'A líder pediu dinheiro para entregar.',
      donationId,
      phone: '11 91234-5678',
    });
    sensitiveId = sensitive.json.id;
    const plain = await olga('POST', '/complaints', {
      category: 'question',
      description: 'Quando chega o próximo cartão?',
      donationId,
    });
    plainId = plain.json.id;
  });

  it('are read only by the ombudsperson: admin, readonly and leaders get nothing of them', async () => {
    expect((await olga('GET', `/complaints/${sensitiveId}`)).status).toBe(200);
    for (const call of [admin, readonly]) {
      expect((await call('GET', `/complaints/${sensitiveId}`)).status).toBe(404);
      const listed = (await call('GET', '/complaints')).json.complaints as { id: string }[];
      expect(listed.map((item) => item.id)).not.toContain(sensitiveId);
      expect(listed.map((item) => item.id)).toContain(plainId);
      expect(
        (await call('POST', `/complaints/${sensitiveId}/contact`)).status,
      ).toBeGreaterThanOrEqual(403);
      expect(
        (await call('POST', `/complaints/${sensitiveId}/stage`, { stage: 'closed', note: 'fim' }))
          .status,
      ).toBeGreaterThanOrEqual(403);
    }
    for (const path of [
      '/complaints',
      '/complaints/counts',
      `/complaints/${sensitiveId}`,
      `/complaints/${plainId}`,
    ])
      expect((await maria('GET', path)).status, path).toBe(403);
    expect((await maria('POST', `/complaints/${sensitiveId}/contact`)).status).toBe(403);
  });

  it("are counted for an admin, never for readonly; a marked one leaves the admin's view", async () => {
    const adminCounts = (await admin('GET', '/complaints/counts')).json;
    const readonlyCounts = (await readonly('GET', '/complaints/counts')).json;
    const conduct = (counts: { byCategory: { category: string; total: number }[] }) =>
      counts.byCategory.find((row) => row.category === 'leaderConduct')!.total;
    expect(conduct(adminCounts)).toBeGreaterThanOrEqual(1);
    expect(conduct(readonlyCounts)).toBe(0);
    const mariaRow = adminCounts.byLeader.find(
      (row: { leaderName: string }) => row.leaderName === 'Maria da Silva',
    );
    expect(mariaRow.sensitive).toBeGreaterThanOrEqual(1);
    expect((await admin('GET', '/complaints')).json.sensitiveHidden).toBeGreaterThanOrEqual(1);
    expect((await readonly('GET', '/complaints')).json.sensitiveHidden).toBe(0);

    expect(
      (await admin('POST', `/complaints/${plainId}/sensitive`, { note: 'Fala da líder.' })).status,
    ).toBe(204);
    expect((await admin('GET', `/complaints/${plainId}`)).status).toBe(404);
    expect((await olga('GET', `/complaints/${plainId}`)).json.sensitive).toBe(true);
  });

  it('readonly reads the other complaints but changes none', async () => {
    const protocol = await send(complaint({ category: 'suggestion' }));
    const id = await idOf(protocol);
    expect((await readonly('GET', `/complaints/${id}`)).json.canAct).toBe(false);
    expect(
      (await readonly('POST', `/complaints/${id}/stage`, { stage: 'closed', note: 'fim' })).status,
    ).toBe(403);
    expect((await readonly('POST', '/complaints', complaint())).status).toBe(403);
  });
});

describe('retention', () => {
  it("erases a complaint's text, contact, notes and answers after 5 years, and the abuse log after a year", async () => {
    const protocol = await send(complaint({ phone: '11 97777-6666' }));
    const id = await idOf(protocol);
    await olga('POST', `/complaints/${id}/stage`, {
      stage: 'answered',
      note: 'Liguei para a família.',
      publicAnswer: 'Resolvido com a operadora.',
    });
    const settings = { retentionDays: 365, duplicateWindowDays: 30 };
    const day = 24 * 60 * 60 * 1000;
    const almost = new Date(clock.now().getTime() + (5 * 365 - 1) * day);
    // Before 5 years the complaint stays whole; the abuse log's year is long over.
    const [windows] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM public_throttle',
    );
    expect(windows!.n).toBeGreaterThan(0);
    const first = await runRetention(server.deps, settings, almost);
    expect(first.publicCallsForgotten).toBeGreaterThan(0);
    // The throttle's windows are a day long: every one of them is over and gone.
    expect(first.throttleWindowsForgotten).toBe(windows!.n);
    expect(
      (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM public_throttle'))[0]!
        .n,
    ).toBe(0);
    expect((await olga('GET', `/complaints/${id}`)).json.anonymisedAt).toBeNull();

    const run = await runRetention(server.deps, settings, new Date(almost.getTime() + 2 * day));
    expect(run.complaintsAnonymised).toBeGreaterThanOrEqual(1);
    const details = (await olga('GET', `/complaints/${id}`)).json;
    expect(details).toMatchObject({
      description: null,
      contactPhone: null,
      publicAnswer: null,
      stage: 'answered',
      category: 'cardProblem',
    });
    expect(details.anonymisedAt).not.toBeNull();
    expect(details.history.map((entry: { note: string | null }) => entry.note)).toEqual([
      null,
      null,
    ]);
    const status = await stranger('POST', '/public/complaints/status', { protocol });
    expect(status.json).toMatchObject({ stage: 'answered', publicAnswer: null });
    const [left] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM public_abuse_log',
    );
    expect(left!.n).toBeLessThanOrEqual(1);
  });
});

describe("the ombudsperson's role", () => {
  it('is given and taken by an admin, recorded in the access log, and opens the queue', async () => {
    const sensitiveId = await idOf(await send(complaint({ category: 'leaderConduct' })));
    const paulo = api(server, await server.tokenFor(demo.paulo));
    expect((await paulo('GET', '/complaints')).status).toBe(403);
    const reason = 'Nova pessoa na ouvidoria';
    expect(
      (await readonly('POST', '/accounts/role', { login: demo.paulo, role: 'ouvidoria', reason }))
        .status,
    ).toBe(403);
    const given = await admin('POST', '/accounts/role', {
      login: demo.paulo,
      role: 'ouvidoria',
      reason,
    });
    expect(given.status, given.text).toBe(200);
    expect(given.json.account.role).toBe('ouvidoria');
    const [logged] = await server.db.query<{ detail: string }>(
      "SELECT detail FROM access_log WHERE action = 'account_role_changed' ORDER BY seq DESC LIMIT 1",
    );
    expect(logged!.detail).toContain('Líder → Ouvidoria');
    expect(logged!.detail).toContain(reason);
    // Signed in again, the same person reads the sensitive complaints.
    const asOmbudsperson = api(server, await server.tokenFor(demo.paulo));
    expect((await asOmbudsperson('GET', `/complaints/${sensitiveId}`)).status).toBe(200);

    const again = await admin('POST', '/accounts/role', {
      login: demo.paulo,
      role: 'ouvidoria',
      reason,
    });
    expect(again.status).toBe(409);
    const taken = await admin('POST', '/accounts/role', {
      login: demo.paulo,
      role: 'readonly',
      reason: 'Saiu da ouvidoria',
    });
    expect(taken.status, taken.text).toBe(200);
    expect(taken.json.account.role).toBe('readonly');
    const asReadonly = api(server, await server.tokenFor(demo.paulo));
    expect((await asReadonly('GET', `/complaints/${sensitiveId}`)).status).toBe(404);
  });

  it('is never taken from the last active ombudsperson, nor given to an admin or a leader with open donations', async () => {
    const take = await admin('POST', '/accounts/role', {
      login: demo.ouvidoria,
      role: 'readonly',
      reason: 'Teste do último perfil',
    });
    expect(take.status).toBe(409);
    expect(take.text).toContain('única conta ativa da ouvidoria');
    const toMaria = await admin('POST', '/accounts/role', {
      login: demo.maria,
      role: 'ouvidoria',
      reason: 'Teste com doações',
    });
    expect(toMaria.status).toBe(409);
    expect(toMaria.text).toContain('doações em andamento');
    const self = await admin('POST', '/accounts/role', {
      login: demo.admin,
      role: 'ouvidoria',
      reason: 'Teste da própria conta',
    });
    expect(self.status).toBe(400);
  });
});
