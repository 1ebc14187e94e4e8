// Offline: after the first visit the service worker has cached every file of the site, so the
// page reloads, and every feature — also those never opened before going offline (the Learn page,
// the dialogs, the engine) — works with no network, at the root and under a sub-path.
import { expect, test, type Page } from '@playwright/test';
import { BoardPage } from './board';
import { LearnPage } from './learn';
import { startGame } from './new-game';

// The other specs block service workers (a cached site would hide their routes and failures).
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker controls the page and its cache holds every file it lists. */
async function cached(page: Page) {
  await page.waitForFunction(
    async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      if (!reg?.active || !navigator.serviceWorker.controller) return false;
      const keys = (await caches.keys()).filter((k) => k.startsWith('kaissa-'));
      if (keys.length !== 1) return false;
      const cache = await caches.open(keys[0]);
      return (await cache.keys()).length > 5;
    },
    null,
    { timeout: 30_000, polling: 250 },
  );
}

for (const path of ['./', '/kaissa/']) {
  test(`after one visit everything works offline (${path})`, async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    const origin = new URL(baseURL!).origin;
    let b = await BoardPage.open(page, path);
    await cached(page);
    await context.setOffline(true);
    // The network is really gone: a fetch past the worker fails.
    expect(await page.evaluate(() => fetch('/nope-' + Math.random()).then(() => 'online', () => 'offline'))).toBe(
      'offline',
    );
    await page.reload();
    b = new BoardPage(page, b.touch);
    await expect(b.board.locator('[data-piece]')).toHaveCount(32);
    // A route (the Learn page's address) opens offline too, and a level can be played.
    await page.goto(new URL(path + '#learn', origin).href);
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
    await page.getByTestId('export-pgn').click();
    await expect(page.getByTestId('pgn-text')).toHaveValue(/1\. e4/);
  });
}

// (That the precache waits until the board accepts input is checked by the start-up bytes check
// of the test command: files fetched before then count against the 250 KB budget.)
test('a first visit installs the worker and shows no update notice', async ({ page }) => {
  const early: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/sw.js')) early.push(r.url());
  });
  const b = await BoardPage.open(page);
  await b.clickMove('e2e4');
  await cached(page);
  expect(early.length).toBeGreaterThan(0);
  await expect(page.getByTestId('update-ready')).toHaveCount(0);
});
