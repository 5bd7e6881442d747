import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  awayCommandSchema,
  awayMessages,
  deliveryCommandSchema,
  deliveryEntrySchema,
  deliveryForm,
  deliveryInput,
  deliveryMessages,
  receiptCommandSchema,
  receiptForm,
  receiptInput,
  type DeliveryCommand,
  type ReceiptCommand,
} from '#contract/leader-writes.ts';
import { MESSAGE_CONSENT_VERSION } from '#contract/message-consent.ts';
import { NOT_A_JSON_OBJECT } from '#contract/request-object.ts';
import { notDelivered } from '#tests/support/delivery-outcomes.ts';

const photo = () => new File(['jpeg bytes'], 'entrega.jpg', { type: 'image/jpeg' });

/** A photo read back from a body: a new object with the same bytes. */
const asBytes = async (value: Blob | null) => (value ? await value.text() : null);

describe('a delivery command', () => {
  const delivered: DeliveryCommand = {
    donationId: 'RJ-20261120000000007',
    voucherId: '506700000001',
    lat: -22.9876,
    lon: -43.2468,
    recordedAt: null,
    delivered: true,
    leaderComment: null,
    receivedName: 'Josefa Ribeiro',
    receivedCpf: '12345678909',
    receivedContactNumber: '(21) 98765-4321',
    receivedEmail: 'josefa@exemplo.com',
    messageConsent: MESSAGE_CONSENT_VERSION,
    photo: photo(),
    invoice: null,
    receiptCode: 'K7Q2M9XD',
  };

  it('reads back from its multipart body as the same command, on the server as on the phone', async () => {
    const read = v.parse(
      deliveryCommandSchema,
      deliveryInput(deliveryForm(delivered), delivered.donationId),
    );
    expect({ ...read, photo: await asBytes(read.photo) }).toEqual({
      ...delivered,
      photo: 'jpeg bytes',
    });
  });

  it('of a card not delivered carries only the reason: nothing of a recipient reaches the body', () => {
    const form = deliveryForm({
      ...delivered,
      delivered: false,
      leaderComment: 'A família mudou de endereço.',
      receivedName: null,
      receivedCpf: null,
      receivedContactNumber: null,
      receivedEmail: null,
      messageConsent: null,
      photo: null,
      receiptCode: null,
    });
    expect([...form.keys()].sort()).toEqual([
      'delivered',
      'lat',
      'leaderComment',
      'lon',
      'voucherId',
    ]);
  });

  it('keeps what was typed for a recipient out of a card marked not delivered', () => {
    const read = v.parse(deliveryEntrySchema, {
      delivered: 'false',
      leaderComment: '  Ninguém em casa ',
      receivedName: 'Josefa',
      receivedCpf: '123.456.789-09',
      photo: photo(),
    });
    expect(read).toEqual({
      ...notDelivered('Ninguém em casa'),
    });
  });

  it('takes a landline and a mobile with their area code', () => {
    for (const phone of ['(21) 3456-7890', '(21) 98765-4321']) {
      const entry = {
        delivered: 'true',
        receivedName: 'Josefa Ribeiro',
        receivedContactNumber: phone,
        photo: photo(),
      };
      expect(v.safeParse(deliveryEntrySchema, entry).issues).toBeUndefined();
    }
  });

  it("keeps the family's consent to a message with the text's version, only when there is a phone", () => {
    const entry = {
      delivered: 'true',
      receivedName: 'Josefa Ribeiro',
      messageConsent: MESSAGE_CONSENT_VERSION,
      photo: photo(),
    };
    expect(
      v.parse(deliveryEntrySchema, { ...entry, receivedContactNumber: '(21) 98765-4321' })
        .messageConsent,
    ).toBe(MESSAGE_CONSENT_VERSION);
    expect(v.parse(deliveryEntrySchema, entry).messageConsent).toBeNull();
  });

  it('refuses a consent to a text this version does not know', () => {
    const result = v.safeParse(deliveryEntrySchema, {
      delivered: 'true',
      receivedName: 'Josefa Ribeiro',
      receivedContactNumber: '(21) 98765-4321',
      messageConsent: 'sim',
      photo: photo(),
    });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(deliveryMessages.messageConsent);
  });

  it('takes the CPF as typed in the mask and keeps its digits', () => {
    const read = v.parse(deliveryEntrySchema, {
      delivered: 'true',
      receivedName: 'Josefa Ribeiro',
      receivedCpf: '123.456.789-09',
      photo: photo(),
    });
    expect(read.receivedCpf).toBe('12345678909');
  });

  it.each([
    [{ delivered: '' }, 'delivered', 'Selecione o status da entrega.'],
    [{ delivered: 'false' }, 'leaderComment', 'Informe o motivo da não entrega.'],
    [{ delivered: 'true', receivedName: 'Ana' }, 'photo', 'Adicione a foto da entrega.'],
    [{ delivered: 'true' }, 'receivedName', 'Informe o nome completo de quem recebeu.'],
    [
      { delivered: 'true', receivedName: 'J' },
      'receivedName',
      'O nome deve ter de 2 a 30 caracteres.',
    ],
    [
      { delivered: 'true', receivedCpf: '123.456' },
      'receivedCpf',
      'Digite o CPF completo: 000.000.000-00.',
    ],
    [
      { delivered: 'true', receivedCpf: '123.456.789-00' },
      'receivedCpf',
      'CPF inválido. Confira os números digitados.',
    ],
    [
      { delivered: 'true', receivedContactNumber: '1'.repeat(16) },
      'receivedContactNumber',
      'O telefone deve ter de 2 a 15 caracteres.',
    ],
    // A number the mask cut short ('(12) 34') is no phone to call back (decision 168).
    [
      { delivered: 'true', receivedContactNumber: '(12) 34' },
      'receivedContactNumber',
      'Digite o telefone completo, com o DDD: (00) 00000-0000.',
    ],
    [
      { delivered: 'true', receivedContactNumber: 'só de noite' },
      'receivedContactNumber',
      'Telefone inválido: use só números, com o DDD.',
    ],
    [
      { delivered: 'true', receivedEmail: 'a@b' },
      'receivedEmail',
      'O e-mail deve ter de 5 a 120 caracteres.',
    ],
    [
      { delivered: 'true', receivedEmail: 'josefa@exemplo' },
      'receivedEmail',
      'E-mail inválido. Use o formato nome@exemplo.com.',
    ],
  ])(
    'refuses %o on %s with one message, for the form and the server alike',
    (entry, field, message) => {
      const issues = v.safeParse(deliveryEntrySchema, entry).issues ?? [];
      const onField = issues.filter((issue) => issue.path?.[0]?.key === field);
      expect(onField.map((issue) => issue.message)).toEqual([message]);
    },
  );
});

