import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { sessionCopy } from '../copy';
import { AlertBanner } from '#src/ui/banners.tsx';
import { Button } from '#src/ui/Button.tsx';
import { TextField } from '#src/ui/fields.tsx';
import { newPasswordSchema, type NewPasswordInput } from '../forms/new-password.schema';
import * as styles from './PasswordScreen.css';

export type PasswordChangeResult = 'changed' | 'wrongCurrent' | 'invalidPassword' | 'failed';

type NewPasswordFormProps = {
  changePassword: (current: string, next: string) => Promise<PasswordChangeResult>;
};

const failureText: Record<Exclude<PasswordChangeResult, 'changed'>, string> = {
  wrongCurrent: sessionCopy.password.wrongCurrent,
  invalidPassword: sessionCopy.password.tooShort,
  failed: sessionCopy.password.failed,
};

/** Current password, new password and confirmation; what was typed is kept when saving fails. */
export function NewPasswordForm({ changePassword }: NewPasswordFormProps) {
  const [alert, setAlert] = useState<{ type: 'success' | 'failure'; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordInput>({
    resolver: valibotResolver(newPasswordSchema),
    defaultValues: { current: '', next: '', confirmation: '' },
  });

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
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
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
