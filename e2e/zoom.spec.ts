// The page at 200 % and 400 % zoom (issue 21, WCAG 2.2 1.4.10 reflow and 1.4.4 resize text): a
// desktop window of 1280×800 zoomed to 200 % is a 640×400 CSS-pixel page, and 1280×1024 at
// 400 % is 320×256. At both, nothing needs scrolling sideways, and every control of each screen
// can be reached and pressed (Playwright's trial click: scrolled into view, visible, not covered,
// not cut off by a box that cannot scroll).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { BoardPage, pressControl } from './board';


/** Fails when the page scrolls sideways. */
async function noSideways(page: Page, what: string) {
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scroll, `${what}: the page scrolls sideways`).toBeLessThanOrEqual(client);
}

/** Checks that every visible control in `scope` can be pressed, and says how many. */
async function reachable(scope: Locator, what: string): Promise<number> {
  const controls = scope.locator('button:visible, input:visible, select:visible, textarea:visible, a[href]:visible');
  const n = await controls.count();
  expect(n, `${what}: controls`).toBeGreaterThan(0);
  for (let i = 0; i < n; i++) {
    const control = controls.nth(i);
    if (await control.isDisabled()) continue;
    const name = (await control.getAttribute('data-testid')) ?? (await control.textContent())?.trim();
    await control.click({ trial: true, timeout: 3000 }).catch((e) => {
      throw new Error(`${what}: "${name}" cannot be pressed: ${String(e).split('\n')[0]}`);
    });
  }
  return n;
}

for (const [zoom, width, height] of [[200, 640, 400], [400, 320, 256]] as const) {
  test.describe(`at ${zoom} %`, () => {
    test.use({ viewport: { width, height } });

    test('Play, its dialogs and the list of keys', async ({ page }) => {
      const b = await BoardPage.open(page);
      await expect(b.square('e2')).toHaveAttribute('role', 'gridcell');
      await noSideways(page, 'Play');
      const counts = [`Play ${await reachable(page.locator('main.play'), 'Play')}`];
      await pressControl(page, 'new-game');
      const dialog = page.getByTestId('new-game-dialog');
      await expect(dialog).toBeVisible();
      await noSideways(page, 'the new-game dialog');
      counts.push(`new game ${await reachable(dialog, 'the new-game dialog')}`);
      await page.keyboard.press('Escape');
      await b.board.focus();
      await page.keyboard.press('?');
      const keys = page.getByTestId('keys-dialog');
      await expect(keys).toBeVisible();
      counts.push(`keys ${await reachable(keys, 'the list of keys')}`);
      await page.keyboard.press('Escape');
      await pressControl(page, 'export-pgn');
      const pgn = page.locator('[role="dialog"]').filter({ has: page.locator('textarea') });
      await expect(pgn).toBeVisible();
      await noSideways(page, 'the PGN export');
      counts.push(`PGN ${await reachable(pgn, 'the PGN export')}`);
      console.log(`${zoom} %: controls reachable: ${counts.join(', ')}`);
    });

    test('Learn, a lesson level and Settings', async ({ page }) => {
      await page.goto('./#learn');
      const learn = page.getByTestId('learn');
      await expect(learn.getByTestId('lesson').first()).toBeVisible();
      await noSideways(page, 'the lessons map');
      const counts = [`map ${await reachable(learn, 'the lessons map')}`];
      await page.goto('./#learn/rook/1');
      await expect(learn.getByTestId('level-goal')).toBeVisible();
      await noSideways(page, 'a lesson level');
      counts.push(`level ${await reachable(learn, 'a lesson level')}`);
      await page.goto('./#settings');
      await expect(page.getByTestId('settings')).toBeVisible();
      await noSideways(page, 'Settings');
      counts.push(`settings ${await reachable(page.getByTestId('settings'), 'Settings')}`);
      console.log(`${zoom} %: controls reachable: ${counts.join(', ')}`);
    });
  });
}
