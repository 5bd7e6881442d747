import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { leaderFlowCopy, FlowFallback } from '../shared/flow-parts.tsx';
import { voucherDeliveryCopy } from './voucher-delivery-copy.ts';
import type { voucherDeliveryMachine } from '#machines/voucher-delivery.machine.ts';
import {
  sameVoucherDeliveryView,
  selectVoucherDeliveryView,
} from '#machines/voucher-delivery.selectors.ts';
import { AlertBanner, LocationNotice } from '#src/ui/banners.tsx';
import { LoadingScreen } from '#src/ui/Notice.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { paths } from '#src/lib/paths.ts';
import { useNotify, useReceiptCodeShown } from '#src/core/session-scope/SessionScopeProvider.tsx';
import { useDonationFlow, useFlowRedirect } from '../shared/use-donation-flow.ts';
import { useGeolocation } from '#src/core/use-geolocation.ts';
import { useSessionView } from '#src/core/session/session-context.tsx';
import { voucherDeliveryDraftKey } from '#src/core/drafts/draft-record.ts';
import { clearDraft } from '#src/core/drafts/draft-store.ts';
import { VoucherDeliveryForm } from './form/VoucherDeliveryForm.tsx';
import { isShortReceipt } from '../delivering/short-receipt.ts';
import { outboxCopy } from '#src/ui/leader-copy.ts';
import { newReceiptCode } from '#contract/new-receipt-code.ts';
import * as styles from './form/VoucherDeliveryForm.css.ts';

const text = voucherDeliveryCopy;

type VouchersActor = ActorRefFrom<typeof voucherDeliveryMachine>;

const recordedText = ({ delivered, onDevice }: { delivered: boolean; onDevice: boolean }) => {
  if (onDevice) return outboxCopy.savedOnDevice;
  return delivered ? text.success : text.notDeliveredRecorded;
};

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
  const userId = useSessionView().user?.id ?? null;
  // A send tried again carries the same code (docs/product.md R15.1).
  const [receiptCode] = useState(newReceiptCode);
  const [, showReceiptCode] = useReceiptCodeShown();
  const sentWithCpf = useRef(false);

  const { lastRecorded, refusedBecause } = view;
  useEffect(() => {
    const voucherList = paths.donationDelivering.link({ id: donationId });
    if (lastRecorded && userId)
      void clearDraft(voucherDeliveryDraftKey(userId, lastRecorded.voucherId));
    if (lastRecorded)
      showReceiptCode(
        lastRecorded.delivered
          ? {
              donationId,
              voucherId: lastRecorded.voucherId,
              code: receiptCode,
              withCpf: sentWithCpf.current,
            }
          : null,
      );
    // Said only once the server has the voucher, or once it is kept on the device to be sent.
    if (lastRecorded) notify('success', recordedText(lastRecorded), { on: voucherList });
    else if (refusedBecause) notify('failure', text.refused[refusedBecause], { on: voucherList });
    else return;
    navigate(voucherList, { replace: true });
  }, [
    lastRecorded,
    refusedBecause,
    donationId,
    navigate,
    notify,
    userId,
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
        notDeliveredReason={shortReceipt ? text.voucherNotReceived : ''}
        draftKey={userId ? voucherDeliveryDraftKey(userId, view.openVoucherId) : null}
        onSubmit={(delivery) => {
          if (!position) return;
          sentWithCpf.current = delivery.receivedCpf !== null;
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
