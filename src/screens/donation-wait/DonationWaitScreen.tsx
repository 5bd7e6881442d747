import { copy } from '../../copy/pt-BR';
import { ComingSoonScreen } from '../../components/Screen';

/** Leader: donation waiting for receipt (SPEC §2 /donation/:id/wait). Title only until its issue is built. */
export function DonationWaitScreen() {
  return <ComingSoonScreen title={copy.titles.donationWait} backTo="/donation-list" />;
}
