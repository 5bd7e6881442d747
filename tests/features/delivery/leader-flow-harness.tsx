import { vi } from 'vitest';
import { createMockedSchema } from '#graphql/mocks.ts';
import type { DeliveryCommand, ReceiptCommand } from '#contract/leader-writes.ts';
import type { WriteOptions } from '#graphql/rest/rest-client.ts';
import { RestError } from '#graphql/rest/rest-error.ts';
import type { WriteSender } from '#src/core/outbox/leader-writes.ts';
import { createApolloClient } from '#src/core/apollo/apollo-client.ts';
import type { SessionScopeDeps } from '#src/core/session-scope/session-scope.ts';
import { AppRoutes } from '#src/shell/routes.tsx';
import {
  fakeSession,
  renderScreen,
  sessionScopeShell,
} from '#tests/support/render-with-session.tsx';
import { denyLocation, grantLocation } from '#tests/support/fake-geolocation.ts';

/**
 * The leader's screens over the real routes, Apollo client and schema, with a small in-memory
 * backend standing in for REST: the leader's writes it receives are recorded, and they change the
 * donation the way the server would, so moving between screens shows the new state.
 */

export const DONATION_ID = 'RJ-20261120000000007';

export interface FakeVoucher {
  voucherId: string;
  position: number;
  status: 1 | 2 | 3;
}

export interface FakeDonation {
  donationId: string;
  quantity: number;
  status: number;
  received: string | null;
  receivedQuantity: number | null;
  deliveryStarted: string | null;
  deadline: string | null;
  vouchers: FakeVoucher[];
}

const STATUS_TEXT = [
  '',
  'Esperando recebimento',
  'Doação Recebida',
  'Entregando',
  'Completo',
  'Devolvido',
  'Extraviado',
];
const VOUCHER_TEXT = ['', 'Recebido pelo líder', 'Entregue', 'Não Entregue'];

export function fakeDonation(status: number, overrides: Partial<FakeDonation> = {}): FakeDonation {
  return {
    donationId: DONATION_ID,
    quantity: 3,
    status,
    received: status >= 2 ? '2026-11-20T15:00:00.000Z' : null,
    receivedQuantity: status >= 2 ? 3 : null,
    deliveryStarted: status >= 3 ? '2026-11-21T12:05:00.000Z' : null,
    deadline: status >= 3 ? '2026-11-22T12:05:00.000Z' : null,
    vouchers: [1, 2, 3].map((position) => ({
      voucherId: `50670000000${position}`,
      position,
      status: 1 as const,
    })),
    ...overrides,
  };
}

function toDetails(donation: FakeDonation) {
  const countOf = (status: number) => donation.vouchers.filter((v) => v.status === status).length;
  return {
    __typename: 'DonationDetails',
    donationId: donation.donationId,
    quantity: donation.quantity,
    status: donation.status,
    statusText: STATUS_TEXT[donation.status],
    created: '2026-11-20T12:00:00.000Z',
    scheduled: null,
    received: donation.received,
    leaderName: 'João Santos',
    siteName: 'Associação de Moradores da Rocinha',
    deliveredCount: countOf(2),
    notDeliveredCount: countOf(3),
    pendingCount: countOf(1),
    leaderLogin: '24681357928',
    siteId: 4,
    city: 'Rio de Janeiro',
    state: 'RJ',
    receivedQuantity: donation.receivedQuantity,
    sentDate: '2026-11-20',
    deliveryStarted: donation.deliveryStarted,
    deadline: donation.deadline,
    lastDelivery: null,
    completed: null,
    vouchers: donation.vouchers.map((v) => ({
      __typename: 'Voucher',
      voucherId: v.voucherId,
      key: v.voucherId,
      donationId: donation.donationId,
      position: v.position,
      status: v.status,
      statusText: VOUCHER_TEXT[v.status],
      delivered: null,
      receivedCpf: null,
      receivedName: null,
      receivedContactNumber: null,
      receivedEmail: null,
      leaderComment: null,
      hasPhoto: v.status === 2,
      hasInvoice: false,
    })),
  };
}

type Gate = { release: () => void; promise: Promise<void> };

/** A step the test lets happen when it wants (e.g. to look at the upload's progress). */
export function gate(): Gate {
  let release = () => undefined as void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { release, promise };
}

export interface FakeBackendOptions {
  /** Before answering an upload: report this progress, then wait for the gate. */
  uploadGate?: Gate;
  /** The next receive / deliver / end fails with this server message (409). */
  refuse?: { receive?: string; deliver?: string; end?: string };
}

