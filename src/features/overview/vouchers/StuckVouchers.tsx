import { useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link } from 'wouter';
import {
  StuckVouchersCsvDocument,
  StuckVouchersDocument,
  type StuckVouchersQuery,
} from '#graphql/generated/operations.ts';
import { STUCK_LIST_LABELS } from '#contract/voucher-funnel.ts';
import type { OverviewFilter } from '#contract/overview.ts';
import { Button } from '#src/ui/Button.tsx';
import { QueryState } from '#src/ui/QueryState.tsx';
import { paths } from '#src/lib/paths.ts';
import { useSessionView } from '#src/core/session/session-context.tsx';
import { formatDateOnly } from '#src/lib/format-date.ts';
import { count, downloadCsv } from '../shared/overview.ts';
import * as overviewStyles from '../shared/Overview.css.ts';
import * as styles from './StuckVouchers.css.ts';

const stuckCopy = {
  title: 'Cartões parados',
  note: 'Onde o dinheiro pode se perder, nas doações do filtro. Cada lista mostra os cartões mais antigos; a exportação traz todos.',
  loading: 'Carregando os cartões parados...',
  loadFailed: 'Não foi possível carregar os cartões parados.',
  none: 'Nenhum cartão nesta lista.',
  voucher: (number: string) => `Cartão ${number}`,
  since: (calendarDay: string) => `desde ${formatDateOnly(calendarDay)}`,
  balance: (cents: number) =>
    `saldo ${(cents / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' })}`,
  more: (shown: number, total: number) => `Mostrando ${count(shown)} de ${count(total)}.`,
  exportCsv: 'Exportar CSV',
  exportOf: (label: string) => `Exportar CSV: ${label}`,
  exporting: 'Exportando...',
  exportFailed: 'Não foi possível exportar. Tente novamente.',
};

type StuckVoucherList = StuckVouchersQuery['stuckVouchers']['lists'][number];

export function StuckVouchers({ filter }: { filter: OverviewFilter }) {
  const { data, loading, error, refetch } = useQuery(StuckVouchersDocument, {
    variables: { filter },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <section className={overviewStyles.section} aria-labelledby="stuck-vouchers-title">
      <h2 id="stuck-vouchers-title" className={overviewStyles.sectionTitle}>
        {stuckCopy.title}
      </h2>
      <p className={overviewStyles.muted}>{stuckCopy.note}</p>
      <QueryState
        data={data?.stuckVouchers}
        loading={loading}
        error={error}
        onRetry={refetch}
        loadingText={stuckCopy.loading}
        failureText={stuckCopy.loadFailed}
      >
        {({ lists }) => (
          <div className={styles.lists}>
            {lists.map((list) => (
              <StuckList key={list.list} list={list} filter={filter} />
            ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}

function StuckList({ list, filter }: { list: StuckVoucherList; filter: OverviewFilter }) {
  const apollo = useApolloClient();
  // An inconsistent voucher is resolved on its timeline, the admin's (readonly reads the number masked).
  const isAdmin = useSessionView().user?.role === 'admin';
  const toTimeline = isAdmin && list.list === 'inconsistent';
  const [exporting, setExporting] = useState(false);
  const [failed, setFailed] = useState(false);
  const label = STUCK_LIST_LABELS[list.list];
  const headingId = `stuck-${list.list}`;

  const exportCsv = async () => {
    setExporting(true);
    setFailed(false);
    try {
      const { data } = await apollo.query({
        query: StuckVouchersCsvDocument,
        variables: { filter, list: list.list },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('no answer');
      downloadCsv(data.stuckVouchersCsv.fileName, data.stuckVouchersCsv.csv);
    } catch {
      setFailed(true);
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className={styles.list}>
      <h3 id={headingId} className={styles.heading}>
        {label} ({count(list.total)})
      </h3>
      {list.cards.length === 0 ? (
        <p className={overviewStyles.muted}>{stuckCopy.none}</p>
      ) : (
        <>
          <ul className={styles.vouchers} aria-labelledby={headingId}>
            {list.cards.map((voucher) => (
              <li key={`${voucher.card}-${voucher.donationId}`} className={styles.voucher}>
                <Link
                  href={
                    toTimeline
                      ? paths.voucherTimeline.link({ number: voucher.card })
                      : paths.donationDetails.link({ id: voucher.donationId })
                  }
                  className={styles.voucherLink}
                >
                  {stuckCopy.voucher(voucher.card)}
                </Link>
                <span>
                  {voucher.leaderName} · {voucher.siteName} · {stuckCopy.since(voucher.since)}
                  {voucher.balanceCents !== null && voucher.balanceCents !== undefined
                    ? ` · ${stuckCopy.balance(voucher.balanceCents)}`
                    : ''}
                </span>
                {voucher.detail ? <span className={styles.detail}>{voucher.detail}</span> : null}
              </li>
            ))}
          </ul>
          {list.cards.length < list.total ? (
            <p className={overviewStyles.muted}>{stuckCopy.more(list.cards.length, list.total)}</p>
          ) : null}
          <Button
            variant="outline"
            busy={exporting}
            busyText={stuckCopy.exporting}
            aria-label={stuckCopy.exportOf(label)}
            onClick={() => void exportCsv()}
          >
            {stuckCopy.exportCsv}
          </Button>
          {failed ? <p role="alert">{stuckCopy.exportFailed}</p> : null}
        </>
      )}
    </section>
  );
}
