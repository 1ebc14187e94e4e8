import { defineConfig } from '@playwright/test';

// End-to-end tests of the release build (dist/, built by scripts/test.sh) in Debian's Chromium,
// on a desktop with a mouse and on a phone with a touch screen. A test runs on the desktop unless
// it is tagged: `@both` runs it on the phone too (the input or the layout differs there),
// `@phone` on the phone only. Everything else a phone would only repeat.
const PORT = Number(process.env.E2E_PORT ?? 4173);
// Debian's chromium-headless-shell (the same Chromium, without the full browser around its
// headless mode: a new context and a navigation cost a fraction, the whole run about a third less;
// scripts/install-tools.sh installs it). CHROMIUM names another build.
const launchOptions = {
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: true,
  workers: 2,
  // No retries: a test that fails once in a while has a race, in the test or in the app, to be
  // found and mended, not hidden by a second try.
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // Service workers are blocked but in the specs that test them (e2e/offline.spec.ts): a cached
  // site would hide the routes and failures the other specs stage.
  // No trace is recorded: recording every test made the whole run 35-40 % slower (actions +
  // promotion specs: 2.6 min against 1.6-1.8 min, 2 cores). To study a failure, run its spec
  // again with `--trace on`.
  use: { baseURL: `http://127.0.0.1:${PORT}/`, launchOptions, serviceWorkers: 'block' },
  webServer: {
    // DIST: another build's folder (e.g. a helper's separate build), default dist/.
    command: `node e2e/serve.mjs ${process.env.DIST ?? 'dist'} ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 20_000,
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone/,
      use: { viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false },
    },
    {
      name: 'touch',
      grep: /@both|@phone/,
      use: {
        viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true,
        userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36',
      },
    },
  ],
});
