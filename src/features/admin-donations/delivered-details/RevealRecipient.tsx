import { useMutation } from '@apollo/client/react';
import { useRef, useState, type FormEvent } from 'react';
import {
  RevealVoucherDocument,
  type RevealVoucherMutation,
} from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { Button } from '#src/ui/Button.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { adminDonationsCopy } from '../copy.ts';
import { ReasonField } from '../donation-review/ReasonField.tsx';
import { useFocusWhenShown } from '#src/ui/focus-moves.ts';
import * as styles from './DeliveredDetailsScreen.css.ts';

const text = adminDonationsCopy.reveal;

export type Revealed = RevealVoucherMutation['revealVoucher'];

type RevealRecipientProps = {
  voucherId: string;
  revealed: Revealed | null;
  onRevealed: (revealed: Revealed | null) => void;
};

/**
 * 'Mostrar dados completos' (admin): asks why, then shows the family's identifiers whole. The
 * answer stays in this screen's memory only (never in the Apollo cache kept on the device) and
 * the server records the access with the reason.
 */
export function RevealRecipient({ voucherId, revealed, onRevealed }: RevealRecipientProps) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [reveal, { loading }] = useMutation(RevealVoucherDocument, { fetchPolicy: 'no-cache' });
  const root = useRef<HTMLDivElement | null>(null);
  // Asked why: to the reason's field; shown: to the recipient's heading, the data now whole
  // below it; hidden or cancelled: back to 'Mostrar dados completos'.
  useFocusWhenShown(revealed ? 'shown' : asking ? 'asking' : 'closed', (shown) => {
    const here = root.current;
    if (shown === 'asking') return here?.querySelector('textarea');
    if (shown === 'shown') return here?.closest('section')?.querySelector('h2');
    return here?.querySelector('button');
  });

  if (revealed) {
    return (
      <div ref={root} className={styles.reveal}>
        <Notice tone="info" role="status">
          <p>{text.shown}</p>
        </Notice>
        <Button variant="outline" width="full" onClick={() => onRevealed(null)}>
          {text.hide}
        </Button>
      </div>
    );
  }
  if (!asking) {
    return (
      <div ref={root}>
        <Button variant="outline" width="full" onClick={() => setAsking(true)}>
          {text.open}
        </Button>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const { data } = await reveal({
        variables: { id: voucherId, reason: reason.trim() || null },
      });
      if (data) onRevealed(data.revealVoucher);
      setAsking(false);
    } catch (error) {
      setFailure(readGraphQLFailure(error).message);
    }
  };

  return (
    <div ref={root}>
      <form className={styles.reveal} onSubmit={submit} noValidate aria-label={text.open}>
        {failure ? (
          <Notice tone="danger" role="alert">
            <p>{failure}</p>
          </Notice>
        ) : null}
        <ReasonField
          label={text.reason}
          hint={text.reasonHint}
          value={reason}
          onChange={setReason}
        />
        <div className={styles.actions}>
          <Button variant="outline" onClick={() => setAsking(false)}>
            {text.cancel}
          </Button>
          <Button type="submit" busy={loading} busyText={text.confirming}>
            {text.confirm}
          </Button>
        </div>
      </form>
    </div>
  );
}
