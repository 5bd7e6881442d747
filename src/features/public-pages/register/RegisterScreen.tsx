import { publicPagesCopy } from '../copy';
import { Screen } from '../../../ui/Screen';
import { paths } from '../../../lib/paths';

/** Public route; SPEC §2 shows no contents for it. */
export function RegisterScreen() {
  return (
    <Screen title={publicPagesCopy.register.title} backTo={paths.landing.link()}>
      {null}
    </Screen>
  );
}
