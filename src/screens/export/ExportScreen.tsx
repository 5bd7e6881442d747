import { copy } from '../../copy/pt-BR';
import { ComingSoonScreen } from '../../components/Screen';

/** Admin and readonly: generated reports (SPEC §2 /export). Title only until its issue is built. */
export function ExportScreen() {
  return <ComingSoonScreen title={copy.titles.export} />;
}