describe('a receipt command', () => {
  it('reads back from its multipart body as the same command', async () => {
    const receipt: ReceiptCommand = {
      donationId: 'RJ-20261120000000007',
      receivedQuantity: 3,
      lat: -22.98,
      lon: -43.24,
      recordedAt: '2026-11-20T15:04:05.000Z',
      photo: photo(),
    };
    const read = v.parse(
      receiptCommandSchema,
      receiptInput(receiptForm(receipt), receipt.donationId),
    );
    expect({ ...read, photo: await asBytes(read.photo) }).toEqual({
      ...receipt,
      photo: 'jpeg bytes',
    });
  });

  it.each([
    ['', 'Informe a quantidade de cartões recebidos.'],
    ['1,5', 'A quantidade deve ser um número inteiro maior que zero.'],
    ['0', 'A quantidade deve ser um número inteiro maior que zero.'],
    ['10000000', 'Confira a quantidade: o número é grande demais.'],
  ])('refuses the quantity %j with %j', (receivedQuantity, message) => {
    const issues = v.safeParse(receiptCommandSchema, {
      donationId: 'RJ-1',
      lat: '1',
      lon: '2',
      receivedQuantity,
      photo: photo(),
    }).issues;
    expect(issues?.[0]?.message).toBe(message);
  });

  it('needs its photo', () => {
    const issues = v.safeParse(receiptCommandSchema, {
      donationId: 'RJ-1',
      lat: '1',
      lon: '2',
      receivedQuantity: '3',
    }).issues;
    expect(issues?.map((issue) => issue.message)).toEqual([
      'Adicione a foto dos cartões recebidos.',
    ]);
  });
});

describe('an away command', () => {
  it('reads back from its JSON body as the same command, with only the reason and when', () => {
    const at = '2026-11-29T12:00:00.000Z';
    const body = JSON.parse(JSON.stringify({ kind: 'cannotDeliver', recordedAt: at }));
    expect(v.parse(awayCommandSchema, body)).toEqual({ kind: 'cannotDeliver', recordedAt: at });
    expect(v.parse(awayCommandSchema, { kind: 'symptoms', details: 'febre' })).toEqual({
      kind: 'symptoms',
      recordedAt: null,
    });
  });

  it('refuses a reason other than the two, and a body that is no object', () => {
    const issues = (input: unknown) =>
      v.safeParse(awayCommandSchema, input).issues?.map((issue) => issue.message);
    expect(issues({ kind: 'febre alta' })).toEqual([awayMessages.kind]);
    expect(issues({})).toEqual([awayMessages.kind]);
    expect(issues('symptoms')).toEqual([NOT_A_JSON_OBJECT]);
  });
});
