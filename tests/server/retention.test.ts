/**
 * Retention (docs/privacy.md): RETENTION_DAYS after a donation closed, the durable job anonymises
 * its families' data; counts, statuses, dates and leaders stay; the CPF's keyed hash stays while
 * the duplicate check needs it, then goes. Driven with the server's clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, demo, startTestServer, testClock, type TestServer } from './harness.ts';
import { firstDonationOf } from './route-fixtures.ts';
import { runRetention } from '#server/domain/retention/retention.ts';
import { anonymiseVouchers } from '#server/domain/retention/anonymise-vouchers.ts';
import { SERVER_ACTOR } from '#server/domain/access-log/record-access.ts';
import { insertPendingCharge } from '#server/domain/charges/charge-queries.ts';
import { randomUUID } from 'node:crypto';

const DAY = 24 * 60 * 60 * 1000;
const start = new Date('2026-11-21T15:00:00.000Z');
const clock = testClock(start);
let server: TestServer;
let donationId: string;

beforeAll(async () => {
  // No workers: the test runs retention itself, so the daily job cannot run in between.
  server = await startTestServer({
    now: clock.now,
    workers: false,
    env: {
      TOKEN_TTL_SECONDS: String(400 * 24 * 3600),
      RETENTION_DAYS: '365',
      DUPLICATE_WINDOW_DAYS: '30',
    },
  });
  // Maria's completed donation: three cards, two delivered (Josefa with CPF, Antônio without), one not.
  donationId = await firstDonationOf(server, demo.maria, 4);
});

afterAll(async () => {
  await server?.close();
});

type Card = {
  voucher_id: string;
  status: number;
  received_name: string | null;
  received_cpf_enc: string | null;
  received_cpf_hash: string | null;
  received_phone_enc: string | null;
  leader_comment: string | null;
  lat: number | null;
  photo_file_id: string | null;
  anonymised_at: Date | null;
};
const cardsOf = () =>
  server.db.query<Card>(
    `SELECT voucher_id, status, received_name, received_cpf_enc, received_cpf_hash, received_phone_enc, leader_comment, lat, photo_file_id, anonymised_at
       FROM vouchers WHERE donation_id = $1 ORDER BY position`,
    [donationId],
  );
const settings = { retentionDays: 365, duplicateWindowDays: 30 };
const run = () => runRetention(server.deps, settings, clock.now());

describe('retention', () => {
  let photos: string[];
  let counts: unknown;

  it('keeps everything until RETENTION_DAYS after the donation closed', async () => {
    photos = (await cardsOf()).flatMap((card) => (card.photo_file_id ? [card.photo_file_id] : []));
    expect(photos.length).toBeGreaterThan(0);
    counts = (
      await api(server, await server.tokenFor(demo.admin))(
        'GET',
        `/donations/${donationId}/details`,
      )
    ).json;
    clock.set(new Date(start.getTime() + 300 * DAY));
    expect((await run()).anonymised).toBe(0);
    expect((await cardsOf()).every((card) => card.anonymised_at === null)).toBe(true);
  });

  it('then anonymises: name, identifiers, comment and photos go, GPS is rounded, the count stays', async () => {
    clock.set(new Date(start.getTime() + 400 * DAY));
    // Maria's three cards, and those of the other donations closed as long ago.
    expect((await run()).anonymised).toBeGreaterThanOrEqual(3);
    const cards = await cardsOf();
    const [josefa, antonio, notDelivered] = cards;
    expect(josefa).toMatchObject({
      received_name: 'Anonimizado',
      received_cpf_enc: null,
      received_phone_enc: null,
      photo_file_id: null,
    });
    expect(antonio!.received_name).toBe('Anonimizado');
    expect(notDelivered).toMatchObject({ received_name: null, leader_comment: null, status: 3 });
    for (const card of cards) {
      expect(card.anonymised_at).not.toBeNull();
      expect(Math.abs(Number(card.lat) * 100 - Math.round(Number(card.lat) * 100))).toBeLessThan(
        1e-6,
      );
    }
    // The delivery was more than the duplicate window ago: nothing is left to find them by.
    expect(josefa!.received_cpf_hash).toBeNull();
    for (const photo of photos) expect(await server.deps.files.read(photo)).toBeNull();

    const admin = api(server, await server.tokenFor(demo.admin));
    const details = (await admin('GET', `/donations/${donationId}/details`)).json;
    const { vouchers: _after, ...summary } = details;
    const { vouchers: _before, ...original } = counts as typeof details;
    expect(summary).toEqual(original);
    expect((await admin('GET', `/voucher/${josefa!.voucher_id}`)).json.voucher).toMatchObject({
      receivedName: 'Anonimizado',
      receivedCpf: null,
      hasPhoto: false,
      anonymisedAt: clock.now().toISOString(),
    });
    expect(
      (await admin('POST', `/voucher/${josefa!.voucher_id}/reveal`, { reason: 'conferir' })).json
        .message,
    ).toBe('Os dados desta família foram anonimizados.');
  });

  it('is recorded in the access log as the server’s own action, once per card', async () => {
    const entries = await server.db.query<{
      action: string;
      actor_id: string | null;
      voucher_id: string;
    }>(
      "SELECT action, actor_id, voucher_id FROM access_log WHERE action = 'retention_anonymised' AND donation_id = $1",
      [donationId],
    );
    expect(entries).toHaveLength(3);
    expect(entries.every((entry) => entry.actor_id === null)).toBe(true);
    expect((await run()).anonymised).toBe(0);
  });

  it('keeps a recent delivery’s CPF hash for the duplicate check, then drops it', async () => {
    // A delivery 10 days before an anonymisation: its hash outlives it by the window's 20 days left.
    const [card] = await server.db.query<{ voucher_id: string }>(
      'SELECT voucher_id FROM vouchers WHERE donation_id = $1 ORDER BY position LIMIT 1',
      [await firstDonationOf(server, demo.joao, 1)],
    );
    const delivered = new Date(clock.now().getTime() - 10 * DAY);
    await server.db.query(
      "UPDATE vouchers SET status = 2, received_name = 'Luzia', received_cpf_hash = $2, delivered = $3 WHERE voucher_id = $1",
      [card!.voucher_id, server.deps.protection.hash('cpf', '85296374100'), delivered],
    );
    await anonymiseVouchers(server.deps, [card!.voucher_id], {
      action: 'retention_anonymised',
      actor: SERVER_ACTOR,
      detail: 'teste',
      now: clock.now(),
      duplicateWindowDays: 30,
    });
    const hashOf = async () =>
      (
        await server.db.query<{ h: string | null }>(
          'SELECT received_cpf_hash AS h FROM vouchers WHERE voucher_id = $1',
          [card!.voucher_id],
        )
      )[0]!.h;
    expect(await hashOf()).not.toBeNull();
    clock.advance(19 * DAY);
    expect((await run()).hashesDropped).toBe(0);
    clock.advance(2 * DAY);
    expect((await run()).hashesDropped).toBe(1);
    expect(await hashOf()).toBeNull();
  });

  it('removes a charge file nothing refers to a day after it was stored, and keeps a load’s', async () => {
    const csv = new TextEncoder().encode('voucherId;donationId\n');
    const abandoned = await server.deps.files.save(csv, 'text/csv', 'cartoes.csv');
    const recent = await server.deps.files.save(csv, 'text/csv', 'cartoes.csv');
    // A load still waiting for its job holds its file.
    const kept = await server.deps.files.save(csv, 'text/csv', 'cartoes.csv');
    const [admin] = await server.db.query<{ id: string }>(
      `SELECT id FROM users WHERE role = 'admin' LIMIT 1`,
    );
    await insertPendingCharge(server.db, {
      id: randomUUID(),
      fileName: 'cartoes.csv',
      type: 'voucher',
      fileId: kept,
      createdBy: admin!.id,
      createdAt: clock.now(),
    });
    // Two days old by the run's clock and by the database's, which wrote created_at.
    const twoDaysBefore = new Date(Math.min(clock.now().getTime(), Date.now()) - 2 * DAY);
    await server.db.query('UPDATE files SET created_at = $2 WHERE id = ANY($1::uuid[])', [
      [abandoned, kept],
      twoDaysBefore,
    ]);
    await server.db.query('UPDATE files SET created_at = $2 WHERE id = $1', [recent, clock.now()]);
    await run();
    expect(await server.deps.files.read(abandoned)).toBeNull();
    expect(await server.deps.files.read(recent)).not.toBeNull();
    expect(await server.deps.files.read(kept)).not.toBeNull();
  });
});
