import * as v from 'valibot';
import type { RoleChange } from '#contract/account-request.ts';
import type { ComplaintCategory, ComplaintStage } from '#contract/complaints.ts';
import type { Charge, ChargeLineError, ChargeType } from '#contract/charges.ts';
import type { DonationFilter } from '#contract/donation-filter.ts';
import type { CloseDonation, ReopenDonation, TransferDonation } from '#contract/donation-audit.ts';
import {
  currentLeaderReportSchema,
  leaderReportSchema,
  type LeaderReport,
} from '#contract/leader-reports.ts';
import {
  donationDetailsSchema,
  donationListSchema,
  donationSchema,
  donationSearchSchema,
  type Donation,
  type NewDonation,
} from '#contract/donations.ts';
import {
  deliveryForm,
  receiptForm,
  type AwayCommand,
  type DeliveryCommand,
  type EndCommand,
  type LeaderWrite,
  type ReceiptCommand,
} from '#contract/leader-writes.ts';
import { fileLinkSchema } from '#contract/file-link.ts';
import type { LeaderSort, OverviewFilter } from '#contract/overview.ts';
import {
  cityListSchema,
  leaderListSchema,
  leaderMatchSchema,
  siteListSchema,
  stateListSchema,
} from '#contract/lookups.ts';
import type { ReportType } from '#contract/reports.ts';
import {
  checklistSchema,
  commitmentSchema,
  profileSchema,
  signInReplySchema,
} from '#contract/session.ts';
import {
  revealedRecipientSchema,
  voucherListSchema,
  voucherReadSchema,
} from '#contract/vouchers.ts';
import type { AccessLogFilter } from '#contract/access-log.ts';
import type { CorrectableField } from '#contract/data-subjects.ts';
import { createRequester, noContent, type UploadProgressHandler } from './http-transport.ts';
import type { RequestTimeouts } from './request-timeouts.ts';

// Only GET /load/{id} carries the line errors.
export type ChargeReply = Charge & { errors?: ChargeLineError[] };

export type DonationFilterCriteria = {
  [Field in keyof DonationFilter]?:
    | (Field extends 'status'
        ? number
        : Field extends 'quantityDivergent' | 'pastDeadline'
          ? boolean
          : DonationFilter[Field])
    | null;
};

export type AccessLogFilterCriteria = { [Field in keyof AccessLogFilter]?: string | null };

const writtenDonation = v.optional(donationSchema);
/** What a leader's write is answered with (rest-client.ts `leaderWrite`). */
export type WriteAnswer = Donation | LeaderReport | undefined;

export interface WriteOptions {
  idempotencyKey?: string;
  onProgress?: UploadProgressHandler;
}

export const DEFAULT_API_BASE_URL = '/api';

export interface RestClientOptions {
  baseUrl?: string;
  getToken: () => string | null;
  fetch?: typeof fetch;
  createXhr?: () => XMLHttpRequest;
  timeouts?: RequestTimeouts;
}

const segment = (value: string | number) => encodeURIComponent(String(value));

function filterQuery(filter: DonationFilterCriteria) {
  return {
    leaderName: filter.leaderName,
    siteId: filter.siteId,
    status: filter.status,
    listDonationId: filter.listDonationId,
    state: filter.state,
    city: filter.city,
    dateTo: filter.dateTo,
    dateFrom: filter.dateFrom,
    anomaly: filter.anomaly,
    quantity: filter.quantity,
    leaderCpf: filter.leaderCpf,
    quantityDivergent: filter.quantityDivergent ? true : undefined,
    loadId: filter.loadId,
    leaderId: filter.leaderId,
    pastDeadline: filter.pastDeadline ? true : undefined,
    cards: filter.cards,
    deliveredFrom: filter.deliveredFrom,
    deliveredTo: filter.deliveredTo,
    familyAnswer: filter.familyAnswer,
  };
}

function overviewQuery(filter: OverviewFilterCriteria, fields: readonly (keyof OverviewFilter)[]) {
  return Object.fromEntries(fields.map((field) => [field, filter[field] ?? undefined]));
}

