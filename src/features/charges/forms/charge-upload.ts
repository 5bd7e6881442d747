import * as v from 'valibot';
import { CHARGE_TYPES, type ChargeType } from '#contract/charges.ts';
import { CHARGE_COLUMNS } from '#contract/charge-columns.ts';
import { chargeAddCopy } from '../copy';

const text = chargeAddCopy;

/** The columns each type's spreadsheet must have (docs/charges.md), shown as a hint on the form. */
export function chargeColumnsText(type: ChargeType): string {
  return CHARGE_COLUMNS[type].join(',');
}

/** The server refuses larger files with 413 (docs/api.md); the form refuses them before sending. */
export const CHARGE_MAX_MB = 20;
export const CHARGE_MAX_BYTES = CHARGE_MAX_MB * 1024 * 1024;

/** `1,5 MB`, `820 KB`: how big a file is, in pt-BR, rounded up (a file just over 20 MB reads 20,1 MB). */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    const tenths = Math.ceil((bytes / 1024 / 1024) * 10) / 10;
    return `${tenths.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
  }
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('pt-BR')} KB`;
}

/** Why this file cannot be sent, or null when it can. */
export function chargeFileProblem(file: File | null): string | null {
  if (file === null) return text.fileRequired;
  if (!/\.csv$/i.test(file.name)) return text.fileNotCsv;
  if (file.size === 0) return text.fileEmpty;
  if (file.size > CHARGE_MAX_BYTES)
    return text.fileTooLarge(formatFileSize(file.size), CHARGE_MAX_MB);
  return null;
}

/** docs/product.md R6.6: type and file required; the file is a .csv within the size limit. */
export const chargeUploadSchema = v.object({
  type: v.pipe(
    v.union([v.literal(''), v.picklist(CHARGE_TYPES)], text.typeRequired),
    v.check((type) => type !== '', text.typeRequired),
    v.transform((type) => type as ChargeType),
  ),
  file: v.pipe(
    v.custom<File | null>((value) => value === null || value instanceof File, text.fileRequired),
    v.check(
      (file) => chargeFileProblem(file) === null,
      (issue) => chargeFileProblem(issue.input as File | null) ?? text.fileRequired,
    ),
    v.transform((file) => file as File),
  ),
});

/** What the form holds: nothing chosen yet is '' and null. */
export type ChargeUploadValues = { type: ChargeType | ''; file: File | null };
export type ChargeUpload = v.InferOutput<typeof chargeUploadSchema>;

export const emptyChargeUpload: ChargeUploadValues = { type: '', file: null };
