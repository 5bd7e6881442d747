import { copy } from '../../copy/pt-BR';
import { ComingSoonScreen } from '../../components/Screen';

/** Admin and readonly: report filters (SPEC §2 /export/filters). Title only until its issue is built. */
export function ExportFiltersScreen() {
  return <ComingSoonScreen title={copy.titles.exportFilters} backTo="/export/types" />;
}
