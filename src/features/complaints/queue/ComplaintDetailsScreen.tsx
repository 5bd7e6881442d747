import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useParams } from 'wouter';
import {
  ChangeComplaintStageDocument,
  ComplaintDocument,
  RevealComplaintContactDocument,
  type ComplaintDetailsFieldsFragment,
  type ComplaintStage,
} from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import {
  COMPLAINT_CHANNEL_TEXTS,
  COMPLAINT_LIMITS,
  COMPLAINT_STAGES,
  COMPLAINT_STAGE_TEXTS,
  complaintMessages,
} from '#contract/complaint-texts.ts';
import { formatDate } from '#src/lib/format-date.ts';
import { formatDateAndTime } from '#src/lib/format-date-and-time.ts';
import { paths } from '#src/lib/paths.ts';
import { Button } from '#src/ui/Button.tsx';
import { DetailList, DetailSection } from '#src/ui/DetailList.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { QueryState } from '#src/ui/QueryState.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { FieldFrame, revealWholeBox, SelectField } from '#src/ui/fields.tsx';
import * as fieldStyles from '#src/ui/styles/field.css.ts';
import { ComplaintMarks } from './ComplaintQueueScreen.tsx';
import { complaintsCopy as text } from '../shared/complaints-copy.ts';
import * as styles from '../shared/complaints.css.ts';
import { useRefusalFocus } from '#src/ui/focus-moves.ts';

type Complaint = ComplaintDetailsFieldsFragment;

function when(iso: string): string {
  const { date, time } = formatDateAndTime(iso);
  return `${date} às ${time}`;
}

const within = (typed: string, min: number, max: number) =>
  typed.length >= min && typed.length <= max;

const NEXT_STAGES = COMPLAINT_STAGES.filter((stage) => stage !== 'new');

type StageErrors = { stage?: string; note?: string; answer?: string };

function stageErrors(stage: ComplaintStage | '', note: string, answer: string): StageErrors {
  const errors: StageErrors = {};
  if (stage === '') errors.stage = complaintMessages.stage;
  if (!within(note, COMPLAINT_LIMITS.noteMin, COMPLAINT_LIMITS.noteMax))
    errors.note = complaintMessages.note;
  if (stage === 'answered' && answer === '') errors.answer = complaintMessages.answerRequired;
  else if (answer !== '' && !within(answer, COMPLAINT_LIMITS.answerMin, COMPLAINT_LIMITS.answerMax))
    errors.answer = complaintMessages.answer;
  return errors;
}

