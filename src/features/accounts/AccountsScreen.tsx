import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  AccountDocument,
  ChangeAccountDocument,
  ChangeAccountRoleDocument,
  ResetPasswordDocument,
  type AccountFieldsFragment,
} from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { usesCognito } from '#src/core/public-config.ts';
import { Notice } from '#src/ui/Notice.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { paths } from '#src/lib/paths.ts';
import { accountsCopy as text, FoundAccount, type AccountChangeKind } from './FoundAccount.tsx';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { normalizeCpf } from '#contract/cpf.ts';
import { Button } from '#src/ui/Button.tsx';
import { TextField } from '#src/ui/fields.tsx';
import * as fieldStyles from '#src/ui/styles/field.css.ts';
import * as v from 'valibot';
import * as styles from './AccountsScreen.css.ts';
import { useFirstInvalidFocus } from '#src/ui/focus-moves.ts';

/** An admin's password reset takes a second admin; the temporary password is shown once. */
export function AccountsScreen() {
  const client = useApolloClient();
  const [account, setAccount] = useState<AccountFieldsFragment | null>(null);
  const [temporary, setTemporary] = useState<{ name: string; password: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [resetPassword, { loading: resetting }] = useMutation(ResetPasswordDocument);
  const [changeAccount, { loading: changing }] = useMutation(ChangeAccountDocument);
  const [changeRole, { loading: changingRole }] = useMutation(ChangeAccountRoleDocument);

  const lookup = async (login: string): Promise<string | null> => {
    setAccount(null);
    setTemporary(null);
    setFailure(null);
    setDone(null);
    try {
      const { data } = await client.query({
        query: AccountDocument,
        variables: { login },
        fetchPolicy: 'network-only',
      });
      setAccount(data?.account ?? null);
      return null;
    } catch (error) {
      return readGraphQLFailure(error).message;
    }
  };

  const reset = async (found: AccountFieldsFragment) => {
    setFailure(null);
    try {
      const { data } = await resetPassword({ variables: { login: found.login } });
      if (!data) throw new Error(text.failed);
      setAccount(data.resetPassword.account);
      const password = data.resetPassword.temporaryPassword;
      // An admin's reset: the first admin only asks; a second one gets the password.
      if (password) setTemporary({ name: found.name, password });
      else setDone(text.asked);
    } catch (error) {
      setFailure(readGraphQLFailure(error).message);
    }
  };

  const change = async (found: AccountFieldsFragment, kind: AccountChangeKind, reason: string) => {
    setFailure(null);
    setDone(null);
    setTemporary(null);
    try {
      if (kind === 'giveOmbudsperson' || kind === 'takeOmbudsperson') {
        const role = kind === 'giveOmbudsperson' ? 'ouvidoria' : 'readonly';
        const { data } = await changeRole({ variables: { login: found.login, role, reason } });
        if (!data) throw new Error(text.failed);
        setAccount(data.changeAccountRole.account ?? null);
      } else {
        const { data } = await changeAccount({
          variables: { change: kind, login: found.login, reason },
        });
        if (!data) throw new Error(text.failed);
        setAccount(data.changeAccount.account ?? null);
      }
      setDone(text.changes[kind].done);
    } catch (error) {
      setFailure(readGraphQLFailure(error).message);
    }
  };

  return (
    <Screen title={text.title} backTo={paths.profile.link()} withNav>
      <div className={fieldStyles.form}>
        <p>{text.intro}</p>
        {usesCognito ? (
          <Notice tone="info">
            <p>{text.cognito}</p>
          </Notice>
        ) : null}
        <AccountLookupForm onLookup={lookup} />
        {failure ? (
          <Notice tone="danger" role="alert">
            <p>{failure}</p>
          </Notice>
        ) : null}
        {done ? (
          <Notice tone="info" role="status">
            <p>{done}</p>
          </Notice>
        ) : null}
        {account ? (
          <FoundAccount
            account={account}
            busy={resetting || changing || changingRole}
            canReset={!usesCognito}
            onReset={() => void reset(account)}
            onChange={(kind, reason) => void change(account, kind, reason)}
          />
        ) : null}
        {temporary ? (
          <TemporaryPassword name={temporary.name} password={temporary.password} />
        ) : null}
      </div>
    </Screen>
  );
}

const lookupSchema = v.object({
  cpf: v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => normalizeCpf(value) !== null, text.cpfInvalid),
  ),
});
type LookupForm = v.InferOutput<typeof lookupSchema>;

type AccountLookupFormProps = {
  onLookup: (login: string) => Promise<string | null>;
};

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

export function TemporaryPassword({ name, password }: { name: string; password: string }) {
  const [copied, setCopied] = useState(false);
  const copyable = typeof navigator !== 'undefined' && navigator.clipboard !== undefined;
  return (
    <Notice tone="info" role="status">
      <p className={styles.resultTitle}>{text.resultTitle(name)}</p>
      <p className={styles.password} translate="no">
        {password}
      </p>
      <p>{text.resultHint}</p>
      {copyable ? (
        <Button
          variant="outline"
          onClick={() => {
            void navigator.clipboard.writeText(password).then(() => setCopied(true));
          }}
        >
          {copied ? text.copied : text.copy}
        </Button>
      ) : null}
    </Notice>
  );
}
