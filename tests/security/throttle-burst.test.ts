import { beforeAll, describe, expect, it } from 'vitest';
import { demo, DEMO_PASSWORD, type TestServer } from '#tests/server/harness.ts';
import { pairPolicy } from '#server/identity/attempt-throttle.ts';
import { serverPerFile } from './server-per-file.ts';
import { codeFlowQuery, openSignInForm } from '#tests/support/hosted-sign-in.ts';

// Finding 4: 40 concurrent sign-ins for one CPF, the right password at position 15: 24 wrong
// passwords were checked and the right one accepted, against a policy of 5 per account.

const { server: current } = serverPerFile({ env: { TRUST_PROXY: 'true' } });
let server: TestServer;
beforeAll(() => {
  server = current();
});

const ADDRESS = '203.0.113.40';

describe('a burst of sign-ins for one account', () => {
  it('40 at once check at most the policy’s 5 passwords, and the right one at position 15 is not let in', async () => {
    const { query } = codeFlowQuery(server.baseUrl);
    // Every form ready first, so the 40 posts leave together.
    const forms = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const { cookie, csrfToken } = await openSignInForm(server.baseUrl, query);
        const form = new URLSearchParams(query);
        form.set('cpf', demo.maria);
        form.set('password', i === 14 ? DEMO_PASSWORD : `errada-${i}`);
        form.set('csrf_token', csrfToken);
        return { form, cookie };
      }),
    );
    const statuses = await Promise.all(
      forms.map(async ({ form, cookie }) => {
        const answer = await fetch(`${server.baseUrl}/auth/oauth2/authorize`, {
          method: 'POST',
          body: form,
          headers: { origin: server.baseUrl, cookie, 'x-forwarded-for': ADDRESS },
          redirect: 'manual',
        });
        await answer.arrayBuffer();
        return answer.status;
      }),
    );
    // Each checked wrong password stays counted on the address (a right one gives its count back).
    const [address] = await server.db.query<{ failures: number }>(
      'SELECT failures FROM auth_throttle WHERE key = $1',
      [`ip:${ADDRESS}`],
    );
    const signedIn = statuses.filter((status) => status === 302).length;
    const checked = address!.failures + signedIn;
    console.info(
      `[throttle-burst] ${checked} passwords checked; answers ${JSON.stringify(countOf(statuses))}`,
    );
    expect(checked).toBeLessThanOrEqual(pairPolicy.maxFailures);
    expect(statuses.filter((status) => status === 401).length).toBeLessThan(pairPolicy.maxFailures);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
      40 - pairPolicy.maxFailures,
    );
  });
});

function countOf(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
