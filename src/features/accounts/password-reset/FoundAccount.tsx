import { useState } from 'react';
import type { AccountFieldsFragment } from '#graphql/generated/operations.ts';
import { formatCpf } from '#src/lib/cpf-mask.ts';
import { formatDateAndTime } from '#src/lib/format-date-and-time.ts';
import { Button } from '#src/ui/Button.tsx';
import { ConfirmDialog } from '#src/ui/ConfirmDialog.tsx';
import { DetailList, DetailSection } from '#src/ui/DetailList.tsx';
import { accountsCopy as text } from '../copy';

function lastResetText(iso: string | null | undefined): string {
  if (!iso) return text.never;
  const { date, time } = formatDateAndTime(iso);
  return `${date} às ${time}`;
}

type FoundAccountProps = { account: AccountFieldsFragment; busy: boolean; onReset: () => void };

/** Whose account it is, and 'Gerar senha temporária' after a question that names the person. */
export function FoundAccount({ account, busy, onReset }: FoundAccountProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <DetailSection title={text.found}>
      <DetailList
        rows={[
          { term: text.name, value: account.name },
          { term: text.login, value: formatCpf(account.login) },
          { term: text.role, value: account.role ? text.roles[account.role] : text.noRole },
          { term: text.lastReset, value: lastResetText(account.lastReset) },
        ]}
      />
      <Button
        width="full"
        busy={busy}
        busyText={text.resetting}
        onClick={() => setConfirming(true)}
      >
        {text.reset}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={text.confirmTitle(account.name)}
        description={text.confirmBody}
        confirmLabel={text.reset}
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
