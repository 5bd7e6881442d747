import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLogin } from '#server/identity/user-accounts.ts';
import { userField } from '#server/privacy/sealed-fields.ts';
import {
  api,
  demo,
  startTestServer,
  testClock,
  type ApiResponse,
  type TestServer,
} from './harness.ts';
import { csvForm, firstDonationOf, snapshot, tinyPng } from './route-fixtures.ts';
import { verifyPassword } from '#server/identity/passwords.ts';

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;
interface ChargeJson {
  _id: string;
  fileName: string;
  type: string;
  status: string;
  rows: number;
  errorCount: number;
  createdAt: string;
  errors?: { line: number; message: string }[];
}

const clock = testClock(new Date('2026-11-21T15:00:00.000Z'));
let server: TestServer;
let admin: Call;
let heliopolis: number;

beforeAll(async () => {
  server = await startTestServer({
    now: clock.now,
    env: { TOKEN_TTL_SECONDS: String(7 * 24 * 3600) },
  });
  admin = api(server, await server.tokenFor(demo.admin));
  const { json } = await admin('GET', '/sites');
  heliopolis = json.sites.find((s: { name: string }) => s.name === 'CEU Heliópolis').siteId;
});

afterAll(async () => {
  await server?.close();
});

/** Uploads a file and returns the Charge with its line errors. */
async function upload(
  type: string,
  content: string | Uint8Array,
  name?: string,
): Promise<ChargeJson> {
  clock.advance(60_000);
  const response = await admin('POST', `/load/${type}`, csvForm(content, name));
  expect(response.status, response.text).toBe(201);
  const detail = await admin('GET', `/load/${response.json._id}`);
  expect(detail.status).toBe(200);
  return detail.json;
}

/** A bad file: the reply carries the status and every line error, and no data table changes. */
async function uploadRejected(type: string, content: string | Uint8Array): Promise<ChargeJson> {
  const dataBefore = await dataTables();
  const charge = await upload(type, content);
  expect(await dataTables()).toBe(dataBefore);
  return charge;
}

async function dataTables(): Promise<string> {
  const all = await snapshot(server.db);
  // Loads and their errors are expected to grow; everything else must not.
  return all
    .split('\n')
    .filter((_, index) => index !== 4 && index !== 5)
    .join('\n');
}

const donationRow = async (id: string) => {
  const [row] = await server.db.query<{
    status: number;
    leader_id: string;
    login_enc: string;
    quantity: number;
  }>(
    'SELECT d.status, d.quantity, d.leader_id, u.login_enc FROM donations d JOIN users u ON u.id = d.leader_id WHERE donation_id = $1',
    [id],
  );
  return (
    row && {
      status: row.status,
      quantity: row.quantity,
      login: openLogin(server.deps.protection, row.leader_id, row.login_enc),
    }
  );
};

describe('site loads', () => {
  it('a Windows-1252 file with ; is read with its accents and applied', async () => {
    const text =
      'name;city;state\r\nCentro Comunitário Jaraguá;São José;sc\r\nCasa da Criança;Florianópolis;SC\r\n';
    const charge = await upload(
      'site',
      new Uint8Array(Buffer.from(text, 'latin1')),
      'unidades.csv',
    );
    expect(charge).toMatchObject({
      type: 'site',
      status: 'Processado com sucesso',
      rows: 2,
      errorCount: 0,
      fileName: 'unidades.csv',
      errors: [],
    });
    const { json } = await admin('GET', '/cities/SC');
    expect(json.cities).toEqual([
      { city: 'Florianópolis', state: 'SC' },
      { city: 'São José', state: 'SC' },
    ]);
  });

  it('any bad line applies nothing and lists each problem by line', async () => {
    const charge = await uploadRejected(
      'site',
      'name,city,state\nUnidade Boa,Recife,PE\nUnidade Ruim,Recife,XX\n\nceu heliopolis,Sao Paulo,SP\n',
    );
    expect(charge.status).toBe('Dados inconsistentes');
    expect(charge.errors).toEqual([
      { line: 3, message: 'UF inválida: XX.' },
      { line: 5, message: expect.stringMatching(/já cadastrada/) },
    ]);
  });
});

