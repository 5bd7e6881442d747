import { chargeAddCopy } from '../copy';
import { Screen } from '../../../ui/Screen';
import { ChargeUploadForm } from './ChargeUploadForm';

/** SPEC §2 /charge/add (admin only, guarded by the route): upload a charge file. */
export function ChargeAddScreen() {
  return (
    <Screen title={chargeAddCopy.title} backTo="/charge" withNav>
      <ChargeUploadForm />
    </Screen>
  );
}
