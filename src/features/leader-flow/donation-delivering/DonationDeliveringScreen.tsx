import { useEffect, useId } from 'react';
import { useLocation, useParams } from 'wouter';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { leaderFlowCopy } from '../copy.ts';
import { voucherListCopy } from './voucher-list-copy.ts';
import type { voucherDeliveryMachine } from '#machines/voucher-delivery.machine.ts';
import {
  sameVoucherDeliveryView,
  selectVoucherDeliveryView,
} from '#machines/voucher-delivery.selectors.ts';
import { AlertBanner, NotificationBanner } from '#src/ui/banners.tsx';
import { Button } from '#src/ui/Button.tsx';
import { ConfirmDialog } from '#src/ui/ConfirmDialog.tsx';
import { DonationDates } from '../components/DonationDates.tsx';
import { DonationFacts } from '../components/DonationFacts.tsx';
import { FlowFallback } from '../components/FlowFallback.tsx';
import { NoCardsLoaded } from '../components/NoCardsLoaded.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { paths } from '#src/lib/paths.ts';
import { useNotify } from '#src/core/session-scope/SessionScopeProvider.tsx';
import { useDonationFlow } from '../use-donation-flow.ts';
import { useFlowRedirect } from '../use-flow-redirect.ts';
import { outboxCopy } from '#src/ui/leader-copy.ts';
import type { LeaderDonation } from '#machines/donation-flow.machine.ts';
import { VoucherList } from './VoucherList.tsx';
import { ShortReceiptNotice } from './ShortReceiptNotice.tsx';
import { ReceiptCodePanel } from './ReceiptCodePanel.tsx';
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
