import { lazy, Suspense } from 'react';
import { useQuery } from '@apollo/client/react';
import { OverviewMapDocument } from '#graphql/generated/operations.ts';
import { MAP_STATUS_GROUPS, type OverviewFilter } from '#contract/overview.ts';
import { mapTileAttribution, mapTileUrl } from '#src/core/public-config.ts';
import { LoadingScreen } from '#src/ui/Notice.tsx';
import { QueryState } from '#src/ui/QueryState.tsx';
import { overviewCopy } from '../shared/copy.ts';
import { GROUP_COLOURS } from '../shared/overview.ts';
import * as styles from '../shared/Overview.css.ts';

// Leaflet, supercluster and the states' outlines load only here, on /overview.
const CampaignMapView = lazy(() =>
  import('./CampaignMapView.tsx').then((module) => ({ default: module.CampaignMapView })),
);
const text = overviewCopy.map;

export function CampaignMap({ filter }: { filter: OverviewFilter }) {
  const query = useQuery(OverviewMapDocument, {
    variables: { filter },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <section className={styles.section} aria-labelledby="map-title">
      <h2 id="map-title" className={styles.sectionTitle}>
        {text.title}
      </h2>
      <QueryState
        data={query.data?.overviewMap}
        loading={query.loading}
        error={query.error}
        onRetry={query.refetch}
        loadingText={text.loading}
        failureText={text.failed}
      >
        {(data) => (
          <>
            <p className={styles.muted}>
              {text.points(
                data.points.reduce((sum, p) => sum + p.donations, 0),
                data.units.length,
              )}{' '}
              {mapTileUrl ? '' : text.noTiles}
            </p>
            <Suspense fallback={<LoadingScreen label={text.loading} />}>
              <CampaignMapView data={data} tileUrl={mapTileUrl} attribution={mapTileAttribution} />
            </Suspense>
            <ul className={styles.legend} aria-label={text.legend}>
              {MAP_STATUS_GROUPS.map((group) => (
                <li key={group}>
                  <span
                    className={styles.legendSwatch}
                    style={{ background: GROUP_COLOURS[group].fill }}
                    aria-hidden="true"
                  />
                  {text.groups[group]}
                </li>
              ))}
              <li>
                <span
                  className={styles.legendSwatch}
                  style={{ borderColor: '#a8251b', borderWidth: 3 }}
                  aria-hidden="true"
                />
                {text.flagged}
              </li>
              <li>
                <span
                  className={styles.legendSwatch}
                  style={{ borderRadius: 0, background: '#1d4e89' }}
                  aria-hidden="true"
                />
                {text.unit}
              </li>
            </ul>
          </>
        )}
      </QueryState>
    </section>
  );
}
