// Offline: after the first visit the service worker has cached every file of the site, so the
// page reloads, and every feature — also those never opened before going offline (the Learn page,
// the dialogs, the engine) — works with no network, at the root and under a sub-path.
import { expect, test, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BoardPage, pressControl } from './board';
import { LearnPage } from './learn';
import { startGame } from './new-game';

// The other specs block service workers (a cached site would hide their routes and failures).
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker controls the page and its cache holds every file it lists.
 * (Polled with `evaluate`, which awaits the page's promise; `waitForFunction` would take the
 * promise itself for a truthy answer.) */
async function cached(page: Page) {
  const state = () =>
    page.evaluate(async () => {
      const text = await (await fetch('sw.js')).text();
      const files = (JSON.parse(/const FILES = (\[.*?\]);/.exec(text)![1]) as string[]).length;
      const reg = await navigator.serviceWorker.getRegistration();
      if (reg?.active?.state !== 'activated' || reg.installing || reg.waiting) return 'installing';
      if (!navigator.serviceWorker.controller) return 'not controlling';
      const keys = (await caches.keys()).filter((k) => k.startsWith('kaissa-'));
      if (keys.length !== 1) return `${keys.length} caches`;
      const n = (await (await caches.open(keys[0])).keys()).length;
      return n === files ? 'cached' : `${n} of ${files} files`;
    });
  await expect.poll(state, { timeout: 30_000, intervals: [250] }).toBe('cached');
}

/** A copy of the site served by a server of its own (to be replaced, or stopped: then the network
 * is really gone, as on a train, rather than emulated). */
