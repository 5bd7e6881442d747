import { describe, expect, it } from 'vitest';
import { api, demo } from '#tests/server/harness.ts';
import { firstDonationOf } from '#tests/server/route-fixtures.ts';
import { serverPerFile } from './server-per-file.ts';

// Finding 7 of the third review: reads of a person's data that wrote no access-log entry — a
// data-subject lookup or export that found no delivery (a staff member's e-mail and phone came
// back), lookups that found nothing (CPF fishing), readonly's reads of positions and comments,
// and /accounts/lookup (a staff member's whole CPF).

const { server } = serverPerFile();

/** A valid CPF nobody in the demo has. */
const NOBODY_CPF = '39053344705';

async function entriesSince(seq: number) {
  return server().db.query<{
    action: string;
    actor_role: string;
    donation_id: string | null;
    detail: string | null;
  }>('SELECT action, actor_role, donation_id, detail FROM access_log WHERE seq > $1 ORDER BY seq', [
    seq,
  ]);
}

async function lastSeq(): Promise<number> {
  const [row] = await server().db.query<{ seq: number | null }>(
    'SELECT max(seq)::int AS seq FROM access_log',
  );
  return row?.seq ?? 0;
}

describe('every read of a person’s data writes one access-log entry', () => {
  it('a data-subject lookup or export that finds nothing, or only an account', async () => {
    const admin = api(server(), await server().tokenFor(demo.admin));
    const before = await lastSeq();
    expect((await admin('POST', '/privacy/subject', { cpf: NOBODY_CPF })).status).toBe(200);
    // Rita has an account (e-mail, phone) and no delivery.
    const staff = await admin('POST', '/privacy/subject/export', { cpf: demo.readonly });
    expect(staff.status).toBe(200);
    expect(await entriesSince(before)).toEqual([
      {
        action: 'cpf_search',
        actor_role: 'admin',
        donation_id: null,
        detail: 'CPF ***.533.447-** · Titular dos dados · 0 resultados',
      },
      {
        action: 'cpf_search',
        actor_role: 'admin',
        donation_id: null,
        detail: 'CPF ***.654.321-** · Titular dos dados, exportação · 1 resultado',
      },
    ]);
  });

  it('an account looked up by CPF, found or not', async () => {
    const admin = api(server(), await server().tokenFor(demo.admin));
    const before = await lastSeq();
    expect((await admin('POST', '/accounts/lookup', { login: demo.joao })).status).toBe(200);
    expect((await admin('POST', '/accounts/lookup', { login: NOBODY_CPF })).status).toBe(404);
    expect((await entriesSince(before)).map((entry) => [entry.action, entry.detail])).toEqual([
      ['account_lookup', 'CPF ***.813.579-** · Contas · 1 resultado'],
      ['account_lookup', 'CPF ***.533.447-** · Contas · 0 resultados'],
    ]);
  });

  it('readonly reading where cards were delivered and the comments on them', async () => {
    const readonly = api(server(), await server().tokenFor(demo.readonly));
    const donationId = await firstDonationOf(server(), demo.maria, 3);
    const before = await lastSeq();
    expect((await readonly('GET', `/donations/${donationId}/review`)).status).toBe(200);
    expect((await readonly('GET', `/vouchers?donationId=${donationId}`)).status).toBe(200);
    expect((await readonly('GET', `/donations/${donationId}/details`)).status).toBe(200);
    const entries = await entriesSince(before);
    expect(entries.map((entry) => [entry.action, entry.actor_role, entry.donation_id])).toEqual([
      ['positions_viewed', 'readonly', donationId],
      ['comments_viewed', 'readonly', donationId],
      ['comments_viewed', 'readonly', donationId],
    ]);
    expect(entries[0]!.detail).toMatch(/^\d+ posiç(ão|ões) de entrega$/);
    expect(entries[1]!.detail).toBe('1 comentário');
  });

  it('a donation with nothing of anyone’s on it is read without an entry', async () => {
    const readonly = api(server(), await server().tokenFor(demo.readonly));
    const waiting = await firstDonationOf(server(), demo.joao, 1);
    const before = await lastSeq();
    expect((await readonly('GET', `/donations/${waiting}/review`)).status).toBe(200);
    expect((await readonly('GET', `/vouchers?donationId=${waiting}`)).status).toBe(200);
    expect(await entriesSince(before)).toEqual([]);
  });
});
