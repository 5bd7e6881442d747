import { useId, useState } from 'react';
import type { ChargesQuery } from '../../../../graphql/generated/operations';
import { chargeCopy } from '../copy';
import { formatDate, formatTime } from '../../../lib/format-date';
import { ChargeErrors } from './ChargeErrors';
import * as listStyles from '../../../ui/styles/list.css';
import * as styles from './ChargeScreen.css';

export type ChargeSummary = ChargesQuery['charges'][number];

function StatusIcon({ ok }: { ok: boolean }) {
  const path = ok
    ? 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z'
    : 'M11 15h2v2h-2v-2Zm0-8h2v6h-2V7Zm1-5a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16Z';
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

/** One file load: name, type, date and 'Processado' or 'Erro'; a refused one can show its failing lines. */
export function ChargeItem({ charge }: { charge: ChargeSummary }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const ok = charge.status === chargeCopy.successStatus;
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
          <dd className={styles.badge[ok ? 'ok' : 'failed']}>
            <StatusIcon ok={ok} />
            {ok ? chargeCopy.processed : chargeCopy.failed}
          </dd>
        </div>
        <div className={listStyles.fact}>
          <dt className={listStyles.term}>{chargeCopy.rowsTerm}:</dt>
          <dd className={listStyles.value}>{chargeCopy.rows(charge.rows)}</dd>
        </div>
      </dl>
      {ok ? null : (
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
          {open ? <ChargeErrors id={charge._id} panelId={panelId} fileName={charge.fileName} status={charge.status} /> : null}
        </>
      )}
    </article>
  );
}
