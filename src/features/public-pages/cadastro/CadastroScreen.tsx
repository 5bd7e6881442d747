import { publicPagesCopy } from '../copy';
import { Screen } from '../../../ui/Screen';

/** SPEC §2: a stub that shows only the title 'Cadastro'. */
export function CadastroScreen() {
  return <Screen title={publicPagesCopy.register.title}>{null}</Screen>;
}
