import { useMutation, useQuery } from '@apollo/client/react';
import type { LeaderReportKind } from '#contract/leader-report-kinds.ts';
import {
  CurrentLeaderReportDocument,
  ReportLeaderUnavailableDocument,
} from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { useSessionSend } from './session/session-context.tsx';

/** Only once the report is recorded does the session turn her list read-only. */
export function useReportAway() {
  const send = useSessionSend();
  const [record, { loading }] = useMutation(ReportLeaderUnavailableDocument, {
    update: (cache, { data }) => {
      if (data)
        cache.writeQuery({
          query: CurrentLeaderReportDocument,
          data: { currentLeaderReport: data.reportLeaderUnavailable },
        });
    },
  });
  const report = async (kind: LeaderReportKind): Promise<string | null> => {
    try {
      await record({ variables: { kind } });
    } catch (failure) {
      return readGraphQLFailure(failure).message;
    }
    send({ type: 'AWAY.REPORTED' });
    return null;
  };
  return { report, reporting: loading };
}

export function useCurrentAwayReport() {
  return (
    useQuery(CurrentLeaderReportDocument, { fetchPolicy: 'cache-and-network' }).data
      ?.currentLeaderReport ?? null
  );
}
