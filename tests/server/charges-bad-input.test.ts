import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/db.ts';
import { runChargeJob } from '#server/domain/charges/charge-job.ts';
import { insertPendingCharge } from '#server/domain/charges/charge-queries.ts';
import { CSV_MAX_BYTES } from '#server/shared/upload-limits.ts';
import { CHARGE_MAX_BYTES } from '#src/features/charges/add/charge-upload.ts';
import { api, demo, startTestServer, type ApiResponse, type TestServer } from './harness.ts';
import { csvForm, firstDonationOf, snapshot, tinyPng } from './route-fixtures.ts';

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;
interface ChargeJson {
  _id: string;
  status: string;
  rows: number;
  errors: { line: number; message: string }[];
}

let server: TestServer;
let admin: Call;
let siteId: number;
let waitingDonation: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = api(server, await server.tokenFor(demo.admin));
  siteId = (await admin('GET', '/sites')).json.sites[0].siteId;
  waitingDonation = await firstDonationOf(server, demo.joao, 1);
});

afterAll(async () => {
  await server?.close();
});

/** Every table but the loads and their errors, which a refused file is expected to add to. */
async function dataTables(): Promise<string> {
  return (await snapshot(server.db))
    .split('\n')
    .filter((_, index) => index !== 4 && index !== 5)
    .join('\n');
}

/** Uploads a file the server records but does not apply; returns the load with its line errors. */
async function refused(type: string, content: string | Uint8Array): Promise<ChargeJson> {
  const before = await dataTables();
  const response = await admin('POST', `/load/${type}`, csvForm(content));
  expect(response.status, response.text).toBe(201);
  expect(response.json.status).not.toBe('Processado com sucesso');
  expect(await dataTables()).toBe(before);
  return (await admin('GET', `/load/${response.json._id}`)).json;
}

/** Uploads a file the server refuses outright: 400/413, nothing recorded, the reason in `message`. */
async function rejected(
  type: string,
  content: string | Uint8Array,
  name = 'carga.csv',
): Promise<ApiResponse> {
  const before = await snapshot(server.db);
  const response = await admin('POST', `/load/${type}`, csvForm(content, name));
  expect(await snapshot(server.db)).toBe(before);
  return response;
}

describe('files the server refuses without recording them', () => {
  it('an empty file', async () => {
    const response = await rejected('voucher', '');
    expect(response.status).toBe(400);
    expect(response.json.message).toBe(
      'O arquivo está vazio: envie a planilha .csv com o cabeçalho e as linhas de dados.',
    );
  });

  it('a binary file renamed .csv (an xlsx, a photo)', async () => {
    const xlsx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00]);
    for (const bytes of [xlsx, tinyPng()]) {
      const response = await rejected('voucher', bytes, 'cartoes.csv');
      expect(response.status).toBe(400);
      expect(response.json.message).toBe(
        'Arquivo inválido: envie uma planilha .csv (texto separado por vírgula ou ponto e vírgula).',
      );
    }
  });

  it('the limit the form shows and checks is the server’s', () => {
    expect(CHARGE_MAX_BYTES).toBe(CSV_MAX_BYTES);
  });

  it(`a file over the ${CSV_MAX_BYTES / 1024 / 1024} MB limit`, async () => {
    const line = `CARTAO-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXX,${waitingDonation}\n`;
    const big = `voucherId,donationId\n${line.repeat(Math.ceil(CSV_MAX_BYTES / line.length) + 10)}`;
    expect(big.length).toBeGreaterThan(CSV_MAX_BYTES);
    const response = await rejected('voucher', big);
    expect(response.status).toBe(413);
    expect(response.json.message).toBe(
      'Arquivo maior que o limite de 20 MB. Divida a planilha em arquivos menores.',
    );
  });
});

