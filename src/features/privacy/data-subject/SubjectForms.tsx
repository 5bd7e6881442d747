import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import {
  CorrectSubjectDocument,
  type SubjectRecordFieldsFragment,
  AnonymiseSubjectDocument,
} from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import {
  CORRECTABLE_FIELD_LABELS,
  CORRECTABLE_FIELDS,
  correctionProblem,
  type CorrectableField,
} from '#contract/data-subjects.ts';
import { Button } from '#src/ui/Button.tsx';
import { FieldFrame, SelectField, TextField } from '#src/ui/fields.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { formatDate } from '#src/lib/format-date.ts';
import { subjectCopy } from '../shared/privacy.tsx';
import { ConfirmDialog } from '#src/ui/ConfirmDialog.tsx';
import * as styles from '../shared/privacy-screens.css.ts';
import { useRefusalFocus } from '#src/ui/focus-moves.ts';

const text = subjectCopy;
const REASON = { min: 5, max: 500 } as const;

type Errors = Partial<Record<'voucher' | 'field' | 'value' | 'reason' | 'server', string>>;

const isField = (value: string): value is CorrectableField =>
  (CORRECTABLE_FIELDS as readonly string[]).includes(value);

export function SubjectCorrectionForm({
  record,
  onChanged,
}: {
  record: SubjectRecordFieldsFragment;
  onChanged: (record: SubjectRecordFieldsFragment, message: string) => void;
}) {
  const correctable = record.deliveries.filter(
    (delivery) => delivery.anonymisedAt === null && delivery.receivedName !== null,
  );
  const [voucherId, setVoucherId] = useState('');
  const [field, setField] = useState('');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [correct, { loading }] = useMutation(CorrectSubjectDocument, { fetchPolicy: 'no-cache' });
  const { formRef: correctionRef, refused: correctionRefused } = useRefusalFocus();
  if (correctable.length === 0) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmedReason = reason.trim();
    const found: Errors = {
      voucher: voucherId === '' ? text.voucherRequired : undefined,
      field: isField(field) ? undefined : text.fieldRequired,
      value: isField(field) ? (correctionProblem(field, value.trim()) ?? undefined) : undefined,
      reason:
        trimmedReason.length < REASON.min || trimmedReason.length > REASON.max
          ? text.reasonRequired
          : undefined,
    };
    setErrors(found);
    if (Object.values(found).some(Boolean) || !isField(field)) {
      correctionRefused();
      return;
    }
    try {
      const { data } = await correct({
        variables: {
          cpf: record.cpf,
          voucherId,
          field,
          value: value.trim(),
          reason: trimmedReason,
        },
      });
      if (!data) return;
      setValue('');
      setReason('');
      onChanged(data.correctSubject.record, text.corrected);
    } catch (failure) {
      setErrors({ server: readGraphQLFailure(failure).message });
    }
  };

  return (
    <form
      ref={correctionRef}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={text.correctTitle}
    >
      {errors.server ? (
        <Notice tone="danger" role="alert">
          <p>{errors.server}</p>
        </Notice>
      ) : null}
      <SelectField
        label={text.correctVoucher}
        value={voucherId}
        onChange={(event) => setVoucherId(event.target.value)}
        error={errors.voucher}
      >
        <option value="">{text.chooseVoucher}</option>
        {correctable.map((delivery) => (
          <option key={delivery.voucherId} value={delivery.voucherId}>
            {text.deliveryTitle(
              delivery.voucherId,
              delivery.delivered ? formatDate(delivery.delivered) : text.notDeliveredYet,
            )}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={text.field}
        value={field}
        onChange={(event) => setField(event.target.value)}
        error={errors.field}
      >
        <option value="">{text.chooseField}</option>
        {CORRECTABLE_FIELDS.map((name) => (
          <option key={name} value={name}>
            {CORRECTABLE_FIELD_LABELS[name]}
          </option>
        ))}
      </SelectField>
      <TextField
        label={text.value}
        hint={text.valueHint}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={errors.value}
        maxLength={120}
        autoComplete="off"
      />
      <FieldFrame
        label={text.reason}
        hint={text.reasonHint}
        error={errors.reason}
        withErrorIcon={false}
      >
        {(control) => (
          <textarea
            {...control}
            className={styles.reason}
            value={reason}
            maxLength={REASON.max}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FieldFrame>
      <Button type="submit" busy={loading} busyText={text.correcting}>
        {text.correct}
      </Button>
    </form>
  );
}

export function SubjectAnonymiseForm({
  record,
  onChanged,
}: {
  record: SubjectRecordFieldsFragment;
  onChanged: (record: SubjectRecordFieldsFragment, message: string) => void;
}) {
  const pending = record.deliveries.filter((delivery) => delivery.anonymisedAt === null).length;
  // Sensitive complaints are not listed to the admin: counted, they may still hold data.
  const complaints =
    record.complaints.filter((complaint) => complaint.anonymisedAt === null).length +
    record.sensitiveComplaints;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [anonymise, { loading }] = useMutation(AnonymiseSubjectDocument, {
    fetchPolicy: 'no-cache',
  });
  const { formRef: anonymiseRef, refused: anonymiseRefused } = useRefusalFocus();
  if (pending === 0 && record.account === null && complaints === 0)
    return <p className={styles.muted}>{text.nothingToAnonymise}</p>;

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    const problem = trimmed.length < 5 || trimmed.length > 500 ? text.reasonRequired : undefined;
    setError(problem);
    if (problem) anonymiseRefused();
    else setConfirming(true);
  };

  const confirm = async () => {
    setConfirming(false);
    setFailure(null);
    try {
      const { data } = await anonymise({ variables: { cpf: record.cpf, reason: reason.trim() } });
      if (!data) return;
      setReason('');
      const done = data.anonymiseSubject;
      onChanged(done.record, text.anonymisedDone(done.changed, done.complaintsChanged));
    } catch (caught) {
      setFailure(readGraphQLFailure(caught).message);
    }
  };

  return (
    <form
      ref={anonymiseRef}
      className={styles.form}
      onSubmit={ask}
      noValidate
      aria-label={text.anonymiseTitle}
    >
      <p className={styles.muted}>{text.anonymiseHint}</p>
      {failure ? (
        <Notice tone="danger" role="alert">
          <p>{failure}</p>
        </Notice>
      ) : null}
      <FieldFrame label={text.reason} hint={text.reasonHint} error={error} withErrorIcon={false}>
        {(control) => (
          <textarea
            {...control}
            className={styles.reason}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FieldFrame>
      <Button type="submit" variant="danger" busy={loading} busyText={text.anonymising}>
        {text.anonymise}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={text.confirmTitle}
        description={text.confirmDescription(pending, complaints)}
        confirmLabel={text.confirm}
        cancelLabel={text.cancel}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
