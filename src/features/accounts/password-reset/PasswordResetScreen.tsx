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
import { accountsCopy as text } from '../copy.ts';
import { AccountLookupForm } from './AccountLookupForm.tsx';
import { FoundAccount } from './FoundAccount.tsx';
import { TemporaryPassword } from './TemporaryPassword.tsx';
import type { AccountChangeKind } from './AccountChangeForm.tsx';
import * as fieldStyles from '#src/ui/styles/field.css.ts';

/**
 * Admin: look a person's account up by CPF and confirm the name; then, on the local identity
 * provider, reset a forgotten password to a one-time temporary one (shown once; an admin's takes
 * a second admin), and with any provider disable, enable or anonymise the account with a reason.
 */
export function PasswordResetScreen() {
  const client = useApolloClient();
  const [account, setAccount] = useState<AccountFieldsFragment | null>(null);
  const [temporary, setTemporary] = useState<{ name: string; password: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [resetPassword, { loading: resetting }] = useMutation(ResetPasswordDocument);
  const [changeAccount, { loading: changing }] = useMutation(ChangeAccountDocument);
  const [changeRole, { loading: changingRole }] = useMutation(ChangeAccountRoleDocument);

  /** The account of a CPF, or the server's reason (e.g. 'Nenhuma pessoa com este CPF.'). */
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
