import { copy } from '../../copy/pt-BR';
import { ComingSoonScreen } from '../../components/Screen';

/** Admin: donation filter form (SPEC §2 /filter). Title only until its issue is built. */
export function FilterScreen() {
  return <ComingSoonScreen title={copy.titles.filter} backTo="/donation-list" />;
}
