import { chargeAddCopy } from '../copy';
import { Screen } from '../../../ui/Screen';
import { ChargeUploadForm } from './ChargeUploadForm';
import { paths } from '../../../lib/paths';

/** docs/product.md R2.18 /charge/add (admin only, guarded by the route): upload a charge file. */
export function ChargeAddScreen() {
  return (
    <Screen title={chargeAddCopy.title} backTo={paths.charge.link()} withNav>
      <ChargeUploadForm />
    </Screen>
  );
}
