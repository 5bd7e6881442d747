import type { LeaderDonation } from '../../machines/donation-flow.machine';
import { threeVouchers } from './voucher-delivery-graph';

export const DONATION_ID = 'RJ-20261120000000007';

/** A donation of three pending vouchers as the server would describe it in `status`. */
export function donationAt(status: number, overrides: Partial<LeaderDonation> = {}): LeaderDonation {
  return {
    donationId: DONATION_ID,
    quantity: 3,
    status,
    statusText: ['', 'Esperando recebimento', 'Doação Recebida', 'Entregando', 'Completo', 'Devolvido', 'Extraviado'][status] ?? '',
    received: status >= 2 ? '2026-11-20T15:00:00.000Z' : null,
    receivedQuantity: status >= 2 ? 3 : null,
    deliveryStarted: status >= 3 ? '2026-11-21T12:00:00.000Z' : null,
    deadline: status >= 3 ? '2026-11-22T12:00:00.000Z' : null,
    vouchers: threeVouchers(),
    ...overrides,
  };
}