/** Nothing typed is lost when the server refuses. */
function StageForm({
  complaint,
  onChanged,
}: {
  complaint: Complaint;
  onChanged: (c: Complaint) => void;
}) {
  const [stage, setStage] = useState<ComplaintStage | ''>('');
  const [note, setNote] = useState('');
  const [answer, setAnswer] = useState('');
  const [errors, setErrors] = useState<StageErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [change, { loading }] = useMutation(ChangeComplaintStageDocument, {
    fetchPolicy: 'no-cache',
  });
  const { formRef: stageFormRef, refused: stageRefused } = useRefusalFocus();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSaved(null);
    const typed = { note: note.trim(), answer: answer.trim() };
    const found = stageErrors(stage, typed.note, typed.answer);
    setErrors(found);
    if (stage === '' || Object.keys(found).length > 0) {
      stageRefused();
      return;
    }
    try {
      const { data } = await change({
        variables: {
          id: complaint.id,
          stage,
          note: typed.note,
          publicAnswer: typed.answer === '' ? null : typed.answer,
        },
      });
      if (!data) throw new Error('no answer');
      onChanged(data.changeComplaintStage);
      setSaved(text.stageForm.saved(COMPLAINT_STAGE_TEXTS[stage]));
      setStage('');
      setNote('');
      setAnswer('');
    } catch (error) {
      setFailure(readGraphQLFailure(error).message);
    }
  };

  return (
    <DetailSection title={text.stageForm.title}>
      <form
        ref={stageFormRef}
        className={fieldStyles.form}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <SelectField
          label={text.stageForm.stage}
          value={stage}
          error={errors.stage}
          onChange={(event) => setStage(event.target.value as ComplaintStage | '')}
        >
          <option value="">{text.stageForm.choose}</option>
          {NEXT_STAGES.map((next) => (
            <option key={next} value={next}>
              {COMPLAINT_STAGE_TEXTS[next]}
            </option>
          ))}
        </SelectField>
        <FieldFrame label={text.stageForm.note} hint={text.stageForm.noteHint} error={errors.note}>
          {(control) => (
            <textarea
              {...control}
              className={`${fieldStyles.control} ${styles.textarea}`}
              onFocus={revealWholeBox}
              value={note}
              maxLength={COMPLAINT_LIMITS.noteMax}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </FieldFrame>
        <FieldFrame
          label={text.stageForm.answer}
          hint={text.stageForm.answerHint}
          error={errors.answer}
        >
          {(control) => (
            <textarea
              {...control}
              className={`${fieldStyles.control} ${styles.textarea}`}
              onFocus={revealWholeBox}
              value={answer}
              maxLength={COMPLAINT_LIMITS.answerMax}
              onChange={(event) => setAnswer(event.target.value)}
            />
          )}
        </FieldFrame>
        {failure ? (
          <Notice tone="danger" role="alert">
            <p>{failure}</p>
          </Notice>
        ) : null}
        <div role="status">
          {saved ? (
            <Notice tone="info">
              <p>{saved}</p>
            </Notice>
          ) : null}
        </div>
        <Button type="submit" busy={loading} busyText={text.stageForm.saving}>
          {text.stageForm.save}
        </Button>
      </form>
    </DetailSection>
  );
}

/** Masked; shown whole after a reason the access log keeps. */
function ContactPhone({ complaint }: { complaint: Complaint }) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [phone, setPhone] = useState<string | null>(null);
  const [reveal, { loading }] = useMutation(RevealComplaintContactDocument, {
    fetchPolicy: 'no-cache',
  });
  const { formRef, refused } = useRefusalFocus();
  if (complaint.anonymous) return <>{text.anonymous}</>;
  if (!complaint.contactPhone) return <>{text.none}</>;
  if (phone) return <>{phone}</>;
  if (!complaint.canAct || !asking) {
    return (
      <span className={styles.actions}>
        {complaint.contactPhone}
        {complaint.canAct ? (
          <Button variant="outline" onClick={() => setAsking(true)}>
            {text.contact.reveal}
          </Button>
        ) : null}
      </span>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = reason.trim();
    if (!within(typed, COMPLAINT_LIMITS.reasonMin, COMPLAINT_LIMITS.reasonMax)) {
      setError(complaintMessages.contactReason);
      refused();
      return;
    }
    setError(undefined);
    try {
      const { data } = await reveal({ variables: { id: complaint.id, reason: typed } });
      setPhone(data?.revealComplaintContact ?? text.none);
    } catch (failure) {
      setError(readGraphQLFailure(failure).message);
      refused();
    }
  };
  return (
    <form
      ref={formRef}
      className={fieldStyles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <FieldFrame label={text.contact.reason} hint={text.contact.reasonHint} error={error}>
        {(control) => (
          <textarea
            {...control}
            className={`${fieldStyles.control} ${styles.textarea}`}
            onFocus={revealWholeBox}
            value={reason}
            maxLength={COMPLAINT_LIMITS.reasonMax}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FieldFrame>
      <div className={styles.actions}>
        <Button variant="outline" onClick={() => setAsking(false)}>
          {text.contact.cancel}
        </Button>
        <Button type="submit" busy={loading} busyText={text.contact.showing}>
          {text.contact.show}
        </Button>
      </div>
    </form>
  );
}

function ComplaintView({
  complaint,
  onChanged,
}: {
  complaint: Complaint;
  onChanged: (c: Complaint) => void;
}) {
  const history = [...complaint.history].sort((a, b) => b.seq - a.seq);
  return (
    <div className={styles.stack}>
      <DetailSection title={text.details.about}>
        <ComplaintMarks overdue={complaint.overdue} sensitive={complaint.sensitive} />
        <DetailList
          rows={[
            { term: text.category, value: complaint.categoryText },
            { term: text.stage, value: complaint.stageText },
            { term: text.due, value: formatDate(complaint.dueAt) },
            { term: text.received, value: when(complaint.createdAt) },
            { term: text.channel, value: COMPLAINT_CHANNEL_TEXTS[complaint.channel] },
            ...(complaint.openedByName
              ? [{ term: text.openedBy, value: complaint.openedByName }]
              : []),
            { term: text.receiptCode, value: complaint.receiptCode ?? text.none },
            { term: text.phone, value: <ContactPhone complaint={complaint} /> },
            ...(complaint.leaderName ? [{ term: text.leader, value: complaint.leaderName }] : []),
            ...(complaint.donationId
              ? [
                  {
                    term: text.donation,
                    value: (
                      <Link href={paths.donationDetails.link({ id: complaint.donationId })}>
                        {complaint.donationId}
                      </Link>
                    ),
                  },
                ]
              : []),
            ...(complaint.voucherId ? [{ term: text.voucher, value: complaint.voucherId }] : []),
          ]}
        />
        <h3>{text.description}</h3>
        <p className={styles.text}>
          {complaint.anonymisedAt ? text.anonymised : (complaint.description ?? text.none)}
        </p>
      </DetailSection>
      {complaint.canAct ? (
        <StageForm complaint={complaint} onChanged={onChanged} />
      ) : (
        <p className={styles.intro}>{text.details.readOnly}</p>
      )}
      <DetailSection title={text.details.history}>
        <ol className={styles.history}>
          {history.map((entry) => (
            <li key={entry.seq} className={styles.item}>
              <p className={styles.text}>
                <strong>{entry.stageText}</strong> · {when(entry.at)} ·{' '}
                {text.details.historyBy(entry.actorName)}
              </p>
              {entry.markedSensitive ? (
                <p className={styles.meta}>{text.details.markedSensitive}</p>
              ) : null}
              {entry.note ? (
                <p className={styles.text}>
                  {text.details.note}: {entry.note}
                </p>
              ) : null}
              {entry.publicAnswer ? (
                <p className={styles.text}>
                  {text.details.publicAnswer}: {entry.publicAnswer}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      </DetailSection>
    </div>
  );
}

/** Read fresh and never kept on the device. */
export function ComplaintDetailsScreen() {
  const { id = '' } = useParams<{ id: string }>();
  const [changed, setChanged] = useState<Complaint | null>(null);
  const { data, loading, error, refetch } = useQuery(ComplaintDocument, {
    variables: { id },
    fetchPolicy: 'no-cache',
  });
  const complaint = changed?.id === id ? changed : data?.complaint;
  return (
    <Screen
      title={complaint ? text.details.title(complaint.protocol) : text.details.loadingTitle}
      backTo={paths.complaints.link()}
      withNav
    >
      <QueryState
        data={complaint}
        loading={loading}
        error={error}
        onRetry={refetch}
        loadingText={text.details.loading}
        failureText={(failure) => {
          const read = readGraphQLFailure(failure);
          return read.code === 'NOT_FOUND' ? read.message : text.details.failed;
        }}
      >
        {(shown) => <ComplaintView complaint={shown} onChanged={setChanged} />}
      </QueryState>
    </Screen>
  );
}
