import * as v from 'valibot';
import {
  VOUCHER_FIGURES,
  HIDDEN,
  NOT_MEASURED,
  SMALL,
  type VoucherFigure,
  type PackageReport,
} from './transparency.ts';

/**
 * GET /transparency/packages/{loadId} as the app reads it: the donor report of a 'Pacote'
 * (docs/product.md R17.4). The types live in transparency.ts, which the light page reads without
 * valibot; this is their check.
 */
const shownSchema = v.union([v.number(), v.literal(SMALL), v.literal(HIDDEN)]);

const snapshotEntrySchema = v.object({
  seq: v.number(),
  day: v.string(),
  madeAt: v.string(),
  sha256: v.string(),
  previousSha256: v.nullable(v.string()),
  note: v.nullable(v.string()),
});

const vouchersSchema = v.object(
  Object.fromEntries(VOUCHER_FIGURES.map((figure) => [figure, shownSchema])) as Record<
    VoucherFigure,
    typeof shownSchema
  >,
);

export const packageReportSchema = v.object({
  loadId: v.string(),
  fileName: v.string(),
  loadedAt: v.string(),
  figures: v.object({
    scope: v.object({ kind: v.literal('package'), loadId: v.string() }),
    campaign: v.object({ firstDay: v.nullable(v.string()), lastDay: v.nullable(v.string()) }),
    places: v.array(
      v.object({
        state: v.nullable(v.string()),
        city: v.nullable(v.string()),
        cards: vouchersSchema,
      }),
    ),
    complaints: v.object({
      received: shownSchema,
      resolved: shownSchema,
      byCategory: v.array(
        v.object({ category: v.string(), received: shownSchema, resolved: shownSchema }),
      ),
      answered: shownSchema,
      medianDaysToAnswer: v.nullable(v.number()),
    }),
    notMeasured: v.array(v.picklist(NOT_MEASURED)),
  }),
  head: v.nullable(snapshotEntrySchema),
  madeAt: v.string(),
}) satisfies v.GenericSchema<unknown, PackageReport>;

/** The donor report's CSV as downloaded: the name the day it was made gives it. */
export function packageReportFileName(madeAt: string): string {
  return `relatorio-pacote-${madeAt.slice(0, 10)}.csv`;
}
