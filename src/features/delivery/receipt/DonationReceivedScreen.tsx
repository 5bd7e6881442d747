import { useParams } from 'wouter';
import { useSelector } from '@xstate/react';
import {
  leaderFlowCopy,
  DonationDates,
  DonationFacts,
  FlowFallback,
  NoVouchersLoaded,
  voucherCount,
} from '../shared/flow-parts.tsx';
import { Button } from '#src/ui/Button.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { NotificationBanner } from '#src/ui/banners.tsx';
import { paths } from '#src/lib/paths.ts';
import { useDonationFlow, useFlowRedirect } from '../shared/use-donation-flow.ts';

export const receivedCopy = {
  intro: (quantity: number) =>
    `Você confirmou o recebimento de ${voucherCount(quantity)}. Quando estiver pronto para visitar as famílias, inicie a entrega.`,
  deadlineHint:
    'Depois do primeiro cartão registrado, você terá 24 horas para concluir as entregas.',
  startButton: 'Iniciar Entrega',
} as const;

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
      {view.donation.vouchers.length === 0 ? <NoVouchersLoaded /> : null}
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
