import { copy } from '../../../ui/copy/pt-BR';
import { Screen } from '../../../ui/Screen';
import { paths } from '../../../lib/paths';

/** Public route; SPEC §2 shows no contents for it. */
export function RegisterScreen() {
  return (
    <Screen title={copy.register.title} backTo={paths.landing.link()}>
      {null}
    </Screen>
  );
}
