import { publicPagesCopy } from '../copy.ts';
import { Screen } from '#src/ui/Screen.tsx';

/** docs/product.md R2.4: a stub that shows only the title 'Cadastro'. */
export function CadastroScreen() {
  return <Screen title={publicPagesCopy.register.title}>{null}</Screen>;
}
