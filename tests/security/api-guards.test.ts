import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, demo, startTestServer, testClock, type TestServer } from '#tests/server/harness.ts';
import { csvForm, firstDonationOf, form, location, pngFile } from '#tests/server/route-fixtures.ts';

// Checks that already held when the review was made; they must not regress.

const clock = testClock(new Date('2026-11-21T12:00:00.000Z'));
let server: TestServer;
let as: Record<'admin' | 'maria' | 'joao' | 'readonly', ReturnType<typeof api>>;

beforeAll(async () => {
  server = await startTestServer({
    now: clock.now,
    env: { TOKEN_TTL_SECONDS: String(7 * 24 * 3600) },
  });
  as = {
    admin: api(server, await server.tokenFor(demo.admin)),
    maria: api(server, await server.tokenFor(demo.maria)),
    joao: api(server, await server.tokenFor(demo.joao)),
    readonly: api(server, await server.tokenFor(demo.readonly)),
  };
});
afterAll(async () => {
  await server?.close();
});

describe('role matrix', () => {
  it('each role does only its own work, and a leader sees only their own donations', async () => {
    const mariaWaiting = await firstDonationOf(server, demo.maria, 1);
    const receipt = () =>
      form({ receivedQuantity: '1', ...location }, { receiveDonationFile: pngFile() });
    expect((await api(server)('GET', '/donations')).status).toBe(401);
    expect((await as.maria('POST', '/donations', {})).status).toBe(403);
    expect(
      (await as.readonly('POST', '/load/site', csvForm('name;city;state\nX;Recife;PE\n'))).status,
    ).toBe(403);
    expect((await as.admin('POST', `/donations/${mariaWaiting}/receive`, receipt())).status).toBe(
      403,
    );
    expect((await as.joao('GET', `/donations/${mariaWaiting}/details`)).status).toBe(404);
    expect((await as.joao('POST', `/donations/${mariaWaiting}/receive`, receipt())).status).toBe(
      404,
    );
    expect((await as.maria('GET', `/donations/${mariaWaiting}/details`)).status).toBe(200);
  });
});

describe('signed file links', () => {
  it('a link works until it expires, and not at all once altered', async () => {
    const received = await firstDonationOf(server, demo.maria, 2);
    const { json } = await as.admin('GET', `/donation/${received}/url`);
    const url = new URL(json.url as string);
    expect((await fetch(url)).status).toBe(200);
    const [payload, signature] = url.pathname.replace('/files/', '').split('.');
    const tampered = `${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await fetch(`${server.baseUrl}/files/${tampered}`)).status).toBe(403);
    clock.advance(3 * 60 * 1000);
    expect((await fetch(url)).status).toBe(403);
  });
});

describe('SQL injection', () => {
  it('a quote in a search is text, not SQL', async () => {
    const injected = encodeURIComponent("' OR 1=1 --");
    expect((await as.admin('GET', `/leaders?name=${injected}`)).json).toEqual({ leaders: [] });
    const filtered = await as.admin('GET', `/filter/donation?leaderName=${injected}`);
    expect(filtered.status).toBe(200);
    expect(filtered.json.donations).toEqual([]);
  });
});

describe('CSV formula neutralisation', () => {
  it('a cell that starts like a formula is prefixed so the spreadsheet shows it as text', async () => {
    const load = await as.admin(
      'POST',
      '/load/site',
      csvForm('name;city;state\n@SUM(1+1)*cmd;Natal;RN\n'),
    );
    expect(load.json.status).toBe('Processado com sucesso');
    const created = await as.admin('POST', '/reports/sites', { state: 'RN' });
    let url = '';
    await vi.waitFor(
      async () => {
        const { json } = await as.admin('GET', '/reports');
        const report = json.reports.find((r: { id: string }) => r.id === created.json.id);
        expect(report?.status).toBe(2);
        url = report.url;
      },
      { timeout: 10_000, interval: 20 },
    );
    const text = await (await fetch(url)).text();
    expect(text).toContain("'@SUM(1+1)*cmd");
    expect(text).not.toMatch(/(^|;)@SUM/m);
  });
});
