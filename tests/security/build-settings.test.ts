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
import { startTestServer } from '#tests/server/harness.ts';
import { startServerProcess } from './server-process.ts';

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
      mapTileUrl: '',
    });
    const set = builtSettings({
      VITE_SUPPORT_PHONE: ' (11) 4002-8922 ',
      VITE_MAP_TILE_URL: 'https://{s}.tile.exemplo.org/{z}/{x}/{y}.png',
    });
    expect(set.fileName).toBe('build-settings.json');
    expect(JSON.parse(set.source)).toEqual({
      supportPhone: '(11) 4002-8922',
      mapTileUrl: 'https://{s}.tile.exemplo.org/{z}/{x}/{y}.png',
    });
  });

  it('warns only for the placeholder on a public origin', () => {
    const placeholder = { supportPhone: '0800 000 0000', mapTileUrl: '' };
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
        mapTileUrl: 'https://{s}.tile.exemplo.org/{z}/{x}/{y}.png',
      }),
    ).toEqual(['https://*.tile.exemplo.org']);
    expect(
      mapTileOrigins({
        supportPhone: '',
        mapTileUrl: 'https://tiles.exemplo.org:8443/{z}/{x}/{y}.png',
      }),
    ).toEqual(['https://tiles.exemplo.org:8443']);
    expect(mapTileOrigins({ supportPhone: '', mapTileUrl: '' })).toEqual([]);
  });

  it('a broken or missing file is no settings', async () => {
    expect(readBuildSettings(path.join(await distWith('{ not json'), 'dist'))).toBeNull();
    expect(readBuildSettings(path.join(os.tmpdir(), 'no-such-build'))).toBeNull();
  });

  it(
    'the server warns at start when a public origin serves the placeholder phone',
    { timeout: 180_000 },
    async () => {
      const dataDir = await distWith(
        JSON.stringify({ supportPhone: '0800 000 0000', mapTileUrl: '' }),
      );
      const server = await startServerProcess({
        DATA_DIR: dataDir,
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
