import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { normalizeCpf } from '#contract/cpf.ts';
import { Button } from '#src/ui/Button.tsx';
import { TextField } from '#src/ui/fields.tsx';
import { accountsCopy as text } from '../copy.ts';
import * as styles from './PasswordResetScreen.css.ts';
import { useFirstInvalidFocus } from '#src/ui/focus-moves.ts';

const lookupSchema = v.object({
  cpf: v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => normalizeCpf(value) !== null, text.cpfInvalid),
  ),
});
type LookupForm = v.InferOutput<typeof lookupSchema>;

type AccountLookupFormProps = {
  /** Looks the account up; resolves with the reason it was not found, or null. */
  onLookup: (login: string) => Promise<string | null>;
};

/** 'CPF da pessoa' and 'Buscar'; the CPF stays typed when no account is found. */
export function AccountLookupForm({ onLookup }: AccountLookupFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<LookupForm>({
    resolver: valibotResolver(lookupSchema),
    defaultValues: { cpf: '' },
    // The first field to fix takes the focus with its label in view (useFirstInvalidFocus).
    shouldFocusError: false,
  });
  const formRef = useFirstInvalidFocus(submitCount);

  const submit = handleSubmit(async ({ cpf }) => {
    const problem = await onLookup(normalizeCpf(cpf) ?? cpf);
    if (problem) setError('cpf', { message: problem });
  });

  return (
    <form
      ref={formRef}
      className={styles.lookup}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        label={text.cpf}
        hint={text.cpfHint}
        inputMode="numeric"
        autoComplete="off"
        error={errors.cpf?.message}
        {...register('cpf')}
      />
      <Button type="submit" busy={isSubmitting} busyText={text.searching}>
        {text.search}
      </Button>
    </form>
  );
}