// Loaded with the first call: only /overview and the leader's list need these schemas.
const overviewContract = () => import('#contract/overview.ts');
// Staff's calls: a leader's pages never load these answers' schemas.
const timelineContract = () => import('#contract/voucher-events.ts');
const recallContract = () => import('#contract/voucher-recall.ts');
const statementContract = () => import('#contract/voucher-statement.ts');
const packageReportContract = () => import('#contract/package-report.ts');
const messagesContract = () => import('#contract/family-messages.ts');
const accessLogContract = () => import('#contract/access-log.ts');
const subjectContract = () => import('#contract/data-subjects.ts');
const accountsContract = () => import('#contract/accounts.ts');
const complaintsContract = () => import('#contract/complaints.ts');
const reviewContract = () => import('#contract/donation-review.ts');
const anomaliesContract = () => import('#contract/donation-anomalies.ts');
const reportsContract = () => import('#contract/reports.ts');
const chargesContract = () => import('#contract/charges.ts');

export type ComplaintQuery = {
  open?: boolean | null;
  stage?: ComplaintStage | null;
  category?: ComplaintCategory | null;
  overdue?: boolean | null;
};
export type ComplaintStageChange = {
  stage: ComplaintStage;
  note: string;
  publicAnswer?: string | null;
};
export type NewComplaint = {
  category: ComplaintCategory;
  description: string;
  receiptCode?: string | null;
  phone?: string | null;
  anonymous: boolean;
  donationId?: string | null;
};

export type OverviewFilterCriteria = {
  [Field in keyof OverviewFilter]?: OverviewFilter[Field] | null;
};
export type LeaderTableOptions = {
  sort?: LeaderSort | null;
  order?: 'asc' | 'desc' | null;
  offset?: number | null;
  limit?: number | null;
};

function leaderTableQuery(options: LeaderTableOptions) {
  return {
    sort: options.sort ?? undefined,
    order: options.order ?? undefined,
    offset: options.offset ?? undefined,
    limit: options.limit ?? undefined,
  };
}

function filterBody(filter: DonationFilterCriteria): DonationFilterCriteria {
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(filter)) {
    const empty =
      value === undefined ||
      value === null ||
      value === '' ||
      (Array.isArray(value) && value.length === 0);
    if (!empty) body[name] = value;
  }
  return body as DonationFilterCriteria;
}

