import { useQuery } from '@apollo/client/react';
import { ComplaintCountsByPartDocument } from '#graphql/generated/operations.ts';
import type { Role } from '#src/lib/route-access.ts';
import { DetailSection } from '#src/ui/DetailList.tsx';
import { QueryState } from '#src/ui/QueryState.tsx';
import { complaintsCopy } from '../shared/complaints-copy.ts';
import * as styles from '../shared/complaints.css.ts';

const text = complaintsCopy.counts;

type Row = {
  key: string;
  name: string;
  open: number;
  overdue: number;
  total: number;
  sensitive: number;
};

function CountsTable({
  caption,
  nameColumn,
  rows,
  withSensitive,
}: {
  caption: string;
  nameColumn: string;
  rows: Row[];
  withSensitive: boolean;
}) {
  return (
    // Scrolls sideways on a narrow phone, so it takes the keyboard's focus to be scrolled too.
    <div className={styles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{nameColumn}</th>
            <th scope="col" data-number="">
              {text.open}
            </th>
            <th scope="col" data-number="">
              {text.overdue}
            </th>
            <th scope="col" data-number="">
              {text.total}
            </th>
            {withSensitive ? (
              <th scope="col" data-number="">
                {text.sensitive}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.name}</th>
              <td data-number="">{row.open}</td>
              <td data-number="">{row.overdue}</td>
              <td data-number="">{row.total}</td>
              {withSensitive ? <td data-number="">{row.sensitive}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The server decides what each role counts; readonly's leave sensitive ones out, so no 'Sensíveis'
 * column.
 */
export function ComplaintCountsTables({ role }: { role: Role | null | undefined }) {
  const { data, loading, error, refetch } = useQuery(ComplaintCountsByPartDocument, {
    fetchPolicy: 'no-cache',
  });
  const withSensitive = role === 'ouvidoria' || role === 'admin';
  return (
    <DetailSection title={text.title}>
      <QueryState
        data={data?.complaintCounts}
        loading={loading}
        error={error}
        onRetry={refetch}
        loadingText={text.loading}
        failureText={text.failed}
      >
        {(counts) => (
          <>
            <CountsTable
              caption={text.byCategory}
              nameColumn={complaintsCopy.category}
              withSensitive={withSensitive}
              rows={counts.byCategory.map((row) => ({
                ...row,
                key: row.category,
                name: row.categoryText,
              }))}
            />
            {counts.byLeader.length === 0 ? (
              <p className={styles.intro}>{text.noLeader}</p>
            ) : (
              <CountsTable
                caption={text.byLeader}
                nameColumn={complaintsCopy.leader}
                withSensitive={withSensitive}
                rows={counts.byLeader.map((row) => ({
                  ...row,
                  key: row.leaderId,
                  name: row.leaderName,
                }))}
              />
            )}
          </>
        )}
      </QueryState>
    </DetailSection>
  );
}
