import { copy } from '../../copy/pt-BR';
import { ComingSoonScreen } from '../../components/Screen';

/** Leader: voucher list of the delivery (SPEC §2 /donation/:id/received/current). Title only until its issue is built. */
export function DonationDeliveringScreen() {
  return <ComingSoonScreen title={copy.titles.donationDelivering} backTo="/donation-list" />;
}
