// Every language on every phone: the words of Russian, Lithuanian and Latvian are longer than
// English ones, and the widths between the layouts' breakpoints (a 412 px Android phone) are
// where a top bar or a button overflowed. On each screen a beginner meets — the welcome, a game,
// the menu, the new-game dialog, a finished game with its result, Learn, a lesson and Settings —
// nothing passes the screen's edge and no word spills out of its box (e2e/fits.ts).
import { expect, test, type Page } from '@playwright/test';
import { closeMenu, control, firstVisit, pressControl } from './board';
import { checkFits, checkScreenFits } from './fits';

// Each language goes through its phones, a screen at a time.
test.describe.configure({ timeout: 120_000 });

// The narrowest phone, the width between the layouts' breakpoints, and one held sideways (the
// other sizes are first-hour.spec's, lessons-phone.spec's and review.spec's). English,
// the shortest words, on the one between the breakpoints (first-hour.spec's layouts take it on the
// others).
const PHONES = [
  { width: 320, height: 568 },
  { width: 412, height: 915 },
  { width: 667, height: 375 },
];

async function tap(page: Page, testid: string) {
  await page.getByTestId(testid).tap();
}

for (const locale of ['en-US', 'ru-RU', 'lt-LT', 'lv-LV']) {
  test.describe(locale, { tag: '@phone' }, () => {
    test.use({ locale });

    test('every screen fits every phone, and the result stays on one line', async ({ page }) => {
      for (const viewport of locale === 'en-US' ? PHONES.filter((p) => p.width === 412) : PHONES) {
        await test.step(`${viewport.width}×${viewport.height}`, async () => {
          await page.setViewportSize(viewport);
          const share = viewport.width > viewport.height ? 0.75 : 0.9;
          // A first visit: the welcome.
          const b = await firstVisit(page);
          await expect(page.getByTestId('welcome')).toBeVisible();
          await checkFits(page, share, false);
          await tap(page, 'welcome-friend');
          await b.play('e2e4 e7e5 g1f3 b8c6');
          await checkFits(page, share);
          await (await control(page, 'flip')).isVisible();
          await checkFits(page, share);
          await closeMenu(page);
          await tap(page, 'new-game');
          await expect(page.getByTestId('new-game-dialog')).toBeVisible({ timeout: 15_000 });
          await checkFits(page, share);
          await page.keyboard.press('Escape');
          await expect(page.getByTestId('new-game-dialog')).toHaveCount(0);
          // The finished game: its result ("0-1") on one line, never broken at its dash.
          await pressControl(page, 'resign');
          await pressControl(page, 'confirm');
          await expect(b.status).toHaveAttribute('data-result', /^(1-0|0-1)$/);
          await expect(page.getByTestId('review')).toBeVisible();
          const lines = await b.status.locator('.result').evaluate((el) => {
            const range = document.createRange();
            range.selectNodeContents(el);
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
          });
          expect(lines, 'lines of the result').toBe(1);
          await checkFits(page, share);
          for (const screen of ['learn', 'settings']) {
            await tap(page, `nav-${screen}`);
            await expect(page.getByTestId(screen)).toBeVisible({ timeout: 15_000 });
            await checkScreenFits(page);
          }
          // A lesson with one of the longest titles: it fits, and its title is not squeezed
          // into a column a word wide (two lines at most).
          await page.goto('./#learn/notation-more/1');
          const title = page.getByTestId('learn').locator('.level-title');
          await expect(title).toBeVisible({ timeout: 15_000 });
          await checkScreenFits(page);
          const [height, line] = await title.evaluate((el) => [el.getBoundingClientRect().height, parseFloat(getComputedStyle(el).lineHeight) || 1.2 * parseFloat(getComputedStyle(el).fontSize)]);
          expect(height / line, 'lines of the lesson title').toBeLessThanOrEqual(2.2);
        });
      }
    });
  });
}
