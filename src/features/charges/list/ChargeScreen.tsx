import { useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'wouter';
import {
  ChargesDocument,
  ChargeDocument,
  type ChargesQuery,
} from '#graphql/generated/operations.ts';
import { chargeCopy, usePollWhile } from './charges.ts';
import { button } from '#src/ui/Button.css.ts';
import { QueryState } from '#src/ui/QueryState.tsx';
import { NotificationBanner } from '#src/ui/banners.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { useSessionView } from '#src/core/session/session-context.tsx';
import * as listStyles from '#src/ui/styles/list.css.ts';
import * as styles from './ChargeScreen.css.ts';
import { paths } from '#src/lib/paths.ts';
import { LIST_PAGE_MAX } from '#contract/list-page.ts';
import { formatDate, formatTime } from '#src/lib/format-date.ts';
import { CHARGE_STATUS } from '#contract/status-texts.ts';

const listCopy = {
  title: 'Cargas',
  add: 'Adicionar Carga',
  listTitle: 'Carga de Cartões',
  loading: 'Carregando cargas...',
  loadFailed: 'Não foi possível carregar as cargas.',
  empty: 'Você ainda não possui cargas realizadas',
  /** Under a full page (LIST_PAGE_MAX): the server answers the newest charges only. */
  newestOnly: (shown: number) =>
    `Mostrando as ${shown.toLocaleString('pt-BR')} cargas mais recentes.`,
  processed: 'Processado',
  processing: CHARGE_STATUS.processing,
  failed: 'Erro',
  awaiting: CHARGE_STATUS.awaitingConfirmation,
  reviewStatement: 'Conferir e confirmar',
  seeStatement: 'Ver o extrato',
  typeTerm: 'Tipo',
  dateTerm: 'Data',
  statusTerm: 'Situação',
  rowsTerm: 'Linhas',
  rows: (n: number) => n.toLocaleString('pt-BR'),
  showErrors: 'Ver linhas com erro',
  hideErrors: 'Ocultar linhas com erro',
  errorsTitle: (fileName: string) => `Erros da carga ${fileName}`,
  errorsSummary: (status: string) =>
    `${status}: nada deste arquivo foi aplicado. Corrija as linhas abaixo e envie o arquivo de novo.`,
  errorsLoading: 'Carregando os erros...',
  errorsFailed: 'Não foi possível carregar os erros desta carga.',
  donorReport: 'Relatório para doadores',
};

function ChargeList({ titleId }: { titleId: string }) {
  const query = useQuery(ChargesDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const { data, loading, error, refetch } = query;
  const processing =
    data?.charges.some((charge) => charge.status === chargeCopy.processingStatus) ?? false;
  usePollWhile(processing, query);
  return (
    <QueryState
      data={data?.charges}
      loading={loading}
      error={error}
      onRetry={refetch}
      loadingText={listCopy.loading}
      failureText={listCopy.loadFailed}
      emptyText={listCopy.empty}
    >
      {(charges) => (
        <>
          <ul className={listStyles.list} aria-labelledby={titleId}>
            {charges.map((charge) => (
              <li key={charge._id}>
                <ChargeItem charge={charge} />
              </li>
            ))}
          </ul>
          {charges.length >= LIST_PAGE_MAX.charges ? (
            <p>{listCopy.newestOnly(charges.length)}</p>
          ) : null}
        </>
      )}
    </QueryState>
  );
}

export function ChargeScreen() {
  const view = useSessionView();
  const titleId = useId();
  return (
    <Screen title={listCopy.title} withNav>
      <NotificationBanner />
      <h2 id={titleId} className={styles.listTitle}>
        {listCopy.listTitle}
      </h2>
      {view.user?.role === 'admin' ? (
        <div className={listStyles.toolbar}>
          <Link href={paths.chargeAdd.link()} className={button({ variant: 'solid' })}>
            {listCopy.add}
          </Link>
        </div>
      ) : null}
      <ChargeList titleId={titleId} />
    </Screen>
  );
}

type ChargeSummary = ChargesQuery['charges'][number];

type ChargeState = 'ok' | 'processing' | 'awaiting' | 'failed';

const STATUS_ICONS: Record<ChargeState, string> = {
  ok: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z',
  awaiting:
    'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8l-6-6Zm4 18H6V4h7v5h5v11ZM8 12h8v2H8v-2Zm0 4h8v2H8v-2Z',
  processing:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16Zm.5-13H11v6l5.2 3.2.8-1.3-4.5-2.7V7Z',
  failed:
    'M11 15h2v2h-2v-2Zm0-8h2v6h-2V7Zm1-5a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16Z',
};

const STATUS_LABELS: Record<ChargeState, string> = {
  ok: listCopy.processed,
  processing: listCopy.processing,
  awaiting: listCopy.awaiting,
  failed: listCopy.failed,
};

function chargeState(status: string): ChargeState {
  if (status === chargeCopy.successStatus) return 'ok';
  if (status === chargeCopy.awaitingStatus) return 'awaiting';
  return status === chargeCopy.processingStatus ? 'processing' : 'failed';
}

function StatusIcon({ state }: { state: ChargeState }) {
  const path = STATUS_ICONS[state];
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

function ChargeItem({ charge }: { charge: ChargeSummary }) {
  const view = useSessionView();
  const admin = view.user?.role === 'admin';
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const state = chargeState(charge.status);
  const date = formatDate(charge.createdAt);
  const time = formatTime(charge.createdAt);

  return (
    <article className={styles.card} aria-label={charge.fileName}>
      <h3 className={listStyles.cardTitle}>{charge.fileName}</h3>
      <dl className={listStyles.facts}>
        <div className={listStyles.fact}>
          <dt className={listStyles.term}>{listCopy.typeTerm}:</dt>
          <dd className={listStyles.value}>{chargeCopy.typeLabels[charge.type]}</dd>
        </div>
        <div className={listStyles.fact}>
          <dt className={listStyles.term}>{listCopy.dateTerm}:</dt>
          <dd className={listStyles.value}>
            <time dateTime={charge.createdAt}>{time ? `${date} às ${time}` : date}</time>
          </dd>
        </div>
        <div className={listStyles.fact}>
          <dt className={listStyles.term}>{listCopy.statusTerm}:</dt>
          <dd className={styles.badge[state]}>
            <StatusIcon state={state} />
            {STATUS_LABELS[state]}
          </dd>
        </div>
        <div className={listStyles.fact}>
          <dt className={listStyles.term}>{listCopy.rowsTerm}:</dt>
          <dd className={listStyles.value}>{listCopy.rows(charge.rows)}</dd>
        </div>
      </dl>
      {admin && state === 'ok' && charge.type === 'donation' ? (
        <Link
          href={paths.chargeDonorReport.link({ id: charge._id })}
          className={styles.toggle}
          aria-label={`${listCopy.donorReport}: ${charge.fileName}`}
        >
          {listCopy.donorReport}
        </Link>
      ) : null}
      {charge.type === 'statement' && state !== 'failed' && admin ? (
        <Link href={paths.chargeStatement.link({ id: charge._id })} className={styles.toggle}>
          {state === 'awaiting' ? listCopy.reviewStatement : listCopy.seeStatement}
        </Link>
      ) : null}
      {state === 'failed' ? (
        <>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? listCopy.hideErrors : listCopy.showErrors}
          </button>
          {open ? (
            <ChargeErrors
              id={charge._id}
              panelId={panelId}
              fileName={charge.fileName}
              status={charge.status}
            />
          ) : null}
        </>
      ) : null}
    </article>
  );
}

type ChargeErrorsProps = { id: string; panelId: string; fileName: string; status: string };

function ChargeErrors({ id, panelId, fileName, status }: ChargeErrorsProps) {
  const { data, loading, error } = useQuery(ChargeDocument, { variables: { id } });
  const lines = data?.charge.errors;
  return (
    <section
      id={panelId}
      className={styles.errors}
      aria-label={listCopy.errorsTitle(fileName)}
      aria-busy={loading || undefined}
    >
      <p className={styles.errorsTitle}>{listCopy.errorsSummary(status)}</p>
      {lines ? (
        <ol className={styles.errorList}>
          {lines.map((line, index) => (
            <li key={`${line.line}-${index}`}>
              <span className={styles.errorLine}>{chargeCopy.errorLine(line.line)}:</span>{' '}
              {line.message}
            </li>
          ))}
        </ol>
      ) : loading ? (
        <p role="status">{listCopy.errorsLoading}</p>
      ) : error ? (
        <p role="alert">{listCopy.errorsFailed}</p>
      ) : null}
    </section>
  );
}
