import * as v from 'valibot';

/** The kinds of charge file; each has its CSV columns (docs/charges.md). */
export const CHARGE_TYPES = [
  'voucher',
  'user',
  'donation',
  'transfer',
  'site',
  'statement',
] as const;
export const chargeTypeSchema = v.picklist(CHARGE_TYPES);
export type ChargeType = v.InferOutput<typeof chargeTypeSchema>;

export const isChargeType = (value: string): value is ChargeType => v.is(chargeTypeSchema, value);

/** The file field of POST /load/{type}. */
export const CHARGE_FILE_FIELD = 'file';

/** A charge file load; `status` is one of CHARGE_STATUS's texts. */
export const chargeSchema = v.object({
  _id: v.string(),
  fileName: v.string(),
  createdAt: v.string(),
  type: chargeTypeSchema,
  status: v.string(),
  rows: v.number(),
  errorCount: v.number(),
});
export type Charge = v.InferOutput<typeof chargeSchema>;

export const chargeLineErrorSchema = v.object({ line: v.number(), message: v.string() });
export type ChargeLineError = v.InferOutput<typeof chargeLineErrorSchema>;

/** GET /load/{id}: the charge with its line errors. */
export const chargeDetailsSchema = v.object({
  ...chargeSchema.entries,
  errors: v.array(chargeLineErrorSchema),
});
export type ChargeDetails = v.InferOutput<typeof chargeDetailsSchema>;

/** GET /load: the newest page (LIST_PAGE_MAX); `total` counts them all. */
export const chargeListSchema = v.object({
  loads: v.array(chargeSchema),
  total: v.optional(v.number()),
});
export type ChargeList = v.InferOutput<typeof chargeListSchema>;
