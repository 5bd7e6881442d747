import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useLocation } from 'wouter';
import { CreateReportDocument } from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { countFilterCriteria, type DonationFilter } from '#contract/donation-filter.ts';
import { useNotify } from '#src/core/session-scope/SessionScopeProvider.tsx';
import { Button } from '#src/ui/Button.tsx';
import { paths } from '#src/lib/paths.ts';
import { DateRangeAsk } from './DateRangeAsk.tsx';
import { deskCopy } from './desk-copy.ts';
import * as styles from './ExportListButton.css.ts';

const text = deskCopy.export;

/**
 * 'Exportar esta lista': the donation report of the current filter. A donation export needs at
 * least one filter (docs/product.md R6.14), so with none it first asks for a period of
 * registration. The report is made in the background and listed on /export.
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
    <div className={styles.root}>
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
        <p id={failureId} role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
    </div>
  );
}
