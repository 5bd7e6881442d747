import type { AccessEntryFieldsFragment } from '#graphql/generated/operations.ts';
import { formatDate, formatTime } from '#src/lib/format-date.ts';
import { accessLogCopy } from '../copy.ts';
import * as styles from '../privacy-screens.css.ts';

const text = accessLogCopy;

/** One access: when, who (and in which role), what, on which donation, card or export, from where. */
export function AccessEntryItem({ entry }: { entry: AccessEntryFieldsFragment }) {
  const who = entry.actorName
    ? `${entry.actorName}${entry.actorRole ? ` (${text.roles[entry.actorRole] ?? entry.actorRole})` : ''}`
    : text.system;
  const facts = [
    { term: text.when, value: `${formatDate(entry.at)} ${formatTime(entry.at)}` },
    { term: text.who, value: who },
    { term: text.donation, value: entry.donationId },
    { term: text.card, value: entry.voucherId },
    { term: text.report, value: entry.reportId },
    { term: text.from, value: entry.clientAddress },
    { term: text.detail, value: entry.detail },
  ].filter((fact) => fact.value);
  return (
    <article className={styles.entry} aria-label={text.entryLabel(entry.seq)}>
      <p className={styles.entryHead}>{entry.actionText}</p>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.term} className={styles.pair}>
            <dt className={styles.term}>{fact.term}</dt>
            <dd className={styles.value}>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
