import { useState } from 'react';
import { Link } from 'wouter';
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  OverviewLeadersCsvDocument,
  OverviewLeadersDocument,
  type LeaderSort,
  type SortOrder,
} from '#graphql/generated/operations.ts';
import { LEADER_PAGE_MAX, type OverviewFilter } from '#contract/overview.ts';
import { Button } from '#src/ui/Button.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { QueryState } from '#src/ui/QueryState.tsx';
import { overviewCopy } from '../shared/copy.ts';
import { count, dateAndTime, listLink, downloadCsv } from '../shared/overview.ts';
import * as styles from '../shared/Overview.css.ts';

const text = overviewCopy.leaders;
const PAGE = 50;
type Column = keyof typeof text.columns;
const COLUMNS: readonly { key: Column; sort: LeaderSort; numeric: boolean }[] = [
  { key: 'name', sort: 'name', numeric: false },
  { key: 'late', sort: 'late', numeric: true },
  { key: 'received', sort: 'received', numeric: true },
  { key: 'delivered', sort: 'delivered', numeric: true },
  { key: 'left', sort: 'left', numeric: true },
  { key: 'oldestPending', sort: 'oldestPending', numeric: true },
  { key: 'lastActivity', sort: 'lastActivity', numeric: false },
  { key: 'flagged', sort: 'flagged', numeric: true },
];

/** Every column sorts on the server: the table may hold thousands. */
export function LeadersTable({ filter }: { filter: OverviewFilter }) {
  const [sort, setSort] = useState<{ by: LeaderSort; order: SortOrder }>({
    by: 'late',
    order: 'desc',
  });
  const [limit, setLimit] = useState(PAGE);
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const apollo = useApolloClient();
  const query = useQuery(OverviewLeadersDocument, {
    variables: { filter, sort: sort.by, order: sort.order, offset: 0, limit },
    fetchPolicy: 'cache-and-network',
  });

  const sortBy = (by: LeaderSort) =>
    setSort((current) => ({
      by,
      order: current.by === by && current.order === 'desc' ? 'asc' : by === 'name' ? 'asc' : 'desc',
    }));

  const exportCsv = async () => {
    setExporting(true);
    setExportFailed(false);
    try {
      const { data } = await apollo.query({
        query: OverviewLeadersCsvDocument,
        variables: { filter, sort: sort.by, order: sort.order },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('no answer');
      downloadCsv(data.overviewLeadersCsv.fileName, data.overviewLeadersCsv.csv);
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="leaders-title">
      <div className={styles.sectionHeader}>
        <h2 id="leaders-title" className={styles.sectionTitle}>
          {text.title}
        </h2>
        <Button
          variant="outline"
          className={styles.noPrint}
          busy={exporting}
          busyText={text.exporting}
          onClick={() => void exportCsv()}
        >
          {text.exportCsv}
        </Button>
      </div>
      {exportFailed ? (
        <Notice tone="danger" role="alert">
          <p>{text.exportFailed}</p>
        </Notice>
      ) : null}
      <QueryState
        data={query.data?.overviewLeaders}
        loading={query.loading}
        error={query.error}
        onRetry={query.refetch}
        loadingText={overviewCopy.loading}
        failureText={overviewCopy.loadFailed}
        emptyText={text.empty}
        isEmpty={(table) => table.total === 0}
      >
        {(table) => (
          <>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption>{text.caption}</caption>
                <thead>
                  <tr>
                    {COLUMNS.map((column) => {
                      const current = sort.by === column.sort;
                      return (
                        <th
                          key={column.key}
                          scope="col"
                          data-number={column.numeric ? '' : undefined}
                          aria-sort={
                            current
                              ? sort.order === 'asc'
                                ? 'ascending'
                                : 'descending'
                              : undefined
                          }
                        >
                          <button
                            type="button"
                            className={styles.sortButton}
                            onClick={() => sortBy(column.sort)}
                          >
                            {text.columns[column.key]}
                            <span aria-hidden="true">
                              {current ? (sort.order === 'asc' ? '▲' : '▼') : ''}
                            </span>
                          </button>
                        </th>
                      );
                    })}
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((row) => (
                    <tr key={row.leaderId}>
                      <th scope="row">
                        <Link
                          className={styles.link}
                          href={listLink(filter, { leaderId: row.leaderId })}
                        >
                          {row.name}
                        </Link>
                        {row.verificationFlagged ? (
                          <span className={styles.verificationMark}>
                            {text.verificationFlagged}
                          </span>
                        ) : null}
                      </th>
                      <td data-number="">
                        {row.late > 0 ? (
                          <Link
                            className={`${styles.link} ${styles.lateBadge}`}
                            href={listLink(filter, { leaderId: row.leaderId, pastDeadline: true })}
                          >
                            {count(row.late)}
                          </Link>
                        ) : (
                          count(0)
                        )}
                      </td>
                      <td data-number="">{count(row.received)}</td>
                      <td data-number="">{count(row.delivered)}</td>
                      <td data-number="">{count(row.left)}</td>
                      <td data-number="">{text.age(row.oldestPendingHours ?? null)}</td>
                      <td>{row.lastActivity ? dateAndTime(row.lastActivity) : text.never}</td>
                      <td data-number="">{count(row.flagged)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className={styles.sectionHeader}>
              <p className={styles.muted}>{text.shown(table.rows.length, table.total)}</p>
              {table.rows.length < table.total ? (
                <Button
                  variant="outline"
                  className={styles.noPrint}
                  onClick={() => setLimit((shown) => Math.min(shown + PAGE, LEADER_PAGE_MAX))}
                  disabled={limit >= LEADER_PAGE_MAX}
                >
                  {text.more}
                </Button>
              ) : null}
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}
