import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  demo,
  startTestServer,
  testClock,
  type ApiResponse,
  type TestServer,
} from './harness.ts';
import {
  firstDonationOf,
  form,
  jpegFile,
  location,
  pixelsOf,
  pngFile,
  snapshot,
  tinyGif,
  tinyPng,
  vouchersOf,
} from './route-fixtures.ts';
import { createRestClient } from '#graphql/rest/rest-client.ts';
import { notDelivered } from '#tests/support/delivery-outcomes.ts';

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;

const HOUR = 60 * 60 * 1000;
const clock = testClock(new Date('2026-11-21T12:00:00.000Z'));
let server: TestServer;
let joao: Call;
let admin: Call;
let readonly: Call;
let donationId: string;
let vouchers: string[];

beforeAll(async () => {
  // Tokens must outlive the hours this test moves the clock forward.
  server = await startTestServer({
    now: clock.now,
    env: { TOKEN_TTL_SECONDS: String(7 * 24 * 3600) },
  });
  joao = api(server, await server.tokenFor(demo.joao));
  admin = api(server, await server.tokenFor(demo.admin));
  readonly = api(server, await server.tokenFor(demo.readonly));
  donationId = await firstDonationOf(server, demo.joao, 1);
  vouchers = (await vouchersOf(server.db, donationId)).map((v) => v.voucher_id);
});

afterAll(async () => {
  await server?.close();
});

const receive = (
  fields: Record<string, string | undefined>,
  file: { bytes: Uint8Array; type: string; name: string } | null = pngFile(),
) =>
  joao(
    'POST',
    `/donations/${donationId}/receive`,
    form(fields, file ? { receiveDonationFile: file } : {}),
  );

const donate = (
  fields: Record<string, string | undefined>,
  files: Parameters<typeof form>[1] = {},
) => joao('POST', `/donations/${donationId}/donate`, form({ ...location, ...fields }, files));

const details = async () => (await admin('GET', `/donations/${donationId}/details`)).json;

/** The call fails with `status`, says why in pt-BR, and leaves every table as it was. */
async function expectRefused(
  call: () => Promise<ApiResponse>,
  status: number,
  message?: string | RegExp,
) {
  const before = await snapshot(server.db);
  const response = await call();
  expect(response.status, response.text).toBe(status);
  if (message instanceof RegExp) expect(response.json.message).toMatch(message);
  else if (message) expect(response.json.message).toBe(message);
  else expect(response.json.message).toEqual(expect.any(String));
  expect(await snapshot(server.db)).toBe(before);
}

describe('receive: proof of receipt', () => {
  it('refuses bad input with a message and changes nothing', async () => {
    const good = { receivedQuantity: '3', ...location };
    await expectRefused(
      () => receive({ ...good, receivedQuantity: '0' }),
      400,
      'A quantidade deve ser um número inteiro maior que zero.',
    );
    await expectRefused(() => receive({ ...good, receivedQuantity: '1.5' }), 400);
    await expectRefused(() => receive({ ...good, receivedQuantity: 'três' }), 400);
    await expectRefused(() => receive({ ...good, lat: '123' }), 400, /Localização inválida/);
    await expectRefused(() => receive({ ...good, lon: 'abc' }), 400);
    await expectRefused(
      () => receive({ receivedQuantity: '3' }),
      400,
      'Verifique, se sua localização esta ativa e tente novamente.',
    );
    await expectRefused(() => receive(good, null), 400, /foto/);
    // The declared type is not trusted: GIF bytes sent as image/png are refused.
    await expectRefused(
      () => receive(good, { bytes: tinyGif(), type: 'image/png', name: 'x.png' }),
      400,
      'Only support jpeg, jpg, png type',
    );
    await expectRefused(
      () => joao('POST', `/donations/${donationId}/receive`, { receivedQuantity: 3 }),
      400,
      /multipart/,
    );
  });

  it('a photo over 10 MB → 413 and nothing changes', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(tinyPng());
    await expectRefused(
      () =>
        receive(
          { receivedQuantity: '3', ...location },
          { bytes: big, type: 'image/png', name: 'grande.png' },
        ),
      413,
      'Arquivo maior que o limite permitido.',
    );
  });

  it('moves the donation to 2 with the quantity, time and photo', async () => {
    clock.advance(HOUR);
    const photo = tinyPng(90);
    const response = await receive(
      { receivedQuantity: '3', ...location },
      { bytes: photo, type: 'image/png', name: 'recebimento.png' },
    );
    expect(response.status, response.text).toBe(204);
    const donation = await details();
    expect(donation).toMatchObject({
      status: 2,
      statusText: 'Doação Recebida',
      receivedQuantity: 3,
      received: '2026-11-21T13:00:00.000Z',
    });

    // The receipt photo is staff's to open once sent (decision 123).
    expect((await joao('GET', `/donation/${donationId}/url`)).status).toBe(403);
    const { json } = await admin('GET', `/donation/${donationId}/url`);
    const served = await fetch(json.url);
    expect(served.status).toBe(200);
    expect(await pixelsOf(new Uint8Array(await served.arrayBuffer()))).toEqual(
      await pixelsOf(photo),
    );
  });

  it('a second receipt is a conflict', async () => {
    await expectRefused(() => receive({ receivedQuantity: '3', ...location }), 409);
  });
});

