import { describe, expect, it } from 'vitest';
import { accessLogFilterMessages } from '#contract/access-log.ts';
import { hasValidCpfDigits } from '#contract/cpf.ts';
import { api, demo } from '#tests/server/harness.ts';
import { CPF_SEARCH_LIMITS } from '#server/domain/access-log/cpf-searches.ts';
import { leaderCpfStaffOnly } from '#server/domain/donations/donation-filter.ts';
import { serverPerFile } from './server-per-file.ts';

// Finding 3 of the third review: from a masked `***.456.789-**` an admin found the whole CPF in at
// most 1,000 searches of the access log by CPF, neither logged nor throttled; readonly did the
// same with the donation filter's `leaderCpf` and a leader's masked CPF.

const { server, clock } = serverPerFile();

const JOSEFA_CPF = '12345678909';
const MINUTE = 60_000;

/** The CPFs a masked `***.456.789-**` may be, in order: one per first three digits. */
function candidatesOf(middle: string, count: number): string[] {
  const found: string[] = [];
  for (let first = 0; found.length < count && first < 1000; first++) {
    const nine = `${String(first).padStart(3, '0')}${middle}`;
    for (let check = 0; check < 100; check++) {
      const cpf = `${nine}${String(check).padStart(2, '0')}`;
      if (hasValidCpfDigits(cpf)) {
        found.push(cpf);
        break;
      }
    }
  }
  return found;
}

async function cpfSearchEntries(): Promise<{ detail: string; actor_role: string }[]> {
  return server().db.query<{ detail: string; actor_role: string }>(
    "SELECT detail, actor_role FROM access_log WHERE action = 'cpf_search' ORDER BY seq",
  );
}

describe('the access log searched by CPF', () => {
  it('needs a reason, and is recorded with the CPF masked, where, why and how many results', async () => {
    const admin = api(server(), await server().tokenFor(demo.admin));
    const withoutReason = await admin('POST', '/access-log/search', { cpf: JOSEFA_CPF });
    expect(withoutReason.status).toBe(400);
    expect(withoutReason.json.message).toBe(accessLogFilterMessages.reason);

    const found = await admin('POST', '/access-log/search', {
      cpf: JOSEFA_CPF,
      reason: 'Pedido da titular, protocolo 12',
    });
    expect(found.status, found.text).toBe(200);
    const [entry] = (await cpfSearchEntries()).slice(-1);
    expect(entry!.detail).toBe(
      `CPF ***.456.789-** · Registro de acessos · ${found.json.total} ${found.json.total === 1 ? 'resultado' : 'resultados'} · motivo: Pedido da titular, protocolo 12`,
    );
    expect(entry!.detail).not.toContain(JOSEFA_CPF);
  });

  it('is throttled per person, and a search that finds nothing counts as much as one that does', async () => {
    clock.advance(25 * 60 * MINUTE);
    const admin = api(server(), await server().tokenFor(demo.admin));
    const [hourly] = CPF_SEARCH_LIMITS;
    // The candidates of a masked CPF, from the first one on: most find nothing.
    const candidates = candidatesOf('456789', hourly.searches + 1);
    const statuses: number[] = [];
    for (const cpf of candidates) {
      const answer = await admin('POST', '/access-log/search', { cpf, reason: 'Tentativa' });
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(answer.json.message).toMatch(/^Você fez muitas pesquisas por CPF em pouco tempo/);
      }
    }
    expect(statuses.slice(0, hourly.searches).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // The data-subject lookup is a search by CPF too, and shares the count.
    expect((await admin('POST', '/privacy/subject', { cpf: JOSEFA_CPF })).status).toBe(429);
    // An hour later she may search again.
    clock.advance(hourly.windowMs);
    const later = api(server(), await server().tokenFor(demo.admin));
    expect(
      (await later('POST', '/access-log/search', { cpf: JOSEFA_CPF, reason: 'Pedido da titular' }))
        .status,
    ).toBe(200);
  });
});

describe("readonly staff and a leader's CPF", () => {
  it('filter donations by the leader chosen on the overview, never by a CPF', async () => {
    const readonly = api(server(), await server().tokenFor(demo.readonly));
    const byCpf = await readonly('GET', `/filter/donation?leaderCpf=${demo.maria}`);
    expect(byCpf.status).toBe(403);
    expect(byCpf.json.message).toBe(leaderCpfStaffOnly);

    const mariaId = await server().userId(demo.maria);
    const byId = await readonly('GET', `/filter/donation?leaderId=${mariaId}`);
    expect(byId.status, byId.text).toBe(200);
    expect(byId.json.donations.length).toBeGreaterThan(0);
  });

  it('an admin, who sees leaders’ CPFs whole, still filters by one', async () => {
    const admin = api(server(), await server().tokenFor(demo.admin));
    expect((await admin('GET', `/filter/donation?leaderCpf=${demo.maria}`)).status).toBe(200);
  });
});
