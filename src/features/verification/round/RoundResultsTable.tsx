import type { VerificationRoundFieldsFragment } from '#graphql/generated/operations.ts';
import { formatDateOnly } from '#src/lib/format-date.ts';
import { verificationCopy } from '../verification-copy.ts';
import * as styles from '../verification.css.ts';

const text = verificationCopy.results;
const { percent } = verificationCopy;

type Figures = VerificationRoundFieldsFragment['overall'];

function FigureCells({ figures }: { figures: Figures }) {
  return (
    <>
      <td data-number="">{figures.sampled}</td>
      <td data-number="">{figures.answered}</td>
      <td data-number="">{figures.confirmed}</td>
      <td data-number="">{figures.share === null ? text.none : percent(figures.share)}</td>
      <td data-number="">
        {figures.interval
          ? `${percent(figures.interval.lower)} – ${percent(figures.interval.upper)}`
          : text.none}
      </td>
    </>
  );
}

export function RoundResultsTable({ round }: { round: VerificationRoundFieldsFragment }) {
  // Named by its period: a list of rounds holds one table each.
  const caption = text.caption(formatDateOnly(round.from), formatDateOnly(round.to));
  return (
    // Scrolls sideways on a narrow phone, so it takes the keyboard's focus to be scrolled too.
    <div className={styles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption>
          {caption} · {text.threshold(round.threshold)}
        </caption>
        <thead>
          <tr>
            <th scope="col">{text.leader}</th>
            <th scope="col" data-number="">
              {text.sampled}
            </th>
            <th scope="col" data-number="">
              {text.answered}
            </th>
            <th scope="col" data-number="">
              {text.confirmed}
            </th>
            <th scope="col" data-number="">
              {text.share}
            </th>
            <th scope="col" data-number="">
              {text.interval}
            </th>
          </tr>
        </thead>
        <tbody>
          {round.leaders.map((leader) => (
            <tr key={leader.leaderId}>
              <th scope="row">
                {leader.leaderName}
                {leader.flagged ? (
                  <>
                    {' '}
                    <span className={styles.flag}>{text.flagged}</span>
                  </>
                ) : null}
              </th>
              <FigureCells figures={leader} />
            </tr>
          ))}
          <tr>
            <th scope="row">{text.overall}</th>
            <FigureCells figures={round.overall} />
          </tr>
        </tbody>
      </table>
    </div>
  );
}
