import { describe, expect, it } from 'vitest';
import {
  compareStatementLine,
  type KnownVoucher,
  type StatementLine,
} from '#server/domain/charges/statement-comparison.ts';
import {
  looksScientific,
  parseSheetAmount,
  parseSheetDate,
} from '#server/domain/charges/statement-cells.ts';

describe('a statement cell as Excel pt-BR writes it', () => {
  it.each([
    ['05/11/2026', '2026-11-05'],
    ['5/1/2026', '2026-01-05'],
    ['05/11/2026 14:30', '2026-11-05'],
    ['05/11/2026 14:30:59', '2026-11-05'],
    ['2026-11-05', '2026-11-05'],
    ['2026-11-05T10:00:00', '2026-11-05'],
    ['31/02/2026', null],
    ['11/05/26', null],
    ['2026/11/05', null],
    ['amanhã', null],
  ])('the date %j reads %j', (text, day) => {
    expect(parseSheetDate(text)).toBe(day);
  });

  it.each([
    ['50,00', 5000],
    ['50', 5000],
    ['0', 0],
    ['0,5', 50],
    ['1.234,56', 123456],
    ['R$ 1.234,56', 123456],
    ['R$50,00', 5000],
    ['1234.56', 123456],
    ['1 234,56', 123456],
    ['-10,00', null],
    ['10,999', null],
    ['1.23,45', null],
    ['dez reais', null],
  ])('the amount %j reads %j cents', (text, cents) => {
    expect(parseSheetAmount(text)).toBe(cents);
  });

  it('tells a card number Excel turned into scientific notation', () => {
    expect(looksScientific('5,067E+12')).toBe(true);
    expect(looksScientific('5.06700000001E12')).toBe(true);
    expect(looksScientific('5067000000001')).toBe(false);
  });
});

const line = (fields: Partial<StatementLine>): StatementLine => ({
  card: '5067000000001',
  activatedOn: null,
  firstUsedOn: null,
  balanceCents: null,
  expiresOn: null,
  ...fields,
});

const delivered = (fields: Partial<KnownVoucher> = {}): KnownVoucher => ({
  deliveredOn: '2026-11-10',
  activatedOn: null,
  firstUsedOn: null,
  balanceCents: null,
  expiresOn: null,
  expired: false,
  ...fields,
});

const asOf = '2026-11-29';

describe('a statement line compared with what the app knows of its card', () => {
  it.each<[string, StatementLine, KnownVoucher | undefined, string[]]>([
    ['a card the app does not hold', line({ activatedOn: '2026-11-12' }), undefined, ['unknown']],
    ['activated after delivery', line({ activatedOn: '2026-11-12' }), delivered(), ['activated']],
    [
      'activated on the day of delivery',
      line({ activatedOn: '2026-11-10' }),
      delivered(),
      ['activated'],
    ],
    [
      'activated and used',
      line({ activatedOn: '2026-11-12', firstUsedOn: '2026-11-13' }),
      delivered(),
      ['activated', 'used'],
    ],
    [
      'used, its activation already known',
      line({ activatedOn: '2026-11-12', firstUsedOn: '2026-11-13' }),
      delivered({ activatedOn: '2026-11-12' }),
      ['used'],
    ],
    [
      'a balance and expiry reported',
      line({ balanceCents: 5000, expiresOn: '2027-12-31' }),
      delivered(),
      ['balance'],
    ],
    [
      'the same balance and expiry again',
      line({ balanceCents: 5000, expiresOn: '2027-12-31' }),
      delivered({ balanceCents: 5000, expiresOn: '2027-12-31' }),
      ['unchanged'],
    ],
    [
      'a balance spent since',
      line({ balanceCents: 1200 }),
      delivered({ balanceCents: 5000, expiresOn: '2027-12-31' }),
      ['balance'],
    ],
    [
      'expired on the statement day',
      line({ balanceCents: 800, expiresOn: asOf }),
      delivered({ balanceCents: 800, expiresOn: asOf }),
      ['expired'],
    ],
    [
      'expired, already known expired',
      line({ expiresOn: '2026-11-01' }),
      delivered({ expiresOn: '2026-11-01', expired: true }),
      ['unchanged'],
    ],
    ['nothing reported', line({}), delivered(), ['unchanged']],
    [
      'activated before delivery',
      line({ activatedOn: '2026-11-09' }),
      delivered(),
      ['activated', 'contradiction'],
    ],
    [
      'activated while still with the leader',
      line({ activatedOn: '2026-11-09' }),
      delivered({ deliveredOn: null }),
      ['activated', 'contradiction'],
    ],
    [
      'a balance of a card still with the leader',
      line({ balanceCents: 5000, expiresOn: '2027-12-31' }),
      delivered({ deliveredOn: null }),
      ['balance'],
    ],
    [
      'an activation other than the one recorded',
      line({ activatedOn: '2026-11-15' }),
      delivered({ activatedOn: '2026-11-12' }),
      ['activated', 'contradiction'],
    ],
    [
      'the recorded activation, contradicting nothing any more',
      line({ activatedOn: '2026-11-09' }),
      delivered({ activatedOn: '2026-11-09' }),
      ['unchanged'],
    ],
  ])('%s: %j', (_name, statementLine, known, kinds) => {
    expect(compareStatementLine(statementLine, known, asOf).kinds).toEqual(kinds);
  });

  it('says in pt-BR what a contradicting line contradicts, with both dates', () => {
    expect(
      compareStatementLine(line({ activatedOn: '2026-11-09' }), delivered(), asOf).contradictions,
    ).toEqual(['Ativado em 09/11/2026, antes da entrega (10/11/2026).']);
    expect(
      compareStatementLine(
        line({ activatedOn: '2026-11-12', firstUsedOn: '2026-11-12' }),
        delivered({ deliveredOn: null }),
        asOf,
      ).contradictions,
    ).toEqual([
      'Ativado em 12/11/2026, mas o cartão não foi entregue a uma família.',
      'Usado em 12/11/2026, mas o cartão não foi entregue a uma família.',
    ]);
  });

  it('records only what is new: a known balance keeps its expiry when a line leaves it blank', () => {
    expect(
      compareStatementLine(
        line({ balanceCents: 100 }),
        delivered({ balanceCents: 5000, expiresOn: '2027-12-31' }),
        asOf,
      ).facts,
    ).toEqual({
      activatedOn: null,
      firstUsedOn: null,
      balance: { cents: 100, expiresOn: '2027-12-31' },
      expiredOn: null,
    });
  });
});
