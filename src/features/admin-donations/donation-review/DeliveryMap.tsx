import { lazy, Suspense, useCallback, useState } from 'react';
import type { DonationReviewFieldsFragment } from '#graphql/generated/operations.ts';
import { mapTileAttribution, mapTileUrl } from '#src/core/public-config.ts';
import { DeliveryProofPlot } from './DeliveryProofPlot.tsx';
import { DistanceList } from './DistanceList.tsx';
import { reviewCopy } from './review-copy.ts';
import * as styles from './DonationReview.css.ts';

type Proof = DonationReviewFieldsFragment['proof'];

// Leaflet loads only here, and only when tiles are configured; if its chunk cannot load, the plot shows.
const LeafletMap = lazy(() =>
  import('./LeafletMap.tsx').then(
    (module) => ({ default: module.LeafletMap }),
    () => ({ default: ({ proof }: { proof: Proof }) => <DeliveryProofPlot proof={proof} /> }),
  ),
);

export interface DeliveryMapProps {
  proof: Proof;
  /** The tile URL template; the build's VITE_MAP_TILE_URL unless a test gives one. Empty: no tiles. */
  tileUrl?: string;
}

/**
 * Receipt point, site and deliveries on map tiles when they can be reached, otherwise on a plain
 * plot; the distances are always also written out.
 */
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
