import { machinesCopy as copy } from './copy';
import { stateValueText } from './statechart-model';
import type { LiveActor } from './use-machine-channel';
import * as styles from './machines.css';

/** Every actor of one machine the app has run (one donation flow per donation); choose one to follow. */
export function ActorList({
  machineId,
  actors,
  selectedId,
  onSelect,
}: {
  machineId: string;
  actors: readonly LiveActor[];
  selectedId: string | undefined;
  onSelect: (actorId: string) => void;
}) {
  if (actors.length === 0) return null;
  const headingId = `${machineId}-actors-heading`;
  return (
    <div>
      <h3 id={headingId} className={styles.subheading}>
        {copy.actorsHeading} ({actors.filter((actor) => !actor.stopped).length})
      </h3>
      <ul className={styles.pathList} aria-labelledby={headingId}>
        {actors.map((actor) => (
          <li key={actor.actorId}>
            <button
              type="button"
              className={styles.pathButton}
              aria-pressed={actor.actorId === selectedId}
              onClick={() => onSelect(actor.actorId)}
            >
              {copy.actorName(actor.actorId, actor.subject)}: {stateValueText(actor.value)}
              {actor.stopped ? ` (${copy.stoppedActor})` : ''}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
