import { useQuery } from '@apollo/client/react';
import { Link } from 'wouter';
import { VerificationRoundsDocument } from '#graphql/generated/operations.ts';
import { formatDateOnly } from '#src/lib/format-date.ts';
import { paths } from '#src/lib/paths.ts';
import { QueryState } from '#src/ui/QueryState.tsx';
import { overviewCopy } from '../shared/copy.ts';
import { share as percent } from '../shared/overview.ts';
import * as styles from '../shared/Overview.css.ts';

const text = overviewCopy.verification;
const SHOWN = 5;

/** Read fresh: rounds change as the team records calls. */
export function VerificationRounds() {
  const { data, loading, error, refetch } = useQuery(VerificationRoundsDocument, {
    fetchPolicy: 'no-cache',
  });
  return (
    <section className={styles.section} aria-labelledby="overview-verification">
      <div className={styles.sectionHeader}>
        <h2 id="overview-verification" className={styles.sectionTitle}>
          {text.title}
        </h2>
        <Link href={paths.verification.link()} className={styles.link}>
          {text.all}
        </Link>
      </div>
      <QueryState
        data={data?.verificationRounds.rounds.slice(0, SHOWN)}
        loading={loading}
        error={error}
        onRetry={refetch}
        loadingText={text.loading}
        failureText={text.failed}
        emptyText={text.empty}
      >
        {(rounds) => (
          // Scrolls sideways on a narrow phone, so it takes the keyboard's focus to be scrolled too.
          <div className={styles.tableWrap} role="region" aria-label={text.caption} tabIndex={0}>
            <table className={styles.table}>
              <caption>{text.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{text.period}</th>
                  <th scope="col">{text.method}</th>
                  <th scope="col" data-number="">
                    {text.answered}
                  </th>
                  <th scope="col" data-number="">
                    {text.share}
                  </th>
                  <th scope="col">{text.flagged}</th>
                </tr>
              </thead>
              <tbody>
                {rounds.map((round) => {
                  const { overall } = round;
                  const flagged = round.leaders.filter((leader) => leader.flagged);
                  return (
                    <tr key={round.id}>
                      <th scope="row">
                        <Link
                          href={paths.verificationRound.link({ id: round.id })}
                          className={styles.link}
                        >
                          {formatDateOnly(round.from)} – {formatDateOnly(round.to)}
                        </Link>
                      </th>
                      <td>{text.methods[round.method]}</td>
                      <td data-number="">
                        {overall.answered} / {overall.sampled}
                      </td>
                      <td data-number="">
                        {overall.share === null || overall.interval === null
                          ? text.none
                          : `${percent(overall.share)} (${percent(overall.interval.lower)} – ${percent(overall.interval.upper)})`}
                      </td>
                      <td>
                        {flagged.length === 0
                          ? text.none
                          : flagged.map((leader) => leader.leaderName).join(', ')}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </section>
  );
}
