import type { ChargeType } from './charges.ts';

/** The columns each type's spreadsheet must have, exactly these (docs/charges.md). */
export const CHARGE_COLUMNS = {
  voucher: ['voucherId', 'donationId'],
  user: [
    'password',
    'siteId',
    'name',
    'cpf',
    'rg',
    'phone',
    'email',
    'birthdate',
    'deliveryLocation',
    'deliveryCep',
    'slums',
  ],
  donation: ['donationId', 'leaderLogin', 'siteId', 'quantity'],
  transfer: ['donationId', 'newLeaderLogin'],
  site: ['name', 'city', 'state'],
  statement: ['cardNumber', 'activationDate', 'firstUseDate', 'balance', 'expiryDate'],
} as const satisfies Record<ChargeType, readonly string[]>;

/** Columns a type also accepts; given, both are given (a site's position, docs/product.md R10.1). */
export const CHARGE_OPTIONAL_COLUMNS: Partial<Record<ChargeType, readonly string[]>> = {
  site: ['lat', 'lon'],
};

/**
 * One example line per type, cell by cell in the order of its columns and then its optional
 * ones: what 'Baixar modelo' writes under the header. Loaded one after another on the demo data
 * (site, donation, voucher, transfer, user) every line is accepted (tests/server/charge-templates.test.ts).
 * The example donation's sequence (900000001) is one the demo data never uses: the seed numbers
 * its donations 1, 2, 3… after the day it runs, so an example dated that day would collide.
 */
export const CHARGE_EXAMPLES: Record<ChargeType, readonly string[]> = {
  site: ['Unidade Exemplo', 'São Paulo', 'SP', '-23,5505', '-46,6333'],
  donation: ['SP-20261124900000001', '111.444.777-35', '1', '3'],
  voucher: ['CARTAO-0001', 'SP-20261124900000001'],
  transfer: ['SP-20261124900000001', '246.813.579-28'],
  statement: ['CARTAO-0001', '', '', '50,00', '31/12/2027'],
  user: [
    'TroqueEstaSenha1',
    '1',
    'Maria Exemplo',
    '390.533.447-05',
    '12.345.678-9',
    '(11) 98765-4321',
    'maria.exemplo@exemplo.org.br',
    '31/12/1980',
    'Rua Exemplo, 100',
    '01001-000',
    'Comunidade Exemplo',
  ],
};

const SEPARATOR = ';';
const cell = (value: string) =>
  /[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

/**
 * The model spreadsheet of a type: its header and the example line, separated by `;` with a
 * UTF-8 BOM and CRLF, as Excel pt-BR opens and saves a CSV (the reports are written the same way).
 */
export function chargeTemplateCsv(type: ChargeType): string {
  const header = [...CHARGE_COLUMNS[type], ...(CHARGE_OPTIONAL_COLUMNS[type] ?? [])];
  return `\uFEFF${[header, CHARGE_EXAMPLES[type]].map((line) => line.map(cell).join(SEPARATOR)).join('\r\n')}\r\n`;
}
