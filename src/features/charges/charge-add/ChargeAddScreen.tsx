import { chargeAddCopy } from '../copy';
import { Screen } from '#src/ui/Screen.tsx';
import { ChargeUploadForm } from './ChargeUploadForm';
import { paths } from '#src/lib/paths.ts';

/** docs/product.md R2.18 /charge/add (admin only, guarded by the route): upload a charge file. */
export function ChargeAddScreen() {
  return (
    <Screen title={chargeAddCopy.title} backTo={paths.charge.link()} withNav>
      <ChargeUploadForm />
    </Screen>
  );
}
