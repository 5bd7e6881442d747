import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client';
import { createTestRest, formEntries } from './fake-backend.ts';
import { FakeXhr } from './fake-xhr.ts';
import { charge, donation } from './fixtures.ts';
import { createApolloClient } from '#src/core/apollo/apollo-client.ts';
import { createRestClient } from '#graphql/rest/rest-client.ts';
import { createMockedSchema } from '#graphql/mocks.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import type { UploadProgress } from '#graphql/rest/http-transport.ts';
import {
  DonationsDocument,
  SignInDocument,
  UploadChargeDocument,
} from '#graphql/generated/operations.ts';

describe('Apollo Client over SchemaLink', () => {
  it('runs a query through the real schema and normalises donations by donationId', async () => {
    // A leader's list carries how many of her cards are recalled.
    const listed = { ...donation, recalledCount: 1 };
    const { rest } = createTestRest({ 'GET /api/donations': { json: { donations: [listed] } } });
    const client = createApolloClient({ rest, staff: true });
    const result = await client.query({ query: DonationsDocument });
    expect(result.data?.donations).toEqual([{ __typename: 'Donation', ...listed }]);
    expect(client.cache.extract()).toHaveProperty([
      'Donation:{"donationId":"SP-20260315000000001"}',
    ]);
  });

  it('rejects a mutation with the server message and code', async () => {
    const { rest } = createTestRest({
      'POST /api/cognito/sign-in': {
        status: 401,
        json: { message: 'Sessão expirada. Entre novamente.' },
      },
    });
    const client = createApolloClient({ rest, staff: true });
    const failure = await client
      .mutate({ mutation: SignInDocument, variables: { login: '11144477735' } })
      .catch((error: unknown) => error);
    expect(CombinedGraphQLErrors.is(failure)).toBe(true);
    if (!CombinedGraphQLErrors.is(failure)) return;
    expect(failure.errors[0]?.message).toBe('Sessão expirada. Entre novamente.');
    expect(failure.errors[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('carries a File variable to the multipart body untouched', async () => {
    const { rest, backend } = createTestRest({
      'POST /api/load/voucher': { status: 201, json: charge },
    });
    const client = createApolloClient({ rest, staff: true });
    const file = new File(['csv'], 'cartoes.csv', { type: 'text/csv' });
    const result = await client.mutate({
      mutation: UploadChargeDocument,
      variables: { type: 'voucher', file },
    });
    expect(result.data?.uploadCharge).toMatchObject(charge);
    expect(formEntries(backend.lastRequest())).toEqual([['file', 'file:cartoes.csv']]);
  });

  it('passes onUploadProgress from the mutation context to the upload', async () => {
    const xhr = new FakeXhr();
    const rest = createRestClient({ getToken: () => 'a.b.c', createXhr: () => xhr.asXhr() });
    const client = createApolloClient({ rest, staff: true });
    const progress: UploadProgress[] = [];
    const pending = client.mutate({
      mutation: UploadChargeDocument,
      variables: { type: 'voucher', file: new File(['csv'], 'cartoes.csv') },
      context: { onUploadProgress: (step: UploadProgress) => progress.push(step) },
    });
    await xhr.sent;
    xhr.progress(10, 10);
    xhr.respond(201, JSON.stringify(charge));
    expect((await pending).data?.uploadCharge._id).toBe('carga-1');
    expect(progress).toEqual([{ loaded: 10, total: 10 }]);
  });

  it('accepts a mocked schema for component tests', async () => {
    const client = createApolloClient({ schema: createMockedSchema() });
    const result = await client.query({ query: DonationsDocument });
    expect(result.data?.donations).toHaveLength(3);
    expect(result.data?.donations[0]?.statusText).toBe('Esperando recebimento');
  });
});

describe('readGraphQLFailure', () => {
  it('gives a screen the server message and code of a failed operation', async () => {
    const { rest } = createTestRest({
      'POST /api/load/voucher': {
        status: 400,
        json: { message: 'Cabeçalho do arquivo inválido.' },
      },
    });
    const client = createApolloClient({ rest, staff: true });
    const failure = await client
      .mutate({
        mutation: UploadChargeDocument,
        variables: { type: 'voucher', file: new File(['x'], 'a.csv') },
      })
      .catch((error: unknown) => error);
    expect(readGraphQLFailure(failure)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Cabeçalho do arquivo inválido.',
    });
  });

  it('falls back to the pt-BR message for anything else', () => {
    expect(readGraphQLFailure(new Error('boom'))).toEqual({
      code: 'INTERNAL',
      message: 'Não foi possível concluir. Verifique sua conexão e tente novamente.',
    });
  });
});
