import type { GraphQLSchema } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { addMocksToSchema, type IMocks } from '@graphql-tools/mock';
import typeDefs from './schema.graphql?raw';
import {
  CHARGE_STATUS,
  DONATION_STATUS_TEXTS,
  REPORT_STATUS_TEXTS,
  VOUCHER_STATUS_TEXTS,
} from '#contract/status-texts.ts';
import { scalarResolvers } from './resolvers/scalars.ts';

export type MockResolvers = Parameters<typeof addMocksToSchema>[0]['resolvers'];

function defaultMocks(): IMocks {
  const counters = new Map<string, number>();
  const next = (typeName: string) => {
    const n = (counters.get(typeName) ?? 0) + 1;
    counters.set(typeName, n);
    return n;
  };
  const donationId = (n: number) => `SP-2026031500000${String(n).padStart(4, '0')}`;
  const donationSummary = (n: number) => ({
    donationId: donationId(n),
    quantity: 3,
    status: 1,
    statusText: DONATION_STATUS_TEXTS[1],
    created: '2026-03-15T13:45:00.000Z',
    scheduled: null,
    received: null,
    leaderName: 'Maria da Silva',
    siteName: 'Unidade Jardim Ângela',
    deliveredCount: 0,
    notDeliveredCount: 0,
    pendingCount: 3,
  });

  return {
    DateTime: () => '2026-03-15T13:45:00.000Z',
    Upload: () => null,
    Shown: () => 12,
    String: () => 'Texto de exemplo',
    Int: () => 1,
    Float: () => -23.55,
    Boolean: () => true,
    ID: () => String(next('ID')),
    SignedInUser: () => ({ id: 'usuario-1', role: 'leader' }),
    User: () => ({
      id: 'usuario-1',
      login: '11144477735',
      name: 'Maria da Silva',
      email: 'maria.silva@example.org',
      role: 'leader',
    }),
    CommitmentCheck: () => ({ commitment: true, timestamp: '2026-03-14T12:00:00.000Z' }),
    Donation: () => donationSummary(next('Donation')),
    DonationReview: () => ({
      proof: { receipt: null, site: null, deliveries: [] },
      anomalies: [],
      audit: [],
      undoWithinMs: null,
    }),
    Anomaly: () => ({ subjects: [] }),
    DonationDetails: () => {
      const n = next('DonationDetails');
      return {
        ...donationSummary(n),
        leaderLogin: '11144477735',
        siteId: 1,
        city: 'São Paulo',
        state: 'SP',
        receivedQuantity: null,
        sentDate: '2026-03-15',
        deliveryStarted: null,
        deadline: null,
        lastDelivery: null,
        completed: null,
        vouchers: [{}, {}, {}],
      };
    },
    Voucher: () => {
      const n = next('Voucher');
      return {
        voucherId: `CARTAO-${String(n).padStart(6, '0')}`,
        donationId: donationId(1),
        position: n,
        status: 1,
        statusText: VOUCHER_STATUS_TEXTS[1],
        delivered: null,
        receivedCpf: null,
        receivedName: null,
        receivedContactNumber: null,
        receivedEmail: null,
        leaderComment: null,
        hasPhoto: false,
        hasInvoice: false,
      };
    },
    State: () => ({ state: 'SP' }),
    City: () => ({ city: 'São Paulo', state: 'SP' }),
    Site: () => {
      const n = next('Site');
      return { siteId: n, name: `Unidade Centro ${n}`, city: 'São Paulo', state: 'SP' };
    },
    Leader: () => {
      const n = next('Leader');
      return { name: 'Maria da Silva', login: String(11144477700 + n) };
    },
    Charge: () => {
      const n = next('Charge');
      return {
        _id: `carga-${n}`,
        fileName: 'cartoes-marco.csv',
        createdAt: '2026-03-15T13:45:00.000Z',
        type: 'voucher',
        status: CHARGE_STATUS.success,
        rows: 120,
        errorCount: 0,
        errors: [],
      };
    },
    ChargeLineError: () => ({ line: 2, message: 'CPF inválido.' }),
    Report: () => {
      const n = next('Report');
      return {
        id: `relatorio-${n}`,
        type: 'donation',
        details: 'Doações de 01/03/2026 a 15/03/2026',
        status: 2,
        statusText: REPORT_STATUS_TEXTS[2],
        timestamp: '2026-03-15T13:45:00.000Z',
        url: `https://example.org/files/relatorio-${n}.csv`,
        owner: 'Ana Costa',
      };
    },
    Query: () => ({
      donations: [{}, {}, {}],
      vouchers: [{}, {}, {}],
      states: [{ state: 'RJ' }, { state: 'SP' }],
      cities: [{}],
      sites: [{}, {}],
      leaders: [{}],
      charges: [{}, {}],
      reports: [{}, {}],
      donationPhotoUrl: 'https://example.org/files/recebimento.jpg',
      voucherPhotoUrl: 'https://example.org/files/entrega.jpg',
      reportUrl: 'https://example.org/files/relatorio.csv',
      currentLeaderReport: null,
    }),
  };
}

const typePolicies = {
  Donation: { keyFieldName: 'donationId' },
  DonationDetails: { keyFieldName: 'donationId' },
  Voucher: { keyFieldName: 'voucherId' },
  Site: { keyFieldName: 'siteId' },
  Leader: { keyFieldName: 'login' },
  Charge: { keyFieldName: '_id' },
  Report: { keyFieldName: 'id' },
  State: { keyFieldName: false as const },
  City: { keyFieldName: false as const },
  ChargeLineError: { keyFieldName: false as const },
  CommitmentCheck: { keyFieldName: false as const },
};

export function createMockedSchema(mocks: IMocks = {}, resolvers?: MockResolvers): GraphQLSchema {
  const schema = makeExecutableSchema({ typeDefs, resolvers: scalarResolvers });
  return addMocksToSchema({
    schema,
    mocks: { ...defaultMocks(), ...mocks },
    typePolicies,
    resolvers,
  });
}
