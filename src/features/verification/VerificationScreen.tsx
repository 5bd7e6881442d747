import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import {
  CreateVerificationRoundDocument,
  VerificationRoundsDocument,
  type SampleSizeKind,
  type VerificationMethod,
  type VerificationRoundFieldsFragment,
} from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { VERIFICATION_METHODS } from '#contract/verification.ts';
import { verificationTexts } from '#contract/verification-texts.ts';
import { useSessionView } from '#src/core/session/session-context.tsx';
import { todayInSaoPaulo } from '#src/lib/calendar-date.ts';
import { formatDateOnly } from '#src/lib/format-date.ts';
import { paths } from '#src/lib/paths.ts';
import { Button } from '#src/ui/Button.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { QueryState } from '#src/ui/QueryState.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { SelectField, TextField } from '#src/ui/fields.tsx';
import { useRefusalFocus } from '#src/ui/focus-moves.ts';
import { RoundResultsTable } from './round/RoundResultsTable.tsx';
import { verificationCopy } from './verification-copy.ts';
import * as styles from './verification.css.ts';

const text = verificationCopy;

// One route module for both screens: what they share then loads with them alone, not in every
// leader's page.
export { VerificationRoundScreen } from './round/VerificationRound.tsx';

export function RoundSummary({ round }: { round: VerificationRoundFieldsFragment }) {
  return (
    <li className={styles.card}>
      <Link href={paths.verificationRound.link({ id: round.id })} className={styles.link}>
        {text.round.period(formatDateOnly(round.from), formatDateOnly(round.to))}
      </Link>
      <p className={styles.meta}>
        {text.methods[round.method]} · {text.round.drawn(round.sampled, round.population)} ·{' '}
        {text.round.recorded(round.recorded, round.sampled)}
      </p>
      <RoundResultsTable round={round} />
    </li>
  );
}

function NewRoundForm({ defaultThreshold }: { defaultThreshold: number }) {
  const today = todayInSaoPaulo();
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [method, setMethod] = useState<VerificationMethod>('call');
  const [sizeKind, setSizeKind] = useState<SampleSizeKind>('count');
  const [size, setSize] = useState('30');
  const [threshold, setThreshold] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [sizeError, setSizeError] = useState<string | undefined>();
  const [thresholdError, setThresholdError] = useState<string | undefined>();
  const [create, { loading }] = useMutation(CreateVerificationRoundDocument);
  const [, navigate] = useLocation();
  const { formRef, refused } = useRefusalFocus();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const sizeNumber = /^\d+$/.test(size.trim()) ? Number(size) : null;
    const typedThreshold = threshold.trim().replace(',', '.');
    const thresholdNumber = typedThreshold === '' ? null : Number(typedThreshold);
    const thresholdWrong =
      thresholdNumber !== null && !(thresholdNumber >= 1 && thresholdNumber <= 100);
    setSizeError(sizeNumber === null ? verificationTexts.sizeInvalid : undefined);
    setThresholdError(thresholdWrong ? verificationTexts.thresholdInvalid : undefined);
    if (sizeNumber === null || thresholdWrong) {
      refused();
      return;
    }
    try {
      const { data } = await create({
        variables: {
          round: {
            from,
            to,
            method,
            sizeKind,
            size: sizeNumber,
            thresholdPercent: thresholdNumber,
          },
        },
      });
      if (data) navigate(paths.verificationRound.link({ id: data.createVerificationRound.id }));
    } catch (error) {
      setFailure(readGraphQLFailure(error).message);
      refused();
    }
  };

  return (
    <section className={styles.stack} aria-labelledby="new-round">
      <h2 id="new-round" className={styles.sectionTitle}>
        {text.form.title}
      </h2>
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        {failure ? (
          <Notice tone="danger" role="alert">
            <p>{failure}</p>
          </Notice>
        ) : null}
        <TextField
          label={text.form.from}
          hint={text.form.dateHint}
          type="date"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          required
        />
        <TextField
          label={text.form.to}
          hint={text.form.dateHint}
          type="date"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          required
        />
        <SelectField
          label={text.form.method}
          value={method}
          onChange={(event) => setMethod(event.target.value as VerificationMethod)}
        >
          {VERIFICATION_METHODS.map((option) => (
            <option key={option} value={option}>
              {text.methods[option]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={text.form.sizeKind}
          value={sizeKind}
          onChange={(event) => setSizeKind(event.target.value as SampleSizeKind)}
        >
          <option value="count">{text.form.count}</option>
          <option value="percent">{text.form.percentKind}</option>
        </SelectField>
        <TextField
          label={text.form.size}
          inputMode="numeric"
          value={size}
          error={sizeError}
          onChange={(event) => setSize(event.target.value)}
          required
        />
        <TextField
          label={text.form.threshold}
          hint={text.form.thresholdHint(defaultThreshold)}
          inputMode="decimal"
          value={threshold}
          error={thresholdError}
          onChange={(event) => setThreshold(event.target.value)}
        />
        <Button type="submit" width="full" busy={loading} busyText={text.form.submitting}>
          {text.form.submit}
        </Button>
      </form>
    </section>
  );
}

/** Read fresh: a call list changes as the team works it. */
export function VerificationScreen() {
  const role = useSessionView().user?.role;
  const { data, loading, error, refetch } = useQuery(VerificationRoundsDocument, {
    fetchPolicy: 'no-cache',
  });
  const canAct = role === 'admin' || role === 'ouvidoria';
  return (
    <Screen title={text.rounds.title} withNav wide>
      <div className={styles.stack}>
        <p className={styles.intro}>{text.rounds.intro}</p>
        {canAct && data ? (
          <NewRoundForm defaultThreshold={data.verificationRounds.defaultThreshold} />
        ) : null}
        <QueryState
          data={data?.verificationRounds.rounds}
          loading={loading}
          error={error}
          onRetry={refetch}
          loadingText={text.rounds.loading}
          failureText={text.rounds.failed}
          emptyText={text.rounds.empty}
        >
          {(rounds) => (
            <ul className={styles.list} aria-label={text.rounds.listLabel}>
              {rounds.map((round) => (
                <RoundSummary key={round.id} round={round} />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </Screen>
  );
}
