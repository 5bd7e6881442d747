import { useQuery } from '@apollo/client/react';
import type { LeaderReportKind } from '#contract/leader-report-kinds.ts';
import { CurrentLeaderReportDocument } from '#graphql/generated/operations.ts';
import { NETWORK_FAILURE_MESSAGE } from '#graphql/rest/rest-error.ts';
import { useSessionScope } from './session-scope/SessionScopeProvider.tsx';
import { useSessionSend } from './session/session-context.tsx';

/**
 * Sent as her other writes are: once the server has the report, or once it waits on the device
 * for a connection, the session turns her list read-only. A refusal changes nothing.
 */
export function useReportAway() {
  const send = useSessionSend();
  const { writes } = useSessionScope();
  return async (kind: LeaderReportKind): Promise<string | null> => {
    const outcome = await writes
      ?.submit({ kind: 'away', command: { kind, recordedAt: new Date().toISOString() } })
      .catch(() => null);
    if (!outcome) return NETWORK_FAILURE_MESSAGE;
    if (outcome.kind === 'failed') return outcome.message;
    send({ type: 'AWAY.REPORTED' });
    return null;
  };
}

export function useCurrentAwayReport() {
  return (
    useQuery(CurrentLeaderReportDocument, { fetchPolicy: 'cache-and-network' }).data
      ?.currentLeaderReport ?? null
  );
}
