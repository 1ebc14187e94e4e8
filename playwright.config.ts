import { defineConfig } from '@playwright/test';

// End-to-end tests of the release build (dist/, built by scripts/test.sh) in Debian's Chromium,
// on a desktop with a mouse and on a phone with a touch screen.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const launchOptions = {
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  testDir: 'e2e',
  // The fallback build's smoke test runs on its own (playwright.fallback.config.ts).
  testIgnore: 'fallback/**',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: true,
  workers: 2,
  // One retry: these machines are shared and noisy, and a run that fails lands nothing. A test
  // that passes only on its retry is not hidden: scripts/test.sh names it (FLAKY) at the end of
  // the log and counts it in its summary, to be found and mended.
  retries: 1,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // Service workers are blocked but in the specs that test them (e2e/offline.spec.ts): a cached
  // site would hide the routes and failures the other specs stage.
  // A trace (DOM snapshots at every step) is recorded on a test's retry only: a failure is run
  // again with its trace kept. Recording every test (to keep the failures' traces) made the
  // whole run 35-40 % slower (actions + promotion specs: 2.6 min against 1.6-1.8 min, 2 cores).
  use: { baseURL: `http://127.0.0.1:${PORT}/`, launchOptions, trace: 'on-first-retry', serviceWorkers: 'block' },
  webServer: {
    // DIST: another build's folder (e.g. a helper's separate build), default dist/.
    command: `node e2e/serve.mjs ${process.env.DIST ?? 'dist'} ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 20_000,
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false } },
    {
      name: 'touch',
      use: {
        viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true,
        userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36',
      },
    },
  ],
});
