import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { ChargeDocument, type ChargeQuery } from '#graphql/generated/operations.ts';
import { chargeAddCopy, chargeCopy } from '../copy';
import { Notice } from '#src/ui/Notice.tsx';
import { usePollWhile } from '../polling/use-poll-while';
import * as styles from './ChargeAddScreen.css';

export type FinishedCharge = ChargeQuery['charge'];

/**
 * A load the server answered 202 'Em processamento': says so and asks for it again until its job
 * ends, then hands the final load (with its failing lines) to `onFinished`. Unmounting stops it.
 */
export function ChargeProcessing({
  chargeId,
  onFinished,
}: {
  chargeId: string;
  onFinished: (charge: FinishedCharge) => void;
}) {
  const query = useQuery(ChargeDocument, {
    variables: { id: chargeId },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const charge = query.data?.charge;
  const finished = charge !== undefined && charge.status !== chargeCopy.processingStatus;
  usePollWhile(!finished, query);

  useEffect(() => {
    if (finished) onFinished(charge);
  }, [finished, charge, onFinished]);

  if (finished) return null;
  return (
    <Notice tone="info" role="status">
      <p className={styles.noticeTitle}>{chargeAddCopy.stillProcessingTitle}</p>
      <p>{chargeAddCopy.stillProcessingHint}</p>
    </Notice>
  );
}
