import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealedRecipient } from '#server/privacy/recipient-identifiers.ts';
import { refreshOverviewSummary } from '#server/domain/donations/donation-summary.ts';
import { drawSample } from '#server/domain/verification/sample-draw.ts';
import { anonymiseVouchers } from '#server/domain/retention/anonymise-vouchers.ts';
import { SERVER_ACTOR } from '#server/domain/access-log/record-access.ts';
import type {
  VerificationCall,
  VerificationRoundDetails,
  VerificationRoundResults,
} from '#contract/verification.ts';
import {
  api,
  demo,
  startTestServer,
  testClock,
  type ApiResponse,
  type TestServer,
} from './harness.ts';
import { donationIdsOf } from './route-fixtures.ts';

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;

/** 12:00 in São Paulo on the day the test cards were delivered. */
const DELIVERED = new Date('2026-11-23T15:00:00.000Z');
const DAY = '2026-11-23';
const clock = testClock(new Date('2026-11-25T15:00:00.000Z'));
const PHONE = '(21) 98765-4321';

let server: TestServer;
let ana: Call;
let olga: Call;
let rita: Call;
let joao: Call;

/** Puts `count` delivered cards with a phone in the donation, delivered on DAY. */
async function deliveredCards(donationId: string, prefix: string, count: number): Promise<void> {
  for (let n = 1; n <= count; n++) {
    const voucherId = `${prefix}${String(n).padStart(4, '0')}`;
    const sealed = sealedRecipient(server.deps.protection, voucherId, {
      cpf: null,
      phone: PHONE,
      email: null,
    });
    await server.db.query(
      `INSERT INTO vouchers (voucher_id, donation_id, position, status, delivered, received_name,
                             received_phone_enc, received_phone_hash)
       VALUES ($1, $2, $3, 2, $4, 'Josefa Ribeiro', $5, $6)`,
      [
        voucherId,
        donationId,
        500 + n,
        DELIVERED,
        sealed.received_phone_enc,
        sealed.received_phone_hash,
      ],
    );
  }
}

const newRound = { from: DAY, to: DAY, method: 'call', sizeKind: 'count', size: 12 };

beforeAll(async () => {
  server = await startTestServer({ workers: false, now: clock.now });
  ana = api(server, await server.tokenFor(demo.admin));
  olga = api(server, await server.tokenFor(demo.ouvidoria));
  rita = api(server, await server.tokenFor(demo.readonly));
  joao = api(server, await server.tokenFor(demo.joao));
  const [joaoDonation] = await donationIdsOf(server, demo.joao, 2);
  const [carlosDonation] = await server.db.query<{ donation_id: string }>(
    `SELECT d.donation_id FROM donations d JOIN users u ON u.id = d.leader_id
      WHERE u.login_hash = $1 ORDER BY d.created LIMIT 1`,
    [server.loginHash(demo.carlos)],
  );
  await deliveredCards(joaoDonation!, 'VJ', 20);
  await deliveredCards(carlosDonation!.donation_id, 'VC', 10);
  await refreshOverviewSummary(server.db);
});

afterAll(async () => {
  await server?.close();
});

async function createdRound(as: Call = ana): Promise<VerificationRoundResults> {
  // Each round a minute after the one before: 'the newest round' is then one round.
  clock.advance(60_000);
  const response = await as('POST', '/verification/rounds', newRound);
  expect(response.status, response.text).toBe(201);
  return response.json.round;
}

async function callsOf(roundId: string): Promise<VerificationCall[]> {
  const response = await ana('GET', `/verification/rounds/${roundId}`);
  expect(response.status, response.text).toBe(200);
  return (response.json as VerificationRoundDetails).calls;
}

