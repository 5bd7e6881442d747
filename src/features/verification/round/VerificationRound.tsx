import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useParams } from 'wouter';
import {
  RecordVerificationOutcomeDocument,
  RevealVerificationPhoneDocument,
  VerificationCheckDocument,
  VerificationRoundDocument,
  type RevealVerificationPhoneMutation,
  type VerificationCallFieldsFragment,
  type VerificationOutcome,
} from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { VERIFICATION_OUTCOMES } from '#contract/verification.ts';
import { NOTE_MAX, verificationTexts } from '#contract/verification-texts.ts';
import { REVEAL_REASON_MAX, REVEAL_REASON_MIN, revealMessages } from '#contract/vouchers.ts';
import { useSessionView } from '#src/core/session/session-context.tsx';
import { formatDate, formatDateOnly } from '#src/lib/format-date.ts';
import { formatPhone } from '#src/lib/format-phone.ts';
import { paths } from '#src/lib/paths.ts';
import { Button } from '#src/ui/Button.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { QueryState } from '#src/ui/QueryState.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { FieldFrame, revealWholeBox, SelectField } from '#src/ui/fields.tsx';
import * as fieldStyles from '#src/ui/styles/field.css.ts';
import { useRefusalFocus } from '#src/ui/focus-moves.ts';
import { RoundResultsTable } from './RoundResultsTable.tsx';
import { verificationCopy } from '../verification-copy.ts';
import * as styles from '../verification.css.ts';

const text = verificationCopy;

type Call = VerificationCallFieldsFragment;
type Revealed = RevealVerificationPhoneMutation['revealVerificationPhone'];

