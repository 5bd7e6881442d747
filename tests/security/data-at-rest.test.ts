/**
 * No identifier at rest in clear (docs/privacy.md): after the real server (server/main.ts, as
 * `npm start` runs it) has seeded the demo data, taken a delivery with a CPF and a phone, loaded
 * leaders from a charge file, and made a complete export that was downloaded, no CPF, phone or
 * e-mail of anyone appears in any file under DATA_DIR: PGlite's tables, its write-ahead log, the
 * stored files, the reports.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoRecipients, demoUsers, DEMO_PASSWORD } from '#server/demo/demo-data.ts';
import { freshDatabase, onPostgres } from '#tests/server/harness.ts';
import { signInWithCode } from '#tests/support/hosted-sign-in.ts';
import { form, location, pngFile } from '#tests/server/route-fixtures.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

const NEW_LEADER = { cpf: '45962193890', phone: '11955554444', email: 'nova.lider@exemplo.org.br' };
const NEW_FAMILY = {
  cpf: '27182818205',
  phone: '21977776666',
  email: 'familia.nova@exemplo.org.br',
};

/** Every way a CPF or a phone could be written down: digits, masked, formatted. */
function spellings(digits: string): string[] {
  const all = [digits];
  if (digits.length === 11 && digits.startsWith('1') === false)
    all.push(
      `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`,
    );
  if (digits.length === 11)
    all.push(`(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`);
  return all;
}

/** What must not be found: everyone's CPF, phone and e-mail, seeded or sent during the test. */
function secrets(): string[] {
  const cpfs = [
    ...demoUsers.map((user) => user.cpf.replace(/\D/g, '')),
    ...demoRecipients.map((r) => r.cpf),
    NEW_LEADER.cpf,
    NEW_FAMILY.cpf,
  ];
  // The seed's leader phones (server/demo/seed.ts).
  const leaderPhones = demoUsers.flatMap((user, index) =>
    user.role === 'leader' ? [`1198${String(7654321 + index * 7919).slice(-7)}`] : [],
  );
  const phones = [
    ...demoRecipients.map((r) => r.phone),
    ...leaderPhones,
    NEW_LEADER.phone,
    NEW_FAMILY.phone,
  ];
  const emails = [
    ...demoUsers.map((user) => user.email),
    ...demoRecipients.map((r) => r.email),
    NEW_LEADER.email,
    NEW_FAMILY.email,
  ];
  const masked = cpfs
    .filter(Boolean)
    .map((d) => `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`);
  return [
    ...new Set(
      [...cpfs, ...masked, ...phones.flatMap(spellings), ...emails].filter(
        (value) => value.length > 0,
      ),
    ),
  ];
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

let dataDir: string;
let server: ServerProcess;

describe.skipIf(onPostgres)('identifiers at rest under DATA_DIR', () => {
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cestas-at-rest-'));
    server = await startServerProcess({
      DATA_DIR: dataDir,
      ...(await freshDatabase(dataDir)),
      SEED_DEMO_DATA: 'true',
    });
    if (!server.output().includes('"seeded":true'))
      throw new Error(`server did not seed:\n${server.output()}`);
    const call =
      (token: string) =>
      (method: string, apiPath: string, body?: BodyInit, headers: Record<string, string> = {}) =>
        fetch(`${server.baseUrl}/api${apiPath}`, {
          method,
          body,
          headers: { authorization: `Bearer ${token}`, ...headers },
        });
    const admin = call(
      (await signInWithCode(server.baseUrl, '529.982.247-25', DEMO_PASSWORD)).id_token,
    );
    const joao = call(
      (await signInWithCode(server.baseUrl, '246.813.579-28', DEMO_PASSWORD)).id_token,
    );
    // A wrong password typed with a CPF: the throttle counts it.
    await signInWithCode(server.baseUrl, NEW_FAMILY.cpf, 'errada').catch(() => undefined);

    // João confirms today's health checklist (R8.12), then delivers a card to a new family, as
    // the outbox sends it (with an idempotency key).
    expect((await joao('POST', '/checklist')).status).toBe(201);
    const donations = (await (await joao('GET', '/donations')).json()).donations as {
      donationId: string;
      status: number;
    }[];
    const received = donations.find((d) => d.status === 2)!;
    const cards = (await (await joao('GET', `/vouchers?donationId=${received.donationId}`)).json())
      .vouchers as { voucherId: string }[];
    const delivery = form(
      {
        ...location,
        voucherId: cards[0]!.voucherId,
        delivered: 'true',
        receivedName: 'Família Nova',
        receivedCpf: NEW_FAMILY.cpf,
        receivedContactNumber: NEW_FAMILY.phone,
        receivedEmail: NEW_FAMILY.email,
      },
      { donateDonationFile: pngFile(120) },
    );
    expect(
      (
        await joao('POST', `/donations/${received.donationId}/donate`, delivery, {
          'idempotency-key': 'a1b2c3d4-0000-4000-8000-000000000001',
        })
      ).status,
    ).toBe(204);

    // Leaders loaded from a charge file (kept in the file store until its job ends).
    const sites = (await (await admin('GET', '/sites')).json()).sites as { siteId: number }[];
    const csv = `password,siteId,name,cpf,rg,phone,email,birthdate,deliveryLocation,deliveryCep,slums\nsenhaBoa123,${sites[0]!.siteId},Nova Líder,${NEW_LEADER.cpf},12345678,${NEW_LEADER.phone},${NEW_LEADER.email},15/03/1980,Rua A,04230-000,Vila\n`;
    const upload = new FormData();
    upload.set('file', new Blob([csv], { type: 'text/csv' }), 'lideres.csv');
    expect((await (await admin('POST', '/load/user', upload)).json()).status).toBe(
      'Processado com sucesso',
    );

    // A complete export of the cards and of the leaders, each downloaded.
    for (const [type, filter] of [
      ['voucher', { leaderName: 'João' }],
      ['users', {}],
    ] as const) {
      const created = await (
        await admin('POST', `/reports/${type}?complete=true`, JSON.stringify(filter), {
          'content-type': 'application/json',
        })
      ).json();
      const url = await vi.waitFor(
        async () => {
          const answer = await admin('GET', `/report/${created.id}/url`);
          expect(answer.status).toBe(200);
          return ((await answer.json()) as { url: string }).url;
        },
        { timeout: 60_000, interval: 200 },
      );
      expect(await (await fetch(url)).text()).toContain(
        type === 'voucher' ? NEW_FAMILY.email : NEW_LEADER.email,
      );
    }
    await server.stop();
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('no CPF, phone or e-mail in any file, the database and its write-ahead log included', async () => {
    const needles = secrets().map((secret) => ({ secret, bytes: Buffer.from(secret, 'utf8') }));
    const found: string[] = [];
    let files = 0;
    for await (const file of filesUnder(dataDir)) {
      files += 1;
      const bytes = await fs.readFile(file);
      for (const needle of needles)
        if (bytes.includes(needle.bytes))
          found.push(`${path.relative(dataDir, file)}: ${needle.secret}`);
    }
    expect(files).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });

  it('the keys that seal them are in their own private file', async () => {
    const keys = path.join(dataDir, 'data-keys.json');
    expect((await fs.stat(keys)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await fs.readFile(keys, 'utf8'))).toMatchObject({
      encryption: { active: expect.any(String) },
      hashing: { active: expect.any(String) },
    });
  });
});
