import { describe, expect, it } from 'vitest';
import { api, demo } from '#tests/server/harness.ts';
import { serverPerFile } from './server-per-file.ts';

// Finding 15's last part: the desk's filter by a leader's CPF put the CPF in a query string
// (`/filter/donation?leaderCpf=`) and in the admin's saved filter. The CPF now goes once, in a
// body, for the leader's id, and that lookup is recorded like an account's.

const { server } = serverPerFile();

const lookups = () =>
  server().db.query<{ action: string; detail: string }>(
    "SELECT action, detail FROM access_log WHERE action = 'account_lookup' ORDER BY seq",
  );

describe("a leader found by CPF for the desk's filter", () => {
  it('answers her id and name to an admin, recorded with the CPF masked; the filter then takes the id', async () => {
    const admin = api(server(), await server().tokenFor(demo.admin));
    const found = await admin('POST', '/leaders/by-cpf', { login: '111.444.777-35' });
    expect(found.status, found.text).toBe(200);
    expect(found.json).toEqual({ id: expect.any(String), name: expect.any(String) });
    expect(found.text).not.toContain('11144477735');

    const byId = await admin('GET', `/filter/donation?leaderId=${found.json.id}`);
    const byCpf = await admin('GET', `/filter/donation?leaderCpf=${demo.maria}`);
    expect(byId.json.total).toBeGreaterThan(0);
    expect(byId.json.total).toBe(byCpf.json.total);

    const missing = await admin('POST', '/leaders/by-cpf', { login: '529.982.247-25' });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe(
      'Nenhuma liderança com este CPF. Confira os números digitados.',
    );
    expect((await lookups()).slice(-2)).toEqual([
      { action: 'account_lookup', detail: 'CPF ***.444.777-** · Filtro de doações · 1 resultado' },
      { action: 'account_lookup', detail: 'CPF ***.982.247-** · Filtro de doações · 0 resultados' },
    ]);
  });

  it('is refused to readonly and leaders, who never filter by CPF', async () => {
    for (const login of [demo.readonly, demo.maria]) {
      const call = api(server(), await server().tokenFor(login));
      expect((await call('POST', '/leaders/by-cpf', { login: demo.maria })).status).toBe(403);
    }
  });
});

describe('the leader search by name (GET /leaders?name=)', () => {
  it("answers each leader's CPF masked, and a donation is registered by the id it gives", async () => {
    const admin = api(server(), await server().tokenFor(demo.admin));
    const found = await admin('GET', '/leaders?name=Maria');
    expect(found.status, found.text).toBe(200);
    const leaders = found.json.leaders as { id: string; name: string; login: string }[];
    expect(leaders.length).toBeGreaterThan(0);
    for (const leader of leaders) expect(leader.login).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
    expect(found.text).not.toContain(demo.maria);

    const registered = await admin('POST', '/donations', {
      leaderId: leaders[0]!.id,
      siteId: 1,
      donationId: 'SP-20261121000000777',
      quantity: 2,
      sentDate: '2026-11-21',
    });
    expect(registered.status, registered.text).toBe(201);
    expect(registered.json.leaderName).toBe(leaders[0]!.name);
  });
});
