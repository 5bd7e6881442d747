import { useEffect, useId, useRef } from 'react';
import { useLocation, useParams } from 'wouter';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  leaderFlowCopy,
  DonationDates,
  DonationFacts,
  FlowFallback,
  NoVouchersLoaded,
} from '../shared/flow-parts.tsx';
import { voucherListCopy, VoucherList } from './VoucherList.tsx';
import type { voucherDeliveryMachine } from '#machines/voucher-delivery.machine.ts';
import {
  sameVoucherDeliveryView,
  selectVoucherDeliveryView,
  type VoucherRow,
} from '#machines/voucher-delivery.selectors.ts';
import { AlertBanner, NotificationBanner } from '#src/ui/banners.tsx';
import { Button } from '#src/ui/Button.tsx';
import { ConfirmDialog } from '#src/ui/ConfirmDialog.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { paths } from '#src/lib/paths.ts';
import { useNotify, useReceiptCodeShown } from '#src/core/session-scope/SessionScopeProvider.tsx';
import { useDonationFlow, useFlowRedirect } from '../shared/use-donation-flow.ts';
import { outboxCopy } from '#src/ui/leader-copy.ts';
import type { LeaderDonation } from '#machines/donation-flow.machine.ts';
import { Notice } from '#src/ui/Notice.tsx';
import { isShortReceipt } from './short-receipt.ts';
import { formatReceiptCode } from '#contract/receipt-code.ts';
import * as styles from './DonationDeliveringScreen.css.ts';

const text = voucherListCopy;

type VouchersActor = ActorRefFrom<typeof voucherDeliveryMachine>;

function Delivery({ donation, vouchers }: { donation: LeaderDonation; vouchers: VouchersActor }) {
  const view = useSelector(vouchers, selectVoucherDeliveryView, sameVoucherDeliveryView);

  return (
    <>
      <AlertBanner
        type="failure"
        message={view.failure}
        onDismiss={() => vouchers.send({ type: 'FAILURE.DISMISS' })}
      />
      <ReceiptCodePanel donationId={donation.donationId} />
      <DonationFacts donation={donation}>
        <DonationDates donation={donation} />
      </DonationFacts>
      {view.total === 0 ? (
        <NoVouchersLoaded />
      ) : (
        <VoucherProgress donation={donation} vouchers={vouchers} />
      )}
    </>
  );
}

function VoucherProgress({
  donation,
  vouchers,
}: {
  donation: LeaderDonation;
  vouchers: VouchersActor;
}) {
  const view = useSelector(vouchers, selectVoucherDeliveryView, sameVoucherDeliveryView);
  const snapshot = useSelector(vouchers, (s) => s);
  const canFinish = snapshot.can({ type: 'DELIVERY.FINISH' });
  const pending = view.finalCount < view.total;
  const hintId = useId();

  return (
    <>
      <p>
        <strong>{text.progress(view.finalCount, view.total)}</strong>
      </p>
      <p className={styles.hint}>{text.sequentialHint}</p>
      <ShortReceiptNotice donation={donation} rows={view.rows} />
      <VoucherList
        donationId={donation.donationId}
        rows={view.rows}
        canOpen={(voucherId) => snapshot.can({ type: 'VOUCHER.OPEN', voucherId })}
      />
      <div className={styles.actions}>
        <Button
          width="full"
          disabled={!canFinish}
          busy={view.phase === 'ending'}
          busyText={text.finishing}
          aria-describedby={pending ? hintId : undefined}
          onClick={() => vouchers.send({ type: 'DELIVERY.FINISH' })}
        >
          {text.finishButton}
        </Button>
        {pending ? (
          <p id={hintId} className={styles.hint}>
            {text.finishHint}
          </p>
        ) : null}
      </div>
      <ConfirmDialog
        open={view.phase === 'thanking'}
        title={text.thanksTitle}
        description={text.thanksBody}
        confirmLabel={text.thanksConfirm}
        cancelLabel={text.thanksCancel}
        onConfirm={() => vouchers.send({ type: 'THANKS.CONFIRM' })}
        onCancel={() => vouchers.send({ type: 'THANKS.CANCEL' })}
      />
    </>
  );
}