export function fakeBackend(donation: FakeDonation, options: FakeBackendOptions = {}) {
  const calls = {
    receive: [] as ReceiptCommand[],
    deliver: [] as DeliveryCommand[],
    end: [] as string[],
  };
  const refuse = { ...options.refuse };
  /** The next write of this kind is refused (409) with the server's message, once. */
  const refused = (kind: keyof typeof refuse) => {
    const message = refuse[kind];
    if (message === undefined) return;
    delete refuse[kind];
    throw new RestError(409, message);
  };

  async function upload(onProgress: WriteOptions['onProgress']) {
    if (!options.uploadGate) return;
    onProgress?.({ loaded: 512, total: 1024 });
    await options.uploadGate.promise;
    onProgress?.({ loaded: 1024, total: 1024 });
  }

  /** The REST client's one call for a leader's write, doing what the server does with it. */
  const rest: WriteSender = {
    async leaderWrite(write, { onProgress } = {}): Promise<undefined> {
      switch (write.kind) {
        case 'receive': {
          calls.receive.push(write.command);
          await upload(onProgress);
          refused('receive');
          donation.status = 2;
          donation.receivedQuantity = write.command.receivedQuantity;
          donation.received = '2026-11-21T13:00:00.000Z';
          return;
        }
        case 'deliver': {
          const { command } = write;
          calls.deliver.push(command);
          await upload(onProgress);
          refused('deliver');
          const voucher = donation.vouchers.find((v) => v.voucherId === command.voucherId);
          if (voucher) voucher.status = command.delivered ? 2 : 3;
          if (donation.status === 2) {
            donation.status = 3;
            donation.deliveryStarted = '2026-11-21T14:00:00.000Z';
            donation.deadline = '2026-11-22T14:00:00.000Z';
          }
          return;
        }
        case 'end': {
          calls.end.push(write.command.donationId);
          refused('end');
          donation.status = 4;
          return;
        }
        case 'away':
          throw new Error('the away report is not part of these screens');
      }
    },
  };

  /** While set, the donation's details wait for this gate (a slow network's reads). */
  const reads: { held: Gate | null } = { held: null };
  const resolvers = {
    Query: {
      donationDetails: async () => {
        await reads.held?.promise;
        return toDetails(donation);
      },
      donations: () => [{ ...toDetails(donation), __typename: 'Donation' }],
    },
  };
  return { donation, calls, resolvers, rest, reads };
}

export type FakeBackend = ReturnType<typeof fakeBackend>;

/** The real app at `path`, signed in as a leader whose device gives its position (or refuses). */
export function renderLeaderApp(
  path: string,
  backend: FakeBackend,
  location: 'granted' | 'denied' = 'granted',
  userId?: string,
  createOutbox?: SessionScopeDeps['createOutbox'],
) {
  if (location === 'granted') grantLocation();
  else denyLocation();
  const client = createApolloClient({ schema: createMockedSchema({}, backend.resolvers) });
  const rest = async () => backend.rest;
  return renderScreen(<AppRoutes signedInShell={sessionScopeShell(client, createOutbox, rest)} />, {
    path,
    session: fakeSession({
      signedIn: { role: 'leader', name: 'João Santos', login: '24681357928', id: userId },
    }),
  });
}

/** A tiny valid-looking JPEG / PNG / GIF by their first bytes (what the app checks). */
export const photoFile = {
  jpeg: (name = 'entrega.jpg') =>
    new File(
      [new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9])],
      name,
      { type: 'image/jpeg' },
    ),
  png: (name = 'recebimento.png') =>
    new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])],
      name,
      { type: 'image/png' },
    ),
  gif: (name = 'animacao.gif') =>
    new File([new TextEncoder().encode('GIF89a\x01\x00\x01\x00')], name, { type: 'image/gif' }),
  pdf: (name = 'nota.pdf') =>
    new File([new TextEncoder().encode('%PDF-1.7')], name, { type: 'application/pdf' }),
};

/**
 * jsdom has no Worker and no canvas: the page-thread fallback runs, with the compression itself
 * replaced by this stand-in (it marks the file so a test can see the compressed one was sent).
 */
export const compressInPlaceStandIn = vi.fn(async (file: File, type: string) => ({
  file: new File([file], `comprimida-${file.name}`, { type }),
  width: 1600,
  height: 1200,
}));
