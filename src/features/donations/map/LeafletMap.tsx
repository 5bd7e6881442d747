import { useEffect, useRef } from 'react';
import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { DonationReviewFieldsFragment } from '#graphql/generated/operations.ts';
import { copy } from '#src/ui/copy.ts';
import { formatKm, reviewCopy } from '../shared/review-copy.ts';
import * as styles from '../details/DonationReview.css.ts';

type Proof = DonationReviewFieldsFragment['proof'];

export interface LeafletMapProps {
  proof: Proof;
  tileUrl: string;
  attribution: string;
  /** The first tile failed before any loaded: the caller shows the plot instead. */
  onTilesUnavailable: () => void;
}

const markStyle = {
  receipt: { color: '#1d4e89', fillColor: '#1d4e89' },
  site: { color: '#0b6146', fillColor: '#0b6146' },
  delivered: { color: '#0b6146', fillColor: '#e3f2ec' },
  notDelivered: { color: '#a8251b', fillColor: '#fdecea' },
} as const;

export function LeafletMap({ proof, tileUrl, attribution, onTilesUnavailable }: LeafletMapProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!container.current) return undefined;
    const map = L.map(container.current, { zoomControl: false });
    L.control.zoom(copy.mapZoom).addTo(map);
    const tiles = L.tileLayer(tileUrl, { attribution, maxZoom: 19 });
    let anyTileLoaded = false;
    tiles.on('tileload', () => {
      anyTileLoaded = true;
    });
    tiles.on('tileerror', () => {
      if (!anyTileLoaded) onTilesUnavailable();
    });
    tiles.addTo(map);
    L.control.scale({ imperial: false }).addTo(map);

    const bounds: L.LatLngExpression[] = [];
    const mark = (lat: number, lon: number, kind: keyof typeof markStyle, label: string) => {
      bounds.push([lat, lon]);
      const unit = kind === 'site' ? { radius: 12, weight: 4, color: '#1b1f23' } : {};
      L.circleMarker([lat, lon], {
        radius: 9,
        weight: 3,
        fillOpacity: 1,
        ...markStyle[kind],
        ...unit,
      })
        .bindTooltip(label, { permanent: true, direction: 'top' })
        .addTo(map);
    };
    if (proof.site)
      mark(proof.site.lat, proof.site.lon, 'site', `${reviewCopy.site}: ${proof.site.name}`);
    if (proof.receipt) mark(proof.receipt.lat, proof.receipt.lon, 'receipt', reviewCopy.receipt);
    for (const delivery of proof.deliveries) {
      mark(
        delivery.lat,
        delivery.lon,
        delivery.delivered ? 'delivered' : 'notDelivered',
        String(delivery.position),
      );
      if (proof.receipt && delivery.kmFromReceipt !== null) {
        L.polyline(
          [
            [proof.receipt.lat, proof.receipt.lon],
            [delivery.lat, delivery.lon],
          ],
          { color: '#4a5561', weight: 2, dashArray: '4 4' },
        )
          .bindTooltip(formatKm(delivery.kmFromReceipt))
          .addTo(map);
      }
    }
    if (bounds.length > 0)
      map.fitBounds(L.latLngBounds(bounds), { padding: [32, 32], maxZoom: 16 });
    return () => {
      map.remove();
    };
  }, [proof, tileUrl, attribution, onTilesUnavailable]);

  return (
    <div ref={container} className={styles.map} role="region" aria-label={reviewCopy.mapLabel} />
  );
}
