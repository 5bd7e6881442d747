import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import {
  CorrectSubjectDocument,
  type SubjectRecordFieldsFragment,
} from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import {
  CORRECTABLE_FIELD_LABELS,
  CORRECTABLE_FIELDS,
  correctionProblem,
  type CorrectableField,
} from '#contract/data-subjects.ts';
import { Button } from '#src/ui/Button.tsx';
import { FieldFrame } from '#src/ui/fields.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { SelectField } from '#src/ui/fields.tsx';
import { TextField } from '#src/ui/fields.tsx';
import { formatDate } from '#src/lib/format-date.ts';
import { subjectCopy } from '../copy.ts';
import * as styles from '../privacy-screens.css.ts';
import { useRefusalFocus } from '#src/ui/focus-moves.ts';

const text = subjectCopy;
const REASON = { min: 5, max: 500 } as const;

type Errors = Partial<Record<'card' | 'field' | 'value' | 'reason' | 'server', string>>;

const isField = (value: string): value is CorrectableField =>
  (CORRECTABLE_FIELDS as readonly string[]).includes(value);

/** Corrects one field of one delivery (LGPD art. 18 III), with the same rules as at delivery and a reason. */
export function SubjectCorrectionForm({
  record,
  onChanged,
}: {
  record: SubjectRecordFieldsFragment;
  onChanged: (record: SubjectRecordFieldsFragment, message: string) => void;
}) {
  const cards = record.deliveries.filter(
    (delivery) => delivery.anonymisedAt === null && delivery.receivedName !== null,
  );
  const [card, setCard] = useState('');
  const [field, setField] = useState('');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [correct, { loading }] = useMutation(CorrectSubjectDocument, { fetchPolicy: 'no-cache' });
  const { formRef, refused } = useRefusalFocus();
  if (cards.length === 0) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmedReason = reason.trim();
    const found: Errors = {
      card: card === '' ? text.cardRequired : undefined,
      field: isField(field) ? undefined : text.fieldRequired,
      value: isField(field) ? (correctionProblem(field, value.trim()) ?? undefined) : undefined,
      reason:
        trimmedReason.length < REASON.min || trimmedReason.length > REASON.max
          ? text.reasonRequired
          : undefined,
    };
    setErrors(found);
    if (Object.values(found).some(Boolean) || !isField(field)) {
      refused();
      return;
    }
    try {
      const { data } = await correct({
        variables: {
          cpf: record.cpf,
          voucherId: card,
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
      ref={formRef}
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
        label={text.correctCard}
        value={card}
        onChange={(event) => setCard(event.target.value)}
        error={errors.card}
      >
        <option value="">{text.chooseCard}</option>
        {cards.map((delivery) => (
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
