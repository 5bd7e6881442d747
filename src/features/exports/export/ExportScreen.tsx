import { useEffect, useState } from 'react';
import { LIST_PAGE_MAX } from '#contract/list-page.ts';
import { useQuery } from '@apollo/client/react';
import { Link } from 'wouter';
import { ReportsDocument } from '#graphql/generated/operations.ts';
import { exportCopy } from '../copy';
import { AlertBanner } from '#src/ui/banners.tsx';
import { button } from '#src/ui/Button.css.ts';
import { QueryState } from '#src/ui/QueryState.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { useSessionView } from '#src/core/session/session-context.tsx';
import { ReportItem } from './ReportItem';
import { ConfirmReportDelete } from './ConfirmReportDelete';
import { REPORT_STATUS } from '#contract/status-texts.ts';
import { REPORTS_POLL_MS, type ReportSummary } from './report-view';
import { useReportActions } from './use-report-actions';
import * as listStyles from '#src/ui/styles/list.css.ts';
import { paths } from '#src/lib/paths.ts';

/** docs/product.md R2.21 /export: the reports; one still processing is asked for again until it is done. */
export function ExportScreen() {
  const view = useSessionView();
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(ReportsDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const actions = useReportActions();
  const [toDelete, setToDelete] = useState<ReportSummary | null>(null);
  const reports = data?.reports;
  const processing = reports?.some((report) => report.status === REPORT_STATUS.processing) ?? false;

  useEffect(() => {
    if (!processing) return undefined;
    startPolling(REPORTS_POLL_MS);
    return () => stopPolling();
  }, [processing, startPolling, stopPolling]);

  // Admin deletes any report; readonly only their own (docs/api.md).
  const canDelete = (report: ReportSummary) =>
    view.user?.role === 'admin' || report.owner === view.user?.name;

  return (
    <Screen title={exportCopy.title} withNav>
      <AlertBanner
        type={actions.notice?.type ?? 'success'}
        message={actions.notice?.message ?? null}
        onDismiss={actions.clearNotice}
      />
      <div className={listStyles.toolbar}>
        <Link href={paths.exportTypes.link()} className={button({ variant: 'solid' })}>
          {exportCopy.newExport}
        </Link>
      </div>
      <QueryState
        data={reports}
        loading={loading}
        error={error}
        onRetry={refetch}
        loadingText={exportCopy.loading}
        failureText={exportCopy.loadFailed}
        emptyText={exportCopy.empty}
      >
        {(list) => (
          <>
            <ul className={listStyles.list} aria-label={exportCopy.listLabel}>
              {list.map((report) => (
                <li key={report.id}>
                  <ReportItem
                    report={report}
                    canDelete={canDelete(report)}
                    isAdmin={view.user?.role === 'admin'}
                    busy={actions.busyId === report.id}
                    onDownload={(r) => void actions.download(r)}
                    onDelete={setToDelete}
                  />
                </li>
              ))}
            </ul>
            {list.length >= LIST_PAGE_MAX.reports ? (
              <p>{exportCopy.newestOnly(list.length)}</p>
            ) : null}
          </>
        )}
      </QueryState>
      <ConfirmReportDelete
        report={toDelete}
        onCancel={() => setToDelete(null)}
        onConfirm={(report) => {
          setToDelete(null);
          void actions.remove(report);
        }}
      />
    </Screen>
  );
}
