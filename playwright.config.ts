import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './scripts/chromium.ts';

// Browser tests drive the real server (built web app, embedded in-memory database seeded with the
// demo white-label) in Debian's Chromium: Playwright cannot download its own browsers here.
const port = Number(process.env.E2E_PORT ?? 8187);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: 'memory://',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      // A cheap captcha and no lookup limit: the lookup tests solve one challenge per search.
      CAPTCHA_MAX_NUMBER: '2000',
      LOOKUP_RATE_LIMIT_MAX: '100000',
    },
  },
});