describe('donation loads', () => {
  it('creates donations waiting for receipt (CPF with or without mask)', async () => {
    const charge = await upload(
      'donation',
      `donationId,leaderLogin,siteId,quantity\nSP-20261121000000701,159.753.486-25,${heliopolis},2\nsp-20261121000000702,${demo.paulo},${heliopolis},3\n`,
    );
    expect(charge).toMatchObject({ status: 'Processado com sucesso', rows: 2, errorCount: 0 });
    expect(await donationRow('SP-20261121000000701')).toEqual({
      status: 1,
      quantity: 2,
      login: demo.paulo,
    });
    expect(await donationRow('SP-20261121000000702')).toEqual({
      status: 1,
      quantity: 3,
      login: demo.paulo,
    });
  });

  it('bad ids, leaders, sites and quantities apply nothing', async () => {
    const charge = await uploadRejected(
      'donation',
      [
        'donationId,leaderLogin,siteId,quantity',
        `SP-20261121000000801,${demo.paulo},${heliopolis},1`,
        `SP-801,${demo.paulo},${heliopolis},1`,
        `SP-20261121000000802,${demo.admin},${heliopolis},1`,
        `SP-20261121000000803,${demo.paulo},9999,0`,
        `SP-20261121000000801,${demo.paulo},${heliopolis},1`,
        `SP-20261121000000804,${demo.paulo},${heliopolis}`,
      ].join('\n'),
    );
    expect(charge.status).toBe('Dados inconsistentes');
    expect(charge.errors!.map((e) => e.line)).toEqual([3, 4, 5, 5, 6, 7]);
    expect(charge.errors!.find((e) => e.line === 6)!.message).toMatch(/repetido no arquivo/);
    expect(charge.errors!.find((e) => e.line === 7)!.message).toBe(
      'A linha tem 3 colunas; o cabeçalho tem 4.',
    );
    expect(await donationRow('SP-20261121000000801')).toBeUndefined();
  });

  it('only repeated ids → Dados duplicados', async () => {
    const charge = await uploadRejected(
      'donation',
      `donationId,leaderLogin,siteId,quantity\nSP-20261121000000701,${demo.paulo},${heliopolis},2\n`,
    );
    expect(charge).toMatchObject({ status: 'Dados duplicados', errorCount: 1 });
  });

  it('a file with more errors than are kept counts them all', async () => {
    const bad = Array.from(
      { length: 1_200 },
      (_, n) => `SP-2026112100000${1000 + n},${demo.paulo}`,
    );
    const charge = await uploadRejected(
      'donation',
      ['donationId,leaderLogin,siteId,quantity', ...bad].join('\n'),
    );
    expect(charge.errorCount).toBe(1_200);
    // The first 1,000 are kept by line, then one line says how many more there are.
    expect(charge.errors).toHaveLength(1_001);
    expect(charge.errors!.at(-1)).toEqual({ line: 1_002, message: '… e mais 200 erros.' });
  });
});

describe('voucher loads', () => {
  it('a UTF-8 file with BOM and ; appends cards in file order', async () => {
    const mariaWaiting = await firstDonationOf(server, demo.maria, 1);
    const text = `\uFEFFvoucherId;donationId\r\nV-701-A;SP-20261121000000701\r\nV-701-B;SP-20261121000000701\r\nV-EXTRA;${mariaWaiting}\r\n`;
    const charge = await upload('voucher', text);
    expect(charge).toMatchObject({ status: 'Processado com sucesso', rows: 3 });
    const { json } = await admin('GET', '/vouchers?donationId=SP-20261121000000701');
    expect(
      json.vouchers.map((v: { voucherId: string; position: number }) => [v.voucherId, v.position]),
    ).toEqual([
      ['V-701-A', 1],
      ['V-701-B', 2],
    ]);
    const maria = await admin('GET', `/vouchers?donationId=${mariaWaiting}`);
    expect(maria.json.vouchers.at(-1)).toMatchObject({ voucherId: 'V-EXTRA', position: 4 });
  });

  it('unknown or closed donations and repeated cards apply nothing', async () => {
    const complete = await firstDonationOf(server, demo.maria, 4);
    const charge = await uploadRejected(
      'voucher',
      `voucherId,donationId\nV-NEW-1,SP-20261121000000702\nV-NEW-2,SP-99999999999999999\nV-NEW-3,${complete}\nV-701-A,SP-20261121000000702\n`,
    );
    expect(charge.status).toBe('Dados inconsistentes');
    expect(charge.errors).toEqual([
      { line: 3, message: 'Doação SP-99999999999999999 não encontrada.' },
      { line: 4, message: `A doação ${complete} já foi encerrada.` },
      { line: 5, message: 'Cartão V-701-A já cadastrado.' },
    ]);
  });
});

