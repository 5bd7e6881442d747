import { Link, useParams } from 'wouter';
import { copy } from '../../../ui/copy/pt-BR';
import { leaderFlowCopy } from '../copy';
import { button } from '../../../ui/Button.css';
import { DonationFacts } from '../components/DonationFacts';
import { FlowFallback } from '../components/FlowFallback';
import { Screen } from '../../../ui/Screen';
import { leaderFlowPaths } from '../leader-flow-paths';
import { useDonationFlow } from '../use-donation-flow';
import { useFlowRedirect } from '../use-flow-redirect';

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
