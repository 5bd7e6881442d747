import { useId } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'wouter';
import { ChargesDocument } from '#graphql/generated/operations.ts';
import { chargeCopy } from '../copy';
import { button } from '#src/ui/Button.css.ts';
import { QueryState } from '#src/ui/QueryState.tsx';
import { NotificationBanner } from '#src/ui/banners.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { useSessionView } from '#src/core/session/session-context.tsx';
import { ChargeItem } from './ChargeItem';
import { usePollWhile } from '../polling/use-poll-while';
import * as listStyles from '#src/ui/styles/list.css.ts';
import * as styles from './ChargeScreen.css';
import { paths } from '#src/lib/paths.ts';
import { LIST_PAGE_MAX } from '#contract/list-page.ts';

/** A load still 'Em processamento' is asked for again until its job ends. */
function ChargeList({ titleId }: { titleId: string }) {
  const query = useQuery(ChargesDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const { data, loading, error, refetch } = query;
  const processing =
    data?.charges.some((charge) => charge.status === chargeCopy.processingStatus) ?? false;
  usePollWhile(processing, query);
  return (
    <QueryState
      data={data?.charges}
      loading={loading}
      error={error}
      onRetry={refetch}
      loadingText={chargeCopy.loading}
      failureText={chargeCopy.loadFailed}
      emptyText={chargeCopy.empty}
    >
      {(charges) => (
        <>
          <ul className={listStyles.list} aria-labelledby={titleId}>
            {charges.map((charge) => (
              <li key={charge._id}>
                <ChargeItem charge={charge} />
              </li>
            ))}
          </ul>
          {charges.length >= LIST_PAGE_MAX.charges ? (
            <p>{chargeCopy.newestOnly(charges.length)}</p>
          ) : null}
        </>
      )}
    </QueryState>
  );
}

/** docs/product.md R2.17 /charge: the file loads, newest first; only admin may add one. */
export function ChargeScreen() {
  const view = useSessionView();
  const titleId = useId();
  return (
    <Screen title={chargeCopy.title} withNav>
      <NotificationBanner />
      <h2 id={titleId} className={styles.listTitle}>
        {chargeCopy.listTitle}
      </h2>
      {view.user?.role === 'admin' ? (
        <div className={listStyles.toolbar}>
          <Link href={paths.chargeAdd.link()} className={button({ variant: 'solid' })}>
            {chargeCopy.add}
          </Link>
        </div>
      ) : null}
      <ChargeList titleId={titleId} />
    </Screen>
  );
}
