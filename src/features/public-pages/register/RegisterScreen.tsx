import { publicPagesCopy } from '../copy.ts';
import { Screen } from '#src/ui/Screen.tsx';
import { paths } from '#src/lib/paths.ts';

/** Public route with no contents of its own (docs/product.md R2.4). */
export function RegisterScreen() {
  return (
    <Screen title={publicPagesCopy.register.title} backTo={paths.landing.link()}>
      {null}
    </Screen>
  );
}