describe('donate: vouchers strictly in order', () => {
  it('refuses malformed deliveries and changes nothing', async () => {
    const v1 = vouchers[0]!;
    const delivered = { voucherId: v1, delivered: 'true', receivedName: 'Josefa Ribeiro' };
    const photo = { donateDonationFile: jpegFile() };
    await expectRefused(
      () => donate({ voucherId: v1 }, photo),
      400,
      'Selecione o status da entrega.',
    );
    await expectRefused(() => donate({ ...delivered, delivered: 'sim' }, photo), 400);
    await expectRefused(() => donate({ ...delivered, receivedName: 'J' }, photo), 400, /2 a 30/);
    await expectRefused(
      () => donate({ ...delivered, receivedName: 'J'.repeat(31) }, photo),
      400,
      /2 a 30/,
    );
    await expectRefused(() => donate(delivered), 400, /foto/);
    await expectRefused(
      () => donate({ ...delivered, receivedCpf: '123.456.789-00' }, photo),
      400,
      'CPF inválido. Confira os números digitados.',
    );
    await expectRefused(() => donate({ ...delivered, receivedEmail: 'a@b' }, photo), 400, /e-mail/);
    await expectRefused(
      () => donate({ ...delivered, receivedEmail: 'nome@exemplo' }, photo),
      400,
      'E-mail inválido. Use o formato nome@exemplo.com.',
    );
    await expectRefused(
      () => donate({ ...delivered, receivedContactNumber: '1'.repeat(16) }, photo),
      400,
      /telefone/,
    );
    await expectRefused(
      () => donate({ ...delivered, receivedContactNumber: 'ligar de noite' }, photo),
      400,
      'Telefone inválido: use só números, com o DDD.',
    );
    await expectRefused(
      () => donate({ voucherId: v1, delivered: 'false' }),
      400,
      'Informe o motivo da não entrega.',
    );
    await expectRefused(() => donate({ ...delivered, lat: undefined }, photo), 400);
    await expectRefused(
      () =>
        donate(
          { ...delivered },
          { donateDonationFile: { bytes: tinyGif(), type: 'image/gif', name: 'x.gif' } },
        ),
      400,
      'Only support jpeg, jpg, png type',
    );
    await expectRefused(
      () => donate({ ...delivered, voucherId: 'nao-existe' }, photo),
      404,
      'Cartão não encontrado.',
    );
  });

  it('a voucher of another donation is not found', async () => {
    const other = await firstDonationOf(server, demo.joao, 1);
    const [foreign] = await vouchersOf(server.db, other);
    await expectRefused(
      () => donate({ voucherId: foreign!.voucher_id, delivered: 'false', leaderComment: 'x x' }),
      404,
    );
  });

  it('out of order: the second voucher before the first is a conflict', async () => {
    await expectRefused(
      () =>
        donate({ voucherId: vouchers[1]!, delivered: 'false', leaderComment: 'Ninguém em casa.' }),
      409,
      'Registre antes a entrega dos cartões anteriores.',
    );
  });

  it('the first delivery moves the donation to 3 and starts the 24-hour deadline', async () => {
    clock.advance(HOUR);
    const response = await donate(
      {
        voucherId: vouchers[0]!,
        delivered: 'true',
        receivedName: 'Josefa Ribeiro',
        receivedCpf: '852.963.741-00',
        receivedContactNumber: '(11) 98765-4321',
        receivedEmail: 'josefa@exemplo.org.br',
      },
      { donateDonationFile: pngFile(10) },
    );
    expect(response.status, response.text).toBe(204);
    const donation = await details();
    expect(donation).toMatchObject({
      status: 3,
      statusText: 'Entregando',
      deliveryStarted: '2026-11-21T14:00:00.000Z',
      deadline: '2026-11-22T14:00:00.000Z',
      lastDelivery: '2026-11-21T14:00:00.000Z',
      deliveredCount: 1,
    });
    expect(donation.vouchers[0]).toMatchObject({
      voucherId: vouchers[0],
      position: 1,
      status: 2,
      statusText: 'Entregue',
      delivered: '2026-11-21T14:00:00.000Z',
      // The donation's details carry no family's data; the card's own read does, masked.
      receivedCpf: null,
      receivedName: null,
      hasPhoto: true,
      hasInvoice: false,
    });
    expect(donation.vouchers[1]).toMatchObject({
      status: 1,
      statusText: 'Recebido pelo líder',
      hasPhoto: false,
    });
    expect((await admin('GET', `/voucher/${vouchers[0]}`)).json.voucher).toMatchObject({
      receivedName: 'Josefa Ribeiro',
      receivedCpf: '***.963.741-**',
      receivedContactNumber: '****-4321',
      receivedEmail: 'j***@exemplo.org.br',
    });
  });

  it('an identical repeat succeeds without a duplicate; a different one is a conflict', async () => {
    const same = {
      voucherId: vouchers[0]!,
      delivered: 'true',
      receivedName: 'Josefa Ribeiro',
      receivedCpf: '85296374100',
      receivedContactNumber: '(11) 98765-4321',
      receivedEmail: 'josefa@exemplo.org.br',
    };
    const before = await snapshot(server.db);
    expect((await donate(same, { donateDonationFile: pngFile(10) })).status).toBe(204);
    expect(await snapshot(server.db)).toBe(before);

    await expectRefused(
      () => donate({ ...same, receivedName: 'Outra Pessoa' }, { donateDonationFile: pngFile(10) }),
      409,
      'Este cartão já tem outra entrega registrada.',
    );
    await expectRefused(() => donate(same, { donateDonationFile: pngFile(99) }), 409);
    await expectRefused(
      () => donate({ voucherId: vouchers[0]!, delivered: 'false', leaderComment: 'Mudou-se.' }),
      409,
    );
  });

  it('ending while a voucher is pending is refused with the clear message', async () => {
    await expectRefused(
      () => joao('POST', `/donations/${donationId}/end`),
      409,
      'Ainda há cartões sem entrega registrada.',
    );
  });

  it('not delivered keeps only the comment; the last one is delivered with a JPEG', async () => {
    clock.advance(HOUR);
    const notDelivered = await donate({
      voucherId: vouchers[1]!,
      delivered: 'false',
      leaderComment: 'Família mudou de endereço.',
      receivedName: 'Ignorado',
      receivedCpf: '85296374100',
    });
    expect(notDelivered.status, notDelivered.text).toBe(204);
    const lastOne = await donate(
      { voucherId: vouchers[2]!, delivered: 'true', receivedName: 'Luzia' },
      { donateDonationFile: jpegFile() },
    );
    expect(lastOne.status, lastOne.text).toBe(204);

    const { json } = await joao('GET', `/vouchers?donationId=${donationId}`);
    expect(json.vouchers.map((v: { statusText: string }) => v.statusText)).toEqual([
      'Entregue',
      'Não Entregue',
      'Entregue',
    ]);
    // Once sent, the comment is staff's to read (decision 123).
    expect(json.vouchers[1]).toMatchObject({
      leaderComment: null,
      receivedName: null,
      receivedCpf: null,
      hasPhoto: false,
    });
    const staffView = await admin('GET', `/vouchers?donationId=${donationId}`);
    expect(staffView.json.vouchers[1]).toMatchObject({
      leaderComment: 'Família mudou de endereço.',
    });
    expect((await admin('GET', `/voucher/${vouchers[1]}`)).json.voucher).toMatchObject({
      receivedName: null,
      receivedCpf: null,
    });
    expect((await joao('GET', `/voucher/${vouchers[2]}/url`)).status).toBe(403);
    // The person with their document: admins only (decision 165), and refused before any record.
    const before = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM access_log',
    );
    const forReadonly = await readonly('GET', `/voucher/${vouchers[2]}/url`);
    expect(forReadonly.status).toBe(403);
    expect(forReadonly.json.url).toBeUndefined();
    expect(await server.db.query('SELECT count(*)::int AS n FROM access_log')).toEqual(before);
    expect((await admin('GET', `/voucher/${vouchers[2]}/url`)).status).toBe(200);
    expect((await admin('GET', `/voucher/${vouchers[1]}/url`)).status).toBe(404);
  });

  it('end closes the donation; after that nothing more can be recorded', async () => {
    clock.advance(HOUR);
    expect((await joao('POST', `/donations/${donationId}/end`)).status).toBe(204);
    expect(await details()).toMatchObject({
      status: 4,
      statusText: 'Completo',
      completed: '2026-11-21T16:00:00.000Z',
      deliveredCount: 2,
      notDeliveredCount: 1,
      pendingCount: 0,
    });
    await expectRefused(() => joao('POST', `/donations/${donationId}/end`), 409);
    await expectRefused(
      () => donate({ voucherId: vouchers[1]!, delivered: 'false', leaderComment: 'Outra.' }),
      409,
    );
  });

  it('a donation still waiting for receipt takes no deliveries', async () => {
    const waiting = await firstDonationOf(server, demo.joao, 1);
    const [first] = await vouchersOf(server.db, waiting);
    await expectRefused(
      () =>
        joao(
          'POST',
          `/donations/${waiting}/donate`,
          form({
            ...location,
            voucherId: first!.voucher_id,
            delivered: 'false',
            leaderComment: 'x x',
          }),
        ),
      409,
      'Confirme o recebimento da doação antes de registrar entregas.',
    );
    await expectRefused(() => joao('POST', `/donations/${waiting}/end`), 409);
  });
});

describe("the phone's writes answer the donation as her list shows it", () => {
  it('a card sent by the REST client comes back as the list item, counted', async () => {
    const received = await firstDonationOf(server, demo.joao, 2);
    const [first] = await vouchersOf(server.db, received);
    const token = await server.tokenFor(demo.joao);
    const phone = createRestClient({ baseUrl: `${server.baseUrl}/api`, getToken: () => token });

    const answer = await phone.leaderWrite({
      kind: 'deliver',
      command: {
        donationId: received,
        voucherId: first!.voucher_id,
        lat: -23.55,
        lon: -46.63,
        recordedAt: null,
        receiptCode: null,
        ...notDelivered('Mudou-se.'),
      },
    });

    const listed = (await joao('GET', '/donations')).json.donations.find(
      (donation: { donationId: string }) => donation.donationId === received,
    );
    expect(answer).toEqual(listed);
    expect(listed).toMatchObject({ status: 3, notDeliveredCount: 1 });
  });
});