describe('files recorded with their problems and not applied', () => {
  it('the wrong type for the file’s columns names the type the columns belong to', async () => {
    const charge = await refused(
      'voucher',
      `donationId,leaderLogin,siteId,quantity\nSP-20261121000000901,${demo.paulo},${siteId},2\n`,
    );
    expect(charge.status).toBe('Arquivo inválido');
    expect(charge.errors).toEqual([
      {
        line: 1,
        message:
          'As colunas do arquivo são de uma carga do tipo Pacote, não Cartão. Escolha o tipo Pacote ou envie o arquivo certo. Esperado: voucherId,donationId.',
      },
    ]);
  });

  it('a header only', async () => {
    const charge = await refused('site', 'name;city;state\r\n\r\n');
    expect(charge).toMatchObject({ status: 'Arquivo inválido', rows: 0 });
    expect(charge.errors).toEqual([
      { line: 2, message: 'O arquivo não tem linhas de dados: só o cabeçalho.' },
    ]);
  });

  it('a missing column', async () => {
    const charge = await refused('transfer', `donationId\n${waitingDonation}\n`);
    expect(charge.status).toBe('Arquivo inválido');
    expect(charge.errors).toEqual([
      {
        line: 1,
        message:
          'Cabeçalho inválido: falta a coluna newLeaderLogin. Esperado: donationId,newLeaderLogin.',
      },
    ]);
  });

  it('an extra column', async () => {
    const charge = await refused('site', 'name,city,state,observacao\nCasa Nova,Recife,PE,ok\n');
    expect(charge.status).toBe('Arquivo inválido');
    expect(charge.errors).toEqual([
      {
        line: 1,
        message: 'Cabeçalho inválido: coluna não esperada: observacao. Esperado: name,city,state.',
      },
    ]);
  });

  it('a tab-separated file', async () => {
    const charge = await refused('site', 'name\tcity\tstate\nCasa Nova\tRecife\tPE\n');
    expect(charge.status).toBe('Arquivo inválido');
    expect(charge.errors[0]!.message).toMatch(
      /^Separador não reconhecido: separe as colunas com vírgula \(,\) ou ponto e vírgula \(;\)/,
    );
  });

  it('lines written with another delimiter than the header', async () => {
    const charge = await refused(
      'site',
      'name;city;state\nCasa Nova;Recife;PE\nCasa Velha,Recife,PE\n',
    );
    expect(charge.status).toBe('Dados inconsistentes');
    expect(charge.errors).toEqual([
      {
        line: 3,
        message:
          'A linha usa um separador diferente do cabeçalho: use o mesmo (vírgula ou ponto e vírgula) em todo o arquivo.',
      },
    ]);
  });

  it('an invalid CPF (check digits)', async () => {
    const charge = await refused(
      'donation',
      `donationId,leaderLogin,siteId,quantity\nSP-20261121000000902,${demo.paulo},${siteId},2\nSP-20261121000000903,159.753.486-00,${siteId},2\n`,
    );
    expect(charge.status).toBe('Dados inconsistentes');
    expect(charge.errors).toEqual([{ line: 3, message: 'CPF do líder inválido.' }]);
  });

  it('an unknown reference (donation, leader, site)', async () => {
    const voucher = await refused(
      'voucher',
      `voucherId,donationId\nV-OK-1,${waitingDonation}\nV-OK-2,SP-99999999999999999\n`,
    );
    expect(voucher.errors).toEqual([
      { line: 3, message: 'Doação SP-99999999999999999 não encontrada.' },
    ]);
    const donation = await refused(
      'donation',
      `donationId,leaderLogin,siteId,quantity\nSP-20261121000000904,459.621.938-90,99999,2\n`,
    );
    expect(donation.errors).toEqual([
      // The refusal names the leader's CPF masked, as every answer does (docs/privacy.md).
      { line: 2, message: 'Líder com CPF ***.621.938-** não encontrado.' },
      { line: 2, message: 'Unidade 99999 não encontrada.' },
    ]);
  });

  it('a repeated line', async () => {
    const charge = await refused(
      'site',
      'name,city,state\nCasa Nova,Recife,PE\nCasa Nova,Recife,PE\n',
    );
    expect(charge.status).toBe('Dados duplicados');
    expect(charge.errors).toEqual([
      { line: 3, message: 'Unidade Casa Nova repetido no arquivo (já aparece na linha 2).' },
    ]);
  });

  it('every problem of a large file is reported, by line, across validation chunks', async () => {
    const lines = ['voucherId;donationId'];
    for (let i = 0; i < 12_000; i += 1)
      lines.push(`LOTE-${i};${i === 11_000 ? 'SP-00000000000000000' : waitingDonation}`);
    lines.push(`LOTE-7;${waitingDonation}`);
    const charge = await refused('voucher', lines.join('\n'));
    expect(charge).toMatchObject({ status: 'Dados inconsistentes', rows: 12_001 });
    expect(charge.errors).toEqual([
      { line: 11_002, message: 'Doação SP-00000000000000000 não encontrada.' },
      { line: 12_002, message: 'Cartão LOTE-7 repetido no arquivo (já aparece na linha 9).' },
    ]);
  });
});

describe('a failure while saving', () => {
  it('leaves nothing behind: after the last try the load is Erro no processamento and its file is gone', async () => {
    // A database that fails on the third batch of cards, after two batches were written.
    let voucherBatches = 0;
    const failing = (db: Db): Db => ({
      ...db,
      query: async (sql, params) => {
        if (sql.includes('INSERT INTO vouchers')) {
          voucherBatches += 1;
          if (voucherBatches === 3) throw new Error('disk full');
        }
        return db.query(sql, params);
      },
      transaction: (fn) => db.transaction((tx) => fn(failing(tx))),
    });
    const lines = ['voucherId,donationId'];
    for (let i = 0; i < 25_000; i += 1) lines.push(`FALHA-${i},${waitingDonation}`);
    const before = await dataTables();
    const userId = await server.userId(demo.admin);
    // Recorded as an upload would be, but with no job: this test runs the last try itself.
    const loadId = crypto.randomUUID();
    const fileId = await server.deps.files.save(
      new TextEncoder().encode(lines.join('\n')),
      'text/csv',
      'falha.csv',
    );
    await insertPendingCharge(server.db, {
      id: loadId,
      fileName: 'falha.csv',
      type: 'voucher',
      fileId,
      createdBy: userId,
      createdAt: new Date(),
    });
    const errorLog = console.error;
    console.error = () => undefined; // the expected failure is logged by the job
    try {
      const lastTry = runChargeJob(
        { ...server.deps, db: failing(server.db) },
        { data: { loadId }, finalAttempt: true },
      );
      await expect(lastTry).rejects.toThrow('disk full');
    } finally {
      console.error = errorLog;
    }
    expect(await admin('GET', `/load/${loadId}`)).toMatchObject({
      json: { status: 'Erro no processamento', errors: [{ line: 0 }] },
    });
    expect(voucherBatches).toBe(3);
    expect(await dataTables()).toBe(before);
  });
});
