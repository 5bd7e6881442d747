import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useParams } from 'wouter';
import {
  ConfirmStatementDocument,
  StatementDryRunDocument,
  type StatementDryRunFieldsFragment,
} from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import {
  OVERRIDE_REASON_MIN,
  STATEMENT_KIND_LABELS,
  type StatementKindName,
} from '#contract/voucher-statement.ts';
import { CHARGE_STATUS } from '#contract/status-texts.ts';
import { Button } from '#src/ui/Button.tsx';
import { FieldFrame } from '#src/ui/fields.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { QueryState } from '#src/ui/QueryState.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { useNotify } from '#src/core/session-scope/SessionScopeProvider.tsx';
import { useRefusalFocus } from '#src/ui/focus-moves.ts';
import { formatDate, formatDateOnly, formatTime } from '#src/lib/format-date.ts';
import { paths } from '#src/lib/paths.ts';
import * as listStyles from '#src/ui/styles/list.css.ts';
import * as styles from './StatementScreen.css.ts';

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;
const reais = (cents: number) =>
  (cents / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });

const statementCopy = {
  title: 'Extrato do cartão',
  loading: 'Carregando o extrato...',
  loadFailed: 'Não foi possível carregar o extrato.',
  summaryTitle: 'O que este extrato muda',
  notApplied: 'Nada deste extrato foi aplicado ainda. Confira as linhas e confirme.',
  applied: (date: string, time: string) => `Extrato aplicado em ${date} às ${time}.`,
  appliedReason: (reason: string) => `Aplicado apesar das contradições. Motivo: ${reason}`,
  withBalance: (n: number) => `${count(n, 'cartão', 'cartões')} com saldo.`,
  lineTitle: (line: number, voucher: string) => `Linha ${line} · Cartão ${voucher}`,
  activatedOn: 'Ativação',
  firstUsedOn: 'Primeiro uso',
  balance: 'Saldo',
  expiresOn: 'Validade',
  moreLines: (shown: number, total: number) =>
    `Mostrando as primeiras ${shown.toLocaleString('pt-BR')} de ${total.toLocaleString('pt-BR')} linhas.`,
  contradictionsNotice: (n: number) =>
    `Este extrato contradiz o registro em ${count(n, 'linha', 'linhas')}. Ele só é aplicado com um motivo, que fica registrado.`,
  reason: 'Motivo para aplicar assim mesmo',
  reasonHint: `Pelo menos ${OVERRIDE_REASON_MIN} caracteres. Diga o que foi conferido.`,
  reasonRequired: `Explique o motivo com pelo menos ${OVERRIDE_REASON_MIN} caracteres.`,
  confirm: 'Confirmar e aplicar',
  confirmWithReason: 'Aplicar com o motivo',
  confirming: 'Aplicando...',
  success: 'Extrato aplicado.',
};

const DETAILED: readonly StatementKindName[] = [
  'contradiction',
  'activated',
  'used',
  'balance',
  'expired',
  'unknown',
];

type DryRun = StatementDryRunFieldsFragment;
type KindLines = DryRun['kinds'][number];

export function StatementScreen() {
  const { id = '' } = useParams<{ id: string }>();
  const { data, loading, error, refetch } = useQuery(StatementDryRunDocument, {
    variables: { loadId: id },
    fetchPolicy: 'network-only',
  });
  return (
    <Screen title={statementCopy.title} backTo={paths.charge.link()} withNav>
      <QueryState
        data={data?.statementDryRun}
        loading={loading}
        error={error}
        onRetry={refetch}
        loadingText={statementCopy.loading}
        failureText={statementCopy.loadFailed}
      >
        {(run) => <StatementDryRunView run={run} />}
      </QueryState>
    </Screen>
  );
}

