import { describe, expect, it } from 'vitest';
import { demo } from '#tests/server/harness.ts';
import { keyedApi } from '#tests/server/idempotency-fixtures.ts';
import { serverPerFile } from './server-per-file.ts';

// Finding 2 of the third review: a resend of a reveal or a data-subject export with the same
// Idempotency-Key got the stored answer (full CPF, phone, e-mail, photo) for 7 days, without an
// access-log entry, and still after the family was anonymised.

const { server } = serverPerFile();

/** Luzia Nascimento: a delivered card of Maria's donation still being delivered. */
const LUZIA_CPF = '85296374100';
/** Raimunda Costa, who has a phone on record. */
const RAIMUNDA_CPF = '31415926590';
const RAIMUNDA_PHONE = '11965432109';

async function cardOf(cpf: string): Promise<{ voucherId: string; donationId: string }> {
  const { db, deps } = server();
  const [row] = await db.query<{ voucher_id: string; donation_id: string }>(
    'SELECT voucher_id, donation_id FROM vouchers WHERE received_cpf_hash = ANY($1::text[])',
    [deps.protection.hashes('cpf', cpf)],
  );
  if (!row) throw new Error(`no seeded card for ${cpf}`);
  return { voucherId: row.voucher_id, donationId: row.donation_id };
}

async function accessEntries(action: string, voucherId: string): Promise<number> {
  const [row] = await server().db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM access_log WHERE action = $1 AND voucher_id = $2',
    [action, voucherId],
  );
  return row!.n;
}

describe('answers that hold personal data and Idempotency-Key', () => {
  it('none of those answers is stored for a replay', async () => {
    const admin = keyedApi(server(), await server().tokenFor(demo.admin));
    const stored = async () =>
      (
        await server().db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM idempotency_keys WHERE state = 'completed'",
        )
      )[0]!.n;
    const before = await stored();
    expect(
      (await admin('POST', '/privacy/subject', 'lookup-1', { cpf: RAIMUNDA_CPF })).status,
    ).toBe(200);
    expect(
      (await admin('POST', '/accounts/lookup', 'account-1', { login: demo.maria })).status,
    ).toBe(200);
    expect((await admin('POST', '/access-log/search', 'search-1', {})).status).toBe(200);
    expect(await stored()).toBe(before);
  });

  it('a reveal resent with its key runs again, is logged again, and is refused once anonymised; stored answers about its donation go', async () => {
    const admin = keyedApi(server(), await server().tokenFor(demo.admin));
    const card = await cardOf(LUZIA_CPF);
    const reveal = () =>
      admin('POST', `/voucher/${card.voucherId}/reveal`, 'reveal-luzia-1', {
        reason: 'Conferir a entrega com a família',
      });
    // A closing's answer is the review, with every delivery's position: kept for a replay...
    const close = () =>
      admin('POST', `/donations/${card.donationId}/close`, 'close-donation-1', {
        status: 5,
        reason: 'Cartões devolvidos à unidade',
      });

    const first = await reveal();
    expect(first.status, first.text).toBe(200);
    expect(first.json.receivedCpf.replace(/\D/g, '')).toBe(LUZIA_CPF);
    const resent = await reveal();
    expect(resent.status, resent.text).toBe(200);
    expect(resent.replayed).toBe(false);
    expect(await accessEntries('reveal', card.voucherId)).toBe(2);
    const closed = await close();
    expect(closed.status, closed.text).toBe(200);
    expect((await close()).replayed).toBe(true);

    const anonymised = await admin('POST', '/privacy/subject/anonymise', null, {
      cpf: LUZIA_CPF,
      reason: 'Pedido da titular',
    });
    expect(anonymised.status, anonymised.text).toBe(200);
    const afterErasure = await reveal();
    expect(afterErasure.status).toBe(409);
    expect(afterErasure.text).not.toContain(LUZIA_CPF);
    expect(afterErasure.text).not.toContain('Luzia');
    // ...until a family of that donation is anonymised: the resend runs again (and is refused,
    // the donation being closed already).
    const closeAgain = await close();
    expect(closeAgain.replayed).toBe(false);
    expect(closeAgain.status).toBe(409);
  });

  it('a data-subject export resent with its key is read and logged again, and holds nothing after anonymisation', async () => {
    const admin = keyedApi(server(), await server().tokenFor(demo.admin));
    const card = await cardOf(RAIMUNDA_CPF);
    const exportRecord = () =>
      admin('POST', '/privacy/subject/export', 'export-raimunda-1', { cpf: RAIMUNDA_CPF });

    const first = await exportRecord();
    expect(first.status, first.text).toBe(200);
    expect(first.json.content).toContain(RAIMUNDA_PHONE);
    const resent = await exportRecord();
    expect(resent.replayed).toBe(false);
    expect(await accessEntries('subject_export', card.voucherId)).toBe(2);

    await admin('POST', '/privacy/subject/anonymise', null, {
      cpf: RAIMUNDA_CPF,
      reason: 'Pedido da titular',
    });
    const afterErasure = await exportRecord();
    expect(afterErasure.status).toBe(200);
    expect(afterErasure.text).not.toContain(RAIMUNDA_PHONE);
    expect(afterErasure.text).not.toContain('Raimunda');
  });
});
