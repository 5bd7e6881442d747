import type { ApolloClient } from '@apollo/client';
import type { DonationFilter } from '#contract/donation-filter.ts';
import { leaderByCpfMessages } from '#contract/lookups.ts';
import { LeaderByCpfDocument } from '#graphql/generated/operations.ts';

/**
 * The filter as it is searched and saved: a leader's CPF typed in the form becomes her id, asked
 * in a request body (recorded by the server) and never cached, so no CPF lands in a URL, the
 * Apollo cache or the saved filter. Throws with the pt-BR message when no leader has that CPF.
 */
export async function withLeaderId(
  client: ApolloClient,
  filter: DonationFilter,
): Promise<DonationFilter> {
  const { leaderCpf, ...rest } = filter;
  if (leaderCpf === undefined) return filter;
  const { data } = await client.query({
    query: LeaderByCpfDocument,
    variables: { login: leaderCpf },
    fetchPolicy: 'no-cache',
  });
  if (!data) throw new Error(leaderByCpfMessages.notFound);
  return { ...rest, leaderId: data.leaderByCpf.id };
}
