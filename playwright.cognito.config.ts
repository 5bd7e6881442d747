import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * The app built for Cognito (aws-amplify) against the local identity provider over HTTPS
 * (tests/e2e-cognito/global-setup.ts). Same browser settings as the main e2e run; the
 * front's certificate is self-signed, so this browser accepts it.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/e2e-cognito',
  globalSetup: './tests/e2e-cognito/global-setup.ts',
  outputDir: 'test-results/cognito',
  workers: 1,
  projects: [{ name: 'cognito' }],
  use: { ...base.use, ignoreHTTPSErrors: true },
});
