import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { leaderFlowCopy } from '../copy';
import { voucherDeliveryCopy } from './voucher-delivery-copy';
import type { voucherDeliveryMachine } from '#machines/voucher-delivery.machine.ts';
import {
  sameVoucherDeliveryView,
  selectVoucherDeliveryView,
} from '#machines/voucher-delivery.selectors.ts';
import { AlertBanner } from '#src/ui/banners.tsx';
import { FlowFallback } from '../components/FlowFallback';
import { LoadingScreen } from '#src/ui/Notice.tsx';
import { LocationNotice } from '#src/ui/banners.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { paths } from '#src/lib/paths.ts';
import { useNotify } from '#src/core/session-scope/use-notification.ts';
import { useDonationFlow } from '../use-donation-flow';
import { useFlowRedirect } from '../use-flow-redirect';
import { useGeolocation } from '#src/core/use-geolocation.ts';
import { useSessionView } from '#src/core/session/session-context.tsx';
import { voucherDeliveryDraftKey } from '#src/core/drafts/draft-record.ts';
import { clearDraft } from '#src/core/drafts/draft-store.ts';
import { VoucherDeliveryForm } from './VoucherDeliveryForm';
import { isShortReceipt } from '../short-receipt';
import { useRecordedText } from '../use-recorded-text';
import * as styles from './VoucherDeliveryForm.css';
import { newReceiptCode } from '#contract/new-receipt-code.ts';
import { useReceiptCodeShown } from '#src/core/session-scope/receipt-code-shown.ts';

const text = voucherDeliveryCopy;

type VouchersActor = ActorRefFrom<typeof voucherDeliveryMachine>;

function RecordDelivery({
  donationId,
  vouchers,
  shortReceipt,
}: {
  donationId: string;
  vouchers: VouchersActor;
  shortReceipt: boolean;
}) {
  const view = useSelector(vouchers, selectVoucherDeliveryView, sameVoucherDeliveryView);
  const geolocation = useGeolocation();
  const [, navigate] = useLocation();
  const notify = useNotify();
  const recordedText = useRecordedText();
  const userId = useSessionView().user?.id ?? null;
  // One code per card on this screen: a send tried again carries the same one (docs/product.md R15.1).
  const [receiptCode] = useState(newReceiptCode);
  const [, showReceiptCode] = useReceiptCodeShown();

  // Recorded, or not the voucher to record now: back to the list, saying what happened.
  const { lastRecorded, refusedBecause } = view;
  useEffect(() => {
    const cards = paths.donationDelivering.link({ id: donationId });
    if (lastRecorded && userId)
      void clearDraft(voucherDeliveryDraftKey(userId, lastRecorded.voucherId));
    if (lastRecorded)
      showReceiptCode(
        lastRecorded.delivered
          ? { donationId, voucherId: lastRecorded.voucherId, code: receiptCode }
          : null,
      );
    if (lastRecorded) notify('success', recordedText(text.success), { on: cards });
    else if (refusedBecause) notify('failure', text.refused[refusedBecause], { on: cards });
    else return;
    navigate(cards, { replace: true });
  }, [
    lastRecorded,
    refusedBecause,
    donationId,
    navigate,
    notify,
    userId,
    recordedText,
    receiptCode,
    showReceiptCode,
  ]);

  if (view.openVoucherId === null) return <LoadingScreen />;
  const position = geolocation.position;
  return (
    <>
      <AlertBanner
        type="failure"
        message={view.failure}
        onDismiss={() => vouchers.send({ type: 'FAILURE.DISMISS' })}
      />
      <h2 className={styles.heading}>{text.heading(view.openVoucherId)}</h2>
      {geolocation.status === 'pending' ? (
        <LoadingScreen label={leaderFlowCopy.location.waiting} />
      ) : null}
      {geolocation.status === 'denied' || geolocation.status === 'unavailable' ? (
        <LocationNotice onRetry={geolocation.retry} retrying={geolocation.retrying} />
      ) : null}
      <VoucherDeliveryForm
        sending={view.phase === 'submitting'}
        upload={view.upload}
        canSend={position !== null}
        notDeliveredReason={shortReceipt ? text.cardNotReceived : ''}
        draftKey={userId ? voucherDeliveryDraftKey(userId, view.openVoucherId) : null}
        onSubmit={(delivery) => {
          if (!position) return;
          const withCode = delivery.delivered ? { ...delivery, receiptCode } : delivery;
          vouchers.send({ type: 'DELIVERY.SUBMIT', delivery: withCode, position });
        }}
      />
    </>
  );
}

function VoucherDelivery({ donationId, voucherId }: { donationId: string; voucherId: string }) {
  const { actor, view, vouchers } = useDonationFlow({
    donationId,
    resumeDelivery: true,
    requestedVoucherId: voucherId,
  });
  useFlowRedirect(donationId, view.step, ['delivering']);
  if (view.stage !== 'delivering' || !vouchers || !view.donation) {
    return <FlowFallback view={view} onRetry={() => actor.send({ type: 'RETRY' })} />;
  }
  return (
    <RecordDelivery
      donationId={donationId}
      vouchers={vouchers}
      shortReceipt={isShortReceipt(view.donation)}
    />
  );
}

/** Leader: records one voucher's delivery (docs/product.md R2.13 …/received/current/:voucher/prof). */
export function VoucherDeliveryScreen() {
  const { id = '', voucher = '' } = useParams<{ id: string; voucher: string }>();
  return (
    <Screen
      title={leaderFlowCopy.titles.voucherDelivery}
      backTo={paths.donationDelivering.link({ id })}
      withNav
    >
      <VoucherDelivery key={`${id}/${voucher}`} donationId={id} voucherId={voucher} />
    </Screen>
  );
}
