import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { IdentityError } from '#src/core/identity/identity.ts';
import { loadIdentity } from '#src/core/identity/select-identity.ts';
import { useSessionTokens } from '#src/core/session/session-context.tsx';
import { AlertBanner } from '#src/ui/banners.tsx';
import { Button } from '#src/ui/Button.tsx';
import { TextField } from '#src/ui/fields.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { paths } from '#src/lib/paths.ts';
import { sessionCopy } from '../shared/copy.ts';
import * as styles from './PasswordScreen.css.ts';
import { useFirstInvalidFocus } from '#src/ui/focus-moves.ts';

export function PasswordScreen() {
  const changePassword = useChangePassword();
  return (
    <Screen title={sessionCopy.password.title} backTo={paths.profile.link()} withNav>
      <NewPasswordForm changePassword={changePassword} />
    </Screen>
  );
}

const PASSWORD_MIN_LENGTH = 8;

const newPasswordSchema = v.pipe(
  v.object({
    current: v.pipe(v.string(), v.nonEmpty(sessionCopy.password.required)),
    next: v.pipe(
      v.string(),
      v.nonEmpty(sessionCopy.password.required),
      v.minLength(PASSWORD_MIN_LENGTH, sessionCopy.password.tooShort),
    ),
    confirmation: v.pipe(v.string(), v.nonEmpty(sessionCopy.password.required)),
  }),
  v.forward(
    v.partialCheck(
      [['next'], ['confirmation']],
      (input) => input.next === input.confirmation,
      sessionCopy.password.mismatch,
    ),
    ['confirmation'],
  ),
);

type NewPasswordInput = v.InferInput<typeof newPasswordSchema>;

export type PasswordChangeResult = 'changed' | 'wrongCurrent' | 'invalidPassword' | 'failed';

type NewPasswordFormProps = {
  changePassword: (current: string, next: string) => Promise<PasswordChangeResult>;
};

const failureText: Record<Exclude<PasswordChangeResult, 'changed'>, string> = {
  wrongCurrent: sessionCopy.password.wrongCurrent,
  invalidPassword: sessionCopy.password.tooShort,
  failed: sessionCopy.password.failed,
};

export function NewPasswordForm({ changePassword }: NewPasswordFormProps) {
  const [alert, setAlert] = useState<{ type: 'success' | 'failure'; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<NewPasswordInput>({
    resolver: valibotResolver(newPasswordSchema),
    // The first field to fix takes the focus with its label in view (useFirstInvalidFocus).
    shouldFocusError: false,
    defaultValues: { current: '', next: '', confirmation: '' },
  });
  const formRef = useFirstInvalidFocus(submitCount);

  const submit = handleSubmit(async ({ current, next }) => {
    const result = await changePassword(current, next);
    if (result === 'changed') {
      reset();
      setAlert({ type: 'success', message: sessionCopy.password.success });
    } else {
      setAlert({ type: 'failure', message: failureText[result] });
    }
  });

  return (
    <>
      <AlertBanner
        type={alert?.type ?? 'success'}
        message={alert?.message ?? null}
        onDismiss={() => setAlert(null)}
      />
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <TextField
          label={sessionCopy.password.current}
          type="password"
          autoComplete="current-password"
          error={errors.current?.message}
          {...register('current')}
        />
        <TextField
          label={sessionCopy.password.next}
          hint={sessionCopy.password.hint}
          type="password"
          autoComplete="new-password"
          error={errors.next?.message}
          {...register('next')}
        />
        <TextField
          label={sessionCopy.password.confirmation}
          type="password"
          autoComplete="new-password"
          error={errors.confirmation?.message}
          {...register('confirmation')}
        />
        <Button
          type="submit"
          width="full"
          busy={isSubmitting}
          busyText={sessionCopy.password.saving}
        >
          {sessionCopy.password.submit}
        </Button>
      </form>
    </>
  );
}

/** The session machine has no event for this: it changes nothing in the session. */
function useChangePassword(): (current: string, next: string) => Promise<PasswordChangeResult> {
  const { getTokens } = useSessionTokens();
  return useCallback(
    async (current, next) => {
      const tokens = getTokens();
      if (!tokens) return 'failed';
      try {
        const identity = await loadIdentity();
        await identity.changePassword(tokens, current, next);
        return 'changed';
      } catch (error) {
        if (error instanceof IdentityError) {
          if (error.reason === 'rejected') return 'wrongCurrent';
          if (error.reason === 'invalidPassword') return 'invalidPassword';
        }
        return 'failed';
      }
    },
    [getTokens],
  );
}
