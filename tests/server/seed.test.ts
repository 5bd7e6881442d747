import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLogin } from '#server/identity/user-accounts.ts';
import { api, startTestServer, demo, type TestServer } from './harness.ts';
import { normalizeCpf } from '#contract/cpf.ts';
import { demoRecipients, demoUsers } from '#server/demo/demo-data.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Row = {
  donation_id: string;
  status: number;
  quantity: number;
  received: Date | null;
  receive_file_id: string | null;
};

const donationsOf = (login: string) =>
  server.db.query<Row>(
    `SELECT d.donation_id, d.status, d.quantity, d.received, d.receive_file_id
     FROM donations d JOIN users u ON u.id = d.leader_id WHERE u.login_hash = $1 ORDER BY d.status`,
    [server.loginHash(login)],
  );

const vouchersOf = (donationId: string) =>
  server.db.query<{
    voucher_id: string;
    status: number;
    position: number;
    photo_file_id: string | null;
  }>(
    'SELECT voucher_id, status, position, photo_file_id FROM vouchers WHERE donation_id = $1 ORDER BY position',
    [donationId],
  );

describe('demo data (docs/architecture.md A11)', () => {
  it('uses only CPFs the CPF rule accepts, 123.456.789-09 included', () => {
    const cpfs = [
      ...demoUsers.map((user) => user.cpf),
      ...demoRecipients.map((r) => r.cpf).filter((cpf) => cpf !== ''),
    ];
    expect(cpfs).toContain('12345678909');
    expect(cpfs.filter((cpf) => normalizeCpf(cpf) === null)).toEqual([]);
  });

  it('has the four demo accounts with their roles and names, logins sealed and found by their hash', async () => {
    const rows = await server.db.query<{
      id: string;
      login_enc: string;
      name: string;
      role: string | null;
    }>('SELECT id, login_enc, name, role FROM users WHERE login_hash = ANY($1) ORDER BY name', [
      [demo.admin, demo.maria, demo.joao, demo.readonly].map(server.loginHash),
    ]);
    for (const row of rows) expect(row.login_enc).not.toMatch(/\d{11}/);
    const users = rows.map((row) => ({
      login: openLogin(server.deps.protection, row.id, row.login_enc),
      name: row.name,
      role: row.role,
    }));
    expect(users).toEqual([
      { login: demo.admin, name: 'Ana Costa', role: 'admin' },
      { login: demo.joao, name: 'João Santos', role: 'leader' },
      { login: demo.maria, name: 'Maria da Silva', role: 'leader' },
      { login: demo.readonly, name: 'Rita Lima', role: 'readonly' },
    ]);
  });

  it('gives Maria one donation in every status 1–6, without terms or checklist', async () => {
    const donations = await donationsOf(demo.maria);
    expect(donations.map((d) => d.status)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const d of donations) {
      expect(d.donation_id).toMatch(/^[A-Z]{2}-\d{17}$/);
      expect(await vouchersOf(d.donation_id)).toHaveLength(d.quantity);
    }
    const received = donations.filter((d) => d.status >= 2 && d.status <= 4);
    expect(received.every((d) => d.received !== null && d.receive_file_id !== null)).toBe(true);
    const [gates] = await server.db.query<{ commitments: number; checklists: number }>(
      `SELECT (SELECT count(*)::int FROM commitments c JOIN users u ON u.id = c.user_id WHERE u.login_hash = $1) AS commitments,
              (SELECT count(*)::int FROM checklists c JOIN users u ON u.id = c.user_id WHERE u.login_hash = $1) AS checklists`,
      [server.loginHash(demo.maria)],
    );
    expect(gates).toEqual({ commitments: 0, checklists: 0 });
  });

  it("has Maria's delivering donation partly done: delivered, not delivered and pending vouchers", async () => {
    const delivering = (await donationsOf(demo.maria)).find((d) => d.status === 3)!;
    const vouchers = await vouchersOf(delivering.donation_id);
    const statuses = vouchers.map((v) => v.status);
    expect(statuses).toContain(2);
    expect(statuses).toContain(3);
    expect(statuses).toContain(1);
    // Sequential delivery: every pending voucher comes after the done ones.
    expect(statuses.indexOf(1)).toBeGreaterThan(statuses.lastIndexOf(3));
    expect(vouchers.filter((v) => v.status === 2).every((v) => v.photo_file_id !== null)).toBe(
      true,
    );
    for (const v of vouchers) expect(v.voucher_id).toMatch(/^\d{13}$/);
  });

  it('gives João accepted terms, two waiting donations of 3 vouchers and one received', async () => {
    const donations = await donationsOf(demo.joao);
    const waiting = donations.filter((d) => d.status === 1);
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    for (const d of waiting) expect(await vouchersOf(d.donation_id)).toHaveLength(3);
    const received = donations.filter((d) => d.status === 2);
    expect(received).toHaveLength(1);
    expect((await vouchersOf(received[0]!.donation_id)).length).toBeGreaterThan(0);
    const commitments = await server.db.query(
      'SELECT 1 FROM commitments c JOIN users u ON u.id = c.user_id WHERE u.login_hash = $1',
      [server.loginHash(demo.joao)],
    );
    expect(commitments).toHaveLength(1);
  });

  it('has sites in at least two states and three cities', async () => {
    const [counts] = await server.db.query<{ states: number; cities: number }>(
      'SELECT count(DISTINCT state)::int AS states, count(DISTINCT (state, city))::int AS cities FROM sites',
    );
    expect(counts!.states).toBeGreaterThanOrEqual(2);
    expect(counts!.cities).toBeGreaterThanOrEqual(3);
  });

  it('stores the demo photos as real PNG files', async () => {
    const [row] = await server.db.query<{ receive_file_id: string }>(
      'SELECT receive_file_id FROM donations WHERE receive_file_id IS NOT NULL LIMIT 1',
    );
    const file = await server.deps.files.read(row!.receive_file_id);
    expect(file?.contentType).toBe('image/png');
    expect(Array.from(file!.bytes.slice(0, 4))).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('makes the receipt and delivery photos reachable through the …/url links', async () => {
    const delivering = (await donationsOf(demo.maria)).find((d) => d.status === 3)!;
    const delivered = (await vouchersOf(delivering.donation_id)).find((v) => v.status === 2)!;
    // Staff open them (decision 123).
    const call = api(server, await server.tokenFor(demo.admin));
    for (const link of [
      `/donation/${delivering.donation_id}/url`,
      `/voucher/${delivered.voucher_id}/url`,
    ]) {
      const reply = await call('GET', link);
      expect(reply.status).toBe(200);
      const photo = await fetch(reply.json.url);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/png');
    }
  });
});
