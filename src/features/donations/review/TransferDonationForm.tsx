import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import {
  DonationDetailsDocument,
  TransferDonationDocument,
} from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { formatCpf } from '#src/lib/cpf-mask.ts';
import { Button } from '#src/ui/Button.tsx';
import { ConfirmDialog } from '#src/ui/ConfirmDialog.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { Checkbox } from '#src/ui/fields.tsx';
import { useNotify } from '#src/core/session-scope/SessionScopeProvider.tsx';
import { LeaderSearchField, type LeaderOption } from '../shared/LeaderSearchField.tsx';
import { ReasonField, reasonError } from './ReasonField.tsx';
import { reviewCopy } from '../shared/review-copy.ts';
import * as styles from '../details/DonationReview.css.ts';

const text = reviewCopy.transfer;

/** The history line comes back with the answer; the new leader lists it at her next refresh. */
export function TransferDonationForm({
  donationId,
  leaderName,
}: {
  donationId: string;
  leaderName: string;
}) {
  const notify = useNotify();
  const [typed, setTyped] = useState('');
  const [leader, setLeader] = useState<LeaderOption | null>(null);
  const [allOfLeader, setAllOfLeader] = useState(false);
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<{ leader?: string; reason?: string; server?: string }>({});
  const [transfer, { loading }] = useMutation(TransferDonationDocument, {
    refetchQueries: [{ query: DonationDetailsDocument, variables: { id: donationId } }],
    awaitRefetchQueries: true,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      leader: leader === null ? text.leaderRequired : undefined,
      reason: reasonError(reason),
    };
    setErrors(found);
    if (!found.leader && !found.reason) setConfirming(true);
  };

  const confirmed = async (to: LeaderOption) => {
    setConfirming(false);
    try {
      await transfer({ variables: { id: donationId, leaderId: to.id, reason, allOfLeader } });
      notify('success', allOfLeader ? text.successAll(leaderName, to.name) : text.success(to.name));
      setTyped('');
      setLeader(null);
      setAllOfLeader(false);
      setReason('');
      setErrors({});
    } catch (failure) {
      setErrors({ server: readGraphQLFailure(failure).message });
    }
  };

  return (
    <form className={styles.closeForm} onSubmit={submit} noValidate aria-label={text.title}>
      <p className={styles.muted}>{text.hint}</p>
      {errors.server ? (
        <Notice tone="danger" role="alert">
          <p>{errors.server}</p>
        </Notice>
      ) : null}
      <LeaderSearchField
        label={text.leader}
        value={typed}
        onChange={(value) => {
          setTyped(value);
          // Typing again undoes the choice: only a leader picked from the list is sent.
          setLeader(null);
        }}
        onSelect={(chosen) => {
          setTyped(chosen.name);
          setLeader(chosen);
          setErrors((current) => ({ ...current, leader: undefined }));
        }}
        error={errors.leader}
      />
      {leader ? <p role="status">{text.chosen(leader.name, formatCpf(leader.login))}</p> : null}
      <Checkbox
        label={text.allOfLeader(leaderName)}
        checked={allOfLeader}
        onChange={(event) => setAllOfLeader(event.target.checked)}
      />
      <ReasonField
        label={text.reason}
        hint={text.reasonHint}
        value={reason}
        error={errors.reason}
        onChange={setReason}
      />
      <Button type="submit" width="full" busy={loading} busyText={text.submitting}>
        {text.submit}
      </Button>
      <ConfirmDialog
        open={confirming && leader !== null}
        title={
          leader === null
            ? ''
            : allOfLeader
              ? text.confirmAllTitle(leaderName, leader.name)
              : text.confirmTitle(donationId, leader.name)
        }
        description={leader === null ? '' : text.confirmBody(leaderName, leader.name)}
        confirmLabel={text.confirmYes}
        cancelLabel={text.confirmNo}
        onConfirm={() => leader !== null && void confirmed(leader)}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
