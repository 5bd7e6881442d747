import { useQuery } from '@apollo/client/react';
import { VoucherFunnelDocument } from '#graphql/generated/operations.ts';
import { FUNNEL_STAGE_LABELS } from '#contract/voucher-funnel.ts';
import type { OverviewFilter } from '#contract/overview.ts';
import { QueryState } from '#src/ui/QueryState.tsx';
import { count, percent } from '../shared/overview.ts';
import * as overviewStyles from '../shared/Overview.css.ts';
import * as styles from './VoucherFunnel.css.ts';

const funnelCopy = {
  title: 'Caminho dos cartões',
  note: 'Dos cartões carregados até o uso, nas doações do filtro. Ativados e usados vêm dos extratos do cartão confirmados.',
  loading: 'Carregando o caminho dos cartões...',
  loadFailed: 'Não foi possível carregar o caminho dos cartões.',
  share: (part: number, whole: number) => `${percent(part, whole)} dos carregados`,
};

/** The bar only repeats the written share. */
export function VoucherFunnel({ filter }: { filter: OverviewFilter }) {
  const { data, loading, error, refetch } = useQuery(VoucherFunnelDocument, {
    variables: { filter },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <section className={overviewStyles.section} aria-labelledby="voucher-funnel-title">
      <h2 id="voucher-funnel-title" className={overviewStyles.sectionTitle}>
        {funnelCopy.title}
      </h2>
      <p className={overviewStyles.muted}>{funnelCopy.note}</p>
      <QueryState
        data={data?.voucherFunnel}
        loading={loading}
        error={error}
        onRetry={refetch}
        loadingText={funnelCopy.loading}
        failureText={funnelCopy.loadFailed}
      >
        {(funnel) => {
          const loaded = funnel.stages[0]?.cards ?? 0;
          return (
            <ol className={styles.stages}>
              {funnel.stages.map(({ stage, cards: vouchers }) => (
                <li key={stage} className={styles.stage}>
                  <span className={styles.label}>{FUNNEL_STAGE_LABELS[stage]}</span>
                  <span className={styles.figures}>
                    <strong>{count(vouchers)}</strong> · {funnelCopy.share(vouchers, loaded)}
                  </span>
                  <span className={styles.track} aria-hidden="true">
                    <span
                      className={styles.bar}
                      style={{ width: loaded === 0 ? 0 : `${(vouchers / loaded) * 100}%` }}
                    />
                  </span>
                </li>
              ))}
            </ol>
          );
        }}
      </QueryState>
    </section>
  );
}
