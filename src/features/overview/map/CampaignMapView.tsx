import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import Supercluster from 'supercluster';
import { useLocation } from 'wouter';
import type { OverviewMapQuery } from '#graphql/generated/operations.ts';
import { paths } from '#src/lib/paths.ts';
import { copy } from '#src/ui/copy.ts';
import { overviewCopy } from '../shared/copy.ts';
import { count, GROUP_COLOURS, dominantGroup, type MapGroup } from '../shared/overview.ts';
import states from './brazil-states.json';
import * as L from 'leaflet';
import * as styles from '../shared/Overview.css.ts';

type MapData = OverviewMapQuery['overviewMap'];
type PointProps = { donations: number; donationId: string | null; flagged: number } & Record<
  MapGroup,
  number
>;
type ClusterProps = Omit<PointProps, 'donationId'>;
const text = overviewCopy.map;
const BRAZIL: L.LatLngBoundsExpression = [
  [-33.8, -74],
  [5.3, -34.7],
];

export interface CampaignMapViewProps {
  data: MapData;
  /** A Leaflet tile URL template; empty: the states' outlines on a plain background. */
  tileUrl: string;
  attribution: string;
}

/** Leaflet would use innerHTML, and the page's policy refuses inline `style` attributes. */
function markerFace(style: Partial<CSSStyleDeclaration>, label = ''): HTMLElement {
  const face = document.createElement('span');
  Object.assign(face.style, { boxSizing: 'border-box', ...style });
  face.textContent = label;
  return face;
}

/** The count and status are text, not only colour. */
function markerIcon(props: ClusterProps, single: boolean): L.DivIcon {
  const group = dominantGroup(props);
  const size = single ? 24 : Math.min(52, 26 + Math.round(Math.log10(props.donations + 1) * 10));
  const face = markerFace(
    {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: `${size}px`,
      height: `${size}px`,
      borderRadius: '50%',
      background: GROUP_COLOURS[group].fill,
      color: GROUP_COLOURS[group].text,
      border: props.flagged > 0 ? '3px solid #a8251b' : '2px solid #1f2933',
      font: '700 12px system-ui',
    },
    single ? '' : count(props.donations),
  );
  return L.divIcon({ className: '', iconSize: [size, size], html: face });
}

const unitIcon = () =>
  L.divIcon({
    className: '',
    iconSize: [14, 14],
    html: markerFace({
      display: 'block',
      width: '14px',
      height: '14px',
      background: '#1d4e89',
      border: '2px solid #fff',
      outline: '1px solid #1d4e89',
    }),
  });

export function CampaignMapView({ data, tileUrl, attribution }: CampaignMapViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const [, navigate] = useLocation();

  useEffect(() => {
    if (!container.current) return undefined;
    const map = L.map(container.current, {
      zoomSnap: 0.5,
      minZoom: 3,
      maxZoom: 16,
      attributionControl: tileUrl !== '',
      zoomControl: false,
    });
    L.control.zoom(copy.mapZoom).addTo(map);
    if (tileUrl) L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map);
    L.geoJSON(states as GeoJSON.FeatureCollection, {
      interactive: false,
      style: { color: '#7b8794', weight: 1, fillColor: '#ffffff', fillOpacity: tileUrl ? 0 : 1 },
    }).addTo(map);

    // With extent 256 the radius is in Leaflet pixels: no two markers are drawn closer than 56 px
    // (WCAG 2.5.8).
    const index = new Supercluster<PointProps, ClusterProps>({
      radius: 56,
      extent: 256,
      maxZoom: 14,
      map: ({ donations, waiting, open, done, closed, flagged }) => ({
        donations,
        waiting,
        open,
        done,
        closed,
        flagged,
      }),
      reduce: (into, from) => {
        into.donations += from.donations;
        into.waiting += from.waiting;
        into.open += from.open;
        into.done += from.done;
        into.closed += from.closed;
        into.flagged += from.flagged;
      },
    });
    index.load(
      data.points.map((point) => ({
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [point.lon, point.lat] },
        properties: {
          donations: point.donations,
          donationId: point.donationId ?? null,
          waiting: point.waiting,
          open: point.open,
          done: point.done,
          closed: point.closed,
          flagged: point.flagged,
        },
      })),
    );

    const units = L.layerGroup(
      data.units.map((unit) =>
        L.marker([unit.lat, unit.lon], {
          title: `${text.unit}: ${unit.name}`,
          alt: `${text.unit}: ${unit.name}`,
          icon: unitIcon(),
          keyboard: false,
          // A unit marks a place and opens nothing: not a target a finger must hit or avoid.
          interactive: false,
        }),
      ),
    ).addTo(map);
    const points = L.layerGroup().addTo(map);

    const draw = () => {
      const bounds = map.getBounds();
      points.clearLayers();
      // Clustered at the whole zoom at or below the one drawn, so points are never closer on
      // screen.
      const zoom = Math.floor(map.getZoom());
      for (const feature of index.getClusters(
        [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
        zoom,
      )) {
        const [lon, lat] = feature.geometry.coordinates as [number, number];
        const props = feature.properties;
        const single = !('cluster' in props) && props.donations === 1 && props.donationId !== null;
        const group = dominantGroup(props);
        const title = single
          ? `${text.donation(props.donationId!)} (${text.groups[group]}${props.flagged ? `, ${text.flagged.toLowerCase()}` : ''})`
          : text.cluster(props.donations);
        const marker = L.marker([lat, lon], {
          icon: markerIcon(props, single),
          title,
          alt: title,
          riseOnHover: true,
        });
        marker.on('click', () => {
          if (single) navigate(paths.donationDetails.link({ id: props.donationId! }));
          else if ('cluster_id' in props)
            map.setView(
              [lat, lon],
              Math.min(index.getClusterExpansionZoom(props.cluster_id as number), 16),
            );
          else map.setView([lat, lon], Math.min(zoom + 3, 16));
        });
        points.addLayer(marker);
      }
    };
    map.on('moveend', draw);
    const spots: L.LatLngExpression[] = [
      ...data.points.map((p) => [p.lat, p.lon] as [number, number]),
      ...data.units.map((u) => [u.lat, u.lon] as [number, number]),
    ];
    // A marker under a control would be a target a finger cannot hit.
    if (spots.length > 0)
      map.fitBounds(L.latLngBounds(spots), {
        paddingTopLeft: [60, 24],
        paddingBottomRight: [24, 40],
        maxZoom: 12,
      });
    else map.fitBounds(BRAZIL);
    draw();
    return () => {
      units.remove();
      map.remove();
    };
  }, [data, tileUrl, attribution, navigate]);

  return <div ref={container} className={styles.map} role="region" aria-label={text.label} />;
}