function StatementDryRunView({ run }: { run: DryRun }) {
  const summaryId = useId();
  const awaiting = run.status === CHARGE_STATUS.awaitingConfirmation;
  const contradictions = run.kinds.find((kind) => kind.kind === 'contradiction')?.count ?? 0;
  return (
    <div className={styles.layout}>
      {awaiting ? (
        <Notice tone="info" role="status">
          <p>{statementCopy.notApplied}</p>
        </Notice>
      ) : run.confirmedAt ? (
        <Notice tone="info">
          <p>{statementCopy.applied(formatDate(run.confirmedAt), formatTime(run.confirmedAt))}</p>
          {run.overrideReason ? <p>{statementCopy.appliedReason(run.overrideReason)}</p> : null}
        </Notice>
      ) : null}
      <section aria-labelledby={summaryId}>
        <h2 id={summaryId} className={styles.heading}>
          {statementCopy.summaryTitle}
        </h2>
        <dl className={styles.counts}>
          {run.kinds.map((kind) => (
            <div key={kind.kind} className={styles.countRow}>
              <dt>{STATEMENT_KIND_LABELS[kind.kind]}</dt>
              <dd className={styles.countValue}>{kind.count.toLocaleString('pt-BR')}</dd>
            </div>
          ))}
        </dl>
        <p>{statementCopy.withBalance(run.withBalance)}</p>
      </section>
      {awaiting ? <ConfirmForm loadId={run.loadId} contradictions={contradictions} /> : null}
      {DETAILED.map((name) => {
        const kind = run.kinds.find((k) => k.kind === name);
        return kind && kind.count > 0 ? <KindSection key={name} kind={kind} /> : null;
      })}
    </div>
  );
}

function KindSection({ kind }: { kind: KindLines }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.kind}>
      <h2 id={headingId} className={styles.heading}>
        {STATEMENT_KIND_LABELS[kind.kind]} ({kind.count.toLocaleString('pt-BR')})
      </h2>
      <ul className={listStyles.list} aria-labelledby={headingId}>
        {kind.lines.map((line) => (
          <li key={line.line} className={styles.line}>
            <p className={styles.lineTitle}>{statementCopy.lineTitle(line.line, line.card)}</p>
            <dl className={listStyles.facts}>
              <Fact
                term={statementCopy.activatedOn}
                value={line.activatedOn && formatDateOnly(line.activatedOn)}
              />
              <Fact
                term={statementCopy.firstUsedOn}
                value={line.firstUsedOn && formatDateOnly(line.firstUsedOn)}
              />
              <Fact
                term={statementCopy.balance}
                value={
                  line.balanceCents === null || line.balanceCents === undefined
                    ? null
                    : reais(line.balanceCents)
                }
              />
              <Fact
                term={statementCopy.expiresOn}
                value={line.expiresOn && formatDateOnly(line.expiresOn)}
              />
            </dl>
            {line.contradictions.length > 0 ? (
              <ul className={styles.contradictions}>
                {line.contradictions.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {kind.lines.length < kind.count ? (
        <p>{statementCopy.moreLines(kind.lines.length, kind.count)}</p>
      ) : null}
    </section>
  );
}

function Fact({ term, value }: { term: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <div className={listStyles.fact}>
      <dt className={listStyles.term}>{term}:</dt>
      <dd className={listStyles.value}>{value}</dd>
    </div>
  );
}

function ConfirmForm({ loadId, contradictions }: { loadId: string; contradictions: number }) {
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; server?: string }>({});
  const [confirm, { loading }] = useMutation(ConfirmStatementDocument, {
    refetchQueries: [{ query: StatementDryRunDocument, variables: { loadId } }],
    awaitRefetchQueries: true,
  });
  const { formRef, refused } = useRefusalFocus();
  const needsReason = contradictions > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (needsReason && trimmed.length < OVERRIDE_REASON_MIN) {
      setErrors({ reason: statementCopy.reasonRequired });
      refused();
      return;
    }
    setErrors({});
    try {
      await confirm({ variables: { loadId, reason: needsReason ? trimmed : null } });
      notify('success', statementCopy.success);
    } catch (failure) {
      setErrors({ server: readGraphQLFailure(failure).message });
    }
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {errors.server ? (
        <Notice tone="danger" role="alert">
          <p>{errors.server}</p>
        </Notice>
      ) : null}
      {needsReason ? (
        <>
          <Notice tone="warning">
            <p>{statementCopy.contradictionsNotice(contradictions)}</p>
          </Notice>
          <FieldFrame
            label={statementCopy.reason}
            hint={statementCopy.reasonHint}
            error={errors.reason}
            withErrorIcon={false}
          >
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
        </>
      ) : null}
      <Button type="submit" width="full" busy={loading} busyText={statementCopy.confirming}>
        {needsReason ? statementCopy.confirmWithReason : statementCopy.confirm}
      </Button>
    </form>
  );
}
