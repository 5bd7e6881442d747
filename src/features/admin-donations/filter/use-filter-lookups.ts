import { skipToken, useQuery } from '@apollo/client/react';
import { CitiesDocument, SitesDocument, StatesDocument } from '#graphql/generated/operations.ts';

/** The lists the filter's selects offer: sites, states, and the cities of the chosen state. */
export function useFilterLookups(state: string) {
  const sites = useQuery(SitesDocument);
  const states = useQuery(StatesDocument);
  const cities = useQuery(CitiesDocument, state ? { variables: { state } } : skipToken);
  return {
    sites: sites.data?.sites ?? [],
    states: states.data?.states ?? [],
    cities: state ? (cities.data?.cities ?? []) : [],
    failed: Boolean(sites.error || states.error || cities.error),
  };
}
