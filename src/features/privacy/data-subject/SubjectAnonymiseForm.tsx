import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import {
  AnonymiseSubjectDocument,
  type SubjectRecordFieldsFragment,
} from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { Button } from '#src/ui/Button.tsx';
import { ConfirmDialog } from '#src/ui/ConfirmDialog.tsx';
import { FieldFrame } from '#src/ui/fields.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { subjectCopy } from '../copy.ts';
import * as styles from '../privacy-screens.css.ts';

const text = subjectCopy;

/** Anonymises the person now (LGPD art. 18 IV), with a reason and a confirmation: it cannot be undone. */
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
  if (pending === 0 && record.account === null && complaints === 0)
    return <p className={styles.muted}>{text.nothingToAnonymise}</p>;

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    const problem = trimmed.length < 5 || trimmed.length > 500 ? text.reasonRequired : undefined;
    setError(problem);
    if (!problem) setConfirming(true);
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
    <form className={styles.form} onSubmit={ask} noValidate aria-label={text.anonymiseTitle}>
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
