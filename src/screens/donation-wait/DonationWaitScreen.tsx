import { Link, useParams } from 'wouter';
import { copy } from '../../copy/pt-BR';
import { leaderFlowCopy } from '../../copy/leader-flow';
import { button } from '../../components/Button.css';
import { DonationFacts } from '../../components/leader-flow/DonationFacts';
import { FlowFallback } from '../../components/leader-flow/FlowFallback';
import { Screen } from '../../components/Screen';
import { leaderFlowPaths } from '../../app/leader-flow-paths';
import { useDonationFlow } from '../../app/use-donation-flow';
import { useFlowRedirect } from '../../app/use-flow-redirect';

const text = leaderFlowCopy.wait;

function WaitingDonation({ donationId }: { donationId: string }) {
  const { actor, view } = useDonationFlow({ donationId, resumeDelivery: false, requestedVoucherId: null });
  useFlowRedirect(donationId, view.stage, ['waiting', 'receiving']);
  const fallback = <FlowFallback view={view} onRetry={() => actor.send({ type: 'RETRY' })} />;
  if (!view.donation || (view.stage !== 'waiting' && view.stage !== 'receiving')) return fallback;
  return (
    <>
      <DonationFacts donation={view.donation} />
      <p>{text.intro}</p>
      <Link href={leaderFlowPaths.proof(donationId)} className={button({ variant: 'solid', width: 'full' })}>
        {text.receivedButton}
      </Link>
    </>
  );
}

/** Leader: a donation waiting for receipt (SPEC §2 /donation/:id/wait), 'Cartões Recebidos'. */
export function DonationWaitScreen() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <Screen title={copy.titles.donationWait} backTo={leaderFlowPaths.list} withNav>
      <WaitingDonation key={id} donationId={id} />
    </Screen>
  );
}
