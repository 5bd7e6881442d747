import { copy } from '../../../ui/copy/pt-BR';
import { Screen } from '../../../ui/Screen';

/** SPEC §2: a stub that shows only the title 'Cadastro'. */
export function CadastroScreen() {
  return <Screen title={copy.register.title}>{null}</Screen>;
}
