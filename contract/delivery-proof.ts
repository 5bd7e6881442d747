import * as v from 'valibot';

const point = v.object({ lat: v.number(), lon: v.number() });

/** Where one voucher's outcome was recorded, and how far that is from the receipt point and the site. */
export const deliveryPointSchema = v.object({
  ...point.entries,
  voucherId: v.string(),
  position: v.number(),
  delivered: v.boolean(),
  kmFromReceipt: v.nullable(v.number()),
  kmFromSite: v.nullable(v.number()),
});
export type DeliveryPoint = v.InferOutput<typeof deliveryPointSchema>;

/**
 * The positions behind a donation's delivery proof (docs/product.md R10.1): the receipt point,
 * the site (when its position is known) and every recorded delivery. Distances in km.
 */
export const deliveryProofSchema = v.object({
  receipt: v.nullable(v.object({ ...point.entries, kmFromSite: v.nullable(v.number()) })),
  site: v.nullable(v.object({ ...point.entries, name: v.string() })),
  deliveries: v.array(deliveryPointSchema),
});
export type DeliveryProof = v.InferOutput<typeof deliveryProofSchema>;
