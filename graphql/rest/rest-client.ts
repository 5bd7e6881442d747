import { createRequester, type UploadProgressHandler } from './http-transport';
import type {
  RestCharge,
  RestChargeType,
  RestCity,
  RestCommitment,
  RestDelivery,
  RestDonation,
  RestDonationDetails,
  RestDonationFilter,
  RestLeader,
  RestNewDonation,
  RestProfile,
  RestReceipt,
  RestReport,
  RestReportType,
  RestSignIn,
  RestSite,
  RestState,
  RestUrl,
  RestVoucher,
} from './rest-types';

export const DEFAULT_API_BASE_URL = '/api';

export interface RestClientOptions {
  /** Default '/api' (VITE_API_URL in the app). */
  baseUrl?: string;
  /** The current token, read on every request. */
  getToken: () => string | null;
  fetch?: typeof fetch;
  /** Used only for multipart uploads with progress; tests pass a fake. */
  createXhr?: () => XMLHttpRequest;
}

const segment = (value: string | number) => encodeURIComponent(String(value));

function filterQuery(filter: RestDonationFilter) {
  return {
    leaderName: filter.leaderName,
    siteId: filter.siteId,
    status: filter.status,
    listDonationId: filter.listDonationId,
    state: filter.state,
    city: filter.city,
    dateTo: filter.dateTo,
    dateFrom: filter.dateFrom,
  };
}

/** The filter as a JSON body: only the criteria that were given. */
function filterBody(filter: RestDonationFilter): RestDonationFilter {
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(filter)) {
    const empty =
      value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
    if (!empty) body[name] = value;
  }
  return body as RestDonationFilter;
}

function appendText(form: FormData, name: string, value: string | number | boolean | null | undefined) {
  if (value === undefined || value === null || value === '') return;
  form.append(name, String(value));
}

function receiptForm(receipt: RestReceipt): FormData {
  const form = new FormData();
  form.append('receiveDonationFile', receipt.file);
  appendText(form, 'receivedQuantity', receipt.receivedQuantity);
  appendText(form, 'lat', receipt.lat);
  appendText(form, 'lon', receipt.lon);
  return form;
}

function deliveryForm(delivery: RestDelivery): FormData {
  const form = new FormData();
  appendText(form, 'voucherId', delivery.voucherId);
  appendText(form, 'lat', delivery.lat);
  appendText(form, 'lon', delivery.lon);
  appendText(form, 'delivered', delivery.delivered);
  appendText(form, 'receivedCpf', delivery.receivedCpf);
  appendText(form, 'receivedName', delivery.receivedName);
  appendText(form, 'receivedContactNumber', delivery.receivedContactNumber);
  appendText(form, 'receivedEmail', delivery.receivedEmail);
  appendText(form, 'leaderComment', delivery.leaderComment);
  if (delivery.file) form.append('donateDonationFile', delivery.file);
  if (delivery.invoiceFile) form.append('invoiceFile', delivery.invoiceFile);
  return form;
}

/** Typed client for every call of docs/api.md. Failures reject with RestError. */
export function createRestClient(options: RestClientOptions) {
  const request = createRequester({
    baseUrl: options.baseUrl ?? DEFAULT_API_BASE_URL,
    getToken: options.getToken,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    createXhr: options.createXhr ?? (() => new XMLHttpRequest()),
  });

  return {
    // Session
    signIn: (login?: string | null) =>
      request<RestSignIn>('POST', '/cognito/sign-in', { json: login ? { login } : {} }),
    profile: () => request<RestProfile>('GET', '/profile'),
    acceptCommitment: () => request<RestCommitment>('POST', '/commitment'),
    commitmentCheck: () => request<RestCommitment>('GET', '/commitment/check'),
    confirmChecklist: () => request<{ checklist: boolean; timestamp: string }>('POST', '/checklist'),

    // Donations
    listDonations: async () => (await request<{ donations: RestDonation[] }>('GET', '/donations')).donations,
    /** GET /filter/donation with its total; a backend that sends no total has sent every match. */
    searchDonations: async (filter: RestDonationFilter) => {
      const reply = await request<{ donations: RestDonation[]; total?: number }>('GET', '/filter/donation', {
        query: filterQuery(filter),
      });
      return { donations: reply.donations, total: reply.total ?? reply.donations.length };
    },
    registerDonation: (donation: RestNewDonation) =>
      request<RestDonationDetails>('POST', '/donations', { json: donation }),
    donationDetails: (id: string) => request<RestDonationDetails>('GET', `/donations/${segment(id)}/details`),
    receiveDonation: (id: string, receipt: RestReceipt, onProgress?: UploadProgressHandler) =>
      request<void>('POST', `/donations/${segment(id)}/receive`, { form: receiptForm(receipt), onProgress }),
    deliverVoucher: (donationId: string, delivery: RestDelivery, onProgress?: UploadProgressHandler) =>
      request<void>('POST', `/donations/${segment(donationId)}/donate`, { form: deliveryForm(delivery), onProgress }),
    endDonation: (id: string) => request<void>('POST', `/donations/${segment(id)}/end`),
    donationPhotoUrl: async (id: string) =>
      (await request<RestUrl>('GET', `/donation/${segment(id)}/url`)).url,

    // Vouchers
    listVouchers: async (donationId: string) =>
      (await request<{ vouchers: RestVoucher[] }>('GET', '/vouchers', { query: { donationId } })).vouchers,
    voucherPhotoUrl: async (id: string) => (await request<RestUrl>('GET', `/voucher/${segment(id)}/url`)).url,

    // Lookups
    listStates: async () => (await request<{ states: RestState[] }>('GET', '/states')).states,
    listCities: async (state: string) =>
      (await request<{ cities: RestCity[] }>('GET', `/cities/${segment(state)}`)).cities,
    listSites: async () => (await request<{ sites: RestSite[] }>('GET', '/sites')).sites,
    searchLeaders: async (name: string) =>
      (await request<{ leaders: RestLeader[] }>('GET', '/leaders', { query: { name } })).leaders,

    // Charges (file loads)
    listCharges: async () => (await request<{ loads: RestCharge[] }>('GET', '/load')).loads,
    getCharge: (id: string) => request<RestCharge>('GET', `/load/${segment(id)}`),
    uploadCharge: (type: RestChargeType, file: Blob, onProgress?: UploadProgressHandler) => {
      const form = new FormData();
      form.append('file', file);
      return request<RestCharge>('POST', `/load/${segment(type)}`, { form, onProgress });
    },

    // Reports (exports)
    listReports: async () => (await request<{ reports: RestReport[] }>('GET', '/reports')).reports,
    createReport: (type: RestReportType, filter: RestDonationFilter = {}) =>
      request<RestReport>('POST', `/reports/${segment(type)}`, { json: filterBody(filter) }),
    deleteReport: (id: string) => request<void>('DELETE', `/report/${segment(id)}`),
    reportUrl: async (id: string) => (await request<RestUrl>('GET', `/report/${segment(id)}/url`)).url,
  };
}

export type RestClient = ReturnType<typeof createRestClient>;
