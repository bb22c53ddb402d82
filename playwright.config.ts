import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { admin } from './e2e/support/admin';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// A second site in the other configuration: Razorpay keys (never reached), no Google sign-in. The
// settings journey changes its settings, which the main site's home page journeys check.
const plainPort = port + 2;
process.env.E2E_PLAIN_URL ??= `http://127.0.0.1:${plainPort}`;

// A fresh database per run. The config is evaluated again in every worker, which inherits the
// runner's environment, so tests find the same folder (the server's mail outbox lives there).
process.env.E2E_DATA_DIR ??= path.resolve('test-results', `e2e-data-${Date.now()}`);

export default defineConfig({
  testDir: 'e2e',
  testIgnore: 'support/**',
  workers: 2,
  reporter: 'list',
  // Journeys check what happens, not how fast: on a loaded two-core machine Chromium took over
  // 3 s to open a page, and the longest journeys then ran 57 s. Beside both databases' server
  // tests, the dashboard's code took over 10 s to send a visitor to the login page.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI absorbs a rare timing hiccup on a loaded machine; the report names it flaky.
  retries: process.env.CI ? 1 : 0,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Each test's fresh browser would install the service worker and fetch its 1 MB of code, a
    // second of a core in each (e2e/offline allows it: the worker is what it checks).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      // The built site behind a loopback sign-in provider (see the script).
      command: 'node --import tsx e2e/support/serve.ts',
      url: `${baseURL}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        // Every journey signs up and logs in from the same address, many as the one admin.
        REGISTER_LIMIT_PER_IP: '200',
        LOGIN_LIMIT_PER_ACCOUNT_AND_IP: '200',
        LOGIN_LIMIT_PER_ACCOUNT: '200',
        CERTIFICATE_CHECK_LIMIT_PER_NAME: '200',
      },
    },
    {
      command: 'node dist/server/main.js',
      url: `${process.env.E2E_PLAIN_URL}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(plainPort),
        HOST: '127.0.0.1',
        DATA_DIR: `${process.env.E2E_DATA_DIR}-plain`,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        // The settings journey's admin (e2e/admin-settings).
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        RAZORPAY_KEY_ID: 'rzp_test_e2e',
        RAZORPAY_KEY_SECRET: 'e2e-secret-never-used',
      },
    },
  ],
});
