import type { DataProtection } from './data-protection.ts';
import { RECIPIENT_IDENTIFIERS, voucherField, type VoucherSealedColumn } from './sealed-fields.ts';

type Identifiers = typeof RECIPIENT_IDENTIFIERS;
export type RecipientIdentifier = keyof Identifiers;
export type IdentifierField = Identifiers[RecipientIdentifier]['field'];

export type RecipientIdentifiers = Record<RecipientIdentifier, string | null>;
export type SealedValueColumn = `${VoucherSealedColumn}_enc`;
type SealedColumn = SealedValueColumn | `${VoucherSealedColumn}_hash`;
export type SealedRecipient = Record<SealedColumn, string | null>;
/** The sealed values a row needs for openRecipient. */
export type SealedRecipientValues = Record<SealedValueColumn, string | null>;

export const RECIPIENT_IDENTIFIER_NAMES = Object.keys(
  RECIPIENT_IDENTIFIERS,
) as RecipientIdentifier[];
const declared = RECIPIENT_IDENTIFIER_NAMES.map((name) => RECIPIENT_IDENTIFIERS[name]);
/** The column stems in the declaration's order, which every list below keeps. */
export const RECIPIENT_STEMS: VoucherSealedColumn[] = declared.map(({ stem }) => stem);

export const valueColumn = (stem: VoucherSealedColumn): SealedValueColumn => `${stem}_enc`;
export const hashColumn = (stem: VoucherSealedColumn): `${VoucherSealedColumn}_hash` =>
  `${stem}_hash`;

/** Each identifier's sealed value then its hash, the order sealedAssignments and sealedParameters share. */
export const SEALED_RECIPIENT_COLUMNS: SealedColumn[] = declared.flatMap(({ stem }) => [
  valueColumn(stem),
  hashColumn(stem),
]);
export const SEALED_VALUE_COLUMNS = declared.map(({ stem }) => valueColumn(stem));
/** The columns whose hash anonymisation keeps while the duplicate window lasts. */
export const HASHES_KEPT_FOR_DUPLICATES: SealedColumn[] = declared
  .filter((identifier) => 'hashKeptForDuplicates' in identifier)
  .map(({ stem }) => hashColumn(stem));

/** `received_cpf_enc = $n, received_cpf_hash = $n+1, …`, for sealedParameters from `$first`. */
export const sealedAssignments = (first: number) =>
  SEALED_RECIPIENT_COLUMNS.map((column, i) => `${column} = $${first + i}`).join(', ');
export const sealedPlaceholders = (first: number) =>
  SEALED_RECIPIENT_COLUMNS.map((_, i) => `$${first + i}`).join(', ');
export const sealedParameters = (sealed: SealedRecipient) =>
  SEALED_RECIPIENT_COLUMNS.map((column) => sealed[column]);
/** `v.received_cpf_enc, v.received_phone_enc, …`: what a SELECT reads for openRecipient. */
export const sealedValueSelect = (alias = '') =>
  SEALED_VALUE_COLUMNS.map((column) => `${alias}${column}`).join(', ');

/** The identifiers a delivery command carries. */
export const recipientOf = (
  command: Record<IdentifierField, string | null>,
): RecipientIdentifiers =>
  Object.fromEntries(
    RECIPIENT_IDENTIFIER_NAMES.map((name) => [name, command[RECIPIENT_IDENTIFIERS[name].field]]),
  ) as RecipientIdentifiers;

export const identifierOfField = (field: IdentifierField): RecipientIdentifier =>
  RECIPIENT_IDENTIFIER_NAMES.find((name) => RECIPIENT_IDENTIFIERS[name].field === field)!;

export function sealedIdentifier(
  protection: DataProtection,
  name: RecipientIdentifier,
  voucherId: string,
  value: string | null,
): Partial<SealedRecipient> {
  const { stem, hash, normalise } = RECIPIENT_IDENTIFIERS[name];
  return {
    [valueColumn(stem)]: protection.sealOrNull(value, voucherField(stem, voucherId)),
    [hashColumn(stem)]: protection.hashOrNull(hash, value === null ? null : normalise(value)),
  };
}

/** An identifier left out is sealed as absent. */
export function sealedRecipient(
  protection: DataProtection,
  voucherId: string,
  recipient: Partial<RecipientIdentifiers>,
): SealedRecipient {
  return Object.assign(
    {},
    ...RECIPIENT_IDENTIFIER_NAMES.map((name) =>
      sealedIdentifier(protection, name, voucherId, recipient[name] ?? null),
    ),
  ) as SealedRecipient;
}

export function openRecipient(
  protection: DataProtection,
  voucherId: string,
  row: SealedRecipientValues,
): RecipientIdentifiers {
  return Object.fromEntries(
    RECIPIENT_IDENTIFIER_NAMES.map((name) => {
      const { stem } = RECIPIENT_IDENTIFIERS[name];
      return [name, protection.openOrNull(row[valueColumn(stem)], voucherField(stem, voucherId))];
    }),
  ) as RecipientIdentifiers;
}
