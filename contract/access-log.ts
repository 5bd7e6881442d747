import * as v from 'valibot';
import { calendarDateSchema } from './calendar-date-schema.ts';
import { normalizeCpf } from './cpf.ts';
import { isDonationId } from './donation-id.ts';
import { datesInOrder } from './date-order.ts';

/** What an access-log entry records someone did with a family's data (docs/privacy.md). */
export const ACCESS_ACTIONS = [
  'delivery_viewed',
  'photo_link',
  'reveal',
  'export_generated',
  'export_downloaded',
  'subject_lookup',
  'subject_export',
  'subject_corrected',
  'subject_anonymised',
  'retention_anonymised',
  'access_log_exported',
  'cpf_search',
  'positions_viewed',
  'comments_viewed',
  'account_lookup',
  'password_reset',
  'password_reset_requested',
  'account_disabled',
  'account_enabled',
  'account_anonymised',
  'account_role_changed',
  'complaint_contact_revealed',
  'verification_phone_revealed',
] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];
export const accessActionSchema = v.picklist(ACCESS_ACTIONS, 'Ação inválida.');

export const ACCESS_ACTION_TEXTS = {
  delivery_viewed: 'Abriu os dados da entrega',
  photo_link: 'Abriu a foto da entrega',
  reveal: 'Mostrou os dados completos',
  export_generated: 'Gerou uma exportação',
  export_downloaded: 'Baixou uma exportação',
  subject_lookup: 'Consultou os dados do titular',
  subject_export: 'Exportou os dados do titular',
  subject_corrected: 'Corrigiu dados do titular',
  subject_anonymised: 'Anonimizou os dados do titular',
  retention_anonymised: 'Anonimização automática (prazo de retenção)',
  access_log_exported: 'Exportou o registro de acessos',
  cpf_search: 'Pesquisou por CPF',
  positions_viewed: 'Viu as posições das entregas',
  comments_viewed: 'Leu os comentários das entregas',
  account_lookup: 'Consultou uma conta pelo CPF',
  password_reset: 'Redefiniu a senha de uma conta',
  password_reset_requested: 'Pediu a redefinição da senha de um administrador',
  account_disabled: 'Desativou uma conta',
  account_enabled: 'Reativou uma conta',
  account_anonymised: 'Anonimizou uma conta',
  account_role_changed: 'Mudou o perfil de uma conta',
  complaint_contact_revealed: 'Mostrou o telefone de quem reclamou',
  verification_phone_revealed: 'Mostrou o telefone da família para a verificação',
} as const satisfies Record<AccessAction, string>;

export const accessEntrySchema = v.object({
  seq: v.number(),
  at: v.string(),
  /** Who did it; null for the server itself (the retention job). */
  actorName: v.nullable(v.string()),
  actorRole: v.nullable(v.string()),
  action: accessActionSchema,
  actionText: v.string(),
  donationId: v.nullable(v.string()),
  voucherId: v.nullable(v.string()),
  reportId: v.nullable(v.string()),
  clientAddress: v.nullable(v.string()),
  detail: v.nullable(v.string()),
});
export type AccessEntry = v.InferOutput<typeof accessEntrySchema>;

/** GET /access-log: the newest entries that match, and how many matched. */
export const accessLogPageSchema = v.object({
  entries: v.array(accessEntrySchema),
  total: v.number(),
});
export type AccessLogPage = v.InferOutput<typeof accessLogPageSchema>;

export const accessLogFilterMessages = {
  actor: 'Pessoa inválida.',
  cpf: 'CPF inválido.',
  donationId: 'Código de doação inválido.',
  dateFrom: 'Data inicial inválida: use AAAA-MM-DD.',
  dateTo: 'Data final inválida: use AAAA-MM-DD.',
  dateOrder: 'A data inicial deve ser igual ou anterior à data final.',
  reason: 'Informe o motivo da pesquisa por CPF (de 5 a 500 caracteres).',
} as const;
const m = accessLogFilterMessages;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
/** A field that may be absent, or blank as a form sends it; otherwise it must pass `schema`. */
const blankOr = <S extends v.GenericSchema>(schema: S) =>
  v.optional(v.pipe(v.unknown(), v.transform(blankToUndefined), v.optional(schema)));

/**
 * The access log's filter: a person (by name, as typed), a family (by CPF, matched through its
 * keyed hash, with the reason for searching it), a donation, São Paulo calendar days. POST
 * /access-log/search (the CPF never goes in a URL).
 */
export const accessLogFilterSchema = v.pipe(
  v.object({
    actorName: blankOr(v.pipe(v.string(m.actor), v.trim(), v.maxLength(120, m.actor))),
    cpf: blankOr(v.pipe(v.string(m.cpf), v.transform(normalizeCpf), v.string(m.cpf))),
    donationId: blankOr(
      v.pipe(
        v.string(m.donationId),
        v.trim(),
        v.toUpperCase(),
        v.check(isDonationId, m.donationId),
      ),
    ),
    dateFrom: blankOr(calendarDateSchema(m.dateFrom)),
    dateTo: blankOr(calendarDateSchema(m.dateTo)),
    /** Why a family's CPF is searched: required with `cpf`, and recorded with the search. */
    reason: blankOr(
      v.pipe(v.string(m.reason), v.trim(), v.minLength(5, m.reason), v.maxLength(500, m.reason)),
    ),
  }),
  v.check(({ dateFrom, dateTo }) => datesInOrder(dateFrom, dateTo), m.dateOrder),
  v.check(({ cpf, reason }) => cpf === undefined || reason !== undefined, m.reason),
);
export type AccessLogFilter = v.InferOutput<typeof accessLogFilterSchema>;

/** POST /access-log/verify: the chain checked from the first entry to the last. */
export const accessLogCheckSchema = v.object({
  entries: v.number(),
  /** The last entry's hash: kept elsewhere, it proves later that nothing before it changed. */
  head: v.nullable(v.string()),
  intact: v.boolean(),
  /** The first entry that does not follow from the one before it. */
  brokenAt: v.nullable(v.number()),
});
export type AccessLogCheck = v.InferOutput<typeof accessLogCheckSchema>;

/** A file made on the server and handed over in the answer (the access log, a family's data). */
export const downloadedFileSchema = v.object({
  fileName: v.string(),
  contentType: v.string(),
  content: v.string(),
});
export type DownloadedFile = v.InferOutput<typeof downloadedFileSchema>;
