import { describe, expect, it } from 'vitest';
import { createTestRest } from './fake-backend.ts';
import { run } from './execute-operation.ts';
import {
  AcceptCommitmentDocument,
  CommitmentCheckDocument,
  ConfirmChecklistDocument,
  ProfileDocument,
  SignInDocument,
} from '#graphql/generated/operations.ts';

describe('session resolvers', () => {
  it('signIn posts the login and returns id and role', async () => {
    const { rest, backend } = createTestRest({
      'POST /api/cognito/sign-in': { json: { id: 'u-1', role: 'leader' } },
    });
    const result = await run(SignInDocument, rest, { login: '11144477735' });
    expect(result).toEqual({ data: { signIn: { id: 'u-1', role: 'leader' } } });
    const request = backend.lastRequest();
    expect(request.url.pathname).toBe('/api/cognito/sign-in');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(request.body))).toEqual({ login: '11144477735' });
  });

  it('signIn without a login (token refresh) posts an empty body and keeps a null role', async () => {
    const { rest, backend } = createTestRest({
      'POST /api/cognito/sign-in': { json: { id: 'u-2', role: null } },
    });
    const result = await run(SignInDocument, rest, {});
    expect(result.data).toEqual({ signIn: { id: 'u-2', role: null } });
    expect(JSON.parse(String(backend.lastRequest().body))).toEqual({});
  });

  it('profile returns login, name, email and role', async () => {
    const profile = {
      id: 'u-1',
      login: '11144477735',
      name: 'Maria da Silva',
      email: 'maria@example.org',
      role: 'leader',
    };
    const { rest } = createTestRest({ 'GET /api/profile': { json: profile } });
    expect((await run(ProfileDocument, rest)).data).toEqual({ profile });
  });

  it('commitmentCheck returns the flag and its timestamp', async () => {
    const { rest } = createTestRest({
      'GET /api/commitment/check': { json: { commitment: false, timestamp: null } },
    });
    expect((await run(CommitmentCheckDocument, rest)).data).toEqual({
      commitmentCheck: { commitment: false, timestamp: null },
    });
  });

  it('acceptCommitment is true when the server records it', async () => {
    const { rest, backend } = createTestRest({
      'POST /api/commitment': {
        status: 201,
        json: { commitment: true, timestamp: '2026-03-15T12:00:00.000Z' },
      },
    });
    expect(await run(AcceptCommitmentDocument, rest)).toEqual({ data: { acceptCommitment: true } });
    expect(backend.lastRequest().method).toBe('POST');
  });

  it.each([
    ['a server error', { status: 500, json: { message: 'Erro interno.' } }],
    [
      'a forbidden reply',
      { status: 403, json: { message: 'Você não tem permissão para esta ação.' } },
    ],
    ['a network failure', new TypeError('fetch failed')],
  ])('acceptCommitment is false, without an error, on %s', async (_label, reply) => {
    const { rest } = createTestRest({ 'POST /api/commitment': reply });
    const result = await run(AcceptCommitmentDocument, rest);
    expect(result).toEqual({ data: { acceptCommitment: false } });
  });

  it('confirmChecklist is true on success and false on any failure', async () => {
    const ok = createTestRest({
      'POST /api/checklist': {
        status: 201,
        json: { checklist: true, timestamp: '2026-03-15T12:00:00.000Z' },
      },
    });
    expect(await run(ConfirmChecklistDocument, ok.rest)).toEqual({
      data: { confirmChecklist: true },
    });

    const failing = createTestRest({
      'POST /api/checklist': {
        status: 401,
        json: { message: 'Sessão expirada. Entre novamente.' },
      },
    });
    expect(await run(ConfirmChecklistDocument, failing.rest)).toEqual({
      data: { confirmChecklist: false },
    });

    const offline = createTestRest({ 'POST /api/checklist': new TypeError('fetch failed') });
    expect(await run(ConfirmChecklistDocument, offline.rest)).toEqual({
      data: { confirmChecklist: false },
    });
  });
});
