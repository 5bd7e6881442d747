import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { DeleteReportDocument, ReportUrlDocument, type ReportsQuery } from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { REPORT_STATUS } from '#contract/status-texts.ts';

const actionCopy = {
  deleted: 'Item excluído com sucesso',
  deleteFailed: 'Ocorreu um erro ao excluir o item. Tente novamente.',
  downloadFailed: 'Não foi possível abrir o arquivo. Tente novamente.',
};

export type ReportNotice = { type: 'success' | 'failure'; message: string };

/** Where pop-ups are blocked the browser downloads it in place. */
function openInNewTab(url: string): void {
  const tab = window.open(url, '_blank');
  if (tab) tab.opener = null;
  else window.location.assign(url);
}

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
        message: failure.code === 'INTERNAL' ? actionCopy.downloadFailed : failure.message,
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
      setNotice({ type: 'success', message: actionCopy.deleted });
    } catch {
      setNotice({ type: 'failure', message: actionCopy.deleteFailed });
    } finally {
      setBusyId(null);
    }
  };

  return { download, remove, busyId, notice, clearNotice: () => setNotice(null) };
}

export type ReportSummary = ReportsQuery['reports'][number];

/** Only while a report is being generated. */
export const REPORTS_POLL_MS = 3000;

export function firstName(owner: string): string {
  return owner.trim().split(/\s+/)[0] ?? '';
}

export function badgeTone(status: number): 'processing' | 'processed' | 'failed' {
  if (status === REPORT_STATUS.processing) return 'processing';
  return status === REPORT_STATUS.processed ? 'processed' : 'failed';
}
