import { useQuery } from '@apollo/client/react';
import { LeaderProgressDocument } from '#graphql/generated/operations.ts';
import { useQueuedCommands } from '#src/core/outbox/use-outbox.ts';
import { donationListCopy } from './copy.ts';
import * as styles from './LeaderProgressHeader.css.ts';

const text = donationListCopy.progress;
const HOUR_MS = 3_600_000;

/**
 * The leader's own progress (docs/product.md R12.9): cards delivered today, cards left, the time
 * to the nearest 24-hour deadline, and the records still on the device. The figures are the
 * server's last answer (kept on the phone with the rest of the cache); the unsent ones are local.
 */
export function LeaderProgressHeader({ now = () => Date.now() }: { now?: () => number }) {
  const { data } = useQuery(LeaderProgressDocument, { fetchPolicy: 'cache-and-network' });
  const unsent = useQueuedCommands().length;
  const progress = data?.leaderProgress;
  if (!progress && unsent === 0) return null;
  const hoursLeft = progress?.nextDeadline
    ? Math.floor((Date.parse(progress.nextDeadline) - now()) / HOUR_MS)
    : null;
  return (
    <section className={styles.root} aria-label={text.label}>
      {progress ? (
        <>
          <p>
            <strong>{progress.deliveredToday.toLocaleString('pt-BR')}</strong>{' '}
            {text.deliveredToday(progress.deliveredToday)}
          </p>
          <p>
            <strong>{progress.toDeliver.toLocaleString('pt-BR')}</strong>{' '}
            {text.toDeliver(progress.toDeliver)}
          </p>
          {hoursLeft !== null ? (
            <p className={hoursLeft < 0 ? styles.late : undefined}>{text.deadline(hoursLeft)}</p>
          ) : null}
        </>
      ) : null}
      {unsent > 0 ? <p>{text.unsent(unsent)}</p> : null}
    </section>
  );
}
