import { copy } from '../../copy/pt-BR';
import { ComingSoonScreen } from '../../components/Screen';

/** Admin: registers a donation (SPEC §2 /donation/register). Title only until its issue is built. */
export function DonationRegisterScreen() {
  return <ComingSoonScreen title={copy.titles.donationRegister} backTo="/donation-list" />;
}
