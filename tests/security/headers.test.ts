import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#tests/server/harness.ts';
import { codeFlowQuery } from '#tests/support/hosted-sign-in.ts';
import { styleHashSource } from '#server/http/inline-style-hashes.ts';
import { serverPerFile } from './server-per-file.ts';

// Finding 9: the CSP allowed `style-src 'unsafe-inline'` and had no `form-action`. (`/files` and
// its Cross-Origin-Resource-Policy: file-links.test.ts.)

const { server: current } = serverPerFile({ seed: false });
let server: TestServer;
beforeAll(() => {
  server = current();
});

/** The policy's directives by name. */
function directives(response: Response): Map<string, string[]> {
  const policy = response.headers.get('content-security-policy') ?? '';
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );
}

const styleBlocks = (html: string) =>
  [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);

describe('the content security policy', () => {
  it('lets forms post only to this origin and refuses any inline style it does not know', async () => {
    const policy = directives(await fetch(`${server.baseUrl}/donation-list`));
    expect(policy.get('form-action')).toEqual(["'self'"]);
    const styles = policy.get('style-src') ?? [];
    expect(styles).toContain("'self'");
    expect(styles).not.toContain("'unsafe-inline'");
    expect(
      styles
        .filter((source) => source !== "'self'")
        .every((source) => source.startsWith("'sha256-")),
    ).toBe(true);
  });

  it('still styles the server’s own pages: each style block is allowed by its hash', async () => {
    const pages = [
      await fetch(`${server.baseUrl}/auth/oauth2/authorize?${codeFlowQuery(server.baseUrl).query}`),
      await fetch(`${server.baseUrl}/privacidade`),
    ];
    for (const page of pages) {
      expect(page.status).toBe(200);
      const allowed = directives(page).get('style-src') ?? [];
      const html = await page.text();
      const blocks = styleBlocks(html);
      expect(blocks).toHaveLength(1);
      expect(allowed).toContain(styleHashSource(blocks[0]!));
      // A style attribute would be refused: the pages carry none.
      expect(html).not.toMatch(/\sstyle=/);
    }
  });
});

describe('the prerendered pages', () => {
  it('paint with their inlined styles: each block the build inlined is allowed by its hash, nothing else', async () => {
    const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'cestas-dist-'));
    const landingCss = ':root{--verde:#0b6146}body{margin:0}';
    const buttonCss = '._1mzbkp50{min-height:48px}';
    await fs.mkdir(path.join(dist, 'prerendered'), { recursive: true });
    await fs.writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><title>app</title><div id="root"></div>',
    );
    await fs.writeFile(
      path.join(dist, 'prerendered', 'index.html'),
      `<!doctype html><head><style data-href="/assets/index.css">${landingCss}</style><style data-href="/assets/Button.css">${buttonCss}</style></head><div id="root"></div>`,
    );
    const withBuild = await startTestServer({ seed: false, env: { DIST_DIR: dist } });
    try {
      const landing = await fetch(`${withBuild.baseUrl}/`);
      expect(await landing.text()).toContain(landingCss);
      const styles = directives(landing).get('style-src') ?? [];
      expect(styles).toEqual(
        expect.arrayContaining([styleHashSource(landingCss), styleHashSource(buttonCss)]),
      );
      expect(styles).not.toContain(styleHashSource('body{background:url(https://evil.example/x)}'));
      expect(styles).not.toContain("'unsafe-inline'");
    } finally {
      await withBuild.close();
      await fs.rm(dist, { recursive: true, force: true });
    }
  });
});
