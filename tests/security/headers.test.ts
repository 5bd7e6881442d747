import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '#tests/server/harness.ts';
import { codeFlowQuery } from '#tests/support/hosted-sign-in.ts';
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
  return new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
}

const styleBlocks = (html: string) => [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
const sha256 = (css: string) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

describe('the content security policy', () => {
  it('lets forms post only to this origin and refuses any inline style it does not know', async () => {
    const policy = directives(await fetch(`${server.baseUrl}/donation-list`));
    expect(policy.get('form-action')).toEqual(["'self'"]);
    const styles = policy.get('style-src') ?? [];
    expect(styles).toContain("'self'");
    expect(styles).not.toContain("'unsafe-inline'");
    expect(styles.filter((source) => source !== "'self'").every((source) => source.startsWith("'sha256-"))).toBe(true);
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
      expect(allowed).toContain(sha256(blocks[0]!));
      // A style attribute would be refused: the pages carry none.
      expect(html).not.toMatch(/\sstyle=/);
    }
  });
});
