import type { ApolloCache, ApolloClient } from '@apollo/client';
import type { WriteAnswer } from '#graphql/rest/rest-client.ts';

/**
 * Puts the donation as her list shows it into the cache; a field the cache does not hold is left
 * for the next reading. (A donation's details keep the list in step in leader-flow-actors.ts.)
 */
function showListedDonation(
  cache: ApolloCache,
  donation: { donationId: string } & Record<string, unknown>,
): void {
  const id = cache.identify({ __typename: 'Donation', donationId: donation.donationId });
  if (id)
    cache.modify({
      id,
      fields: (value, { fieldName }) =>
        fieldName in donation ? (donation[fieldName] as typeof value) : value,
    });
}

/**
 * A leader's write answered with what her screens show: a donation as her list shows it (only her
 * progress, which it does not carry, is asked again), or the away report.
 */
export function showWriteAnswer(apollo: ApolloClient, answer: NonNullable<WriteAnswer>): void {
  if ('donationId' in answer) {
    showListedDonation(apollo.cache, answer);
    void apollo
      .refetchQueries({
        include: 'active',
        onQueryUpdated: (query) => query.queryName === 'LeaderProgress',
      })
      .catch(() => undefined);
  } else
    apollo.cache.modify({
      fields: { currentLeaderReport: () => ({ __typename: 'LeaderReport', ...answer }) },
    });
}
