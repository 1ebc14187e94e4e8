// Shared by the measurement scripts: serves a built site and starts Debian's Chromium the way the
// end-to-end tests do (no sandbox, no GPU, no background traffic that would blur the figures).
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';

/** Serves `dist` on `port` with the tests' static server and launches Chromium (CHROMIUM overrides
 * the path). Returns both; `close()` stops them. */
export async function serveAndLaunch(dist, port) {
  const server = spawn('node', ['e2e/serve.mjs', dist, String(port)], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 500));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
  const close = async () => {
    await browser.close();
    server.kill();
  };
  return { server, browser, close };
}
