import { copy } from '../../copy/pt-BR';
import { ComingSoonScreen } from '../../components/Screen';

/** Admin: uploads a charge file (SPEC §2 /charge/add). Title only until its issue is built. */
export function ChargeAddScreen() {
  return <ComingSoonScreen title={copy.titles.chargeAdd} backTo="/charge" />;
}