/** Masked; whole after a reason the access log keeps, in this screen's memory only. */
function CallPhone({ roundId, call }: { roundId: string; call: Call }) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const [reveal, { loading }] = useMutation(RevealVerificationPhoneDocument, {
    fetchPolicy: 'no-cache',
  });
  const { formRef, refused } = useRefusalFocus();
  if (call.phoneMasked === null) return <p className={styles.meta}>{text.call.noPhone}</p>;
  if (revealed) {
    return (
      <p>
        {text.call.phone}:{' '}
        <a href={`tel:${revealed.phone.replace(/\D/g, '')}`}>{formatPhone(revealed.phone)}</a>
        {revealed.receivedName ? ` · ${text.reveal.receivedBy}: ${revealed.receivedName}` : ''}
      </p>
    );
  }
  if (!asking) {
    return (
      <div className={styles.actions}>
        <p>
          {text.call.phone}: {call.phoneMasked}
        </p>
        <Button variant="outline" onClick={() => setAsking(true)}>
          {text.reveal.open}
        </Button>
      </div>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = reason.trim();
    if (typed.length < REVEAL_REASON_MIN || typed.length > REVEAL_REASON_MAX) {
      setError(revealMessages.reasonTooShort);
      refused();
      return;
    }
    setError(undefined);
    try {
      const { data } = await reveal({
        variables: { roundId, voucherId: call.voucherId, reason: typed },
      });
      if (data) setRevealed(data.revealVerificationPhone);
    } catch (failure) {
      setError(readGraphQLFailure(failure).message);
      refused();
    }
  };
  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={text.reveal.open}
    >
      <FieldFrame label={text.reveal.reason} hint={text.reveal.reasonHint} error={error}>
        {(control) => (
          <textarea
            {...control}
            className={`${fieldStyles.control} ${styles.textarea}`}
            onFocus={revealWholeBox}
            value={reason}
            maxLength={REVEAL_REASON_MAX}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FieldFrame>
      <div className={styles.actions}>
        <Button variant="outline" onClick={() => setAsking(false)}>
          {text.reveal.cancel}
        </Button>
        <Button type="submit" busy={loading} busyText={text.reveal.confirming}>
          {text.reveal.confirm}
        </Button>
      </div>
    </form>
  );
}

function OutcomeForm({
  roundId,
  call,
  onRecorded,
}: {
  roundId: string;
  call: Call;
  onRecorded: () => void;
}) {
  const [outcome, setOutcome] = useState<VerificationOutcome | ''>('');
  const [note, setNote] = useState('');
  const [outcomeError, setOutcomeError] = useState<string | undefined>();
  const [noteError, setNoteError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [record, { loading }] = useMutation(RecordVerificationOutcomeDocument, {
    fetchPolicy: 'no-cache',
  });
  const { formRef, refused } = useRefusalFocus();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const typed = note.trim();
    const missingNote = outcome === 'receivedWithProblem' && typed === '';
    setOutcomeError(outcome === '' ? text.call.chooseOutcome : undefined);
    setNoteError(missingNote ? verificationTexts.noteRequired : undefined);
    if (outcome === '' || missingNote) {
      refused();
      return;
    }
    try {
      await record({
        variables: { roundId, voucherId: call.voucherId, outcome, note: typed },
      });
      onRecorded();
    } catch (error) {
      setFailure(readGraphQLFailure(error).message);
      refused();
    }
  };
  const label = call.outcome === 'noAnswer' ? text.call.tryAgain : text.call.record;
  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`${label}: ${call.position}`}
    >
      {failure ? (
        <Notice tone="danger" role="alert">
          <p>{failure}</p>
        </Notice>
      ) : null}
      <SelectField
        label={text.call.outcome}
        value={outcome}
        error={outcomeError}
        onChange={(event) => setOutcome(event.target.value as VerificationOutcome | '')}
      >
        <option value="">{text.call.chooseOutcome}</option>
        {VERIFICATION_OUTCOMES.map((option) => (
          <option key={option} value={option}>
            {text.outcomes[option]}
          </option>
        ))}
      </SelectField>
      <FieldFrame label={text.call.note} hint={text.call.noteHint} error={noteError}>
        {(control) => (
          <textarea
            {...control}
            className={`${fieldStyles.control} ${styles.textarea}`}
            onFocus={revealWholeBox}
            value={note}
            maxLength={NOTE_MAX}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </FieldFrame>
      <Button type="submit" busy={loading} busyText={text.call.recording}>
        {label}
      </Button>
    </form>
  );
}

function CallCard({
  roundId,
  call,
  canAct,
  onRecorded,
}: {
  roundId: string;
  call: Call;
  canAct: boolean;
  onRecorded: () => void;
}) {
  const open = call.outcome === null || call.outcome === 'noAnswer';
  return (
    <li className={styles.card} aria-labelledby={`call-${call.position}`}>
      <h3 id={`call-${call.position}`} className={styles.sectionTitle}>
        {call.position}. {call.leaderName}
      </h3>
      <p className={styles.meta}>
        {text.call.delivered} {formatDateOnly(call.deliveredOn)}
      </p>
      {call.alerted ? <span className={styles.anomalyMark}>{text.call.anomalous}</span> : null}
      <p>
        {text.call.outcome}: {call.outcome ? text.outcomes[call.outcome] : text.call.pending}
        {call.recordedAt ? ` · ${formatDate(call.recordedAt)}` : ''}
      </p>
      {call.note ? (
        <p>
          {text.call.note}: {call.note}
        </p>
      ) : null}
      {call.complaintProtocol ? <p>{text.call.complaint(call.complaintProtocol)}</p> : null}
      {canAct && open ? (
        <>
          <CallPhone roundId={roundId} call={call} />
          <OutcomeForm roundId={roundId} call={call} onRecorded={onRecorded} />
        </>
      ) : null}
    </li>
  );
}

/** Draws the sample again from the stored seed and says whether it matches. */
function CheckDraw({ roundId }: { roundId: string }) {
  const apollo = useApolloClient();
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<{ sameSample: boolean } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const check = async () => {
    setChecking(true);
    setFailure(null);
    try {
      const { data } = await apollo.query({
        query: VerificationCheckDocument,
        variables: { id: roundId },
        fetchPolicy: 'no-cache',
      });
      setResult(data ? { sameSample: data.verificationCheck } : null);
    } catch (error) {
      setFailure(readGraphQLFailure(error).message);
    } finally {
      setChecking(false);
    }
  };
  return (
    <div className={styles.stack}>
      <Button
        variant="outline"
        busy={checking}
        busyText={text.round.checking}
        onClick={() => void check()}
      >
        {text.round.check}
      </Button>
      {result ? (
        <Notice tone={result.sameSample ? 'info' : 'danger'} role="status">
          <p>{result.sameSample ? text.round.sameSample : text.round.otherSample}</p>
        </Notice>
      ) : null}
      {failure ? (
        <Notice tone="danger" role="alert">
          <p>{failure}</p>
        </Notice>
      ) : null}
    </div>
  );
}

export function VerificationRoundScreen() {
  const { id = '' } = useParams<{ id: string }>();
  const role = useSessionView().user?.role;
  const canAct = role === 'admin' || role === 'ouvidoria';
  const { data, loading, error, refetch } = useQuery(VerificationRoundDocument, {
    variables: { id },
    fetchPolicy: 'no-cache',
  });
  return (
    <Screen title={text.round.title} backTo={paths.verification.link()} withNav wide>
      <QueryState
        data={data?.verificationRound}
        loading={loading}
        error={error}
        onRetry={refetch}
        loadingText={text.round.loading}
        failureText={text.round.failed}
        isEmpty={() => false}
      >
        {({ round, calls }) => (
          <div className={styles.stack}>
            <p className={styles.intro}>
              {text.round.period(formatDateOnly(round.from), formatDateOnly(round.to))} ·{' '}
              {text.methods[round.method]}
            </p>
            <p className={styles.meta}>
              {text.round.drawn(round.sampled, round.population)} ·{' '}
              {text.round.recorded(round.recorded, round.sampled)} · {text.round.seed(round.seed)}
            </p>
            <RoundResultsTable round={round} />
            <CheckDraw roundId={round.id} />
            <section className={styles.stack} aria-labelledby="calls">
              <h2 id="calls" className={styles.sectionTitle}>
                {text.round.callsTitle}
              </h2>
              {canAct ? (
                <ul className={styles.list} aria-label={text.round.callsLabel}>
                  {calls.map((call) => (
                    <CallCard
                      key={call.voucherId}
                      roundId={round.id}
                      call={call}
                      canAct={canAct}
                      onRecorded={() => void refetch()}
                    />
                  ))}
                </ul>
              ) : (
                <p className={styles.meta}>{text.round.readonlyCalls}</p>
              )}
            </section>
          </div>
        )}
      </QueryState>
    </Screen>
  );
}
