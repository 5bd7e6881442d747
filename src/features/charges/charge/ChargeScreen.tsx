import { useId } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'wouter';
import { ChargesDocument } from '../../../../graphql/generated/operations';
import { chargeCopy } from '../copy';
import { Button } from '../../../ui/Button';
import { button } from '../../../ui/Button.css';
import { LoadingScreen } from '../../../ui/LoadingScreen';
import { Notice } from '../../../ui/Notice';
import { Screen } from '../../../ui/Screen';
import { useSessionView } from '../../../core/session/session-context';
import { ChargeItem } from './ChargeItem';
import * as listStyles from '../../../ui/styles/list.css';
import * as styles from './ChargeScreen.css';
import { paths } from '../../../lib/paths';

function ChargeList({ titleId }: { titleId: string }) {
  const { data, loading, error, refetch } = useQuery(ChargesDocument, { fetchPolicy: 'cache-and-network' });
  const charges = data?.charges;

  if (!charges && loading) return <LoadingScreen label={chargeCopy.loading} />;
  if (!charges && error) {
    return (
      <Notice tone="danger" role="alert">
        <p>{chargeCopy.loadFailed}</p>
        <Button variant="outline" onClick={() => void refetch()}>
          {chargeCopy.retry}
        </Button>
      </Notice>
    );
  }
  if (!charges || charges.length === 0) return <p className={listStyles.empty}>{chargeCopy.empty}</p>;
  return (
    <ul className={listStyles.list} aria-labelledby={titleId}>
      {charges.map((charge) => (
        <li key={charge._id}>
          <ChargeItem charge={charge} />
        </li>
      ))}
    </ul>
  );
}

/** SPEC §2 /charge: the file loads, newest first; only admin may add one. */
export function ChargeScreen() {
  const view = useSessionView();
  const titleId = useId();
  return (
    <Screen title={chargeCopy.title} withNav>
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
