// Browser tests against the production build (docs/design.md §6): each worker starts the real server on a free port with
// a seeded temporary DATA_DIR (support/fixtures.ts). global-setup.ts builds the front end first when it is
// missing or older than its sources. Debian's Chromium only — never a downloaded browser.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // Two cores, a real server per worker: one worker keeps timings honest.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: [['list']],
  // Several people may run the suite at once in one checkout: E2E_OUTPUT_DIR keeps their artefacts apart.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
