import { Link, useParams } from 'wouter';
import { leaderFlowCopy, DonationFacts, FlowFallback } from '../shared/flow-parts.tsx';
import { button } from '#src/ui/Button.css.ts';
import { Screen } from '#src/ui/Screen.tsx';
import { paths } from '#src/lib/paths.ts';
import { useDonationFlow, useFlowRedirect } from '../shared/use-donation-flow.ts';

export const waitCopy = {
  intro:
    'Os cartões desta doação estão a caminho. Quando chegarem, confirme o recebimento com a quantidade e uma foto.',
  receivedButton: 'Cartões Recebidos',
} as const;

const text = waitCopy;

function WaitingDonation({ donationId }: { donationId: string }) {
  const { actor, view } = useDonationFlow({
    donationId,
    resumeDelivery: false,
    requestedVoucherId: null,
  });
  useFlowRedirect(donationId, view.step, ['waiting']);
  const fallback = <FlowFallback view={view} onRetry={() => actor.send({ type: 'RETRY' })} />;
  if (!view.donation || (view.stage !== 'waiting' && view.stage !== 'receiving')) return fallback;
  return (
    <>
      <DonationFacts donation={view.donation} />
      <p>{text.intro}</p>
      <Link
        href={paths.donationWaitProof.link({ id: donationId })}
        className={button({ variant: 'solid', width: 'full' })}
      >
        {text.receivedButton}
      </Link>
    </>
  );
}

export function DonationWaitScreen() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <Screen title={leaderFlowCopy.titles.donationWait} backTo={paths.donationList.link()} withNav>
      <WaitingDonation key={id} donationId={id} />
    </Screen>
  );
}