describe('transfer loads', () => {
  it('hands unfinished donations to another leader, with a line in each one’s history', async () => {
    const charge = await upload(
      'transfer',
      `donationId,newLeaderLogin\nSP-20261121000000702,${demo.carlos}\n`,
      'transferencias-novembro.csv',
    );
    expect(charge.status).toBe('Processado com sucesso');
    expect((await donationRow('SP-20261121000000702'))!.login).toBe(demo.carlos);
    const review = await admin('GET', '/donations/SP-20261121000000702/review');
    expect(review.json.audit).toEqual([
      expect.objectContaining({
        action: 'transfer',
        fromLeaderName: 'Paulo Souza',
        toLeaderName: 'Carlos Pereira',
        actorName: 'Ana Costa',
        reason: 'Arquivo de transferência: transferencias-novembro.csv',
      }),
    ]);
  });

  it('finished donations, unknown leaders and the same leader apply nothing', async () => {
    const complete = await firstDonationOf(server, demo.maria, 4);
    const charge = await uploadRejected(
      'transfer',
      `donationId,newLeaderLogin\nSP-20261121000000701,${demo.joao}\n${complete},${demo.joao}\nSP-20261121000000702,459.621.938-90\nSP-20261121000000701,${demo.carlos}\n`,
    );
    expect(charge.status).toBe('Dados inconsistentes');
    expect(charge.errors!.map((e) => e.line)).toEqual([3, 4, 5]);
    expect((await donationRow('SP-20261121000000701'))!.login).toBe(demo.paulo);
  });
});

describe('user loads', () => {
  const header =
    'password,siteId,name,cpf,rg,phone,email,birthdate,deliveryLocation,deliveryCep,slums';

  it('creates leaders who sign in with the password column', async () => {
    const charge = await upload(
      'user',
      `${header}\nnovaSenha123,${heliopolis},Lúcia Ferreira,459.621.938-90,12.345.678-9,(11) 91234-5678,lucia@exemplo.org.br,15/03/1980,Rua A 10,04230-000,Heliópolis\n`,
    );
    expect(charge).toMatchObject({ status: 'Processado com sucesso', rows: 1 });

    // Her first sign-in asks her to choose her own (tests/security/password-policy.test.ts).
    const lucia = api(server, await server.tokenFor('459.621.938-90'));
    const { json } = await lucia('POST', '/cognito/sign-in', { login: '45962193890' });
    expect(json.role).toBe('leader');
    expect((await lucia('GET', '/profile')).json).toMatchObject({
      name: 'Lúcia Ferreira',
      email: 'lucia@exemplo.org.br',
    });
    const [stored] = await server.db.query<{
      id: string;
      birthdate_enc: string;
      delivery_cep_enc: string;
      password_hash: string;
    }>(
      'SELECT id, birthdate_enc, delivery_cep_enc, password_hash FROM users WHERE login_hash = $1',
      [server.loginHash('45962193890')],
    );
    const open = (column: 'birthdate' | 'delivery_cep', sealed: string) =>
      server.deps.protection.open(sealed, userField(column, stored!.id));
    expect(open('birthdate', stored!.birthdate_enc)).toBe('1980-03-15');
    expect(open('delivery_cep', stored!.delivery_cep_enc)).toBe('04230000');
    expect(stored!.birthdate_enc).not.toContain('1980');
    expect(stored!.password_hash).not.toContain('novaSenha123');
    expect(await verifyPassword('novaSenha123', stored!.password_hash)).toBe(true);
  });

  it('bad CPFs, short passwords, unknown sites and existing CPFs apply nothing', async () => {
    const charge = await uploadRejected(
      'user',
      [
        header,
        `senhaBoa123,${heliopolis},Pessoa Boa,${'41920279768'},,,boa@exemplo.org.br,,,,`,
        `senhaBoa123,${heliopolis},CPF Ruim,123.456.789-00,,,ruim@exemplo.org.br,,,,`,
        `curta,${heliopolis},Senha Curta,529.982.247-25,,,curta@exemplo.org.br,,,,`,
        `senhaBoa123,9999,Sem Unidade,${'41920279768'},,,sem@exemplo.org.br,31/02/1990,,123,`,
      ].join('\n'),
    );
    expect(charge.status).toBe('Dados inconsistentes');
    expect(charge.errors).toEqual([
      { line: 3, message: 'CPF inválido.' },
      { line: 4, message: 'A senha deve ter de 8 a 128 caracteres.' },
      { line: 4, message: 'CPF ***.982.247-** já cadastrado.' },
      { line: 5, message: 'CEP inválido: use 00000-000.' },
      { line: 5, message: expect.stringMatching(/^CPF \*\*\*\.202\.797-\*\* repetido no arquivo/) },
      { line: 5, message: 'Data de nascimento inválida: use DD/MM/AAAA.' },
      { line: 5, message: 'Unidade 9999 não encontrada.' },
    ]);
    const [count] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE login_hash = $1',
      [server.loginHash('41920279768')],
    );
    expect(count!.n).toBe(0);
  });
});

