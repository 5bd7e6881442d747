import { lazy, Suspense, useCallback, useState } from 'react';
import type { DonationReviewFieldsFragment } from '#graphql/generated/operations.ts';
import { mapTileAttribution, mapTileUrl } from '#src/core/public-config.ts';
import { reviewCopy, formatKm } from '../shared/review-copy.ts';
import * as styles from '../details/DonationReview.css.ts';

type Proof = DonationReviewFieldsFragment['proof'];

// Leaflet loads only here, only with tiles configured; if its chunk cannot load, the plot shows.
const LeafletMap = lazy(() =>
  import('./LeafletMap.tsx').then(
    (module) => ({ default: module.LeafletMap }),
    () => ({ default: ({ proof }: { proof: Proof }) => <DeliveryProofPlot proof={proof} /> }),
  ),
);

export interface DeliveryMapProps {
  proof: Proof;
  tileUrl?: string;
}

export function DeliveryMap({ proof, tileUrl = mapTileUrl }: DeliveryMapProps) {
  const [tilesFailed, setTilesFailed] = useState(false);
  const onTilesUnavailable = useCallback(() => setTilesFailed(true), []);
  const hasPositions = proof.receipt !== null || proof.site !== null || proof.deliveries.length > 0;
  if (!hasPositions) return <p className={styles.muted}>{reviewCopy.noPositions}</p>;
  const plot = <DeliveryProofPlot proof={proof} />;
  return (
    <>
      {tileUrl !== '' && !tilesFailed ? (
        <Suspense fallback={plot}>
          <LeafletMap
            proof={proof}
            tileUrl={tileUrl}
            attribution={mapTileAttribution}
            onTilesUnavailable={onTilesUnavailable}
          />
        </Suspense>
      ) : (
        plot
      )}
      <DistanceList proof={proof} />
    </>
  );
}

const SIZE = 300;
const MARGIN = 34;
/** Half a mark's size: labels are kept this far apart so none covers another. */
const MARK_RADIUS = 11;
const SCALE_MAX_LENGTH = 110;

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

const orNull = (km: number | null) => (km === null ? null : formatKm(km));

export function DistanceList({ proof }: { proof: Proof }) {
  return (
    <ul className={styles.distances}>
      {proof.receipt ? (
        <li>
          {proof.receipt.kmFromSite === null
            ? reviewCopy.receiptOnly
            : reviewCopy.receiptFromSite(formatKm(proof.receipt.kmFromSite))}
        </li>
      ) : null}
      {proof.site ? null : <li>{reviewCopy.siteWithoutPosition}</li>}
      {proof.deliveries.map((delivery) => (
        <li key={delivery.voucherId}>
          {reviewCopy.delivery(delivery.position, delivery.delivered)}:{' '}
          {reviewCopy.distances(orNull(delivery.kmFromReceipt), orNull(delivery.kmFromSite))}
        </li>
      ))}
    </ul>
  );
}

export interface GeoPoint {
  lat: number;
  lon: number;
}

export interface PlotPoint {
  x: number;
  y: number;
}

/** Kilometres in one degree of latitude (and of longitude at the equator). */
const KM_PER_DEGREE = 111.32;

interface Frame {
  cosLat: number;
  centreX: number;
  centreY: number;
  /** Degrees (longitude already scaled by cosLat) across the longer side; 0 for a single point. */
  span: number;
}

function frameOf(points: readonly GeoPoint[]): Frame {
  const meanLat = points.reduce((sum, p) => sum + p.lat, 0) / points.length;
  const cosLat = Math.cos((meanLat * Math.PI) / 180);
  const xs = points.map((p) => p.lon * cosLat);
  const ys = points.map((p) => p.lat);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  return {
    cosLat,
    centreX: (minX + maxX) / 2,
    centreY: (minY + maxY) / 2,
    span: Math.max(maxX - minX, maxY - minY),
  };
}

/**
 * Equirectangular, longitude scaled by the cosine of the mean latitude: exact enough over a few km.
 */
export function projectPoints(
  points: readonly GeoPoint[],
  size: number,
  margin: number,
): PlotPoint[] {
  if (points.length === 0) return [];
  const { cosLat, centreX, centreY, span } = frameOf(points);
  const inner = size - 2 * margin;
  return points.map((p) => {
    if (span === 0) return { x: size / 2, y: size / 2 };
    return {
      x: size / 2 + ((p.lon * cosLat - centreX) / span) * inner,
      y: size / 2 - ((p.lat - centreY) / span) * inner,
    };
  });
}

export function kmPerUnit(
  points: readonly GeoPoint[],
  size: number,
  margin: number,
): number | null {
  if (points.length === 0) return null;
  const { span } = frameOf(points);
  return span === 0 ? null : (span * KM_PER_DEGREE) / (size - 2 * margin);
}

export interface ScaleBar {
  /** In plot units. */
  length: number;
  km: number;
}

/** A round length (1, 2 or 5 × a power of ten, in km), as long as fits in `maxLength`. */
export function scaleBar(kmPerPlotUnit: number, maxLength: number): ScaleBar {
  const maxKm = kmPerPlotUnit * maxLength;
  const power = 10 ** Math.floor(Math.log10(maxKm));
  const km = [5, 2, 1].map((step) => step * power).find((candidate) => candidate <= maxKm) ?? power;
  return { length: km / kmPerPlotUnit, km };
}

export function placeLabels(
  points: readonly PlotPoint[],
  radius: number,
  size: number,
): PlotPoint[] {
  const gap = 2 * radius + 2;
  const placed: PlotPoint[] = [];
  const free = (candidate: PlotPoint) =>
    candidate.x >= radius &&
    candidate.x <= size - radius &&
    candidate.y >= radius &&
    candidate.y <= size - radius &&
    placed.every((other) => Math.hypot(other.x - candidate.x, other.y - candidate.y) >= gap);
  for (const point of points) {
    let chosen: PlotPoint | null = free(point) ? point : null;
    for (let ring = 1; !chosen && ring <= 8; ring += 1) {
      const steps = 8 * ring;
      for (let step = 0; step < steps && !chosen; step += 1) {
        const angle = -Math.PI / 2 + (2 * Math.PI * step) / steps;
        const candidate = {
          x: point.x + Math.cos(angle) * gap * ring,
          y: point.y + Math.sin(angle) * gap * ring,
        };
        if (free(candidate)) chosen = candidate;
      }
    }
    placed.push(chosen ?? point);
  }
  return placed;
}
