import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { isDonationId } from '#contract/donation-id.ts';
import { Button } from '#src/ui/Button.tsx';
import { paths } from '#src/lib/paths.ts';
import type { TableDonation } from './table-columns.tsx';
import { deskCopy } from './desk-copy.ts';
import * as styles from './CodeSearch.css.ts';

const text = deskCopy.search;
/** Suggestions offered under the box while typing. */
const SUGGESTIONS = 12;

/**
 * 'Buscar por código': the codes of the list that contain what is typed are offered; Enter opens
 * the donation when one code matches, or when a whole code is typed (one the filter hides too).
 */
export function CodeSearch({ donations }: { donations: readonly TableDonation[] }) {
  const [, navigate] = useLocation();
  const [typed, setTyped] = useState('');
  const [said, setSaid] = useState<string | null>(null);
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  const wanted = typed.trim().toUpperCase();
  const matches =
    wanted.length >= 2 ? donations.filter((donation) => donation.donationId.includes(wanted)) : [];

  const open = (event: FormEvent) => {
    event.preventDefault();
    const exact = matches.find((donation) => donation.donationId === wanted);
    const only = matches.length === 1 ? matches[0] : undefined;
    const target = exact?.donationId ?? only?.donationId ?? (isDonationId(wanted) ? wanted : null);
    if (target) navigate(paths.donationDetails.link({ id: target }));
    else setSaid(text.matches(matches.length));
  };

  return (
    <form role="search" className={styles.form} onSubmit={open}>
      <label htmlFor={inputId} className={styles.label}>
        {text.label}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          list={listId}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setSaid(null);
          }}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          aria-describedby={hintId}
        />
        <Button type="submit" variant="outline">
          {text.submit}
        </Button>
      </div>
      <datalist id={listId}>
        {matches.slice(0, SUGGESTIONS).map((donation) => (
          <option key={donation.donationId} value={donation.donationId} />
        ))}
      </datalist>
      <span id={hintId} className={styles.hint} aria-live="polite">
        {said ?? text.hint}
      </span>
    </form>
  );
}
