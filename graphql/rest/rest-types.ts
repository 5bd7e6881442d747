// Shapes of the REST API (docs/api.md), as the backend sends and accepts them.

export type RestRole = 'admin' | 'leader' | 'readonly';
export type RestChargeType = 'voucher' | 'user' | 'donation' | 'transfer' | 'site';
export type RestReportType = 'sites' | 'users' | 'donation' | 'voucher';

export interface RestSignIn {
  id: string;
  role: RestRole | null;
}

export interface RestProfile {
  id: string;
  login: string;
  name: string;
  email: string;
  role: RestRole | null;
}

export interface RestCommitment {
  commitment: boolean;
  timestamp: string | null;
}

export interface RestDonation {
  donationId: string;
  quantity: number;
  status: number;
  statusText: string;
  created: string;
  scheduled: string | null;
  received: string | null;
  leaderName: string;
  siteName: string;
  deliveredCount: number;
}

export interface RestVoucher {
  voucherId: string;
  donationId: string;
  position: number;
  status: number;
  statusText: string;
  delivered: string | null;
  receivedCpf: string | null;
  receivedName: string | null;
  receivedContactNumber: string | null;
  receivedEmail: string | null;
  leaderComment: string | null;
  hasPhoto: boolean;
  hasInvoice: boolean;
}

export interface RestDonationDetails extends RestDonation {
  leaderLogin: string;
  siteId: number;
  city: string;
  state: string;
  receivedQuantity: number | null;
  sentDate: string | null;
  deliveryStarted: string | null;
  deadline: string | null;
  lastDelivery: string | null;
  completed: string | null;
  vouchers: RestVoucher[];
}

export interface RestSite {
  siteId: number;
  name: string;
  city: string;
  state: string;
}

export interface RestState {
  state: string;
}

export interface RestCity {
  city: string;
  state: string;
}

export interface RestLeader {
  name: string;
  login: string;
}

export interface RestChargeLineError {
  line: number;
  message: string;
}

/** A file load; `errors` only comes with GET /load/{id}. */
export interface RestCharge {
  _id: string;
  fileName: string;
  createdAt: string;
  type: RestChargeType;
  status: string;
  rows: number;
  errorCount: number;
  errors?: RestChargeLineError[];
}

export interface RestReport {
  id: string;
  type: RestReportType;
  details: string;
  status: number;
  statusText: string;
  timestamp: string;
  url: string | null;
  owner: string;
}

export interface RestUrl {
  url: string;
}

/** Criteria of GET /filter/donation and of POST /reports/{type}; absent ones are not sent. */
export interface RestDonationFilter {
  leaderName?: string | null;
  siteId?: number | null;
  status?: number | null;
  listDonationId?: readonly string[] | null;
  state?: string | null;
  city?: string | null;
  dateFrom?: string | null;
  dateTo?: string | null;
}

export interface RestNewDonation {
  siteId: number;
  leaderLogin: string;
  donationId: string;
  quantity: number;
  sentDate: string;
}

export interface RestReceipt {
  file: Blob;
  receivedQuantity: number;
  lat: number;
  lon: number;
}

export interface RestDelivery {
  voucherId: string;
  lat: number;
  lon: number;
  delivered: boolean;
  receivedCpf?: string | null;
  receivedName?: string | null;
  receivedContactNumber?: string | null;
  receivedEmail?: string | null;
  leaderComment?: string | null;
  file?: Blob | null;
  invoiceFile?: Blob | null;
}
