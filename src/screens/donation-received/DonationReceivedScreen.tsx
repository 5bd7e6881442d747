import { copy } from '../../copy/pt-BR';
import { ComingSoonScreen } from '../../components/Screen';

/** Leader: donation received, 'Iniciar Entrega' (SPEC §2 /donation/:id/received). Title only until its issue is built. */
export function DonationReceivedScreen() {
  return <ComingSoonScreen title={copy.titles.donationReceived} backTo="/donation-list" />;
}
