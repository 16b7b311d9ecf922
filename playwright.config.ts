import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './scripts/chromium.ts';

// Browser tests drive the real server (built web app, embedded in-memory database seeded with the
// demo white-label) in Debian's Chromium: Playwright cannot download its own browsers here.
const port = Number(process.env.E2E_PORT ?? 8187);
const baseURL = `http://127.0.0.1:${port}`;
// A second server whose card PSP is Axepta (the first one's is Paybox, the default), for
// e2e/payment-axepta.spec.ts: its own in-memory database, so its payments touch no other test.
const axeptaPort = Number(process.env.E2E_AXEPTA_PORT ?? 8188);
const axeptaBaseURL = `http://127.0.0.1:${axeptaPort}`;
const axeptaSpec = /payment-axepta\.spec\.ts$/;

const serverEnv = {
  HOST: '127.0.0.1',
  PGLITE_DIR: 'memory://',
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '100000',
  // A cheap captcha and no lookup limit: the lookup tests solve one challenge per search.
  CAPTCHA_MAX_NUMBER: '2000',
  LOOKUP_RATE_LIMIT_MAX: '100000',
  // The alert tests run in parallel from one address, each with several alert calls.
  ALERT_RATE_LIMIT_MAX: '100000',
  // The simulators' pending card is confirmed this long after it was typed: well past the
  // processing page's ~10 s of polling, so that the visitor lands on payment/waiting and a first
  // re-check there still finds the payment pending.
  PSP_SIMULATOR_PENDING_MS: '20000',
};

const webServer = (serverPort: number, env: Record<string, string> = {}) => ({
  command: 'node apps/server/src/main.ts',
  url: `http://127.0.0.1:${serverPort}/readyz`,
  reuseExistingServer: false,
  timeout: 90_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: { ...serverEnv, PORT: String(serverPort), ...env },
});

export default defineConfig({
  testDir: 'e2e',
  // The console specs' shared server, booted in the background (e2e/console-shared.ts).
  globalSetup: './e2e/global-setup.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumExecutablePath, args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: axeptaSpec },
    {
      name: 'chromium-axepta',
      use: { ...devices['Desktop Chrome'], baseURL: axeptaBaseURL },
      testMatch: axeptaSpec,
    },
  ],
  webServer: [webServer(port), webServer(axeptaPort, { CARD_PSP: 'AXEPTA' })],
});
