/**
 * What the build was made with reaches the server (docs/product.md R13.4): a placeholder support
 * phone on a public origin is warned about at start, and the map tiles' origin is allowed as an
 * image source, so a configured map is not blocked by the page's own policy.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { buildSettings } from '../../scripts/build/build-settings.ts';
import {
  mapTileOrigins,
  placeholderPhoneOnPublicOrigin,
  readBuildSettings,
} from '#server/build-settings.ts';
import { freshDatabase, startTestServer } from '#tests/server/harness.ts';
import { startServerProcess } from './server-process.ts';
import { codeFlowQuery } from '#tests/support/hosted-sign-in.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

/** Runs the build plugin's hooks with this environment and returns the file it writes. */
function builtSettings(env: Record<string, string>): { fileName: string; source: string } {
  const plugin = buildSettings();
  let emitted: { fileName: string; source: string } | null = null;
  (plugin.configResolved as (config: ResolvedConfig) => void)({ env } as unknown as ResolvedConfig);
  (plugin.generateBundle as (this: unknown) => void).call({
    emitFile: (file: { fileName: string; source: string }) => (emitted = file),
  });
  if (!emitted) throw new Error('the plugin wrote nothing');
  return emitted;
}

async function distWith(settings: string): Promise<string> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cestas-build-settings-'));
  dirs.push(dataDir);
  await fs.mkdir(path.join(dataDir, 'dist'));
  await fs.writeFile(path.join(dataDir, 'dist', 'build-settings.json'), settings);
  return dataDir;
}

describe('build settings', () => {
  it('the build writes the phone and tiles it shows, the placeholder when none was set', () => {
    expect(JSON.parse(builtSettings({}).source)).toEqual({
      supportPhone: '0800 000 0000',
      supportEmail: '',
      mapTileUrl: '',
    });
    const set = builtSettings({
      VITE_SUPPORT_PHONE: ' (11) 4002-8922 ',
      VITE_SUPPORT_EMAIL: ' suporte@cestas.exemplo.org.br ',
      VITE_MAP_TILE_URL: 'https://{s}.tile.exemplo.org/{z}/{x}/{y}.png',
    });
    expect(set.fileName).toBe('build-settings.json');
    expect(JSON.parse(set.source)).toEqual({
      supportPhone: '(11) 4002-8922',
      supportEmail: 'suporte@cestas.exemplo.org.br',
      mapTileUrl: 'https://{s}.tile.exemplo.org/{z}/{x}/{y}.png',
    });
  });

  it('warns only for the placeholder on a public origin', () => {
    const placeholder = { supportPhone: '0800 000 0000', supportEmail: '', mapTileUrl: '' };
    expect(placeholderPhoneOnPublicOrigin('https://cestas.exemplo.org.br', placeholder)).toBe(true);
    expect(placeholderPhoneOnPublicOrigin('http://localhost:4173', placeholder)).toBe(false);
    expect(
      placeholderPhoneOnPublicOrigin('https://cestas.exemplo.org.br', {
        ...placeholder,
        supportPhone: '(11) 4002-8922',
      }),
    ).toBe(false);
    expect(placeholderPhoneOnPublicOrigin('https://cestas.exemplo.org.br', null)).toBe(false);
  });

  it('the tiles’ origin, with a {s} subdomain as a wildcard', () => {
    expect(
      mapTileOrigins({
        supportPhone: '',
        supportEmail: '',
        mapTileUrl: 'https://{s}.tile.exemplo.org/{z}/{x}/{y}.png',
      }),
    ).toEqual(['https://*.tile.exemplo.org']);
    expect(
      mapTileOrigins({
        supportPhone: '',
        supportEmail: '',
        mapTileUrl: 'https://tiles.exemplo.org:8443/{z}/{x}/{y}.png',
      }),
    ).toEqual(['https://tiles.exemplo.org:8443']);
    expect(mapTileOrigins({ supportPhone: '', supportEmail: '', mapTileUrl: '' })).toEqual([]);
  });

  it('a broken or missing file is no settings; one from before the e-mail has none', async () => {
    expect(readBuildSettings(path.join(await distWith('{ not json'), 'dist'))).toBeNull();
    expect(readBuildSettings(path.join(os.tmpdir(), 'no-such-build'))).toBeNull();
    const older = await distWith(
      JSON.stringify({ supportPhone: '(11) 4002-8922', mapTileUrl: '' }),
    );
    expect(readBuildSettings(path.join(older, 'dist'))?.supportEmail).toBe('');
  });

  it(
    '“Esqueci minha senha” gives the build’s support phone and e-mail as links to tap',
    { timeout: 180_000 },
    async () => {
      const contactsOn = async (settings: object) => {
        const dataDir = await distWith(JSON.stringify({ mapTileUrl: '', ...settings }));
        const server = await startTestServer({
          seed: false,
          env: { DIST_DIR: path.join(dataDir, 'dist') },
        });
        try {
          const { query } = codeFlowQuery(server.baseUrl);
          const page = await fetch(
            `${server.baseUrl}/auth/oauth2/authorize/forgot-password?${query}`,
          );
          expect(page.status).toBe(200);
          const list = /<ul class="contacts"[^>]*>([\s\S]*?)<\/ul>/.exec(await page.text())?.[1];
          return [...(list ?? '').matchAll(/<a href="([^"]+)">(.+?)<\/a>/g)].map(
            ([, href, text]) => ({ href, text: text?.replace(/<[^>]+>/g, '') }),
          );
        } finally {
          await server.close();
        }
      };
      expect(
        await contactsOn({
          supportPhone: '+55 (11) 4002-8922',
          supportEmail: 'suporte@cestas.exemplo.org.br',
        }),
      ).toEqual([
        { href: 'tel:+551140028922', text: 'Ligar para o suporte: +55 (11) 4002-8922' },
        {
          href: 'mailto:suporte@cestas.exemplo.org.br',
          text: 'Escrever para suporte@cestas.exemplo.org.br',
        },
      ]);
      // No e-mail configured: the phone alone.
      expect(await contactsOn({ supportPhone: '(11) 4002-8922', supportEmail: '' })).toEqual([
        { href: 'tel:1140028922', text: 'Ligar para o suporte: (11) 4002-8922' },
      ]);
    },
  );

  it(
    'the server warns at start when a public origin serves the placeholder phone',
    { timeout: 180_000 },
    async () => {
      const dataDir = await distWith(
        JSON.stringify({ supportPhone: '0800 000 0000', mapTileUrl: '' }),
      );
      const server = await startServerProcess({
        DATA_DIR: dataDir,
        ...(await freshDatabase(dataDir)),
        PUBLIC_ORIGIN: 'https://cestas.exemplo.org.br',
        SEED_DEMO_DATA: 'false',
      });
      try {
        expect(server.output()).toContain(
          'the app shows the placeholder support phone on a public origin',
        );
      } finally {
        await server.stop();
      }
    },
  );

  it('the page allows images from the map tiles’ origin', { timeout: 180_000 }, async () => {
    const dataDir = await distWith(
      JSON.stringify({
        supportPhone: '(11) 4002-8922',
        mapTileUrl: 'https://tiles.exemplo.org/{z}/{x}/{y}.png',
      }),
    );
    const server = await startTestServer({
      seed: false,
      env: { DIST_DIR: path.join(dataDir, 'dist') },
    });
    try {
      const page = await fetch(`${server.baseUrl}/`);
      expect(page.headers.get('content-security-policy')).toMatch(
        /img-src 'self' data: blob: https:\/\/tiles\.exemplo\.org(;|$)/,
      );
    } finally {
      await server.close();
    }
  });
});
