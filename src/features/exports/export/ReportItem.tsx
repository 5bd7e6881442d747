import { useState } from 'react';
import { exportCopy, reportDataCopy } from '../copy';
import { formatDate, formatTime } from '#src/lib/format-date.ts';
import { REPORT_STATUS } from '#contract/status-texts.ts';
import { badgeTone, firstName, type ReportSummary } from './report-view';
import * as listStyles from '#src/ui/styles/list.css.ts';
import * as styles from './ExportScreen.css';

type ReportItemProps = {
  report: ReportSummary;
  canDelete: boolean;
  /** A complete report downloads whole for an admin (until it expires), masked for anyone else. */
  isAdmin: boolean;
  busy: boolean;
  onDownload: (report: ReportSummary) => void;
  onDelete: (report: ReportSummary) => void;
};

const statusIcons = {
  processing:
    'M12 4V2A10 10 0 0 0 2 12h2a8 8 0 0 1 8-8Zm0 16a8 8 0 0 1-8-8H2a10 10 0 0 0 10 10v-2Zm8-8a8 8 0 0 1-8 8v2a10 10 0 0 0 10-10h-2Z',
  processed: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z',
  failed:
    'M11 15h2v2h-2v-2Zm0-8h2v6h-2V7Zm1-5a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16Z',
} as const;

function Icon({ path, size = 16 }: { path: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

const DOWNLOAD_ICON = 'M19 9h-4V3H9v6H5l7 7 7-7ZM5 18v2h14v-2H5Z';
const TRASH_ICON =
  'M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6v12ZM8 9h8v10H8V9Zm7.5-5-1-1h-5l-1 1H5v2h14V4h-3.5Z';

/** One export: details (a download when processed), status, date, time, who generated it, delete. */
/** What a complete export's download brings to this person, now. */
function completeNote(report: ReportSummary, isAdmin: boolean, now: number): string {
  if (!isAdmin) return reportDataCopy.maskedForYou;
  const expires = report.completeExpiresAt ? Date.parse(report.completeExpiresAt) : 0;
  return expires > now && report.completeExpiresAt
    ? reportDataCopy.completeUntil(formatTime(report.completeExpiresAt))
    : reportDataCopy.completeExpired;
}

export function ReportItem({
  report,
  canDelete,
  isAdmin,
  busy,
  onDownload,
  onDelete,
}: ReportItemProps) {
  // When the list was shown: whether the complete file is still there is judged against it.
  const [shownAt] = useState(() => Date.now());
  const date = formatDate(report.timestamp);
  const time = formatTime(report.timestamp);
  const tone = badgeTone(report.status);
  return (
    <article className={styles.card} aria-label={report.details}>
      <div className={styles.body}>
        <h2 className={listStyles.cardTitle}>
          {report.status === REPORT_STATUS.processed ? (
            <button
              type="button"
              className={styles.download}
              aria-label={exportCopy.download(report.details)}
              disabled={busy}
              onClick={() => onDownload(report)}
            >
              <Icon path={DOWNLOAD_ICON} size={20} />
              <span>{report.details}</span>
            </button>
          ) : (
            report.details
          )}
        </h2>
        <dl className={listStyles.facts}>
          <div className={listStyles.fact}>
            <dt className={listStyles.term}>{exportCopy.statusTerm}:</dt>
            <dd className={styles.badge[tone]}>
              <Icon path={statusIcons[tone]} />
              {report.statusText}
            </dd>
          </div>
          <div className={listStyles.fact}>
            <dt className={listStyles.term}>{exportCopy.dateTerm}:</dt>
            <dd className={listStyles.value}>{date}</dd>
          </div>
          <div className={listStyles.fact}>
            <dt className={listStyles.term}>{exportCopy.timeTerm}:</dt>
            <dd className={listStyles.value}>{time}</dd>
          </div>
          <div className={listStyles.fact}>
            <dt className={listStyles.term}>{exportCopy.ownerTerm}:</dt>
            <dd className={listStyles.value}>{firstName(report.owner)}</dd>
          </div>
        </dl>
        {report.complete ? (
          <p className={styles.note}>
            <strong>{reportDataCopy.complete}.</strong>{' '}
            {report.status === REPORT_STATUS.processed
              ? completeNote(report, isAdmin, shownAt)
              : null}
          </p>
        ) : null}
        {report.status === REPORT_STATUS.processing ? (
          <p className={styles.note}>{exportCopy.notReady}</p>
        ) : null}
        {report.status === REPORT_STATUS.failed ? (
          <p className={styles.note}>{exportCopy.notGenerated}</p>
        ) : null}
      </div>
      {canDelete && report.status !== REPORT_STATUS.processing ? (
        <button
          type="button"
          className={styles.remove}
          aria-label={exportCopy.delete(report.details, date, time)}
          disabled={busy}
          onClick={() => onDelete(report)}
        >
          <Icon path={TRASH_ICON} size={24} />
        </button>
      ) : null}
    </article>
  );
}
