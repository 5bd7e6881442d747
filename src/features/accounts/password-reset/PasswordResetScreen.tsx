import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  AccountDocument,
  ResetPasswordDocument,
  type AccountFieldsFragment,
} from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { usesCognito } from '#src/core/public-config.ts';
import { Notice } from '#src/ui/Notice.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { paths } from '#src/lib/paths.ts';
import { accountsCopy as text } from '../copy';
import { AccountLookupForm } from './AccountLookupForm';
import { FoundAccount } from './FoundAccount';
import { TemporaryPassword } from './TemporaryPassword';
import * as fieldStyles from '#src/ui/styles/field.css.ts';

/**
 * Admin (local identity provider): a person who forgot the password gets a one-time temporary
 * one. Look the account up by CPF, confirm the name, reset; the password is shown once.
 */
export function PasswordResetScreen() {
  const client = useApolloClient();
  const [account, setAccount] = useState<AccountFieldsFragment | null>(null);
  const [temporary, setTemporary] = useState<{ name: string; password: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [resetPassword, { loading: resetting }] = useMutation(ResetPasswordDocument);

  /** The account of a CPF, or the server's reason (e.g. 'Nenhuma pessoa com este CPF.'). */
  const lookup = async (login: string): Promise<string | null> => {
    setAccount(null);
    setTemporary(null);
    setFailure(null);
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
      setTemporary({ name: found.name, password: data.resetPassword.temporaryPassword });
    } catch (error) {
      setFailure(readGraphQLFailure(error).message);
    }
  };

  return (
    <Screen title={text.title} backTo={paths.profile.link()} withNav>
      {usesCognito ? (
        <Notice tone="info">
          <p>{text.cognito}</p>
        </Notice>
      ) : (
        <div className={fieldStyles.form}>
          <p>{text.intro}</p>
          <AccountLookupForm onLookup={lookup} />
          {failure ? (
            <Notice tone="danger" role="alert">
              <p>{failure}</p>
            </Notice>
          ) : null}
          {account ? (
            <FoundAccount account={account} busy={resetting} onReset={() => void reset(account)} />
          ) : null}
          {temporary ? (
            <TemporaryPassword name={temporary.name} password={temporary.password} />
          ) : null}
        </div>
      )}
    </Screen>
  );
}
