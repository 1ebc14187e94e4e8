// The levels added for the seed rules (issue 45), played through on a 360×640 phone by touch in
// every language (see LOCALES): each level's position, its words (filled, on screen, nothing cut), and its
// check (the right answer or the refused move gives three stars; a wrong answer is explained).
// SHOTS=<dir> also saves a screenshot of each finished level, to be looked at.
import { expect, test, type Page } from '@playwright/test';
import { LearnPage } from './learn';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
// [lesson, level (from 1), FEN shown, the right answer (index) or the move to try, a word of
// the goal in en, ru, lt, lv (a square, a number: what each language's text must name)]
const LEVELS: [string, number, string, number | string, string][] = [
  ['pawn', 6, '4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1', 'e2e4', 'e4'],
  ['escape', 8, '4k3/8/8/8/8/5n2/5PPP/6K1 w - - 0 1', 2, 'f3'],
  ['castling-more', 4, 'r3k2r/pppppppp/8/8/2b5/8/PPPP2PP/R3K2R w KQkq - 0 1', 2, 'h1'],
  ['promotion', 7, '8/4P3/k7/8/8/8/8/K7 w - - 0 1', 1, 'e8'],
  ['notation-more', 6, START, 2, 'f1‑c4'],
  ['notation-more', 7, START, 1, '+−'],
  ['manners', 10, START, 1, '40'],
  ['manners', 11, START, 2, '?'],
  ['fair-play', 9, START, 1, '?'],
  ['fair-play', 10, START, 2, '10'],
  ['fair-play', 11, START, 1, '?'],
  ['fair-play', 12, START, 2, '?'],
];

async function fitsWidth(page: Page) {
  const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(over, 'no sideways scroll').toBeLessThanOrEqual(0);
}

// The suite plays them in Russian (the longest words on the narrowest lines); every language's
// texts are checked natively (filled, short enough, in each language's terms), and ALL_LANGUAGES=1
// plays them in all four, as was done when they were written (issue 45).
const LOCALES = process.env.ALL_LANGUAGES ? ['en-US', 'ru-RU', 'lt-LT', 'lv-LV'] : ['ru-RU'];

for (const locale of LOCALES) {
  test.describe(locale, { tag: '@phone' }, () => {
    test.use({ locale, viewport: { width: 360, height: 640 } });
    test(`the seed rules' levels play through (${locale})`, async ({ page }) => {
      test.setTimeout(120_000);
      for (const [lesson, n, fen, solution, word] of LEVELS) {
        const id = `${lesson}.${n}`;
        await page.goto(`./#learn/${lesson}/${n}`);
        const l = new LearnPage(page, true);
        await expect(l.root.locator('.level'), id).toHaveAttribute('data-fen', fen);
        const goal = (await l.goal.textContent()) ?? '';
        expect(goal, id).not.toMatch(/[{}]/);
        expect(goal, `${id}: ${goal}`).toContain(word);
        await fitsWidth(page);
        if (typeof solution === 'number') {
          // A wrong answer first: explained, and the level goes on; then the right one.
          const wrong = (solution + 1) % 3;
          await l.answer(wrong);
          await expect(l.explanation, id).toHaveAttribute('data-reason', 'wrong-answer');
          await expect(l.explanation, id).not.toBeEmpty();
          if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/${locale}-${id}-wrong.png`, fullPage: true });
          await l.tapOn(l.root.getByTestId('restart'));
          await expect(l.explanation, id).toHaveCount(0);
          await l.answer(solution);
        } else {
          await l.move(solution);
          await expect(l.explanation, id).toHaveAttribute('data-reason', 'path-blocked');
        }
        await expect(l.done, id).toHaveAttribute('data-stars', '3');
        await expect(l.done.locator('.praise'), id).not.toBeEmpty();
        await fitsWidth(page);
        if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/${locale}-${id}.png`, fullPage: true });
      }
    });
  });
}
