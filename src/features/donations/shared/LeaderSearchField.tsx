import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import { LeadersDocument } from '#graphql/generated/operations.ts';
import { adminDonationsCopy } from './copy.ts';
import { formatCpf } from '#src/lib/cpf-mask.ts';
import { LEADER_SEARCH_MIN } from '#contract/lookups.ts';
import { TextField } from '#src/ui/fields.tsx';
import * as styles from './LeaderSearchField.css.ts';

const text = adminDonationsCopy.leaderSearch;

/** `id` is what a transfer names; `login` is her CPF as the search shows it. */
export type LeaderOption = { id: string; name: string; login: string; siteId: number | null };

type LeaderSearchFieldProps = {
  label: string;
  value: string;
  onChange: (text: string) => void;
  onSelect: (leader: LeaderOption) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
  debounceMs?: number;
};

function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export function LeaderSearchField({
  label,
  value,
  onChange,
  onSelect,
  onBlur,
  name,
  error,
  debounceMs = 300,
}: LeaderSearchFieldProps) {
  const listboxId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = value.trim();
  const term = useDebounced(typed, debounceMs);
  const searchable = term.length >= LEADER_SEARCH_MIN && typed.length >= LEADER_SEARCH_MIN;
  const {
    data,
    loading,
    error: searchError,
  } = useQuery(LeadersDocument, searchable ? { variables: { name: term } } : skipToken);
  const leaders = searchable ? (data?.leaders ?? []) : [];
  const showList = open && leaders.length > 0;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const choose = (leader: LeaderOption) => {
    onSelect({
      id: leader.id,
      name: leader.name,
      login: leader.login,
      siteId: leader.siteId ?? null,
    });
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, leaders.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && showList && active >= 0 && leaders[active]) {
      event.preventDefault();
      choose(leaders[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  let status = '';
  if (searchable && open) {
    if (loading) status = text.searching;
    else if (searchError) status = text.failed;
    else if (data) status = leaders.length === 0 ? text.none : text.results(leaders.length);
  }

  return (
    <div className={styles.root}>
      <TextField
        label={label}
        hint={text.hint}
        error={error}
        name={name}
        value={value}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listboxId}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          onBlur?.();
        }}
      />
      <p className={styles.status} role="status">
        {status}
      </p>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={label}
        className={styles.listbox}
        hidden={!showList}
      >
        {showList
          ? leaders.map((leader, index) => (
              <li
                key={leader.login}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                // Keep the focus in the box so a tap does not close the list before it counts.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(leader)}
              >
                <span>{leader.name}</span>
                <span className={styles.optionCpf}>CPF {formatCpf(leader.login)}</span>
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
