import { useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { DonationAlertsDocument, type DonationAlertsQuery } from '#graphql/generated/operations.ts';
import { ALERTS_MAX_IDS } from '#contract/donation-alerts.ts';

type Anomalies = DonationAlertsQuery['donationAlerts'][number]['anomalies'];
/** A row's flags, or 'loading' until they arrive. */
export type RowAlerts = Anomalies | 'loading';

/**
 * The anomaly flags of the rows on screen, asked in batches of at most 100 as rows come into
 * view and kept for the table's life. Flags are computed per donation by the server; the whole
 * list at once would compare every delivery photo with every other (docs/decisions).
 */
export function useRowAlerts(visibleIds: readonly string[]): (donationId: string) => RowAlerts {
  const client = useApolloClient();
  const [known, setKnown] = useState<ReadonlyMap<string, Anomalies>>(new Map());
  const asked = useRef(new Set<string>());
  const key = visibleIds.join(',');

  useEffect(() => {
    const missing = key.split(',').filter((id) => id !== '' && !asked.current.has(id));
    for (let start = 0; start < missing.length; start += ALERTS_MAX_IDS) {
      const ids = missing.slice(start, start + ALERTS_MAX_IDS);
      ids.forEach((id) => asked.current.add(id));
      client
        .query({ query: DonationAlertsDocument, variables: { ids }, fetchPolicy: 'network-only' })
        .then(({ data }) => {
          setKnown((previous) => {
            const next = new Map(previous);
            // A donation the server no longer has carries no flags.
            for (const id of ids) next.set(id, []);
            for (const row of data?.donationAlerts ?? []) next.set(row.donationId, row.anomalies);
            return next;
          });
        })
        .catch(() => {
          // Asked again when the rows come back into view.
          ids.forEach((id) => asked.current.delete(id));
        });
    }
  }, [client, key]);

  return (donationId) => known.get(donationId) ?? 'loading';
}
