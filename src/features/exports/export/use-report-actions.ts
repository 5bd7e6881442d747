import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { DeleteReportDocument, ReportUrlDocument } from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { exportCopy } from '../copy';
import type { ReportSummary } from './report-view';

export type ReportNotice = { type: 'success' | 'failure'; message: string };

/** Opens a file in a new tab; where pop-ups are blocked the browser downloads it in place. */
function openInNewTab(url: string): void {
  const tab = window.open(url, '_blank');
  if (tab) tab.opener = null;
  else window.location.assign(url);
}

/**
 * Download (GET report/{id}/url, then a new tab) and delete (204 → 'Item excluído com sucesso',
 * anything else → the error toast). `busyId` is the report being acted on.
 */
export function useReportActions() {
  const client = useApolloClient();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<ReportNotice | null>(null);

  const download = async (report: ReportSummary) => {
    setBusyId(report.id);
    try {
      const { data } = await client.query({
        query: ReportUrlDocument,
        variables: { id: report.id },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('no link');
      openInNewTab(data.reportUrl);
    } catch (error) {
      const failure = readGraphQLFailure(error);
      setNotice({
        type: 'failure',
        message: failure.code === 'INTERNAL' ? exportCopy.downloadFailed : failure.message,
      });
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (report: ReportSummary) => {
    setBusyId(report.id);
    try {
      await client.mutate({
        mutation: DeleteReportDocument,
        variables: { id: report.id },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'Report', id: report.id }) });
          cache.gc();
        },
      });
      setNotice({ type: 'success', message: exportCopy.deleted });
    } catch {
      setNotice({ type: 'failure', message: exportCopy.deleteFailed });
    } finally {
      setBusyId(null);
    }
  };

  return { download, remove, busyId, notice, clearNotice: () => setNotice(null) };
}
