// Targets for fingers (issue 21): on a touch screen every control is at least 44×44 CSS pixels
// (WCAG 2.2 2.5.5), on each screen, in each dialog, in a narrow phone's width (320 px) and a
// common one (390 px); a control counts with its label (a checkbox is pressed through its
// label, as tall as the row). The board's squares are the one exception, and an essential one: eight of
// them share the board's width, 40 px each on a 320 px phone (the whole width; the board also
// takes drags, which need no precision, and keys and typed moves do everything a tap does).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { BoardPage, pressControl } from './board';


const MIN = 44;

/** Every visible control under `scope` smaller than 44×44, named; and how many were measured. */
async function small(scope: Locator): Promise<[string[], number]> {
  return scope.evaluate((root, min) => {
    const found: string[] = [];
    const controls = [...root.querySelectorAll<HTMLElement>('button, input:not([type="hidden"]), select, textarea, a[href], [role="button"], [role="radio"], [role="checkbox"], [role="switch"]')]
      // The board's squares are the exception (see above); what is not laid out is not a target.
      .filter((el) => !el.closest('[data-testid="board"]') && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden');
    for (const el of controls) {
      // A control is pressed through its label too (one around it, or one `for` it): the
      // biggest of them is its target.
      const labels = [el.closest('label'), ...((el as HTMLInputElement).labels ?? [])].filter((l): l is HTMLLabelElement => !!l);
      const big = (t: Element) => {
        const r = t.getBoundingClientRect();
        return r.width + 0.5 >= min && r.height + 0.5 >= min;
      };
      const r = el.getBoundingClientRect();
      if (![el, ...labels].some(big)) {
        const name = el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? el.tagName;
        found.push(`${name} (${Math.round(r.width)}×${Math.round(r.height)})`);
      }
    }
    return [found, controls.length] as [string[], number];
  }, MIN);
}

async function expectBig(scope: Locator, what: string, counts: string[]) {
  const [found, n] = await small(scope);
  expect(found, `${what}: controls smaller than ${MIN}×${MIN}`).toEqual([]);
  counts.push(`${what} ${n}`);
}

for (const width of [320, 390]) {
  test.describe(`${width} px wide`, { tag: '@phone' }, () => {
    test.use({ viewport: { width, height: 740 } });

    test('Play, a game, the menu and the dialogs', async ({ page }) => {
      const counts: string[] = [];
      const b = await BoardPage.open(page);
      await expect(b.square('e2')).toHaveAttribute('role', 'gridcell');
      await expectBig(page.locator('body'), 'Play', counts);
      await pressControl(page, 'new-game');
      await expect(page.getByTestId('new-game-dialog')).toBeVisible();
      await expectBig(page.getByTestId('new-game-dialog'), 'the new-game dialog', counts);
      await page.getByTestId('start').tap();
      await expect(page.getByTestId('new-game-dialog')).toHaveCount(0);
      await b.play('e2e4');
      await page.getByTestId('menu').tap();
      await expectBig(page.locator('body'), 'a game with the menu open', counts);
      await pressControl(page, 'export-pgn');
      await expectBig(page.locator('[role="dialog"]').last(), 'the PGN export', counts);
      console.log(`${width} px: controls measured: ${counts.join(', ')}`);
    });

    test('Learn, a lesson level, a question, and Settings', async ({ page }) => {
      const counts: string[] = [];
      await page.goto('./#learn');
      await expect(page.getByTestId('lesson').first()).toBeVisible();
      await expectBig(page.locator('body'), 'the lessons map', counts);
      await page.goto('./#learn/rook/1');
      await expect(page.getByTestId('level-goal')).toBeVisible();
      await expectBig(page.locator('body'), 'a lesson level', counts);
      await page.goto('./#learn/values/1');
      await expect(page.getByTestId('answer').first()).toBeVisible();
      await expectBig(page.locator('body'), 'a question', counts);
      await page.goto('./#settings');
      await expect(page.getByTestId('settings')).toBeVisible();
      await expectBig(page.locator('body'), 'Settings', counts);
      console.log(`${width} px: controls measured: ${counts.join(', ')}`);
    });
  });
}
