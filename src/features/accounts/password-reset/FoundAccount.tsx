import { useState } from 'react';
import type { AccountFieldsFragment } from '#graphql/generated/operations.ts';
import { formatCpf } from '#src/lib/cpf-mask.ts';
import { formatDateAndTime } from '#src/lib/format-date-and-time.ts';
import { Button } from '#src/ui/Button.tsx';
import { ConfirmDialog } from '#src/ui/ConfirmDialog.tsx';
import { DetailList, DetailSection } from '#src/ui/DetailList.tsx';
import { accountsCopy as text } from '../copy.ts';
import { AccountChangeForm, type AccountChangeKind } from './AccountChangeForm.tsx';
import * as styles from './PasswordResetScreen.css.ts';

function when(iso: string): string {
  const { date, time } = formatDateAndTime(iso);
  return `${date} às ${time}`;
}

type FoundAccountProps = {
  account: AccountFieldsFragment;
  busy: boolean;
  /** False with a real Cognito pool: its hosted page recovers passwords. */
  canReset: boolean;
  onReset: () => void;
  onChange: (change: AccountChangeKind, reason: string) => void;
};

/**
 * Whose account it is and where it stands; 'Gerar senha temporária' after a question that names
 * the person (an admin's: asked by one admin, confirmed by another), and 'Desativar', 'Reativar'
 * or 'Anonimizar conta' with a reason and a question. Any role's account. A leader's or readonly
 * account can be given the ombudsperson's role, and hers taken back (decision 116).
 */
export function FoundAccount({ account, busy, canReset, onReset, onChange }: FoundAccountProps) {
  const [confirming, setConfirming] = useState(false);
  const [changing, setChanging] = useState<AccountChangeKind | null>(null);
  const isAdmin = account.role === 'admin';
  const resetLabel = !isAdmin
    ? text.reset
    : account.resetRequest
      ? text.confirmReset
      : text.askReset;
  return (
    <DetailSection title={text.found}>
      <DetailList
        rows={[
          { term: text.name, value: account.name },
          { term: text.login, value: formatCpf(account.login) },
          {
            term: text.role,
            value: account.role ? (text.roles[account.role] ?? account.role) : text.noRole,
          },
          {
            term: text.status,
            value: account.disabledAt ? text.disabledSince(when(account.disabledAt)) : text.active,
          },
          {
            term: text.lastReset,
            value: account.lastReset ? when(account.lastReset) : text.never,
          },
        ]}
      />
      {account.resetRequest ? (
        <p role="status">
          {text.resetAsked(account.resetRequest.requestedBy, when(account.resetRequest.at))}
        </p>
      ) : isAdmin ? (
        <p>{text.adminResetHint}</p>
      ) : null}
      {changing ? (
        <AccountChangeForm
          change={changing}
          name={account.name}
          busy={busy}
          onCancel={() => setChanging(null)}
          onConfirm={(reason) => {
            setChanging(null);
            onChange(changing, reason);
          }}
        />
      ) : (
        <div className={styles.actions}>
          {canReset ? (
            <Button busy={busy} busyText={text.resetting} onClick={() => setConfirming(true)}>
              {resetLabel}
            </Button>
          ) : null}
          <Button
            variant="outline"
            onClick={() => setChanging(account.disabledAt ? 'enable' : 'disable')}
          >
            {text.changes[account.disabledAt ? 'enable' : 'disable'].action}
          </Button>
          {account.role === 'ouvidoria' ? (
            <Button variant="outline" onClick={() => setChanging('takeOmbudsperson')}>
              {text.changes.takeOmbudsperson.action}
            </Button>
          ) : account.role === 'leader' || account.role === 'readonly' ? (
            <Button variant="outline" onClick={() => setChanging('giveOmbudsperson')}>
              {text.changes.giveOmbudsperson.action}
            </Button>
          ) : null}
          <Button variant="danger" onClick={() => setChanging('anonymise')}>
            {text.changes.anonymise.action}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={text.confirmTitle(account.name)}
        description={text.confirmBody}
        confirmLabel={resetLabel}
        cancelLabel={text.cancel}
        onConfirm={() => {
          setConfirming(false);
          onReset();
        }}
        onCancel={() => setConfirming(false)}
      />
    </DetailSection>
  );
}
