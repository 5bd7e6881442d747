import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { RecallVouchersDocument } from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { Button } from '#src/ui/Button.tsx';
import { ConfirmDialog } from '#src/ui/ConfirmDialog.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { SelectField } from '#src/ui/fields.tsx';
import { useNotify } from '#src/core/session-scope/SessionScopeProvider.tsx';
import { reviewCopy } from '../shared/review-copy.ts';
import * as styles from '../details/DonationReview.css.ts';

const text = reviewCopy.recall;

export function RecallVouchersForm({
  donationId,
  leaderName,
  heldVouchers,
}: {
  donationId: string;
  leaderName: string;
  /** The numbers of the donation's vouchers not yet delivered nor not delivered. */
  heldVouchers: readonly string[];
}) {
  const notify = useNotify();
  const [voucherId, setVoucherId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [recall, { loading }] = useMutation(RecallVouchersDocument);

  if (heldVouchers.length === 0) return <p className={styles.muted}>{text.nothingHeld}</p>;

  const asked = voucherId === '' ? heldVouchers.length : 1;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setConfirming(true);
  };
  const confirmed = async () => {
    setConfirming(false);
    try {
      const result = await recall({
        variables: voucherId === '' ? { donationId } : { voucherId },
      });
      setFailure(null);
      notify('success', text.success(result.data?.recallVouchers ?? asked, leaderName));
    } catch (refused) {
      setFailure(readGraphQLFailure(refused).message);
    }
  };

  return (
    <form className={styles.closeForm} onSubmit={submit} noValidate aria-label={text.title}>
      <p className={styles.muted}>{text.hint}</p>
      {failure ? (
        <Notice tone="danger" role="alert">
          <p>{failure}</p>
        </Notice>
      ) : null}
      <SelectField
        label={text.vouchers}
        value={voucherId}
        onChange={(event) => setVoucherId(event.target.value)}
      >
        <option value="">{text.allHeld(heldVouchers.length)}</option>
        {heldVouchers.map((number) => (
          <option key={number} value={number}>
            {text.oneVoucher(number)}
          </option>
        ))}
      </SelectField>
      <Button type="submit" width="full" busy={loading} busyText={text.submitting}>
        {text.submit}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={text.confirmTitle(asked, leaderName)}
        description={text.confirmBody}
        confirmLabel={text.confirmYes}
        cancelLabel={text.confirmNo}
        onConfirm={() => void confirmed()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
