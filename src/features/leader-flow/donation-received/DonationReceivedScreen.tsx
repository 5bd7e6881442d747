import { useParams } from 'wouter';
import { useSelector } from '@xstate/react';
import { leaderFlowCopy } from '../copy.ts';
import { receivedCopy } from './received-copy.ts';
import { Button } from '#src/ui/Button.tsx';
import { DonationDates } from '../components/DonationDates.tsx';
import { DonationFacts } from '../components/DonationFacts.tsx';
import { FlowFallback } from '../components/FlowFallback.tsx';
import { NoCardsLoaded } from '../components/NoCardsLoaded.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { NotificationBanner } from '#src/ui/banners.tsx';
import { paths } from '#src/lib/paths.ts';
import { useDonationFlow } from '../use-donation-flow.ts';
import { useFlowRedirect } from '../use-flow-redirect.ts';

const text = receivedCopy;

function ReceivedDonation({ donationId }: { donationId: string }) {
  const { actor, view } = useDonationFlow({
    donationId,
    resumeDelivery: false,
    requestedVoucherId: null,
  });
  const canStart = useSelector(actor, (snapshot) => snapshot.can({ type: 'DELIVERY.START' }));
  // 'Iniciar Entrega' moves to delivering, whose screen is the vouchers list.
  useFlowRedirect(donationId, view.step, ['received']);

  if (!view.donation || view.stage !== 'received') {
    return <FlowFallback view={view} onRetry={() => actor.send({ type: 'RETRY' })} />;
  }
  return (
    <>
      <DonationFacts donation={view.donation}>
        <DonationDates donation={view.donation} />
      </DonationFacts>
      <p>{text.intro(view.donation.receivedQuantity ?? view.donation.quantity)}</p>
      {view.donation.vouchers.length === 0 ? <NoCardsLoaded /> : null}
      <Notice tone="info">
        <p>{text.deadlineHint}</p>
      </Notice>
      <Button
        width="full"
        disabled={!canStart}
        onClick={() => actor.send({ type: 'DELIVERY.START' })}
      >
        {text.startButton}
      </Button>
    </>
  );
}

/** Leader: the donation was received (docs/product.md R2.11 /donation/:id/received), 'Iniciar Entrega'. */
export function DonationReceivedScreen() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <Screen
      title={leaderFlowCopy.titles.donationReceived}
      backTo={paths.donationList.link()}
      withNav
    >
      <NotificationBanner />
      <ReceivedDonation key={id} donationId={id} />
    </Screen>
  );
}
