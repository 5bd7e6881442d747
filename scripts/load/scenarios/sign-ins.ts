/**
 * Sign-ins as the app makes them with the local identity provider: the hosted form's POST (CPF
 * and password: scrypt) with its CSRF cookie and field, then the code exchanged for tokens with
 * its PKCE verifier. One sign-in is two requests.
 */
import { createHash, randomBytes } from 'node:crypto';
import type autocannon from 'autocannon';
import type { BenchContext } from '../bench-context.ts';
import { BENCH_PASSWORD } from '../bench-data.ts';
import { Recorder, type ScenarioFigures } from '../recorder.ts';
import { runCannon } from './autocannon-run.ts';

interface SignInContext {
  code?: string | null;
}

export function signInRequests(ctx: BenchContext, recorder: Recorder): autocannon.Request[] {
  const { origin } = ctx.topology;
  const csrf = randomBytes(32).toString('base64url');
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${origin}/login`;
  const leaders = ctx.accounts.leaders;
  let turn = 0;
  return [
    {
      method: 'POST',
      path: '/auth/oauth2/authorize',
      setupRequest: (request) => {
        turn = (turn + 1) % leaders.length;
        const body = new URLSearchParams({
          response_type: 'code',
          client_id: 'cestas-web',
          redirect_uri: redirectUri,
          scope: 'openid email profile',
          state: 'carga',
          code_challenge: challenge,
          code_challenge_method: 'S256',
          cpf: leaders[turn]!.login,
          password: BENCH_PASSWORD,
          csrf_token: csrf,
        }).toString();
        return {
          ...request,
          body,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            origin,
            cookie: `cestas_signin_csrf=${csrf}`,
          },
        };
      },
      onResponse: (_status, _body, context, headers) => {
        const found = Object.entries((headers ?? {}) as Record<string, string>).find(
          ([name]) => name.toLowerCase() === 'location',
        );
        const location = found?.[1] ?? '';
        (context as SignInContext).code = location.includes('code=')
          ? new URL(location).searchParams.get('code')
          : null;
      },
    },
    {
      method: 'POST',
      path: '/auth/oauth2/token',
      setupRequest: (request, context) => {
        const { code } = context as SignInContext;
        if (!code) return request; // the form was refused: the exchange fails too, and is counted
        recorder.countUnit();
        const body = new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          code_verifier: verifier,
          redirect_uri: redirectUri,
          client_id: 'cestas-web',
        }).toString();
        return {
          ...request,
          body,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        };
      },
    },
  ];
}

export async function signInsScenario(
  ctx: BenchContext,
  connections: number,
  seconds: number,
): Promise<ScenarioFigures> {
  const recorder = new Recorder('sign-ins', ctx.topology.kind, connections, 'sign-in');
  await runCannon(recorder, {
    url: ctx.topology.origin,
    connections,
    seconds,
    requests: signInRequests(ctx, recorder),
  });
  return recorder.finish();
}