describe('verification rounds', () => {
  it('draws a sample stratified by leader from the period’s deliveries, masked on the call list', async () => {
    const round = await createdRound();
    expect(round).toMatchObject({ population: 30, sampled: 12, recorded: 0, threshold: 0.8 });
    const calls = await callsOf(round.id);
    expect(calls).toHaveLength(12);
    // 12 − 2 = 10 beyond one each, split 19 : 9 of 28.
    expect(calls.filter((call) => call.voucherId.startsWith('VJ'))).toHaveLength(8);
    expect(calls.filter((call) => call.voucherId.startsWith('VC'))).toHaveLength(4);
    expect(calls[0]!.phoneMasked).toBe('(**) *****-4321');
    expect(JSON.stringify(calls)).not.toContain('98765');
    expect(JSON.stringify(calls)).not.toContain('Josefa');
  });

  it('draws the same sample again from the stored seed and population', async () => {
    const round = await createdRound();
    const check = await rita('GET', `/verification/rounds/${round.id}/check`);
    expect(check.status, check.text).toBe(200);
    expect(check.json).toEqual({ sameSample: true, sampled: 12 });
    const population = await server.db.query<{
      voucher_id: string;
      leader_id: string;
      alerted: boolean;
    }>('SELECT voucher_id, leader_id, alerted FROM verification_population WHERE round_id = $1', [
      round.id,
    ]);
    const redrawn = drawSample(
      population.map((row) => ({
        voucherId: row.voucher_id,
        leaderId: row.leader_id,
        anomalous: row.alerted,
      })),
      12,
      round.seed,
    );
    expect((await callsOf(round.id)).map((call) => call.voucherId)).toEqual(redrawn);
    // A list changed by hand no longer matches its draw.
    await server.db.query(
      `UPDATE verification_calls SET position = -position WHERE round_id = $1 AND position IN (1, 2)`,
      [round.id],
    );
    const tampered = await ana('GET', `/verification/rounds/${round.id}/check`);
    expect(tampered.json.sameSample).toBe(false);
  });

  it("turns a 'Não recebeu' into a complaint and the family-disputed alert", async () => {
    const round = await createdRound(olga);
    const [first] = await callsOf(round.id);
    const response = await olga(
      'POST',
      `/verification/rounds/${round.id}/calls/${first!.voucherId}`,
      {
        outcome: 'notReceived',
        note: 'Disse que a líder não passou lá.',
      },
    );
    expect(response.status, response.text).toBe(200);
    expect(response.json.call).toMatchObject({
      outcome: 'notReceived',
      note: 'Disse que a líder não passou lá.',
    });
    expect(response.json.call.complaintProtocol).toMatch(/^OUV-/);
    const [complaint] = await server.db.query<{
      category: string;
      channel: string;
      voucher_id: string;
    }>('SELECT category, channel, voucher_id FROM complaints WHERE protocol = $1', [
      response.json.call.complaintProtocol,
    ]);
    expect(complaint).toEqual({
      category: 'notReceived',
      channel: 'verification',
      voucher_id: first!.voucherId,
    });
    const [card] = await server.db.query<{ family_answer: string; donation_id: string }>(
      'SELECT family_answer, donation_id FROM vouchers WHERE voucher_id = $1',
      [first!.voucherId],
    );
    expect(card!.family_answer).toBe('notReceived');
    const alerts = await ana('GET', `/donations/${card!.donation_id}/review`);
    expect(alerts.status, alerts.text).toBe(200);
    expect(JSON.stringify(alerts.json)).toContain('familyNotReceived');
    // Final once recorded: a second outcome is refused and opens nothing.
    const again = await olga('POST', `/verification/rounds/${round.id}/calls/${first!.voucherId}`, {
      outcome: 'received',
    });
    expect(again.status).toBe(409);
  });

  it('gives each leader the share confirmed, its Wilson interval, and flags one whose interval ends under the threshold', async () => {
    const round = await createdRound();
    const calls = await callsOf(round.id);
    for (const call of calls) {
      const outcome = call.voucherId.startsWith('VC') ? 'notReceived' : 'received';
      const response = await ana(
        'POST',
        `/verification/rounds/${round.id}/calls/${call.voucherId}`,
        {
          outcome,
        },
      );
      expect(response.status, response.text).toBe(200);
    }
    const read = await rita('GET', `/verification/rounds/${round.id}`);
    expect(read.status).toBe(200);
    const { round: results, calls: ritaCalls } = read.json as VerificationRoundDetails;
    expect(ritaCalls).toEqual([]);
    const byName = Object.fromEntries(results.leaders.map((leader) => [leader.leaderName, leader]));
    const joaoRow = Object.values(byName).find((leader) => leader.sampled === 8)!;
    const carlosRow = Object.values(byName).find((leader) => leader.sampled === 4)!;
    expect(joaoRow).toMatchObject({ answered: 8, confirmed: 8, share: 1, flagged: false });
    expect(joaoRow.interval!.lower).toBeCloseTo(0.6756, 4);
    expect(carlosRow).toMatchObject({ answered: 4, confirmed: 0, share: 0, flagged: true });
    expect(carlosRow.interval!.upper).toBeCloseTo(0.4899, 4);
    expect(results.overall).toMatchObject({ sampled: 12, answered: 12, confirmed: 8 });
    // The overview's leaders' table carries the newest round's flag.
    const leaders = await rita('GET', '/overview/leaders?limit=50');
    expect(leaders.status, leaders.text).toBe(200);
    const flags = Object.fromEntries(
      (leaders.json.rows as { leaderId: string; verificationFlagged: boolean }[]).map((row) => [
        row.leaderId,
        row.verificationFlagged,
      ]),
    );
    expect(flags[carlosRow.leaderId]).toBe(true);
    expect(flags[joaoRow.leaderId]).toBe(false);
  });

  it("leaves 'Não atendeu' out of the share and lets the caller try again", async () => {
    const round = await createdRound();
    const [first] = await callsOf(round.id);
    const path = `/verification/rounds/${round.id}/calls/${first!.voucherId}`;
    expect((await ana('POST', path, { outcome: 'noAnswer' })).status).toBe(200);
    const read = await ana('GET', `/verification/rounds/${round.id}`);
    expect(read.json.round.overall).toMatchObject({ answered: 0, share: null, interval: null });
    expect((await ana('POST', path, { outcome: 'receivedWithProblem' })).status).toBe(400);
    const retried = await ana('POST', path, {
      outcome: 'receivedWithProblem',
      note: 'O cartão veio sem saldo.',
    });
    expect(retried.status, retried.text).toBe(200);
    expect(retried.json.call).toMatchObject({
      outcome: 'receivedWithProblem',
      note: 'O cartão veio sem saldo.',
    });
    // The note about the family goes when its card is anonymised; the outcome stays counted.
    await anonymiseVouchers(server.deps, [first!.voucherId], {
      action: 'retention_anonymised',
      actor: SERVER_ACTOR,
      detail: 'teste',
      now: clock.now(),
      duplicateWindowDays: 30,
    });
    const [call] = (await callsOf(round.id)).filter((c) => c.voucherId === first!.voucherId);
    expect(call).toMatchObject({ outcome: 'receivedWithProblem', note: null });
  });

  it('shows a phone whole only with a reason, and writes who read it in the access log', async () => {
    const round = await createdRound();
    const [first] = await callsOf(round.id);
    const path = `/verification/rounds/${round.id}/calls/${first!.voucherId}/phone`;
    const refused = await ana('POST', path, {});
    expect(refused.status).toBe(400);
    expect(await logged(first!.voucherId)).toEqual([]);
    const shown = await ana('POST', path, { reason: 'Ligação da verificação' });
    expect(shown.status, shown.text).toBe(200);
    expect(shown.json).toEqual({ phone: PHONE, receivedName: 'Josefa Ribeiro' });
    expect(shown.headers.get('cache-control')).toContain('no-store');
    expect(await logged(first!.voucherId)).toEqual([
      {
        action: 'verification_phone_revealed',
        actor_id: await server.userId(demo.admin),
        detail: 'Ligação da verificação',
      },
    ]);
    // A card that is not on this round's list is not shown, whoever asks.
    const other = await ana('POST', `/verification/rounds/${round.id}/calls/VJ9999/phone`, {
      reason: 'Ligação da verificação',
    });
    expect(other.status).toBe(404);
  });

  it('lets admins and the ombudsperson work a round, readonly read it, and nobody else in', async () => {
    const round = await createdRound();
    const [first] = await callsOf(round.id);
    const outcome = `/verification/rounds/${round.id}/calls/${first!.voucherId}`;
    expect((await rita('POST', '/verification/rounds', newRound)).status).toBe(403);
    expect((await rita('POST', outcome, { outcome: 'received' })).status).toBe(403);
    expect((await rita('POST', `${outcome}/phone`, { reason: 'Conferência' })).status).toBe(403);
    expect((await rita('GET', '/verification/rounds')).status).toBe(200);
    for (const [method, path, body] of [
      ['GET', '/verification/rounds', undefined],
      ['POST', '/verification/rounds', newRound],
      ['GET', `/verification/rounds/${round.id}`, undefined],
      ['POST', outcome, { outcome: 'received' }],
      ['POST', `${outcome}/phone`, { reason: 'Conferência' }],
    ] as const)
      expect((await joao(method, path, body)).status).toBe(403);
    expect((await api(server)('GET', '/verification/rounds')).status).toBe(401);
  });

  it('refuses a period without deliveries and a size that is not one', async () => {
    const empty = await ana('POST', '/verification/rounds', {
      ...newRound,
      from: '2020-01-01',
      to: '2020-01-02',
    });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe('Não há entregas neste período para sortear.');
    const percent = await ana('POST', '/verification/rounds', {
      ...newRound,
      sizeKind: 'percent',
      size: 150,
    });
    expect(percent.status).toBe(400);
  });
});

async function logged(voucherId: string) {
  return server.db.query<{ action: string; actor_id: string; detail: string | null }>(
    `SELECT action, actor_id, detail FROM access_log
      WHERE voucher_id = $1 AND action = 'verification_phone_revealed' ORDER BY seq`,
    [voucherId],
  );
}
