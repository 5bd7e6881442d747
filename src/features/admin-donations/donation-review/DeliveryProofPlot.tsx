import type { DonationReviewFieldsFragment } from '#graphql/generated/operations.ts';
import { kmPerUnit, placeLabels, projectPoints, scaleBar, type GeoPoint } from './plot-geometry.ts';
import { formatKm, reviewCopy } from './review-copy.ts';
import * as styles from './DonationReview.css.ts';

type Proof = DonationReviewFieldsFragment['proof'];

const SIZE = 300;
const MARGIN = 34;
/** Half the size of a mark: labels are kept this far apart so none covers another. */
const MARK_RADIUS = 11;
const SCALE_MAX_LENGTH = 110;

/**
 * The positions without map tiles: receipt (R), site (U) and each delivery (its card's number),
 * with a line from the receipt point to each delivery labelled with its distance. Marks that fall
 * on the same spot are moved apart with a leader line back to their true position, and a scale
 * bar says how far the picture spans.
 */
export function DeliveryProofPlot({ proof }: { proof: Proof }) {
  const marks: (GeoPoint & {
    label: string;
    kind: 'receipt' | 'site' | 'delivered' | 'notDelivered';
  })[] = [
    ...(proof.site ? [{ ...proof.site, label: 'U', kind: 'site' as const }] : []),
    ...(proof.receipt ? [{ ...proof.receipt, label: 'R', kind: 'receipt' as const }] : []),
    ...proof.deliveries.map((d) => ({
      ...d,
      label: String(d.position),
      kind: d.delivered ? ('delivered' as const) : ('notDelivered' as const),
    })),
  ];
  const points = projectPoints(marks, SIZE, MARGIN);
  const labelsAt = placeLabels(points, MARK_RADIUS, SIZE);
  const kmPerPlotUnit = kmPerUnit(marks, SIZE, MARGIN);
  const bar = kmPerPlotUnit === null ? null : scaleBar(kmPerPlotUnit, SCALE_MAX_LENGTH);
  const receiptAt = proof.receipt ? points[proof.site ? 1 : 0] : undefined;
  const firstDelivery = marks.length - proof.deliveries.length;

  return (
    <figure className={styles.plotFigure}>
      <svg
        className={styles.plot}
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        role="img"
        aria-label={reviewCopy.plotLabel(proof.deliveries.length)}
      >
        {receiptAt
          ? proof.deliveries.map((delivery, i) => {
              const to = points[firstDelivery + i]!;
              return (
                <g key={`line-${delivery.voucherId}`}>
                  <line
                    x1={receiptAt.x}
                    y1={receiptAt.y}
                    x2={to.x}
                    y2={to.y}
                    className={styles.plotLine}
                  />
                  {delivery.kmFromReceipt !== null &&
                  Math.hypot(to.x - receiptAt.x, to.y - receiptAt.y) > 4 * MARK_RADIUS ? (
                    <text
                      x={(receiptAt.x + to.x) / 2}
                      y={(receiptAt.y + to.y) / 2 - 4}
                      className={styles.plotDistance}
                    >
                      {formatKm(delivery.kmFromReceipt)}
                    </text>
                  ) : null}
                </g>
              );
            })
          : null}
        {marks.map((mark, i) => {
          const at = points[i]!;
          const label = labelsAt[i]!;
          const moved = label.x !== at.x || label.y !== at.y;
          return (
            <g
              key={`${mark.kind}-${mark.label}`}
              className={styles.plotMark[mark.kind]}
              data-mark={mark.label}
              data-moved={moved || undefined}
            >
              {moved ? (
                <>
                  <line
                    x1={at.x}
                    y1={at.y}
                    x2={label.x}
                    y2={label.y}
                    className={styles.plotLeader}
                  />
                  <circle cx={at.x} cy={at.y} r={3} />
                </>
              ) : null}
              {mark.kind === 'site' ? (
                <rect
                  x={label.x - 12}
                  y={label.y - 12}
                  width={24}
                  height={24}
                  rx={3}
                  className={styles.plotSite}
                />
              ) : (
                <circle cx={label.x} cy={label.y} r={10} />
              )}
              <text
                x={label.x}
                y={label.y + 4}
                textAnchor="middle"
                className={styles.plotLabel[mark.kind]}
              >
                {mark.label}
              </text>
            </g>
          );
        })}
        {bar ? (
          <g className={styles.plotScale} data-scale-km={bar.km}>
            <line x1={12} y1={SIZE - 12} x2={12 + bar.length} y2={SIZE - 12} />
            <line x1={12} y1={SIZE - 17} x2={12} y2={SIZE - 7} />
            <line x1={12 + bar.length} y1={SIZE - 17} x2={12 + bar.length} y2={SIZE - 7} />
            <text x={12 + bar.length / 2} y={SIZE - 20} className={styles.plotDistance}>
              {formatKm(bar.km)}
            </text>
          </g>
        ) : null}
      </svg>
      <figcaption className={styles.muted}>
        {bar ? reviewCopy.plotLegend : `${reviewCopy.plotLegend} ${reviewCopy.plotSameSpot}`}
      </figcaption>
    </figure>
  );
}
