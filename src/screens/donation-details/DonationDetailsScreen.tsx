import { copy } from '../../copy/pt-BR';
import { ComingSoonScreen } from '../../components/Screen';

/** Admin and readonly: donation detail with the stepper (SPEC §2 /donation/:id/details). Title only until its issue is built. */
export function DonationDetailsScreen() {
  return <ComingSoonScreen title={copy.titles.donationDetails} backTo="/donation-list" />;
}