function DeliveringDonation({ donationId }: { donationId: string }) {
  const { actor, view, vouchers } = useDonationFlow({
    donationId,
    resumeDelivery: true,
    requestedVoucherId: null,
  });
  const [, navigate] = useLocation();
  const notify = useNotify();
  // 'closed' here is the end just recorded: the effect below announces it and leaves.
  useFlowRedirect(donationId, view.step, ['delivering', 'closed']);

  // Said only once the server has the end, or once it is kept on the device to be sent.
  const complete = view.stage === 'complete';
  const { savedOnDevice } = view;
  useEffect(() => {
    if (!complete) return;
    notify('success', savedOnDevice ? outboxCopy.savedOnDevice : text.ended, {
      on: paths.donationList.link(),
    });
    navigate(paths.donationList.link(), { replace: true });
  }, [complete, savedOnDevice, navigate, notify]);

  if (view.stage !== 'delivering' || !view.donation || !vouchers) {
    return <FlowFallback view={view} onRetry={() => actor.send({ type: 'RETRY' })} />;
  }
  return <Delivery donation={view.donation} vouchers={vouchers} />;
}

export function DonationDeliveringScreen() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <Screen
      title={leaderFlowCopy.titles.donationDelivering}
      backTo={paths.donationList.link()}
      withNav
    >
      <NotificationBanner />
      <DeliveringDonation key={id} donationId={id} />
    </Screen>
  );
}

export function ShortReceiptNotice({
  donation,
  rows,
}: {
  donation: LeaderDonation;
  rows: readonly VoucherRow[];
}) {
  const remaining = rows
    .filter((row) => row.state === 'next' || row.state === 'locked')
    .map((row) => row.position);
  if (!isShortReceipt(donation) || remaining.length === 0 || donation.receivedQuantity === null)
    return null;
  return (
    <Notice tone="info">
      <p>{shortReceiptCopy.received(donation.receivedQuantity, donation.quantity)}</p>
      <p>{shortReceiptCopy.remaining(remaining)}</p>
      <p>{shortReceiptCopy.howTo}</p>
    </Notice>
  );
}

export const shortReceiptCopy = {
  received: (received: number, sent: number) =>
    `Você confirmou o recebimento de ${received} de ${sent} cartões.`,
  remaining: (positions: readonly number[]) =>
    positions.length === 1
      ? `Falta registrar o Cartão ${positions[0]}.`
      : `Faltam registrar os Cartões ${positions.slice(0, -1).join(', ')} e ${positions[positions.length - 1]}.`,
  howTo:
    "Um cartão que não chegou até você também precisa de registro: abra-o, escolha 'Não entregue' e confirme o motivo, que já vem preenchido com 'Cartão não recebido'.",
} as const;

/** The share sheet sends text only, never the CPF. */
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
    navigator
      .share({ text: receiptCodeCopy.shareText(code, window.location.origin, shown.withCpf) })
      .catch(() => undefined);
  };
  return (
    <section className={styles.receiptCode} aria-labelledby="receipt-code-title">
      <h2 id="receipt-code-title" ref={heading} tabIndex={-1} className={styles.receiptCodeTitle}>
        {receiptCodeCopy.title(shown.voucherId)}
      </h2>
      <p className={styles.receiptCodeValue}>{code}</p>
      <p>
        <strong>{receiptCodeCopy.show}</strong>
      </p>
      <p className={styles.hint}>
        {shown.withCpf ? receiptCodeCopy.whereWithCpf : receiptCodeCopy.where}{' '}
        {window.location.host}
        {paths.receiptCheck.pattern}.
      </p>
      <div className={styles.receiptCodeActions}>
        {canShare ? (
          <Button width="full" onClick={share}>
            {receiptCodeCopy.share}
          </Button>
        ) : null}
        <Button width="full" variant="outline" onClick={() => setShown(null)}>
          {receiptCodeCopy.close}
        </Button>
      </div>
    </section>
  );
}

export const receiptCodeCopy = {
  title: (voucherId: string) => `Código do comprovante – Cartão ${voucherId}`,
  show: 'Mostre este código à família: ela pode anotar ou fotografar',
  where: 'Com ele, a família confere a entrega em',
  whereWithCpf: 'Com ele e os 3 primeiros números do CPF, a família confere a entrega em',
  share: 'Compartilhar',
  close: 'Fechar',
  shareText: (code: string, origin: string, withCpf: boolean) =>
    `Comprovante da entrega do seu cartão: código ${code}. Para conferir a entrega, acesse ${origin}${paths.receiptCheck.pattern} e digite este código${withCpf ? ' e os 3 primeiros números do CPF de quem recebeu' : ''}.`,
} as const;
