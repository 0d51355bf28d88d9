import { defineConfig } from '@playwright/test';

/** Debian's Chromium, launched as DEVELOPERS.md says; Playwright cannot download a browser here. */
export const chromiumLaunch = {
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
};

export default defineConfig({
  testDir: './tests',
  // One portal serves every test and some tests stop its servers: run them one after another.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  outputDir: '../test-results/e2e-artifacts',
  use: {
    baseURL: 'http://127.0.0.1:8080',
    browserName: 'chromium',
    launchOptions: chromiumLaunch,
    // No trace unless asked for (`--trace retain-on-failure`, e2e/README.md): recording one for every test took a third
    // of the suite's time on two cores. A failure still leaves its screenshot and the page's accessibility tree.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