async function ownSite() {
  const dir = mkdtempSync(join(tmpdir(), 'kaissa-site-'));
  cpSync(process.env.DIST ?? 'dist', dir, { recursive: true });
  const port = 4300 + test.info().parallelIndex * 10 + (test.info().project.name === 'touch' ? 1 : 0);
  const server = spawn('node', ['e2e/serve.mjs', dir, String(port)], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/`;
  await expect.poll(() => fetch(url).then((r) => r.status, () => 0), { timeout: 10_000 }).toBe(200);
  const stop = async () => {
    server.kill();
    await expect.poll(() => fetch(url).then(() => 'up', () => 'down'), { timeout: 10_000 }).toBe('down');
  };
  return { dir, url, stop, kill: () => server.kill() };
}

// Under a sub-path, as the site is hosted (the worker's scope and every address relative to it);
// at the root the worker installs and caches in 'a first visit installs the worker' below.
test('after one visit everything works offline (/kaissa/)', async ({ page }) => {
  test.setTimeout(90_000);
  const site = await ownSite();
  try {
    await offlineVisit(page, site, site.url + 'kaissa/');
  } finally {
    site.kill();
  }
});

/** Opens `home`, lets the worker cache the site, stops the server, and uses every feature. */
async function offlineVisit(page: Page, site: { stop: () => Promise<void> }, home: string) {
  let b = await BoardPage.open(page, home);
  await cached(page);
  await site.stop();
  // The network is really gone: a fetch past the worker fails.
  expect(await page.evaluate(() => fetch('nope-' + Math.random()).then(() => 'online', () => 'offline'))).toBe(
    'offline',
  );
  await page.reload();
  b = new BoardPage(page, b.touch);
  await expect(b.board.locator('[data-piece]')).toHaveCount(32);
  // A route (the Learn page's address) opens offline too, and a level can be played.
  await page.goto(home + '#learn');
  const l = new LearnPage(page, b.touch);
  await expect(l.lessons()).not.toHaveCount(0);
  await l.openLesson('knight');
  await l.tapOn(l.hint);
  await l.tapOn(l.hint);
  await l.move('g1f3');
  await expect(l.done).toBeVisible();
  // Back on Play: the new-game dialog (its own module) opens, and the computer replies.
  await l.tapOn(page.getByTestId('nav-play'));
  await startGame(b, { opponent: 'computer', color: 'white', level: 1 });
  await b.clickMove('e2e4');
  await expect.poll(() => b.plyCount(), { timeout: 20_000 }).toBe(2);
  await expect(page.getByTestId('engine-error')).toHaveCount(0);
  // The PGN export (the dialogs' module) works offline.
  await await pressControl(page, 'export-pgn');
  await expect(page.getByTestId('pgn-text')).toHaveValue(/1\. e4/);
  await pressControl(page, 'close-dialog');
  await expect(page.getByTestId('pgn-export-dialog')).toHaveCount(0);
  // The coach's review (its own engine worker, the openings list) runs offline. (Stopping one
  // is review.spec's: this two-move game's review is over before a Stop could be pressed.)
  await pressControl(page, 'resign');
  await pressControl(page, 'confirm');
  await pressControl(page, 'review');
  await expect(page.getByTestId('eval-graph')).toBeVisible({ timeout: 60_000 });
  await expect(b.moves.locator('[data-ply="1"]')).toHaveAttribute('data-judgement', /^(best|good|book|inaccuracy|mistake|blunder)$/);
  await expect(page.getByTestId('review-failed')).toHaveCount(0);
}

// (That the precache waits until the board accepts input is checked by the start-up bytes check
// of the test command: files fetched before then count against the 250 KB budget.)
test('a first visit installs the worker and shows no update notice', async ({ page }) => {
  const b = await BoardPage.open(page);
  await b.clickMove('e2e4');
  await cached(page);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
  expect(scope).toBe(new URL('./', page.url()).href);
  await expect(page.getByTestId('update-ready')).toHaveCount(0);
  await expect(b.piece('e4')).toHaveAttribute('data-piece', 'wP');
});

test('a new deployment is announced, nothing reloads by itself, and Reload brings it with the game kept', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { readFileSync, writeFileSync } = await import('node:fs');
  const { dir: site, url, stop, kill } = await ownSite();
  try {
    const b = await BoardPage.open(page, url);
    await b.clickMove('e2e4');
    await cached(page);
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    // The new deployment: another page and another worker version.
    const index = readFileSync(join(site, 'index.html'), 'utf8');
    const changed = index.replace(/<meta charset=["']?utf-8["']?>/i, '$&<meta name=kaissa-build content=2>');
    expect(changed).not.toBe(index);
    writeFileSync(join(site, 'index.html'), changed);
    const sw = readFileSync(join(site, 'sw.js'), 'utf8');
    const next = sw.replace(/const VERSION = "([0-9a-f]+)"/, 'const VERSION = "$1-2"');
    expect(next).not.toBe(sw);
    writeFileSync(join(site, 'sw.js'), next);
    // The page looks for it when it comes back into view; here, at once.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(page.getByTestId('update-ready')).toBeVisible({ timeout: 20_000 });
    // On a phone the notice's words take the screen's width, not half of it (once one word a line).
    await page.setViewportSize({ width: 360, height: 740 });
    const lines = await page.getByTestId('update-ready').locator('span').evaluate((s) => {
      const words = document.createRange();
      words.selectNodeContents(s);
      return new Set([...words.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBeLessThanOrEqual(2);
    const box = (await page.getByTestId('update-ready').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(12);
    expect(Math.abs(box.x + box.width / 2 - 180)).toBeLessThanOrEqual(1);
    await page.waitForTimeout(1_500);
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await expect(b.piece('e4')).toHaveAttribute('data-piece', 'wP');
    // Reload: the new version, with the game as it was.
    await Promise.all([page.waitForEvent('load'), page.getByTestId('update-reload').click()]);
    await expect(page.locator('meta[name="kaissa-build"]')).toHaveCount(1);
    await expect(b.piece('e4')).toHaveAttribute('data-piece', 'wP');
    await expect(page.getByTestId('update-ready')).toHaveCount(0);
    await stop();
  } finally {
    kill();
  }
});

test('Chromium finds the page installable, and Settings says it works offline', async ({ page }) => {
  await BoardPage.open(page);
  await cached(page);
  const cdp = await page.context().newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  const parsed = JSON.parse(manifest.data);
  expect(parsed).toMatchObject({ start_url: './', scope: './', display: 'standalone', short_name: 'Kaissa' });
  expect(parsed.icons.some((i: { purpose?: string }) => i.purpose === 'maskable')).toBe(true);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are incognito profiles, which Chromium never installs from: that one
  // reason is the test setup's, every other one would be the page's.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  await page.getByTestId('nav-settings').click();
  await expect(page.getByTestId('offline-ready')).toBeVisible();
});
