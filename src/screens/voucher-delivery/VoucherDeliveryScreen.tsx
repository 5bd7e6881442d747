import { copy } from '../../copy/pt-BR';
import { ComingSoonScreen } from '../../components/Screen';

/** Leader: records one voucher delivery (SPEC §2 …/:voucher/prof). Title only until its issue is built. */
export function VoucherDeliveryScreen() {
  return <ComingSoonScreen title={copy.titles.voucherDelivery} backTo="/donation-list" />;
}
