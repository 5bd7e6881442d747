import { useEffect, useId } from 'react';
import { useLocation, useParams } from 'wouter';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { leaderFlowCopy } from '../copy';
import { voucherListCopy } from './voucher-list-copy';
import type { voucherDeliveryMachine } from '#machines/voucher-delivery.machine.ts';
import {
  sameVoucherDeliveryView,
  selectVoucherDeliveryView,
} from '#machines/voucher-delivery.selectors.ts';
import { AlertBanner } from '#src/ui/banners.tsx';
import { NotificationBanner } from '#src/ui/banners.tsx';
import { Button } from '#src/ui/Button.tsx';
import { ConfirmDialog } from '#src/ui/ConfirmDialog.tsx';
import { DonationDates } from '../components/DonationDates';
import { DonationFacts } from '../components/DonationFacts';
import { FlowFallback } from '../components/FlowFallback';
import { NoCardsLoaded } from '../components/NoCardsLoaded';
import { Screen } from '#src/ui/Screen.tsx';
import { paths } from '#src/lib/paths.ts';
import { useNotify } from '#src/core/session-scope/use-notification.ts';
import { useDonationFlow } from '../use-donation-flow';
import { useFlowRedirect } from '../use-flow-redirect';
import { useRecordedText } from '../use-recorded-text';
import type { LeaderDonation } from '#machines/donation-flow.machine.ts';
import { VoucherList } from './VoucherList';
import { ShortReceiptNotice } from './ShortReceiptNotice';
import { ReceiptCodePanel } from './ReceiptCodePanel';
import * as styles from './DonationDeliveringScreen.css';

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
        <NoCardsLoaded />
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
  const recordedText = useRecordedText();
  // 'closed' here is the end just recorded: the effect below announces it and leaves.
  useFlowRedirect(donationId, view.step, ['delivering', 'closed']);

  const complete = view.stage === 'complete';
  useEffect(() => {
    if (!complete) return;
    notify('success', recordedText(text.ended), { on: paths.donationList.link() });
    navigate(paths.donationList.link(), { replace: true });
  }, [complete, navigate, notify, recordedText]);

  if (view.stage !== 'delivering' || !view.donation || !vouchers) {
    return <FlowFallback view={view} onRetry={() => actor.send({ type: 'RETRY' })} />;
  }
  return <Delivery donation={view.donation} vouchers={vouchers} />;
}

/** Leader: the vouchers of the delivery (docs/product.md R2.12 /donation/:id/received/current), 'Encerrar Entrega'. */
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
