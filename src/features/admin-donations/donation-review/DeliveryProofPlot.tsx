import type { DonationReviewFieldsFragment } from '#graphql/generated/operations.ts';
import { projectPoints, type GeoPoint } from './plot-geometry';
import { formatKm, reviewCopy } from './review-copy';
import * as styles from './DonationReview.css';

type Proof = DonationReviewFieldsFragment['proof'];

const SIZE = 300;
const MARGIN = 28;

/**
 * The positions without map tiles: receipt (R), site (U) and each delivery (its card's number),
 * with a line from the receipt point to each delivery labelled with its distance.
 */
export function DeliveryProofPlot({ proof }: { proof: Proof }) {
  const marks: (GeoPoint & { label: string; kind: 'receipt' | 'site' | 'delivered' | 'notDelivered' })[] = [
    ...(proof.site ? [{ ...proof.site, label: 'U', kind: 'site' as const }] : []),
    ...(proof.receipt ? [{ ...proof.receipt, label: 'R', kind: 'receipt' as const }] : []),
    ...proof.deliveries.map((d) => ({ ...d, label: String(d.position), kind: d.delivered ? ('delivered' as const) : ('notDelivered' as const) })),
  ];
  const points = projectPoints(marks, SIZE, MARGIN);
  const receiptAt = proof.receipt ? points[proof.site ? 1 : 0] : undefined;
  const firstDelivery = marks.length - proof.deliveries.length;

  return (
    <svg className={styles.plot} viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={reviewCopy.plotLabel(proof.deliveries.length)}>
      {receiptAt
        ? proof.deliveries.map((delivery, i) => {
            const to = points[firstDelivery + i]!;
            return (
              <g key={`line-${delivery.voucherId}`}>
                <line x1={receiptAt.x} y1={receiptAt.y} x2={to.x} y2={to.y} className={styles.plotLine} />
                {delivery.kmFromReceipt !== null ? (
                  <text x={(receiptAt.x + to.x) / 2} y={(receiptAt.y + to.y) / 2 - 4} className={styles.plotDistance}>
                    {formatKm(delivery.kmFromReceipt)}
                  </text>
                ) : null}
              </g>
            );
          })
        : null}
      {marks.map((mark, i) => (
        <g key={`${mark.kind}-${mark.label}`} className={styles.plotMark[mark.kind]}>
          {mark.kind === 'site' ? (
            <rect x={points[i]!.x - 10} y={points[i]!.y - 10} width={20} height={20} />
          ) : (
            <circle cx={points[i]!.x} cy={points[i]!.y} r={10} />
          )}
          <text x={points[i]!.x} y={points[i]!.y + 4} textAnchor="middle" className={styles.plotLabel[mark.kind]}>
            {mark.label}
          </text>
        </g>
      ))}
    </svg>
  );
}
