import { copy } from '../../../ui/copy/pt-BR';
import { Screen } from '../../../ui/Screen';
import { NewPasswordForm } from './NewPasswordForm';
import { useChangePassword } from './use-change-password';
import { paths } from '../../../lib/paths';

/** 'Definir nova senha': current password, new one (8+ characters) and its confirmation. */
export function PasswordScreen() {
  const changePassword = useChangePassword();
  return (
    <Screen title={copy.password.title} backTo={paths.profile.link()} withNav>
      <NewPasswordForm changePassword={changePassword} />
    </Screen>
  );
}
