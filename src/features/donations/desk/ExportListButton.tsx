import { useId, useState, useEffect, useRef, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { useLocation } from 'wouter';
import { CreateReportDocument } from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { countFilterCriteria, type DonationFilter } from '#contract/donation-filter.ts';
import { useNotify } from '#src/core/session-scope/SessionScopeProvider.tsx';
import { Button } from '#src/ui/Button.tsx';
import { paths } from '#src/lib/paths.ts';
import { TextField } from '#src/ui/fields.tsx';
import { deskCopy } from '../shared/copy.ts';
import * as styles from './DonationDeskScreen.css.ts';

const text = deskCopy.export;

/**
 * A donation export needs at least one filter (docs/product.md R6.14): with none it asks for a
 * period.
 */
export function ExportListButton({ filter }: { filter: DonationFilter | null }) {
  const [, navigate] = useLocation();
  const notify = useNotify();
  const [createReport, { loading }] = useMutation(CreateReportDocument);
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const failureId = useId();

  const request = async (criteria: DonationFilter) => {
    setFailure(null);
    try {
      await createReport({ variables: { type: 'donation', filter: criteria } });
    } catch (error) {
      setFailure(readGraphQLFailure(error).message);
      return;
    }
    notify('success', text.requested, { on: paths.export.link() });
    navigate(paths.export.link());
  };

  const hasFilter = countFilterCriteria(filter) > 0;
  return (
    <div className={styles.exportRoot}>
      <Button
        variant="outline"
        busy={loading && !asking}
        busyText={text.busy}
        aria-expanded={hasFilter ? undefined : asking}
        aria-describedby={failure ? failureId : undefined}
        onClick={() => (filter && hasFilter ? void request(filter) : setAsking((open) => !open))}
      >
        {text.button}
      </Button>
      {asking && !hasFilter ? (
        <DateRangeAsk
          busy={loading}
          onExport={(range) => void request(range)}
          onCancel={() => setAsking(false)}
        />
      ) : null}
      {failure ? (
        <p id={failureId} role="alert" className={styles.exportFailure}>
          {failure}
        </p>
      ) : null}
    </div>
  );
}

type DateRangeAskProps = {
  busy: boolean;
  onExport: (range: Pick<DonationFilter, 'dateFrom' | 'dateTo'>) => void;
  onCancel: () => void;
};

export function DateRangeAsk({ busy, onExport, onCancel }: DateRangeAskProps) {
  const titleId = useId();
  const first = useRef<HTMLInputElement>(null);
  const [dateFrom, setDateFrom] = useState('');
  const [dateTo, setDateTo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => first.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!dateFrom || !dateTo) setProblem(text.rangeRequired);
    else if (dateFrom > dateTo) setProblem(text.dateOrder);
    else onExport({ dateFrom, dateTo });
  };

  return (
    <form
      className={styles.exportAsk}
      role="group"
      aria-labelledby={titleId}
      noValidate
      onSubmit={submit}
    >
      <h2 id={titleId} className={styles.exportAskTitle}>
        {text.rangeTitle}
      </h2>
      <p>{text.rangeBody}</p>
      <div className={styles.exportDates}>
        <TextField
          ref={first}
          label={text.dateFrom}
          type="date"
          value={dateFrom}
          onChange={(event) => setDateFrom(event.target.value)}
        />
        <TextField
          label={text.dateTo}
          type="date"
          value={dateTo}
          onChange={(event) => setDateTo(event.target.value)}
        />
      </div>
      {problem ? (
        <p role="alert" className={styles.exportFailure}>
          {problem}
        </p>
      ) : null}
      <div className={styles.exportActions}>
        <Button type="submit" busy={busy} busyText={text.busy}>
          {text.confirm}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {text.cancel}
        </Button>
      </div>
    </form>
  );
}
