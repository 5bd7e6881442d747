import { copy } from '../../copy/pt-BR';
import { ComingSoonScreen } from '../../components/Screen';

/** Leader: received quantity and proof photo (SPEC §2 /donation/:id/wait/prof). Title only until its issue is built. */
export function DonationWaitProofScreen() {
  return <ComingSoonScreen title={copy.titles.donationWaitProof} backTo="/donation-list" />;
}
