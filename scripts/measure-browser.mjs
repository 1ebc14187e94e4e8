// Shared by the measurement scripts (measure-page.mjs, check-startup-bytes.mjs): serves a built
// site and starts Debian's Chromium the way the end-to-end tests do (no sandbox, no GPU, no
// background traffic that would blur the figures), the files' gzipped sizes, and the probe that
// finds the moment the board accepts input.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
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

/** Every file of the built site `dist`, with its size raw and gzipped at level 9 (what a static
 * host that compresses would send), as `{ file, raw, gz }` with `file` relative to `dist`. */
export function gzipSizes(dist) {
  const files = (dir) => readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
  return files(dist).map((f) => {
    const raw = readFileSync(f);
    return { file: relative(dist, f), raw: raw.length, gz: gzipSync(raw, { level: 9 }).length };
  });
}

/** Runs in the page (`page.addInitScript(probe)`): as soon as the e2 pawn exists, presses it
 * (synthetic pointer events, as a finger would) every frame until the board answers by selecting
 * it, and records when: `window.__interactive` (ms since navigation) and `window.__rendered` (the
 * first frame with the pawn drawn); then calls `window.__kaissaInteractive()` if it is defined. */
export const probe = () => {
  const tick = () => {
    const sq = document.querySelector('[data-square="e2"]');
    if (sq && sq.hasAttribute('data-selected')) {
      window.__interactive = performance.now();
      window.__kaissaInteractive?.(); // check-startup-bytes.mjs listens
      return;
    }
    if (sq && sq.querySelector('[data-piece]')) {
      window.__rendered ??= performance.now();
      const r = sq.getBoundingClientRect();
      const init = { bubbles: true, cancelable: true, isPrimary: true, pointerId: 1, button: 0, pointerType: 'mouse',
        clientX: r.left + r.width / 2, clientY: r.top + r.height / 2 };
      sq.dispatchEvent(new PointerEvent('pointerdown', init));
      sq.dispatchEvent(new PointerEvent('pointerup', init));
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
};

/** The path of a request's URL relative to the site's root (`index.html` for the page itself),
 * which is the file's name in dist/. */
export function sitePath(url) {
  return decodeURIComponent(new URL(url).pathname).replace(/^\//, '') || 'index.html';
}
