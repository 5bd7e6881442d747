import { useQuery } from '@apollo/client/react';
import { MessageCountsDocument } from '#graphql/generated/operations.ts';
import { QueryState } from '#src/ui/QueryState.tsx';
import { overviewCopy } from './copy.ts';
import { Figure, FigureSection } from './HeadlineFigures.tsx';

const text = overviewCopy.messages;

/** Counts only, read fresh. */
export function MessageFigures() {
  const { data, loading, error, refetch } = useQuery(MessageCountsDocument, {
    fetchPolicy: 'no-cache',
  });
  return (
    <QueryState
      data={data?.messageCounts}
      loading={loading}
      error={error}
      onRetry={refetch}
      loadingText={text.loading}
      failureText={text.loadFailed}
    >
      {(counts) => (
        <FigureSection id="figures-messages" title={text.title} note={text.note}>
          <Figure value={counts.sent} label={text.sent} />
          <Figure value={counts.answered} label={text.answered} />
          <Figure value={counts.confirmed} label={text.confirmed} />
          <Figure value={counts.disputed} label={text.disputed} alert />
        </FigureSection>
      )}
    </QueryState>
  );
}
