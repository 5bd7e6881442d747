import { draftCopy } from './draft-copy.ts';
import { formatDateAndTime } from '#src/lib/format-date-and-time.ts';
import { Notice } from '#src/ui/Notice.tsx';
import type { DraftState } from './use-form-draft.ts';
import * as styles from './DraftNotice.css.ts';

const text = draftCopy;

/** A quiet line saying the form is kept on the device, or the one message when it cannot be. */
export function DraftNotice({ state }: { state: DraftState }) {
  if (state.kind === 'saved') {
    return (
      <p className={styles.saved}>
        {text.savedAt(formatDateAndTime(new Date(state.savedAt).toISOString()).time)}
      </p>
    );
  }
  if (state.kind === 'noSpace') {
    return (
      <Notice tone="warning" role="alert">
        <p>{text.noSpace}</p>
      </Notice>
    );
  }
  return null;
}