describe('files that are not what the type expects', () => {
  it('a header without the expected columns → Arquivo inválido', async () => {
    const charge = await uploadRejected('voucher', 'cartao,doacao\n1,SP-20261121000000701\n');
    expect(charge.status).toBe('Arquivo inválido');
    expect(charge.errors).toEqual([
      { line: 1, message: expect.stringMatching(/faltam as colunas voucherId, donationId/) },
    ]);
  });

  it('a header without data lines → Arquivo inválido', async () => {
    const charge = await uploadRejected('site', 'name,city,state\n\n');
    expect(charge.status).toBe('Arquivo inválido');
  });

  it.each([
    ['a PNG named .csv', tinyPng(), 'foto.csv'],
    ['an xlsx (zip) file', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'planilha.csv'],
    ['text with NUL bytes', new Uint8Array([0x61, 0x00, 0x62, 0x0a]), 'nul.csv'],
    ['an empty file', new Uint8Array(), 'vazio.csv'],
    [
      'a file that is not .csv',
      new TextEncoder().encode('name,city,state\nA,B,SP\n'),
      'unidades.xlsx',
    ],
  ])('%s → 400 and nothing recorded', async (_name, bytes, fileName) => {
    const before = await snapshot(server.db);
    const response = await admin('POST', '/load/site', csvForm(bytes, fileName));
    expect(response.status).toBe(400);
    expect(response.json.message).toMatch(/arquivo|Envie/i);
    expect(await snapshot(server.db)).toBe(before);
  });

  it('an unknown type or a missing file → 400', async () => {
    const unknown = await admin('POST', '/load/pacote', csvForm('a\n1\n'));
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toMatch(/Tipo de carga inválido/);
    const noFile = await admin('POST', '/load/site', new FormData());
    expect(noFile.status).toBe(400);
    const json = await admin('POST', '/load/site', { file: 'name,city,state' });
    expect(json.status).toBe(400);
  });
});

describe('GET /load', () => {
  it('lists every load newest first with its counts', async () => {
    const { json } = await admin('GET', '/load');
    const dates = json.loads.map((l: ChargeJson) => l.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(json.loads[0]).toEqual({
      _id: expect.any(String),
      fileName: 'carga.csv',
      createdAt: clock.now().toISOString(),
      type: 'site',
      status: 'Arquivo inválido',
      rows: 0,
      errorCount: 1,
    });
  });

  it('an unknown load id → 404', async () => {
    expect((await admin('GET', '/load/00000000-0000-0000-0000-000000000000')).status).toBe(404);
    expect((await admin('GET', '/load/nao-existe')).status).toBe(404);
  });
});

describe('an upload with an Idempotency-Key', () => {
  it('is loaded once: its resend gets the first answer and adds nothing', async () => {
    const token = await server.tokenFor(demo.admin);
    const send = () =>
      fetch(`${server.baseUrl}/api/load/site`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'carga-unidade-chave-1' },
        body: csvForm('name;city;state\nUnidade Chave;Recife;PE\n'),
      });
    const first = await send();
    expect(first.status).toBe(201);
    const again = await send();
    expect(again.status).toBe(201);
    expect((await again.json())._id).toBe((await first.json())._id);
    expect(
      await server.db.query(`SELECT name FROM sites WHERE name = 'Unidade Chave'`),
    ).toHaveLength(1);
  });
});
