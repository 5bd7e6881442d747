/**
 * What the app was built with that the server must know (docs/product.md R13.4, R1.7): the
 * support phone and e-mail people are told to use, and the map tiles the page will load. The build writes
 * it to dist/build-settings.json (scripts/build/build-settings.ts). Constants only: the
 * landing page reads the placeholder, and must not load a schema library for it.
 */
export const BUILD_SETTINGS_FILE = 'build-settings.json';

/** The light pages' record (scripts/build/light-pages-build.ts): for the budget, never served. */
export const LIGHT_PAGES_REPORT_FILE = 'light-pages-report.json';

/** The support phone a build shows when VITE_SUPPORT_PHONE was not set: nobody answers it. */
export const PLACEHOLDER_SUPPORT_PHONE = '0800 000 0000';

/** `tel:` address for a phone as people write it: digits only, a leading + kept. */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export interface BuildSettings {
  supportPhone: string;
  /** VITE_SUPPORT_EMAIL, '' when the charity gave none. */
  supportEmail: string;
  /** VITE_MAP_TILE_URL, '' when the build draws no tiles. */
  mapTileUrl: string;
}
