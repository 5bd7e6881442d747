import { copy } from '../../copy/pt-BR';
import { ComingSoonScreen } from '../../components/Screen';

/** Admin and readonly: list of file loads (SPEC §2 /charge). Title only until its issue is built. */
export function ChargeScreen() {
  return <ComingSoonScreen title={copy.titles.charge} />;
}
