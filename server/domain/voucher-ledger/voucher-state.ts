import type {
  VoucherConflictKind,
  VoucherEventKind,
  VoucherStage,
} from '#contract/voucher-events.ts';

export interface LedgerEvent {
  id: number;
  kind: VoucherEventKind;
  occurredAt: string;
  followsId: number | null;
  leaderId: string;
  donationId: string;
  balanceCents: number | null;
  expiresOn: string | null;
}

export interface VoucherConflict {
  kind: VoucherConflictKind;
  eventIds: [number, number];
}

export interface VoucherState {
  stage: VoucherStage;
  conflicts: VoucherConflict[];
  leaderId: string;
  donationId: string;
  recalled: boolean;
  balanceCents: number | null;
  expiresOn: string | null;
  receivedAt: string | null;
  deliveredAt: string | null;
  activatedAt: string | null;
  firstUsedAt: string | null;
  expiredAt: string | null;
}

/** Stages a leader's or an admin's writes set; the newest in time wins. */
const APP_STAGE: Partial<Record<VoucherEventKind, VoucherStage>> = {
  loaded: 'loaded',
  received: 'withLeader',
  delivered: 'delivered',
  notDelivered: 'notDelivered',
  returned: 'returned',
  lost: 'lost',
};
/** Provider stages only move forward, whatever order they arrive in. */
const PROVIDER_STAGES: readonly VoucherStage[] = ['activated', 'used', 'expired'];
const PROVIDER_STAGE: Partial<Record<VoucherEventKind, VoucherStage>> = {
  activated: 'activated',
  firstUsed: 'used',
  expired: 'expired',
};
const OUTCOMES: readonly VoucherEventKind[] = ['delivered', 'notDelivered'];
const CLOSINGS: readonly VoucherEventKind[] = ['returned', 'lost'];
const RECALL_ENDS: readonly VoucherEventKind[] = [...OUTCOMES, ...CLOSINGS];

const time = (event: LedgerEvent) => Date.parse(event.occurredAt);

/** By when facts happened, then by when they were written. */
export function inLedgerOrder(events: readonly LedgerEvent[]): LedgerEvent[] {
  return [...events].sort((a, b) => time(a) - time(b) || a.id - b.id);
}

function contradictions(ordered: readonly LedgerEvent[]): VoucherConflict[] {
  const found: VoucherConflict[] = [];
  const pair = (kind: VoucherConflictKind, a: LedgerEvent, b: LedgerEvent) =>
    found.push({ kind, eventIds: time(a) <= time(b) ? [a.id, b.id] : [b.id, a.id] });

  const outcomes = ordered.filter((event) => OUTCOMES.includes(event.kind));
  for (const later of outcomes.slice(1)) pair('twoOutcomes', outcomes[0]!, later);

  const delivered = ordered.find((event) => event.kind === 'delivered');
  for (const kind of ['activated', 'firstUsed'] as const) {
    const use = ordered.find((event) => event.kind === kind);
    if (!use || (delivered && time(delivered) <= time(use))) continue;
    // Against the delivery that came after it, or else the newest fact of the voucher's custody.
    const custody = ordered.filter((event) => APP_STAGE[event.kind] !== undefined);
    const other = delivered ?? custody.at(-1);
    if (other) pair('usedBeforeDelivery', other, use);
  }

  let closing: LedgerEvent | null = null;
  for (const event of ordered) {
    if (CLOSINGS.includes(event.kind)) closing = event;
    else if (event.kind === 'reopened') closing = null;
    else if (event.kind === 'delivered' && closing) pair('deliveredAfterClosing', closing, event);
  }
  return found;
}

/** A resolution covers the contradictions among the events up to the one it follows. */
function resolved(conflict: VoucherConflict, resolutions: readonly LedgerEvent[]): boolean {
  const newest = Math.max(...conflict.eventIds);
  return resolutions.some((event) => event.followsId !== null && event.followsId >= newest);
}

/**
 * The same whatever order the events come in; contradictions stay until a 'resolved' event after
 * both.
 */
export function deriveVoucherState(events: readonly LedgerEvent[]): VoucherState | null {
  const ordered = inLedgerOrder(events);
  const newest = ordered.at(-1);
  if (!newest) return null;
  const first = (kind: VoucherEventKind) => ordered.find((event) => event.kind === kind) ?? null;

  let appStage: VoucherStage = 'loaded';
  let providerStage = -1;
  let recalled = false;
  let received = false;
  let balance: LedgerEvent | null = null;
  for (const event of ordered) {
    const stage = APP_STAGE[event.kind];
    if (stage) appStage = stage;
    if (event.kind === 'received') received = true;
    if (event.kind === 'reopened') appStage = received ? 'withLeader' : 'loaded';
    const reported = PROVIDER_STAGE[event.kind];
    if (reported) providerStage = Math.max(providerStage, PROVIDER_STAGES.indexOf(reported));
    if (event.kind === 'recalled') recalled = true;
    else if (RECALL_ENDS.includes(event.kind)) recalled = false;
    if (event.kind === 'balanceReported') balance = event;
  }
  const resolutions = ordered.filter((event) => event.kind === 'resolved');
  return {
    stage: providerStage >= 0 ? PROVIDER_STAGES[providerStage]! : appStage,
    conflicts: contradictions(ordered).filter((conflict) => !resolved(conflict, resolutions)),
    leaderId: newest.leaderId,
    donationId: newest.donationId,
    recalled,
    balanceCents: balance?.balanceCents ?? null,
    expiresOn: balance?.expiresOn ?? null,
    receivedAt: first('received')?.occurredAt ?? null,
    deliveredAt: first('delivered')?.occurredAt ?? null,
    activatedAt: first('activated')?.occurredAt ?? null,
    firstUsedAt: first('firstUsed')?.occurredAt ?? null,
    expiredAt: first('expired')?.occurredAt ?? null,
  };
}
