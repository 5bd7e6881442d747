import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHARGE_COLUMNS, chargeTemplateCsv } from '#contract/charge-columns.ts';
import type { ChargeType } from '#contract/charges.ts';
import { api, demo, startTestServer, type ApiResponse, type TestServer } from './harness.ts';
import { csvForm } from './route-fixtures.ts';

/**
 * 'Baixar modelo' (docs/charges.md): each type's model spreadsheet, sent back as it is, is a
 * file the server accepts. Loaded in the order an admin would (a site, a donation, its card, a
 * transfer, a leader) on the demo data, every example line is applied.
 */
let server: TestServer;
let admin: (method: string, path: string, body?: unknown) => Promise<ApiResponse>;

beforeAll(async () => {
  server = await startTestServer();
  admin = api(server, await server.tokenFor(demo.admin));
});
afterAll(async () => {
  await server?.close();
});

describe('the model spreadsheets', () => {
  it('start with a BOM, then the header separated by ;, then one example line', () => {
    expect(chargeTemplateCsv('voucher')).toBe(
      '\uFEFFvoucherId;donationId\r\nCARTAO-0001;SP-20261124900000001\r\n',
    );
    expect(chargeTemplateCsv('site').split('\r\n')[0]).toBe('\uFEFFname;city;state;lat;lon');
    // A comma inside a cell needs no quotes: the separator is ;.
    expect(chargeTemplateCsv('user')).toContain(';Rua Exemplo, 100;');
  });

  it.each([
    'site',
    'donation',
    'voucher',
    'transfer',
    'user',
  ] as const satisfies readonly ChargeType[])(
    'the %s model, uploaded as it is, is processed with success',
    async (type) => {
      const response = await admin(
        'POST',
        `/load/${type}`,
        csvForm(chargeTemplateCsv(type), `modelo-${type}.csv`),
      );
      expect(response.status, response.text).toBe(201);
      const { json } = await admin('GET', `/load/${response.json._id}`);
      expect(json, JSON.stringify(json.errors)).toMatchObject({
        status: 'Processado com sucesso',
        rows: 1,
        errors: [],
      });
    },
  );

  it("the statement's model, sent after the card's, is checked and waits for confirmation", async () => {
    const response = await admin(
      'POST',
      '/load/statement',
      csvForm(chargeTemplateCsv('statement'), 'modelo-extrato-do-cartao.csv'),
    );
    expect(response.status, response.text).toBe(201);
    expect(response.json).toMatchObject({ status: 'Aguardando confirmação', rows: 1 });
    const { json } = await admin('GET', `/load/${response.json._id}/statement`);
    expect(json.counts).toMatchObject({ balance: 1, unknown: 0, contradiction: 0 });
    expect(json.lines.balance[0]).toMatchObject({
      card: 'CARTAO-0001',
      balanceCents: 5000,
      expiresOn: '2027-12-31',
    });
  });

  it('name every required column of its type', () => {
    for (const type of Object.keys(CHARGE_COLUMNS) as ChargeType[]) {
      const header = chargeTemplateCsv(type).replace('\uFEFF', '').split('\r\n')[0]!.split(';');
      expect(header.slice(0, CHARGE_COLUMNS[type].length)).toEqual([...CHARGE_COLUMNS[type]]);
    }
  });
});
