import type { Charge } from '#contract/charges.ts';
import type { Donation, DonationDetails } from '#contract/donations.ts';
import type { Report } from '#contract/reports.ts';
import type { Voucher as VoucherRead } from '#contract/vouchers.ts';

/** A card as GET /vouchers carries it: its message's status is on the one-card read only. */
type Voucher = Omit<VoucherRead, 'message'>;

export const donation: Donation = {
  donationId: 'SP-20260315000000001',
  quantity: 3,
  status: 3,
  statusText: 'Entregando',
  created: '2026-03-15T13:45:00.000Z',
  scheduled: null,
  received: '2026-03-16T10:00:00.000Z',
  leaderName: 'Maria da Silva',
  siteName: 'Unidade Jardim Ângela',
  city: 'São Paulo',
  state: 'SP',
  deadline: '2026-03-17T11:00:00.000Z',
  deliveredCount: 1,
  notDeliveredCount: 0,
  pendingCount: 2,
};

export const deliveredVoucher: Voucher = {
  voucherId: 'CARTAO-000001',
  key: 'CARTAO-000001',
  donationId: donation.donationId,
  position: 1,
  status: 2,
  statusText: 'Entregue',
  delivered: '2026-03-16T11:00:00.000Z',
  receivedCpf: '12345678909',
  receivedName: 'José Pereira',
  receivedContactNumber: '11987654321',
  receivedEmail: 'jose@example.org',
  leaderComment: null,
  hasPhoto: true,
  hasInvoice: false,
  anonymisedAt: null,
  receiptCode: 'K7Q2M9XD',
  receiptCodeFromServer: false,
  familyAnswer: null,
  familyAnsweredAt: null,
};

export const pendingVoucher: Voucher = {
  ...deliveredVoucher,
  voucherId: 'CARTAO-000002',
  key: 'CARTAO-000002',
  position: 2,
  status: 1,
  statusText: 'Recebido pelo líder',
  delivered: null,
  receivedCpf: null,
  receivedName: null,
  receivedContactNumber: null,
  receivedEmail: null,
  hasPhoto: false,
  receiptCode: null,
};

export const donationDetails: Omit<DonationDetails, 'vouchers'> & { vouchers: Voucher[] } = {
  ...donation,
  leaderLogin: '11144477735',
  siteId: 7,
  city: 'São Paulo',
  state: 'SP',
  receivedQuantity: 3,
  sentDate: '2026-03-15',
  packageName: 'pacote-marco.csv',
  deliveryStarted: '2026-03-16T11:00:00.000Z',
  deadline: '2026-03-17T11:00:00.000Z',
  lastDelivery: '2026-03-16T11:00:00.000Z',
  completed: null,
  vouchers: [deliveredVoucher, pendingVoucher],
};

export const charge: Charge = {
  _id: 'carga-1',
  fileName: 'cartoes.csv',
  createdAt: '2026-03-15T13:45:00.000Z',
  type: 'voucher',
  status: 'Processado parcialmente',
  rows: 10,
  errorCount: 1,
};

export const report: Report = {
  id: 'relatorio-1',
  type: 'donation',
  details: 'Doações de SP',
  status: 1,
  statusText: 'Em Processamento',
  timestamp: '2026-03-15T13:45:00.000Z',
  url: null,
  owner: 'Ana Costa',
  complete: false,
  completeExpiresAt: null,
};
