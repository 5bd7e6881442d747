import type { Plugin } from 'vite';
import {
  BUILD_SETTINGS_FILE,
  PLACEHOLDER_SUPPORT_PHONE,
  type BuildSettings,
} from '#contract/build-settings.ts';

const setting = (value: string | undefined, fallback: string) =>
  value && value.trim() !== '' ? value.trim() : fallback;

/**
 * Writes dist/build-settings.json: the support phone, support e-mail and map tile URL this build
 * shows, read the way src/core/public-config.ts reads them, so the server can warn at start about
 * a placeholder phone on a public origin, give the same contacts on its own pages ('Esqueci minha
 * senha') and allow the tiles' origin in its Content-Security-Policy.
 */
export function buildSettings(): Plugin {
  let settings: BuildSettings = {
    supportPhone: PLACEHOLDER_SUPPORT_PHONE,
    supportEmail: '',
    mapTileUrl: '',
  };
  return {
    name: 'cestas-build-settings',
    apply: 'build',
    configResolved(config) {
      const env = config.env as Record<string, string | undefined>;
      settings = {
        supportPhone: setting(env.VITE_SUPPORT_PHONE, PLACEHOLDER_SUPPORT_PHONE),
        supportEmail: setting(env.VITE_SUPPORT_EMAIL, ''),
        mapTileUrl: setting(env.VITE_MAP_TILE_URL, ''),
      };
    },
    generateBundle() {
      // Not precached (the service worker takes js, css, html, images): only the server reads it.
      this.emitFile({
        type: 'asset',
        fileName: BUILD_SETTINGS_FILE,
        source: `${JSON.stringify(settings, null, 2)}\n`,
      });
    },
  };
}
