/** The pt-BR texts the app shows for each numeric status (SPEC §4, DESIGN §6). */

export type DonationStatus = 1 | 2 | 3 | 4 | 5 | 6;
export type VoucherStatus = 1 | 2 | 3;
export type ReportStatus = 1 | 2 | 3;

export const DONATION_STATUS = {
  waiting: 1,
  received: 2,
  delivering: 3,
  complete: 4,
  returned: 5,
  lost: 6,
} as const satisfies Record<string, DonationStatus>;

export const VOUCHER_STATUS = { pending: 1, delivered: 2, notDelivered: 3 } as const satisfies Record<string, VoucherStatus>;

export const REPORT_STATUS = { processing: 1, processed: 2, failed: 3 } as const satisfies Record<string, ReportStatus>;

const donationTexts: Record<DonationStatus, string> = {
  1: 'Esperando recebimento',
  2: 'Doação Recebida',
  3: 'Entregando',
  4: 'Completo',
  5: 'Devolvido',
  6: 'Extraviado',
};

const voucherTexts: Record<VoucherStatus, string> = {
  1: 'Recebido pelo líder',
  2: 'Entregue',
  3: 'Não Entregue',
};

const reportTexts: Record<ReportStatus, string> = {
  1: 'Em Processamento',
  2: 'Processado',
  3: 'Erro',
};

export const donationStatusText = (status: DonationStatus): string => donationTexts[status];
export const voucherStatusText = (status: VoucherStatus): string => voucherTexts[status];
export const reportStatusText = (status: ReportStatus): string => reportTexts[status];

export function isDonationStatus(value: number): value is DonationStatus {
  return Number.isInteger(value) && value >= 1 && value <= 6;
}

/** Statuses of a charge file load, exactly as the original system wrote them. */
export const LOAD_STATUS = {
  success: 'Processado com sucesso',
  partial: 'Processado parcialmente',
  invalidFile: 'Arquivo inválido',
  duplicated: 'Dados duplicados',
  inconsistent: 'Dados inconsistentes',
  failed: 'Erro no processamento',
  processing: 'Em processamento',
} as const;
