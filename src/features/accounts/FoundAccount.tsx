import type { Role } from '#src/lib/route-access.ts';
import { useState, type FormEvent } from 'react';
import type { AccountFieldsFragment } from '#graphql/generated/operations.ts';
import { formatCpf } from '#src/lib/cpf-mask.ts';
import { formatDateAndTime } from '#src/lib/format-date-and-time.ts';
import { Button } from '#src/ui/Button.tsx';
import { ConfirmDialog } from '#src/ui/ConfirmDialog.tsx';
import { DetailList, DetailSection } from '#src/ui/DetailList.tsx';
import { FieldFrame } from '#src/ui/fields.tsx';
import * as styles from './AccountsScreen.css.ts';
import { useRefusalFocus } from '#src/ui/focus-moves.ts';

export const accountsCopy = {
  title: 'Contas e senhas',
  intro:
    'Busque a pessoa pelo CPF e confira o nome. Quando alguém esquece a senha, gere uma senha temporária: ela vale por 72 horas, e ao entrar a pessoa escolhe a sua própria. Quando alguém deixa o projeto, desative a conta.',
  cpf: 'CPF da pessoa',
  cpfHint: 'Com ou sem pontos e traço.',
  cpfInvalid: 'CPF inválido. Confira os números digitados.',
  search: 'Buscar',
  searching: 'Buscando...',
  found: 'Pessoa encontrada',
  name: 'Nome',
  login: 'CPF',
  role: 'Perfil',
  lastReset: 'Última redefinição',
  never: 'Nunca',
  roles: {
    admin: 'Administrador',
    leader: 'Líder',
    readonly: 'Consulta',
    ouvidoria: 'Ouvidoria',
  } satisfies Record<Role, string> as Record<string, string>,
  noRole: 'Sem perfil',
  status: 'Situação',
  active: 'Ativa',
  disabledSince: (date: string) => `Desativada em ${date}`,
  resetAsked: (name: string, date: string) =>
    `Redefinição de senha pedida por ${name} em ${date}: falta outro administrador confirmar.`,
  askReset: 'Pedir redefinição de senha',
  confirmReset: 'Confirmar redefinição de senha',
  adminResetHint:
    'A senha de um administrador só é redefinida com dois administradores: um pede, outro confirma e recebe a senha temporária.',
  asked:
    'Pedido registrado. Peça a outro administrador que busque este CPF e confirme a redefinição.',
  changes: {
    disable: {
      action: 'Desativar conta',
      title: (name: string) => `Desativar a conta de ${name}?`,
      body: 'A pessoa sai de todos os aparelhos na hora e não consegue mais entrar. Você pode reativar a conta depois.',
      done: 'Conta desativada.',
    },
    enable: {
      action: 'Reativar conta',
      title: (name: string) => `Reativar a conta de ${name}?`,
      body: 'A pessoa volta a entrar com a sua senha.',
      done: 'Conta reativada.',
    },
    giveOmbudsperson: {
      action: 'Dar o perfil Ouvidoria',
      title: (name: string) => `Dar o perfil Ouvidoria a ${name}?`,
      body: 'A pessoa passa a ler todas as reclamações, inclusive as sensíveis, e deixa o perfil que tinha. Ela sai de todos os aparelhos e entra de novo com a mesma senha.',
      done: 'Perfil Ouvidoria dado. A pessoa entra de novo para ver a fila de reclamações.',
    },
    takeOmbudsperson: {
      action: 'Tirar o perfil Ouvidoria',
      title: (name: string) => `Tirar o perfil Ouvidoria de ${name}?`,
      body: 'A pessoa deixa de ler as reclamações e fica com o perfil Consulta. Ela sai de todos os aparelhos.',
      done: 'Perfil Ouvidoria retirado. A conta ficou com o perfil Consulta.',
    },
    anonymise: {
      action: 'Anonimizar conta',
      title: (name: string) => `Anonimizar a conta de ${name}?`,
      body: 'Nome, CPF, e-mail, telefone, RG, data de nascimento e endereço são apagados e a conta é desativada. Isto não pode ser desfeito.',
      done: 'Conta anonimizada. Os dados pessoais desta conta foram apagados.',
    },
  },
  reason: 'Motivo',
  reasonHint: 'De 5 a 500 caracteres. Fica registrado no registro de acessos.',
  reasonInvalid: 'Informe o motivo (de 5 a 500 caracteres).',
  reset: 'Gerar senha temporária',
  resetting: 'Gerando...',
  confirmTitle: (name: string) => `Redefinir a senha de ${name}?`,
  confirmBody:
    'A senha atual deixa de valer e a pessoa sai de todos os aparelhos em que estiver conectada.',
  cancel: 'Cancelar',
  resultTitle: (name: string) => `Senha temporária de ${name}`,
  resultHint:
    'Passe esta senha à pessoa por telefone ou pessoalmente. Ela vale para um único acesso: ao entrar, a pessoa escolhe a sua própria senha. Esta senha não aparece de novo.',
  copy: 'Copiar senha',
  copied: 'Senha copiada.',
  failed: 'Não foi possível redefinir a senha. Tente novamente.',
  cognito:
    'As senhas são recuperadas na página de acesso: a pessoa toca em “Esqueci minha senha” ao entrar e recebe um código por e-mail.',
} as const;

const text = accountsCopy;

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
 * An admin's temporary password is asked by one admin and confirmed by another (decision 116 for
 * roles).
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

export type AccountChangeKind = keyof typeof text.changes;

type AccountChangeFormProps = {
  change: AccountChangeKind;
  name: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

/** The reason is recorded in the access log. */
export function AccountChangeForm({
  change,
  name,
  busy,
  onConfirm,
  onCancel,
}: AccountChangeFormProps) {
  const copy = text.changes[change];
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const { formRef, refused } = useRefusalFocus();

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    const problem = trimmed.length < 5 || trimmed.length > 500 ? text.reasonInvalid : undefined;
    setError(problem);
    if (problem) refused();
    else setConfirming(true);
  };

  return (
    <form
      ref={formRef}
      className={styles.lookup}
      onSubmit={ask}
      noValidate
      aria-label={copy.action}
    >
      <FieldFrame label={text.reason} hint={text.reasonHint} error={error} withErrorIcon={false}>
        {(control) => (
          <textarea
            {...control}
            className={styles.reason}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FieldFrame>
      <div className={styles.actions}>
        <Button variant="outline" onClick={onCancel}>
          {text.cancel}
        </Button>
        <Button
          type="submit"
          variant={change === 'disable' || change === 'anonymise' ? 'danger' : 'solid'}
          busy={busy}
          busyText={text.resetting}
        >
          {copy.action}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={copy.title(name)}
        description={copy.body}
        confirmLabel={copy.action}
        cancelLabel={text.cancel}
        onConfirm={() => {
          setConfirming(false);
          onConfirm(reason.trim());
        }}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
