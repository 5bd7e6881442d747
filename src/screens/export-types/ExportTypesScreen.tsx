import { copy } from '../../copy/pt-BR';
import { ComingSoonScreen } from '../../components/Screen';

/** Admin and readonly: report type choice (SPEC §2 /export/types). Title only until its issue is built. */
export function ExportTypesScreen() {
  return <ComingSoonScreen title={copy.titles.exportTypes} backTo="/export" />;
}
