import { useState, useEffect } from 'react';
import { formatDate, formatTime } from '#src/lib/format-date.ts';
import { REPORT_STATUS } from '#contract/status-texts.ts';
import { badgeTone, firstName, REPORTS_POLL_MS, useReportActions, type ReportSummary } from './report-actions.ts';
import * as listStyles from '#src/ui/styles/list.css.ts';
import * as styles from './ReportsScreen.css.ts';
import { LIST_PAGE_MAX } from '#contract/list-page.ts';
import { useQuery } from '@apollo/client/react';
import { Link } from 'wouter';
import { ReportsDocument } from '#graphql/generated/operations.ts';
import { AlertBanner } from '#src/ui/banners.tsx';
import { button } from '#src/ui/Button.css.ts';
import { QueryState } from '#src/ui/QueryState.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { useSessionView } from '#src/core/session/session-context.tsx';
import { paths } from '#src/lib/paths.ts';
import { ConfirmDialog } from '#src/ui/ConfirmDialog.tsx';

const listCopy = {
  title: 'Lista de Exportação',
  newExport: 'Nova Exportação',
  listLabel: 'Exportações',
  loading: 'Carregando exportações...',
  loadFailed: 'Não foi possível carregar as exportações.',
  empty: 'Nenhum exportação encontrada',
  /** Under a full page (LIST_PAGE_MAX): the server answers the newest reports only. */
  newestOnly: (shown: number) =>
    `Mostrando as ${shown.toLocaleString('pt-BR')} exportações mais recentes.`,
  dateTerm: 'Data',
  timeTerm: 'Hora',
  ownerTerm: 'Gerado por',
  statusTerm: 'Situação',
  download: (details: string) => `Baixar ${details} (abre em uma nova aba)`,
  notReady: 'O arquivo ainda está sendo gerado.',
  notGenerated: 'O arquivo não foi gerado. Crie uma nova exportação.',
  delete: (details: string, date: string, time: string) =>
    `Excluir exportação ${details} de ${date} às ${time}`,
  confirmDeleteTitle: 'Excluir esta exportação?',
  confirmDeleteDescription: (details: string, date: string, time: string) =>
    `${details}, de ${date} às ${time}. O arquivo não poderá ser recuperado.`,
  confirmDelete: 'Excluir',
  cancelDelete: 'Cancelar',
};

const reportDataCopy = {
  complete: 'Dados completos',
  completeUntil: (time: string) => `Arquivo completo disponível até ${time}`,
  completeExpired: 'Arquivo completo expirado: o download traz os dados mascarados.',
  maskedForYou: 'Você recebe a versão mascarada.',
};

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

function completeNote(report: ReportSummary, isAdmin: boolean, now: number): string {
  if (!isAdmin) return reportDataCopy.maskedForYou;
  const expires = report.completeExpiresAt ? Date.parse(report.completeExpiresAt) : 0;
  return expires > now && report.completeExpiresAt
    ? reportDataCopy.completeUntil(formatTime(report.completeExpiresAt))
    : reportDataCopy.completeExpired;
}

function ReportItem({
  report,
  canDelete,
  isAdmin,
  busy,
  onDownload,
  onDelete,
}: ReportItemProps) {
  // Whether the complete file is still there is judged against when the list was shown.
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
              aria-label={listCopy.download(report.details)}
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
            <dt className={listStyles.term}>{listCopy.statusTerm}:</dt>
            <dd className={styles.badge[tone]}>
              <Icon path={statusIcons[tone]} />
              {report.statusText}
            </dd>
          </div>
          <div className={listStyles.fact}>
            <dt className={listStyles.term}>{listCopy.dateTerm}:</dt>
            <dd className={listStyles.value}>{date}</dd>
          </div>
          <div className={listStyles.fact}>
            <dt className={listStyles.term}>{listCopy.timeTerm}:</dt>
            <dd className={listStyles.value}>{time}</dd>
          </div>
          <div className={listStyles.fact}>
            <dt className={listStyles.term}>{listCopy.ownerTerm}:</dt>
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
          <p className={styles.note}>{listCopy.notReady}</p>
        ) : null}
        {report.status === REPORT_STATUS.failed ? (
          <p className={styles.note}>{listCopy.notGenerated}</p>
        ) : null}
      </div>
      {canDelete && report.status !== REPORT_STATUS.processing ? (
        <button
          type="button"
          className={styles.remove}
          aria-label={listCopy.delete(report.details, date, time)}
          disabled={busy}
          onClick={() => onDelete(report)}
        >
          <Icon path={TRASH_ICON} size={24} />
        </button>
      ) : null}
    </article>
  );
}

export function ReportsScreen() {
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
    <Screen title={listCopy.title} withNav>
      <AlertBanner
        type={actions.notice?.type ?? 'success'}
        message={actions.notice?.message ?? null}
        onDismiss={actions.clearNotice}
      />
      <div className={listStyles.toolbar}>
        <Link href={paths.exportTypes.link()} className={button({ variant: 'solid' })}>
          {listCopy.newExport}
        </Link>
      </div>
      <QueryState
        data={reports}
        loading={loading}
        error={error}
        onRetry={refetch}
        loadingText={listCopy.loading}
        failureText={listCopy.loadFailed}
        emptyText={listCopy.empty}
      >
        {(list) => (
          <>
            <ul className={listStyles.list} aria-label={listCopy.listLabel}>
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
              <p>{listCopy.newestOnly(list.length)}</p>
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

function ConfirmReportDelete({
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
      title={listCopy.confirmDeleteTitle}
      description={
        report
          ? listCopy.confirmDeleteDescription(
              report.details,
              formatDate(report.timestamp),
              formatTime(report.timestamp),
            )
          : undefined
      }
      confirmLabel={listCopy.confirmDelete}
      cancelLabel={listCopy.cancelDelete}
      onConfirm={() => report && onConfirm(report)}
      onCancel={onCancel}
    />
  );
}
