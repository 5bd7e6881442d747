import type { BrowserContext, Request, Route } from '@playwright/test';
import { mulberry32 } from './seeded-random.ts';

/**
 * What the network does to one /api write:
 * - `pass`: reaches the server, the answer comes back;
 * - `abort-before`: the connection fails before the server sees anything;
 * - `answer-503`: a proxy answers 503 and the server sees nothing;
 * - `drop-answer`: the server acts, then the connection drops before the answer arrives;
 * - `offline`: the device has no network (the test switched it off).
 */
export type Fault = 'pass' | 'abort-before' | 'answer-503' | 'drop-answer' | 'offline';

export interface FaultRecord {
  index: number;
  method: string;
  path: string;
  fault: Fault;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Session writes stay untouched: they belong to signing in, not to what the leader records,
 * and breaking them would measure the session instead of the outbox.
 */
const SESSION_WRITES = [/\/api\/cognito\/sign-in$/, /\/api\/commitment$/, /\/api\/checklist$/];

function isRecordWrite(request: Request): boolean {
  if (!WRITE_METHODS.has(request.method())) return false;
  const { pathname } = new URL(request.url());
  return !SESSION_WRITES.some((pattern) => pattern.test(pathname));
}

/** Draws one fault per write: `rate` of them broken, split evenly among the three kinds. */
function faultPicker(seed: number, rate: number): () => Fault {
  const random = mulberry32(seed);
  return () => {
    const draw = random();
    if (draw >= rate) return 'pass';
    const kind = Math.floor((draw / rate) * 3);
    return kind === 0 ? 'abort-before' : kind === 1 ? 'answer-503' : 'drop-answer';
  };
}

/**
 * Breaks the browser context's /api writes at random but reproducibly (one seed, one plan).
 * On the context, not the page: page.route misses requests that go through the service worker.
 * Reads always pass, and while `offline` is set every /api call fails as it would without signal
 * (route.fetch runs in Node and would otherwise reach the server despite context.setOffline).
 */
export async function injectChaos(context: BrowserContext, seed: number, rate: number) {
  const pick = faultPicker(seed, rate);
  const plan: FaultRecord[] = [];
  let offline = false;

  const act = async (route: Route, fault: Fault) => {
    if (fault === 'offline') return route.abort('internetdisconnected');
    if (fault === 'abort-before') return route.abort('failed');
    if (fault === 'answer-503') {
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Serviço indisponível' }),
      });
    }
    if (fault === 'drop-answer') {
      await route.fetch();
      return route.abort('connectionreset');
    }
    return route.continue();
  };

  await context.route('**/api/**', async (route) => {
    const request = route.request();
    if (!isRecordWrite(request)) return offline ? act(route, 'offline') : route.continue();
    const fault = offline ? 'offline' : pick();
    plan.push({
      index: plan.length + 1,
      method: request.method(),
      path: new URL(request.url()).pathname,
      fault,
    });
    try {
      await act(route, fault);
    } catch (error) {
      // A reload cancels requests still held here; the browser has already given up on them.
      if (!/closed|already handled|cancel/i.test(String(error))) throw error;
    }
  });

  return {
    plan,
    async setOffline(value: boolean) {
      offline = value;
      await context.setOffline(value);
    },
    /** The plan as lines a person reads in a failure report. */
    describe: () => plan.map((r) => `#${r.index} ${r.method} ${r.path} → ${r.fault}`).join('\n'),
  };
}
