import { inject, type RouteParams } from 'regexparam';
import type { DonationStep } from '#machines/donation-step.ts';

/** Nothing else writes a URL. Patterns are regexparam's, as wouter matches them. */

export type Query = Readonly<Record<string, string>>;

type LinkArgs<P extends string> = keyof RouteParams<P> extends never
  ? [query?: Query]
  : [params: RouteParams<P>, query?: Query];

export interface RoutePath<P extends string> {
  readonly pattern: P;
  link(...args: LinkArgs<P>): string;
}

function route<const P extends string>(pattern: P): RoutePath<P> {
  const takesParams = pattern.includes(':');
  return {
    pattern,
    link(...args) {
      // LinkArgs<P> cannot be narrowed inside the generic body; its two shapes are told apart here.
      const [params, query] = (takesParams ? args : [{}, args[0]]) as [
        Record<string, string>,
        Query | undefined,
      ];
      const encoded = Object.fromEntries(
        Object.entries(params).map(([key, value]) => [key, encodeURIComponent(value)]),
      );
      const path = inject(pattern, encoded as RouteParams<P>);
      const search = new URLSearchParams(query).toString();
      return search ? `${path}?${search}` : path;
    },
  };
}

export const paths = {
  landing: route('/'),
  login: route('/login'),
  register: route('/register'),
  cadastro: route('/cadastro'),
  terms: route('/terms'),
  checklist: route('/checklist'),
  donationList: route('/donation-list'),
  overview: route('/overview'),
  donationRegister: route('/donation/register'),
  donationWait: route('/donation/:id/wait'),
  donationWaitProof: route('/donation/:id/wait/prof'),
  donationReceived: route('/donation/:id/received'),
  donationDelivering: route('/donation/:id/received/current'),
  voucherDelivery: route('/donation/:id/received/current/:voucher/prof'),
  donationDetails: route('/donation/:id/details'),
  deliveredDetails: route('/donation/:id/delivered-details/:voucher'),
  voucherTimeline: route('/cards/:number'),
  charge: route('/charge'),
  chargeAdd: route('/charge/add'),
  chargeDonorReport: route('/charge/:id/donor-report'),
  chargeStatement: route('/charge/:id/extrato'),
  profile: route('/profile'),
  profileSettings: route('/profile/settings'),
  profilePassword: route('/profile/password'),
  passwordReset: route('/accounts/password-reset'),
  filter: route('/filter'),
  export: route('/export'),
  exportTypes: route('/export/types'),
  exportFilters: route('/export/filters'),
  machines: route('/machines'),
  // '/complaints/new' goes before '/complaints/:id'.
  complaints: route('/complaints'),
  complaintNew: route('/complaints/new'),
  complaintDetails: route('/complaints/:id'),
  verification: route('/verification'),
  verificationRound: route('/verification/:id'),
  messages: route('/messages'),
  accessLog: route('/access-log'),
  dataSubject: route('/data-subject'),
  receiptCheck: route('/comprovante'),
  ombudsman: route('/ouvidoria'),
  transparency: route('/transparencia'),
} as const;

/**
 * The server sends their HTML; links are plain `<a href>` and the service worker leaves them to the
 * network.
 */
export const lightPagePaths: readonly string[] = [
  paths.receiptCheck.pattern,
  paths.ombudsman.pattern,
  paths.transparency.pattern,
];

/** Null once the donation is closed: the list shows it without a link. */
export function donationStepLink(donationId: string, step: DonationStep): string | null {
  const id = { id: donationId };
  switch (step) {
    case 'waiting':
      return paths.donationWait.link(id);
    case 'received':
      return paths.donationReceived.link(id);
    case 'delivering':
      return paths.donationDelivering.link(id);
    case 'closed':
      return null;
  }
}
