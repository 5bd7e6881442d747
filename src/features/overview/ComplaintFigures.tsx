import { useQuery } from '@apollo/client/react';
import { ComplaintCountsDocument } from '#graphql/generated/operations.ts';
import { QueryState } from '#src/ui/QueryState.tsx';
import { paths } from '#src/lib/paths.ts';
import { overviewCopy } from './copy.ts';
import { Figure, FigureSection } from './HeadlineFigures.tsx';

const text = overviewCopy.complaints;

/** The server decides what each role counts; read fresh, never kept. */
export function ComplaintFigures() {
  const { data, loading, error, refetch } = useQuery(ComplaintCountsDocument, {
    fetchPolicy: 'no-cache',
  });
  return (
    <QueryState
      data={data?.complaintCounts}
      loading={loading}
      error={error}
      onRetry={refetch}
      loadingText={text.loading}
      failureText={text.loadFailed}
    >
      {(counts) => (
        <FigureSection id="figures-complaints" title={text.title} note={text.note}>
          <Figure
            value={counts.open}
            label={text.open}
            href={paths.complaints.link({ show: 'open' })}
          />
          <Figure
            value={counts.overdue}
            label={text.overdue}
            href={paths.complaints.link({ show: 'overdue' })}
            alert
          />
        </FigureSection>
      )}
    </QueryState>
  );
}
