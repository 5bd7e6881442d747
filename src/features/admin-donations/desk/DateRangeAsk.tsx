import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { DonationFilter } from '#contract/donation-filter.ts';
import { Button } from '#src/ui/Button.tsx';
import { TextField } from '#src/ui/fields.tsx';
import { deskCopy } from './desk-copy.ts';
import * as styles from './ExportListButton.css.ts';

const text = deskCopy.export;

type DateRangeAskProps = {
  busy: boolean;
  onExport: (range: Pick<DonationFilter, 'dateFrom' | 'dateTo'>) => void;
  onCancel: () => void;
};

/** The period an unfiltered donation export needs: both dates, the first not after the second. */
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
      className={styles.ask}
      role="group"
      aria-labelledby={titleId}
      noValidate
      onSubmit={submit}
    >
      <h2 id={titleId} className={styles.askTitle}>
        {text.rangeTitle}
      </h2>
      <p>{text.rangeBody}</p>
      <div className={styles.dates}>
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
        <p role="alert" className={styles.failure}>
          {problem}
        </p>
      ) : null}
      <div className={styles.actions}>
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
