import { sessionCopy } from '../copy';
import { Screen } from '#src/ui/Screen.tsx';
import { NewPasswordForm } from './NewPasswordForm';
import { useChangePassword } from './use-change-password';
import { paths } from '#src/lib/paths.ts';

/** 'Definir nova senha': current password, new one (8+ characters) and its confirmation. */
export function PasswordScreen() {
  const changePassword = useChangePassword();
  return (
    <Screen title={sessionCopy.password.title} backTo={paths.profile.link()} withNav>
      <NewPasswordForm changePassword={changePassword} />
    </Screen>
  );
}
