import { formatDateOnlyPtBr } from '../../shared/timestamps.ts';
import type { StatementKindName } from '#contract/voucher-statement.ts';

/** Pure: the dry run and the confirmation both ask it, each with what the database holds then. */

/** Dates as calendar days (`aaaa-mm-dd`), the balance in cents. */
export interface StatementLine {
  card: string;
  activatedOn: string | null;
  firstUsedOn: string | null;
  balanceCents: number | null;
  expiresOn: string | null;
}

export interface KnownVoucher {
  deliveredOn: string | null;
  activatedOn: string | null;
  firstUsedOn: string | null;
  balanceCents: number | null;
  expiresOn: string | null;
  expired: boolean;
}

export interface StatementFacts {
  activatedOn: string | null;
  firstUsedOn: string | null;
  balance: { cents: number | null; expiresOn: string | null } | null;
  expiredOn: string | null;
}

export interface LineComparison {
  kinds: StatementKindName[];
  contradictions: string[];
  facts: StatementFacts;
}

const brDate = formatDateOnlyPtBr;

const noFacts: StatementFacts = {
  activatedOn: null,
  firstUsedOn: null,
  balance: null,
  expiredOn: null,
};

function stageProblems(
  label: string,
  reported: string | null,
  earlier: string | null,
  deliveredOn: string | null,
): string[] {
  if (reported === null) return [];
  const problems: string[] = [];
  if (deliveredOn === null)
    problems.push(`${label} em ${brDate(reported)}, mas o cartão não foi entregue a uma família.`);
  else if (reported < deliveredOn)
    problems.push(`${label} em ${brDate(reported)}, antes da entrega (${brDate(deliveredOn)}).`);
  if (earlier !== null && earlier !== reported)
    problems.push(
      `${label} em ${brDate(reported)}, mas um extrato anterior informou ${brDate(earlier)}.`,
    );
  return problems;
}

/**
 * A fact already recorded is not recorded again, so a file loaded twice changes nothing the second
 * time.
 */
export function compareStatementLine(
  line: StatementLine,
  known: KnownVoucher | undefined,
  asOf: string,
): LineComparison {
  if (known === undefined) return { kinds: ['unknown'], contradictions: [], facts: noFacts };
  const activatedOn =
    line.activatedOn !== null && line.activatedOn !== known.activatedOn ? line.activatedOn : null;
  const firstUsedOn =
    line.firstUsedOn !== null && line.firstUsedOn !== known.firstUsedOn ? line.firstUsedOn : null;
  const balanceChanged =
    (line.balanceCents !== null && line.balanceCents !== known.balanceCents) ||
    (line.expiresOn !== null && line.expiresOn !== known.expiresOn);
  const balance = balanceChanged
    ? {
        cents: line.balanceCents ?? known.balanceCents,
        expiresOn: line.expiresOn ?? known.expiresOn,
      }
    : null;
  const expiredOn =
    !known.expired && line.expiresOn !== null && line.expiresOn <= asOf ? line.expiresOn : null;

  const contradictions = [
    ...stageProblems('Ativado', activatedOn, known.activatedOn, known.deliveredOn),
    ...stageProblems('Usado', firstUsedOn, known.firstUsedOn, known.deliveredOn),
  ];
  const kinds: StatementKindName[] = [];
  if (activatedOn !== null) kinds.push('activated');
  if (firstUsedOn !== null) kinds.push('used');
  if (balance !== null) kinds.push('balance');
  if (expiredOn !== null) kinds.push('expired');
  if (contradictions.length > 0) kinds.push('contradiction');
  if (kinds.length === 0) kinds.push('unchanged');
  return { kinds, contradictions, facts: { activatedOn, firstUsedOn, balance, expiredOn } };
}
