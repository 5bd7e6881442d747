import { exportCopy } from '../copy';
import { ConfirmDialog } from '#src/ui/ConfirmDialog.tsx';
import { formatDate, formatTime } from '#src/lib/format-date.ts';
import type { ReportSummary } from './report-view';

/** The step before a report is deleted: which one, and that it cannot be undone. */
export function ConfirmReportDelete({
  report,
  onConfirm,
  onCancel,
}: {
  report: ReportSummary | null;
  onConfirm: (report: ReportSummary) => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={report !== null}
      title={exportCopy.confirmDeleteTitle}
      description={
        report
          ? exportCopy.confirmDeleteDescription(
              report.details,
              formatDate(report.timestamp),
              formatTime(report.timestamp),
            )
          : undefined
      }
      confirmLabel={exportCopy.confirmDelete}
      cancelLabel={exportCopy.cancelDelete}
      onConfirm={() => report && onConfirm(report)}
      onCancel={onCancel}
    />
  );
}
