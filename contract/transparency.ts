// Without valibot: /transparencia's light script reads these types and texts.

/**
 * What the public page /transparencia and the donor report publish (docs/product.md R17): the
 * vouchers and the complaints of the campaign, as a snapshot of one day that carries the SHA-256 of
 * the snapshot before it. No family can be told apart in it (docs/privacy.md "Transparência"):
 * places no finer than a city, and every count under SMALL_COUNT shown as SMALL, with what would
 * let it be recovered by subtraction shown as HIDDEN.
 */

/** A count under this is never published as a number. */
export const SMALL_COUNT = 5;
/** What is published in place of a count under SMALL_COUNT. */
export const SMALL = '< 5';
/** What is published in place of a count hidden so a small one cannot be worked out from it. */
export const HIDDEN = 'oculto';

/** A published count: the number, or why it is not shown. */
export type Shown = number | typeof SMALL | typeof HIDDEN;

/** The voucher figures of a place, in the order the page shows them. */
export const VOUCHER_FIGURES = [
  'loaded',
  'delivered',
  'familyConfirmed',
  'notDelivered',
  'toDeliver',
  'returned',
  'lost',
] as const;
export type VoucherFigure = (typeof VOUCHER_FIGURES)[number];

export const VOUCHER_FIGURE_TEXTS = {
  loaded: 'Cartões carregados',
  delivered: 'Entregues',
  familyConfirmed: 'Confirmados pela família',
  notDelivered: 'Não entregues',
  toDeliver: 'Ainda a entregar',
  returned: 'Devolvidos',
  lost: 'Extraviados',
} as const satisfies Record<VoucherFigure, string>;

/** Figures other parts of the app will bring; published as not yet measured, never guessed. */
export const NOT_MEASURED = ['verified', 'activatedUsed'] as const;
export type NotMeasuredFigure = (typeof NOT_MEASURED)[number];
export const NOT_MEASURED_TEXTS = {
  verified: 'Verificados pela instituição',
  activatedUsed: 'Ativados e usados',
} as const satisfies Record<NotMeasuredFigure, string>;
export const NOT_MEASURED_VALUE = 'ainda não medido';

/** One place: the whole campaign (state and city null), a state (city null) or a city. */
export interface PlaceFigures {
  state: string | null;
  city: string | null;
  cards: Record<VoucherFigure, Shown>;
}

export interface ComplaintCategoryFigures {
  category: string;
  received: Shown;
  resolved: Shown;
}

export interface ComplaintFigures {
  received: Shown;
  resolved: Shown;
  byCategory: ComplaintCategoryFigures[];
  /** Complaints with an answer to the person; the median is published only from SMALL_COUNT up. */
  answered: Shown;
  /** Days from a complaint to its answer, one decimal; null when fewer than SMALL_COUNT answered. */
  medianDaysToAnswer: number | null;
}

/** What a snapshot covers: the campaign, or one 'Pacote' (a donation charge file) for its donor. */
export type SnapshotScope = { kind: 'campaign' } | { kind: 'package'; loadId: string };

/** The figures, without the chain: what the public page and the donor report both publish. */
export interface TransparencyFigures {
  scope: SnapshotScope;
  /** First and last day of the campaign (São Paulo): the first donation, the last delivery. */
  campaign: { firstDay: string | null; lastDay: string | null };
  /** The campaign first, then each state followed by its cities. */
  places: PlaceFigures[];
  complaints: ComplaintFigures;
  notMeasured: readonly NotMeasuredFigure[];
}

/** A day's snapshot as published: its file is this object as JSON, hashed byte for byte. */
export interface TransparencySnapshot extends TransparencyFigures {
  format: typeof SNAPSHOT_FORMAT;
  seq: number;
  /** The São Paulo day it was made for. */
  day: string;
  madeAt: string;
  /** SHA-256 (hex) of the previous snapshot's file; null for the first. */
  previousSha256: string | null;
  /** Why a correction was made; null for the daily snapshot. */
  note: string | null;
}
export const SNAPSHOT_FORMAT = 'cestas-transparencia/1';

/** A snapshot in the chain's list: enough to download it and check the links. */
export interface SnapshotEntry {
  seq: number;
  day: string;
  madeAt: string;
  sha256: string;
  previousSha256: string | null;
  note: string | null;
}

/** GET /public/transparency: the newest snapshot and the chain's head (its SHA-256). */
export interface LatestSnapshot {
  head: SnapshotEntry;
  snapshot: TransparencySnapshot;
}

/** The id of the JSON block in which GET /transparencia carries the newest LatestSnapshot. */
export const SNAPSHOT_BLOCK_ID = 'transparency-snapshot';

/** GET /transparency/packages/{loadId}: the donor report of a 'Pacote', for admins. */
export interface PackageReport {
  loadId: string;
  fileName: string;
  loadedAt: string;
  figures: TransparencyFigures;
  /** The public chain's head on the day the report was made; null before the first snapshot. */
  head: SnapshotEntry | null;
  madeAt: string;
}

/** A place as people read it: 'Campanha inteira', 'SP', 'São Paulo (SP)'. */
export function placeName(place: Pick<PlaceFigures, 'state' | 'city'>): string {
  if (place.state === null) return 'Campanha inteira';
  if (place.city === null) return place.state;
  return `${place.city} (${place.state})`;
}
