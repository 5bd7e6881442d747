import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Debian's chromium: Playwright must not download a browser of its own (no internet here).
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The specs of the second server. The suite waits on pages, timers and the outbox's backoff more
 * than it computes: two projects, each with a server of its own (tests/e2e/global-setup.ts), run
 * side by side; within a project one spec at a time, in name order, so what one spec writes
 * reaches only the specs after it on that server, the same on every run (decision 209). A new
 * spec goes to project a unless listed here; keep the two about as long.
 */
export const SECOND_SERVER_SPECS = [
  'admin-donations',
  'build-output',
  'chaos',
  'charges-phone',
  'desk',
  'drafts',
  'filter-phone',
  'first-paint',
  'leader-onboarding',
  'machines',
  'offline',
  'outbox',
  'password-recovery',
  'photo',
  'session',
  'sign-in',
  'walk-a11y',
  'walk-away-staff',
  'walk-location',
  'walk-no-role',
  'walk-photo-tap',
  'walk-progress',
];
const SECOND_SERVER = SECOND_SERVER_SPECS.map((name) => `**/${name}.spec.ts`);

/** The project a spec file runs in. */
export const projectOf = (specFile: string): 'a' | 'b' =>
  SECOND_SERVER_SPECS.includes(path.basename(specFile, '.spec.ts')) ? 'b' : 'a';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'a', testIgnore: SECOND_SERVER, workers: 1 },
    { name: 'b', testMatch: SECOND_SERVER, workers: 1 },
  ],
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 390, height: 844 },
    geolocation: { latitude: -23.5505, longitude: -46.6333 },
    permissions: ['geolocation'],
    screenshot: 'only-on-failure',
    // A trace snapshots the page around every action: a third of the suite's time. Kept for a
    // failing test only when asked for (E2E_TRACE=1 npm run test:e2e); the screenshot always is.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
