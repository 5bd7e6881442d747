import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'wouter';
import { ReportsDocument } from '../../../../graphql/generated/operations';
import { exportCopy } from '../../charges/copy';
import { AlertBanner } from '../../../ui/AlertBanner';
import { Button } from '../../../ui/Button';
import { button } from '../../../ui/Button.css';
import { LoadingScreen } from '../../../ui/LoadingScreen';
import { Notice } from '../../../ui/Notice';
import { Screen } from '../../../ui/Screen';
import { useSessionView } from '../../../core/session/session-context';
import { ReportItem } from './ReportItem';
import { REPORT_STATUS } from '../../../../contract/status-texts';
import { REPORTS_POLL_MS, type ReportSummary } from './report-view';
import { useReportActions } from './use-report-actions';
import * as listStyles from '../../../ui/styles/list.css';
import * as styles from './ExportScreen.css';

/** SPEC §2 /export: the reports; one still processing is asked for again until it is done. */
export function ExportScreen() {
  const view = useSessionView();
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(ReportsDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const actions = useReportActions();
  const reports = data?.reports;
  const processing = reports?.some((report) => report.status === REPORT_STATUS.processing) ?? false;

  useEffect(() => {
    if (!processing) return undefined;
    startPolling(REPORTS_POLL_MS);
    return () => stopPolling();
  }, [processing, startPolling, stopPolling]);

  // Admin deletes any report; readonly only their own (docs/api.md).
  const canDelete = (report: ReportSummary) => view.user?.role === 'admin' || report.owner === view.user?.name;

  let content;
  if (!reports && loading) content = <LoadingScreen label={exportCopy.loading} />;
  else if (!reports && error) {
    content = (
      <Notice tone="danger" role="alert">
        <p>{exportCopy.loadFailed}</p>
        <Button variant="outline" onClick={() => void refetch()}>
          {exportCopy.retry}
        </Button>
      </Notice>
    );
  } else if (!reports || reports.length === 0) content = <p className={listStyles.empty}>{exportCopy.empty}</p>;
  else {
    content = (
      <ul className={listStyles.list} aria-label={exportCopy.listLabel}>
        {reports.map((report) => (
          <li key={report.id}>
            <ReportItem
              report={report}
              canDelete={canDelete(report)}
              busy={actions.busyId === report.id}
              onDownload={(r) => void actions.download(r)}
              onDelete={(r) => void actions.remove(r)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Screen title={exportCopy.title} withNav>
      <AlertBanner type={actions.notice?.type ?? 'success'} message={actions.notice?.message ?? null} onDismiss={actions.clearNotice} />
      <div className={listStyles.toolbar}>
        <Link href="/export/types" className={button({ variant: 'solid' })}>
          {exportCopy.newExport}
        </Link>
      </div>
      {content}
    </Screen>
  );
}
