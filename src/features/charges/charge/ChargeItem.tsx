import { useId, useState } from 'react';
import type { ChargesQuery } from '#graphql/generated/operations.ts';
import { chargeCopy } from '../copy';
import { formatDate, formatTime } from '#src/lib/format-date.ts';
import { ChargeErrors } from './ChargeErrors';
import * as listStyles from '#src/ui/styles/list.css.ts';
import * as styles from './ChargeScreen.css';

export type ChargeSummary = ChargesQuery['charges'][number];

type LoadState = 'ok' | 'processing' | 'failed';

const STATUS_ICONS: Record<LoadState, string> = {
  ok: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z',
  processing:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16Zm.5-13H11v6l5.2 3.2.8-1.3-4.5-2.7V7Z',
  failed:
    'M11 15h2v2h-2v-2Zm0-8h2v6h-2V7Zm1-5a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16Z',
};

const STATUS_LABELS: Record<LoadState, string> = {
  ok: chargeCopy.processed,
  processing: chargeCopy.processing,
  failed: chargeCopy.failed,
};

function loadState(status: string): LoadState {
  if (status === chargeCopy.successStatus) return 'ok';
  return status === chargeCopy.processingStatus ? 'processing' : 'failed';
}

function StatusIcon({ state }: { state: LoadState }) {
  const path = STATUS_ICONS[state];
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

/** One file load: name, type, date and 'Processado', 'Em processamento' or 'Erro'; a refused one can show its failing lines. */
export function ChargeItem({ charge }: { charge: ChargeSummary }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const state = loadState(charge.status);
  const date = formatDate(charge.createdAt);
  const time = formatTime(charge.createdAt);

  return (
    <article className={styles.card} aria-label={charge.fileName}>
      <h3 className={listStyles.cardTitle}>{charge.fileName}</h3>
      <dl className={listStyles.facts}>
        <div className={listStyles.fact}>
          <dt className={listStyles.term}>{chargeCopy.typeTerm}:</dt>
          <dd className={listStyles.value}>{chargeCopy.typeLabels[charge.type]}</dd>
        </div>
        <div className={listStyles.fact}>
          <dt className={listStyles.term}>{chargeCopy.dateTerm}:</dt>
          <dd className={listStyles.value}>
            <time dateTime={charge.createdAt}>{time ? `${date} às ${time}` : date}</time>
          </dd>
        </div>
        <div className={listStyles.fact}>
          <dt className={listStyles.term}>{chargeCopy.statusTerm}:</dt>
          <dd className={styles.badge[state]}>
            <StatusIcon state={state} />
            {STATUS_LABELS[state]}
          </dd>
        </div>
        <div className={listStyles.fact}>
          <dt className={listStyles.term}>{chargeCopy.rowsTerm}:</dt>
          <dd className={listStyles.value}>{chargeCopy.rows(charge.rows)}</dd>
        </div>
      </dl>
      {state === 'failed' ? (
        <>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? chargeCopy.hideErrors : chargeCopy.showErrors}
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
