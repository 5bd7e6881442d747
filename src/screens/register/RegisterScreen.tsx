import { copy } from '../../copy/pt-BR';
import { Screen } from '../../components/Screen';

/** Public route; SPEC §2 shows no contents for it. */
export function RegisterScreen() {
  return (
    <Screen title={copy.register.title} backTo="/">
      {null}
    </Screen>
  );
}
