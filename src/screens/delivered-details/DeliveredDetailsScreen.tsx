import { copy } from '../../copy/pt-BR';
import { ComingSoonScreen } from '../../components/Screen';

/** Admin and readonly: one voucher delivery, read-only (SPEC §2). Title only until its issue is built. */
export function DeliveredDetailsScreen() {
  return <ComingSoonScreen title={copy.titles.deliveredDetails} backTo="/donation-list" />;
}