export function createRestClient(options: RestClientOptions) {
  const request = createRequester({
    baseUrl: options.baseUrl ?? DEFAULT_API_BASE_URL,
    getToken: options.getToken,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    createXhr: options.createXhr ?? (() => new XMLHttpRequest()),
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
  });
  // A leader's writes (contract/leader-writes.ts): the command as its body, answered with what
  // her screens show: the donation as her list shows it (none from a replay of an older app's
  // send, answered 204), the away report.
  const receiveDonation = (receipt: ReceiptCommand, write: WriteOptions = {}) =>
    request('POST', `/donations/${segment(receipt.donationId)}/receive`, writtenDonation, {
      form: receiptForm(receipt),
      representation: true,
      ...write,
    });
  const deliverVoucher = (delivery: DeliveryCommand, write: WriteOptions = {}) =>
    request('POST', `/donations/${segment(delivery.donationId)}/donate`, writtenDonation, {
      form: deliveryForm(delivery),
      representation: true,
      ...write,
    });
  const endDonation = (end: EndCommand, write: WriteOptions = {}) =>
    request('POST', `/donations/${segment(end.donationId)}/end`, writtenDonation, {
      idempotencyKey: write.idempotencyKey,
      representation: true,
    });
  const reportAway = (away: AwayCommand, write: WriteOptions = {}) =>
    request('POST', '/leader/reports', leaderReportSchema, {
      json: away,
      idempotencyKey: write.idempotencyKey,
    });

  return {
    signIn: (login?: string | null) =>
      request('POST', '/cognito/sign-in', signInReplySchema, { json: login ? { login } : {} }),
    profile: () => request('GET', '/profile', profileSchema),
    acceptCommitment: () => request('POST', '/commitment', commitmentSchema),
    commitmentCheck: () => request('GET', '/commitment/check', commitmentSchema),
    confirmChecklist: () => request('POST', '/checklist', checklistSchema),

    listDonations: async () => (await request('GET', '/donations', donationListSchema)).donations,
    // A backend that sends no total has sent every match.
    searchDonations: async (filter: DonationFilterCriteria) => {
      const reply = await request('GET', '/filter/donation', donationSearchSchema, {
        query: filterQuery(filter),
      });
      return { donations: reply.donations, total: reply.total ?? reply.donations.length };
    },
    registerDonation: (donation: NewDonation) =>
      request('POST', '/donations', donationDetailsSchema, { json: donation }),
    donationDetails: (id: string) =>
      request('GET', `/donations/${segment(id)}/details`, donationDetailsSchema),
    receiveDonation,
    deliverVoucher,
    endDonation,
    leaderWrite: (write: LeaderWrite, options: WriteOptions = {}): Promise<WriteAnswer> => {
      switch (write.kind) {
        case 'receive':
          return receiveDonation(write.command, options);
        case 'deliver':
          return deliverVoucher(write.command, options);
        case 'end':
          return endDonation(write.command, options);
        case 'away':
          return reportAway(write.command, options);
      }
    },
    donationReview: async (id: string) =>
      request(
        'GET',
        `/donations/${segment(id)}/review`,
        (await reviewContract()).donationReviewSchema,
      ),
    closeDonation: async (id: string, close: CloseDonation) =>
      request(
        'POST',
        `/donations/${segment(id)}/close`,
        (await reviewContract()).donationReviewSchema,
        { json: close },
      ),
    donationAnomalies: async (ids: readonly string[]) =>
      (
        await request(
          'GET',
          '/donations/alerts',
          (await anomaliesContract()).donationAnomaliesSchema,
          {
            query: { ids: ids.join(',') },
          },
        )
      ).alerts,
    currentLeaderReport: async () =>
      (await request('GET', '/leader/reports/current', currentLeaderReportSchema)).report,
    undoClosing: async (id: string) =>
      request(
        'POST',
        `/donations/${segment(id)}/close/undo`,
        (await reviewContract()).donationReviewSchema,
      ),
    reopenDonation: async (id: string, reopen: ReopenDonation) =>
      request(
        'POST',
        `/donations/${segment(id)}/reopen`,
        (await reviewContract()).donationReviewSchema,
        { json: reopen },
      ),
    transferDonation: async (id: string, transfer: TransferDonation) =>
      request(
        'POST',
        `/donations/${segment(id)}/transfer`,
        (await reviewContract()).donationReviewSchema,
        { json: transfer },
      ),
    donationPhotoUrl: async (id: string) =>
      (await request('GET', `/donation/${segment(id)}/url`, fileLinkSchema)).url,

    listVouchers: async (donationId: string) =>
      (await request('GET', '/vouchers', voucherListSchema, { query: { donationId } })).vouchers,
    voucherPhotoUrl: async (id: string) =>
      (await request('GET', `/voucher/${segment(id)}/url`, fileLinkSchema)).url,
    voucher: async (id: string) =>
      (await request('GET', `/voucher/${segment(id)}`, voucherReadSchema)).voucher,
    revealVoucher: (id: string, reason: string | null | undefined) =>
      request('POST', `/voucher/${segment(id)}/reveal`, revealedRecipientSchema, {
        json: reason ? { reason } : {},
      }),

    voucherTimeline: async (voucherId: string) =>
      request(
        'GET',
        `/cards/${segment(voucherId)}/timeline`,
        (await timelineContract()).voucherTimelineSchema,
      ),
    resolveVoucher: async (voucherId: string, reason: string) =>
      request(
        'POST',
        `/cards/${segment(voucherId)}/resolve`,
        (await timelineContract()).voucherTimelineSchema,
        { json: { reason } },
      ),

    recallVouchers: async (target: { donationId: string } | { voucherId: string }) =>
      (
        await request(
          'POST',
          'donationId' in target
            ? `/donations/${segment(target.donationId)}/recall`
            : `/cards/${segment(target.voucherId)}/recall`,
          (await recallContract()).recallAnswerSchema,
        )
      ).recalled,

    // A CPF travels in a body, never in a URL.
    accessLog: async (filter: AccessLogFilterCriteria) =>
      request('POST', '/access-log/search', (await accessLogContract()).accessLogPageSchema, {
        json: filter,
      }),
    exportAccessLog: async (filter: AccessLogFilterCriteria) =>
      request('POST', '/access-log/export', (await accessLogContract()).downloadedFileSchema, {
        json: filter,
      }),
    verifyAccessLog: async () =>
      request('POST', '/access-log/verify', (await accessLogContract()).accessLogCheckSchema),
    subjectRecord: async (cpf: string) =>
      request('POST', '/privacy/subject', (await subjectContract()).subjectRecordSchema, {
        json: { cpf },
      }),
    exportSubject: async (cpf: string) =>
      request('POST', '/privacy/subject/export', (await accessLogContract()).downloadedFileSchema, {
        json: { cpf },
      }),
    correctSubject: async (correction: {
      cpf: string;
      voucherId: string;
      field: CorrectableField;
      value: string;
      reason: string;
    }) =>
      request('POST', '/privacy/subject/correct', (await subjectContract()).subjectChangeSchema, {
        json: correction,
      }),
    anonymiseSubject: async (cpf: string, reason: string) =>
      request('POST', '/privacy/subject/anonymise', (await subjectContract()).subjectChangeSchema, {
        json: { cpf, reason },
      }),

    listStates: async () => (await request('GET', '/states', stateListSchema)).states,
    listCities: async (state: string) =>
      (await request('GET', `/cities/${segment(state)}`, cityListSchema)).cities,
    listSites: async () => (await request('GET', '/sites', siteListSchema)).sites,
    searchLeaders: async (name: string) =>
      (await request('GET', '/leaders', leaderListSchema, { query: { name } })).leaders,

    listCharges: async () =>
      (await request('GET', '/load', (await chargesContract()).chargeListSchema)).loads,
    getCharge: async (id: string) =>
      request('GET', `/load/${segment(id)}`, (await chargesContract()).chargeDetailsSchema),
    statementDryRun: async (loadId: string) =>
      request(
        'GET',
        `/load/${segment(loadId)}/statement`,
        (await statementContract()).statementDryRunSchema,
      ),
    confirmStatement: async (loadId: string, reason: string | null) =>
      request(
        'POST',
        `/load/${segment(loadId)}/confirm`,
        (await statementContract()).statementDryRunSchema,
        { json: reason === null ? {} : { reason } },
      ),
    uploadCharge: async (type: ChargeType, file: Blob, onProgress?: UploadProgressHandler) => {
      const form = new FormData();
      form.append((await chargesContract()).CHARGE_FILE_FIELD, file);
      return request('POST', `/load/${segment(type)}`, (await chargesContract()).chargeSchema, {
        form,
        onProgress,
      });
    },

    listReports: async () =>
      (await request('GET', '/reports', (await reportsContract()).reportListSchema)).reports,
    createReport: async (type: ReportType, filter: DonationFilterCriteria = {}, complete = false) =>
      request('POST', `/reports/${segment(type)}`, (await reportsContract()).reportSchema, {
        json: filterBody(filter),
        query: complete ? { complete: true } : {},
      }),
    deleteReport: (id: string) => request('DELETE', `/report/${segment(id)}`, noContent),
    reportUrl: async (id: string) =>
      (await request('GET', `/report/${segment(id)}/url`, fileLinkSchema)).url,

    overview: async (filter: OverviewFilterCriteria) => {
      const c = await overviewContract();
      return request('GET', '/overview', c.overviewSchema, {
        query: overviewQuery(filter, c.OVERVIEW_FILTER_FIELDS),
      });
    },
    overviewLeaders: async (filter: OverviewFilterCriteria, options: LeaderTableOptions = {}) => {
      const c = await overviewContract();
      return request('GET', '/overview/leaders', c.leaderTableSchema, {
        query: { ...overviewQuery(filter, c.OVERVIEW_FILTER_FIELDS), ...leaderTableQuery(options) },
      });
    },
    overviewLeadersCsv: async (
      filter: OverviewFilterCriteria,
      options: LeaderTableOptions = {},
    ) => {
      const c = await overviewContract();
      return request('GET', '/overview/leaders/export', c.leaderCsvSchema, {
        query: { ...overviewQuery(filter, c.OVERVIEW_FILTER_FIELDS), ...leaderTableQuery(options) },
      });
    },
    voucherFunnel: async (filter: OverviewFilterCriteria) => {
      const [c, funnel] = await Promise.all([
        overviewContract(),
        import('#contract/voucher-funnel.ts'),
      ]);
      return request('GET', '/overview/funnel', funnel.voucherFunnelSchema, {
        query: overviewQuery(filter, c.OVERVIEW_FILTER_FIELDS),
      });
    },
    stuckVouchers: async (filter: OverviewFilterCriteria) => {
      const [c, funnel] = await Promise.all([
        overviewContract(),
        import('#contract/voucher-funnel.ts'),
      ]);
      return request('GET', '/overview/stuck', funnel.stuckVouchersSchema, {
        query: overviewQuery(filter, c.OVERVIEW_FILTER_FIELDS),
      });
    },
    stuckVouchersCsv: async (filter: OverviewFilterCriteria, list: string) => {
      const c = await overviewContract();
      return request('GET', '/overview/stuck/export', c.leaderCsvSchema, {
        query: { ...overviewQuery(filter, c.OVERVIEW_FILTER_FIELDS), list },
      });
    },
    overviewMap: async (filter: OverviewFilterCriteria) => {
      const c = await overviewContract();
      return request('GET', '/overview/map', c.overviewMapSchema, {
        query: overviewQuery(filter, c.OVERVIEW_FILTER_FIELDS),
      });
    },
    overviewOptions: async () =>
      request('GET', '/overview/options', (await overviewContract()).overviewOptionsSchema),
    leaderProgress: async () =>
      request('GET', '/overview/mine', (await overviewContract()).leaderProgressSchema),

    // A CPF travels in a body, never in a URL.
    findAccount: async (login: string) =>
      request('POST', '/accounts/lookup', (await accountsContract()).accountSchema, {
        json: { login },
      }),
    leaderByCpf: (login: string) =>
      request('POST', '/leaders/by-cpf', leaderMatchSchema, { json: { login } }),
    resetPassword: async (login: string) =>
      request('POST', '/accounts/password-reset', (await accountsContract()).passwordResetSchema, {
        json: { login },
      }),
    changeAccount: async (
      change: 'disable' | 'enable' | 'anonymise',
      login: string,
      reason: string,
    ) =>
      request('POST', `/accounts/${change}`, (await accountsContract()).accountChangedSchema, {
        json: { login, reason },
      }),
    changeAccountRole: async (login: string, role: RoleChange, reason: string) =>
      request('POST', '/accounts/role', (await accountsContract()).accountChangedSchema, {
        json: { login, role, reason },
      }),

    complaints: async (filter: ComplaintQuery = {}) =>
      request('GET', '/complaints', (await complaintsContract()).complaintListSchema, {
        query: {
          stage: filter.open ? 'open' : (filter.stage ?? undefined),
          category: filter.category ?? undefined,
          overdue: filter.overdue ? 'true' : undefined,
        },
      }),
    complaint: async (id: string) =>
      request(
        'GET',
        `/complaints/${segment(id)}`,
        (await complaintsContract()).complaintDetailsSchema,
      ),
    complaintCounts: async () =>
      request('GET', '/complaints/counts', (await complaintsContract()).complaintCountsSchema),
    changeComplaintStage: (id: string, change: ComplaintStageChange) =>
      request('POST', `/complaints/${segment(id)}/stage`, noContent, { json: change }),
    openComplaint: async (complaint: NewComplaint) =>
      request('POST', '/complaints', (await complaintsContract()).openedComplaintSchema, {
        json: complaint,
      }),
    revealComplaintContact: async (id: string, reason: string) =>
      (
        await request(
          'POST',
          `/complaints/${segment(id)}/contact`,
          (await complaintsContract()).complaintContactSchema,
          { json: { reason } },
        )
      ).phone,
    packageReport: async (loadId: string) =>
      request(
        'GET',
        `/transparency/packages/${segment(loadId)}`,
        (await packageReportContract()).packageReportSchema,
      ),
    packageReportCsv: (loadId: string) =>
      request('GET', `/transparency/packages/${segment(loadId)}/csv`, v.string(), { file: true }),

    /** A call whose answer's contract loads with the screens that ask for it, not with this client. */
    request,
    familyMessages: async () =>
      request('GET', '/messages', (await messagesContract()).familyMessageListSchema),
    messageCounts: async () =>
      request('GET', '/messages/counts', (await messagesContract()).messageCountsSchema),
    answerFamilyMessage: async (id: string, text: string) =>
      request(
        'POST',
        `/messages/${segment(id)}/reply`,
        (await messagesContract()).familyReplyOutcomeSchema,
        { json: { text } },
      ),
  };
}

export type RestClient = ReturnType<typeof createRestClient>;
