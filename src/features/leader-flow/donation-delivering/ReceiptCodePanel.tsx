import { useEffect, useRef } from 'react';
import { Button } from '#src/ui/Button.tsx';
import { paths } from '#src/lib/paths.ts';
import { formatReceiptCode } from '#contract/receipt-code.ts';
import { useReceiptCodeShown } from '#src/core/session-scope/SessionScopeProvider.tsx';
import { receiptCodeCopy as text } from './receipt-code-copy.ts';
import * as styles from './DonationDeliveringScreen.css.ts';

/**
 * The receipt code of the card just delivered, large, for the family to note or photograph
 * (docs/product.md R15.1), with the phone's share sheet where it has one (text only, no CPF).
 * Shown above the cards until closed or the next card is recorded.
 */
export function ReceiptCodePanel({ donationId }: { donationId: string }) {
  const [shown, setShown] = useReceiptCodeShown();
  const heading = useRef<HTMLHeadingElement>(null);
  const visible = shown !== null && shown.donationId === donationId;
  useEffect(() => {
    if (visible) heading.current?.focus();
  }, [visible]);
  if (!visible) return null;
  const code = formatReceiptCode(shown.code);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const share = () => {
    // A share the person cancels rejects: nothing to say.
    navigator.share({ text: text.shareText(code, window.location.origin) }).catch(() => undefined);
  };
  return (
    <section className={styles.receiptCode} aria-labelledby="receipt-code-title">
      <h2 id="receipt-code-title" ref={heading} tabIndex={-1} className={styles.receiptCodeTitle}>
        {text.title(shown.voucherId)}
      </h2>
      <p className={styles.receiptCodeValue}>{code}</p>
      <p>
        <strong>{text.show}</strong>
      </p>
      <p className={styles.hint}>
        {text.where} {window.location.host}
        {paths.receiptCheck.pattern}.
      </p>
      <div className={styles.receiptCodeActions}>
        {canShare ? (
          <Button width="full" onClick={share}>
            {text.share}
          </Button>
        ) : null}
        <Button width="full" variant="outline" onClick={() => setShown(null)}>
          {text.close}
        </Button>
      </div>
    </section>
  );
}
