import { defineConfig } from '@playwright/test';

// Runs against E2E_BASE_URL when given (any deployment); otherwise global-setup starts a stack of its own.
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  // One retry absorbs a timing flake on a loaded 2-core CI machine; the list reporter names every flaky test.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: `./test-results/${process.env.E2E_PORT_BASE ?? 4100}`,
  globalSetup: require.resolve('./support/global-setup'),
  use: {
    baseURL: process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT_BASE ?? 4100}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
