// Plain values, without valibot: the leader's list reads them before anything else of the contracts
// (scripts/build/chunk-groups.ts, docs/reports/2026-11-27-leader-path.md). Their schemas:
// status-schemas.ts.

/** Donation statuses 1–6 and the pt-BR text the API sends and the app shows for each. */
export const DONATION_STATUS = {
  waiting: 1,
  received: 2,
  delivering: 3,
  complete: 4,
  returned: 5,
  lost: 6,
} as const;
export type DonationStatus = (typeof DONATION_STATUS)[keyof typeof DONATION_STATUS];

export const DONATION_STATUS_TEXTS = {
  1: 'Esperando recebimento',
  2: 'Doação Recebida',
  3: 'Entregando',
  4: 'Completo',
  5: 'Devolvido',
  6: 'Extraviado',
} as const satisfies Record<DonationStatus, string>;

/** A voucher is at 1 until the leader records it; 2 and 3 are final. */
export const VOUCHER_STATUS = { pending: 1, delivered: 2, notDelivered: 3 } as const;
export type VoucherStatus = (typeof VOUCHER_STATUS)[keyof typeof VOUCHER_STATUS];

export const VOUCHER_STATUS_TEXTS = {
  1: 'Recebido pelo líder',
  2: 'Entregue',
  3: 'Não Entregue',
} as const satisfies Record<VoucherStatus, string>;

export const REPORT_STATUS = { processing: 1, processed: 2, failed: 3 } as const;
export type ReportStatus = (typeof REPORT_STATUS)[keyof typeof REPORT_STATUS];

export const REPORT_STATUS_TEXTS = {
  1: 'Em Processamento',
  2: 'Processado',
  3: 'Erro',
} as const satisfies Record<ReportStatus, string>;

/** Statuses of a charge file load, exactly as the original system wrote them. */
export const CHARGE_STATUS = {
  success: 'Processado com sucesso',
  partial: 'Processado parcialmente',
  invalidFile: 'Arquivo inválido',
  duplicated: 'Dados duplicados',
  inconsistent: 'Dados inconsistentes',
  failed: 'Erro no processamento',
  processing: 'Em processamento',
  /** A voucher provider's statement checked (its dry run) and waiting for an admin to confirm it. */
  awaitingConfirmation: 'Aguardando confirmação',
} as const;
export type ChargeStatus = (typeof CHARGE_STATUS)[keyof typeof CHARGE_STATUS];

export const donationStatusText = (status: DonationStatus) => DONATION_STATUS_TEXTS[status];
export const voucherStatusText = (status: VoucherStatus) => VOUCHER_STATUS_TEXTS[status];
export const reportStatusText = (status: ReportStatus) => REPORT_STATUS_TEXTS[status];
