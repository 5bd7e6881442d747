import * as v from 'valibot';
import { calendarDateSchema } from './calendar-date-schema.ts';
import { normalizeCpf } from './cpf.ts';
import {
  DONATION_ID_FORMAT_MESSAGE,
  donationIdSchema,
  typedDonationIdSchema,
} from './donation-id.ts';
import { NOT_A_JSON_OBJECT, requestObject } from './request-object.ts';
import { donationStatusSchema } from './status-schemas.ts';
import { voucherSchema } from './vouchers.ts';

/**
 * A donation as the lists show it. Its vouchers counted apart: `deliveredCount` (status 2),
 * `notDeliveredCount` (3) and `pendingCount` (1); all three 0 means no vouchers were loaded.
 */
export const donationSchema = v.object({
  donationId: donationIdSchema,
  quantity: v.number(),
  status: donationStatusSchema,
  statusText: v.string(),
  created: v.string(),
  scheduled: v.nullable(v.string()),
  received: v.nullable(v.string()),
  leaderName: v.string(),
  siteName: v.string(),
  /** The site's city and UF. */
  city: v.string(),
  state: v.string(),
  /** 'Prazo final para entrega': the first recorded voucher + 24 h; null until delivery starts. */
  deadline: v.nullable(v.string()),
  deliveredCount: v.number(),
  notDeliveredCount: v.number(),
  pendingCount: v.number(),
  /** The leader's own list only: her vouchers of it an admin asked back ('Recolher', R20.6). */
  recalledCount: v.optional(v.number()),
});
export type Donation = v.InferOutput<typeof donationSchema>;

/** GET /donations/{id}/details and the reply of POST /donations. `deadline` is deliveryStarted + 24 h. */
export const donationDetailsSchema = v.object({
  ...donationSchema.entries,
  leaderLogin: v.string(),
  siteId: v.number(),
  receivedQuantity: v.nullable(v.number()),
  sentDate: v.nullable(v.string()),
  deliveryStarted: v.nullable(v.string()),
  lastDelivery: v.nullable(v.string()),
  completed: v.nullable(v.string()),
  /** The 'Pacote': the donation charge file it came in; null when registered by hand. */
  packageName: v.nullable(v.string()),
  vouchers: v.array(voucherSchema),
});
export type DonationDetails = v.InferOutput<typeof donationDetailsSchema>;

/** GET /donations: the newest page (LIST_PAGE_MAX); `total` counts them all (missing from older servers). */
export const donationListSchema = v.object({
  donations: v.array(donationSchema),
  total: v.optional(v.number()),
});
export type DonationList = v.InferOutput<typeof donationListSchema>;

/** GET /filter/donation: the newest matches; `total` counts them all (missing means every match was sent). */
export const donationSearchSchema = v.object({
  donations: v.array(donationSchema),
  total: v.optional(v.number()),
});
export type DonationSearch = v.InferOutput<typeof donationSearchSchema>;

/** Largest quantity a person could plausibly type; keeps the value inside an integer column. */
export const MAX_QUANTITY = 1_000_000;

export const newDonationMessages = {
  siteId: 'Selecione a unidade (siteId).',
  leaderLogin: 'Selecione o líder (leaderLogin: CPF válido).',
  leaderId: 'Selecione o líder (leaderId: o id de uma liderança).',
  donationId: DONATION_ID_FORMAT_MESSAGE,
  quantity: 'Informe a quantidade: um número inteiro maior que zero.',
  sentDate: 'Informe a data de envio (AAAA-MM-DD).',
} as const;
const m = newDonationMessages;

/**
 * POST /donations: the leader (her id, as the leader search answers it, or her CPF with or without
 * the mask), site, id, quantity and sent date are required.
 */
export const newDonationSchema = v.pipe(
  requestObject(
    {
      siteId: v.pipe(v.number(m.siteId), v.integer(m.siteId), v.minValue(1, m.siteId)),
      leaderId: v.optional(v.pipe(v.string(m.leaderId), v.uuid(m.leaderId))),
      leaderLogin: v.optional(
        v.pipe(
          v.string(m.leaderLogin),
          v.transform(normalizeCpf),
          v.string(m.leaderLogin), // null when the CPF is not valid
        ),
      ),
      donationId: typedDonationIdSchema,
      quantity: v.pipe(
        v.number(m.quantity),
        v.integer(m.quantity),
        v.minValue(1, m.quantity),
        v.maxValue(MAX_QUANTITY, m.quantity),
      ),
      sentDate: calendarDateSchema(m.sentDate),
    },
    NOT_A_JSON_OBJECT,
  ),
  v.check(
    (donation) => donation.leaderId !== undefined || donation.leaderLogin !== undefined,
    m.leaderLogin,
  ),
);
export type NewDonation = v.InferOutput<typeof newDonationSchema>;
