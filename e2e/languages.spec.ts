// Languages (issue 20): a browser in Russian, Lithuanian or Latvian opens the app in its language
// with <html lang>; the language can be switched in Settings mid-game without losing the game;
// moves are shown in the language's letters (data-san stays English, and so does the PGN export);
// written moves are read in the language's letters and in English ones; a lesson of each kind
// works in every language; a language whose texts cannot be fetched falls back to English.
import { expect, test, type Page } from '@playwright/test';
import { BoardPage, pressControl } from './board';
import { FIRST_LEVELS, LearnPage, perform } from './learn';
import { startGame } from './new-game';

const LANGUAGES = [
  { locale: 'ru-RU', code: 'ru', learn: 'Учиться', play: 'Играть', knight: 'Кf3' },
  { locale: 'lt-LT', code: 'lt', learn: 'Mokytis', play: 'Žaisti', knight: 'Žf3' },
  { locale: 'lv-LV', code: 'lv', learn: 'Mācīties', play: 'Spēlēt', knight: 'Zf3' },
];

const html = (page: Page) => page.locator('html');
const ply = (b: BoardPage, n: number) => b.moves.locator(`[data-ply="${n}"]`);

async function tap(page: Page, selector: string) {
  const el = page.locator(selector);
  if (test.info().project.use.hasTouch) await el.tap();
  else await el.click();
}

for (const lang of LANGUAGES) {
  test.describe(lang.locale, () => {
    test.use({ locale: lang.locale });

    test('opens in the browser\'s language, moves in its letters', async ({ page }) => {
      const b = await BoardPage.open(page);
      await expect(html(page)).toHaveAttribute('lang', lang.code);
      await expect(page.getByTestId('nav-learn')).toContainText(lang.learn);
      await expect(page.getByTestId('nav-play')).toContainText(lang.play);
      await startGame(b, { opponent: 'human' });
      await b.play('g1f3');
      await expect(ply(b, 1)).toHaveAttribute('data-san', 'Nf3');
      await expect(ply(b, 1)).toHaveText(lang.knight);
      // No template left unfilled anywhere on the Play screen.
      await expect(page.locator('body')).not.toContainText(/\{[a-z_]+\}/);
    });

    // A lesson of each kind (a tap, an answer, a move, a written move) played in the language:
    // every level's texts in every language are checked natively
    // (i18n/lessons/tests.rs, every_lesson_text_is_filled_with_its_values); the English run of
    // lessons.spec plays the first level of every lesson.
    test('a lesson of each kind, in the language', async ({ page }) => {
      const l = await LearnPage.open(page);
      await expect(html(page)).toHaveAttribute('lang', lang.code);
      const kinds = ['board', 'values', 'castling', 'notation-more'];
      for (const [id, steps] of Object.entries(FIRST_LEVELS).filter(([id]) => kinds.includes(id))) {
        await l.openLesson(id);
        expect(await l.level(), id).toBe(1);
        await expect(l.goal).not.toBeEmpty();
        await expect(l.root, id).not.toContainText(/\{[a-z_.]+\}/);
        for (const step of steps) await perform(l, step);
        await expect(l.done, id).toBeVisible();
        await expect(l.root, id).not.toContainText(/\{[a-z_.]+\}/);
        await l.backToMap();
      }
    });
  });
}

test.describe('ru-RU', () => {
  test.use({ locale: 'ru-RU' });

  test('a written move: Кc3 and Nc3 both play the knight', async ({ page }) => {
    for (const [wrong, right] of [['Кb3', 'Кc3'], ['Nb3', 'Nc3']]) {
      const l = await LearnPage.openAt(page, 'notation', 3);
      await expect(l.root.locator('line[data-arrow="shown"]')).toHaveAttribute('data-move', 'b1c3');
      await l.write(wrong);
      await expect(l.explanation).toHaveAttribute('data-reason', 'notation-unreadable');
      await expect(l.explanation).toContainText(wrong);
      await l.write(right);
      await expect(l.done).toBeVisible();
    }
  });

  test('texts that cannot be fetched: the app opens in English all the same', async ({ page }) => {
    await page.route('**/lang/ru.txt', (route) => route.fulfill({ status: 404, body: 'not found' }));
    await BoardPage.open(page);
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('nav-learn')).toContainText('Learn');
  });

  test('an app that cannot start says so in the page\'s language', async ({ page }) => {
    // No start-up wasm (a first visit without network): src/boot.mjs reads the sentence from the
    // language's texts, which did come.
    await page.route(/\/kaissa-[0-9a-f]+_bg\.wasm$/, (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.goto('/');
    const failed = page.locator('.boot-failed');
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('Kaissa не смогла запуститься');
    await expect(html(page)).toHaveAttribute('lang', 'ru');
  });
});

test('switching in Settings mid-game keeps the game; the PGN stays in English; the choice is remembered', async ({ page }) => {
  const b = await BoardPage.open(page);
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await startGame(b, { opponent: 'human' });
  await b.play('e2e4 e7e5 g1f3');
  await tap(page, '[data-testid="nav-settings"]');
  const choices = page.getByTestId('language');
  await expect(choices.locator('[data-lang]')).toHaveCount(4);
  await expect(choices.locator('[data-lang="ru"]')).toHaveText('Русский');
  await expect(choices.locator('[data-lang="lt"]')).toHaveText('Lietuvių');
  await expect(choices.locator('[data-lang="lv"]')).toHaveText('Latviešu');
  await expect(choices.locator('[data-lang="en"]')).toHaveAttribute('aria-pressed', 'true');
  await tap(page, '[data-testid="language"] [data-lang="ru"]');
  await expect(html(page)).toHaveAttribute('lang', 'ru');
  await expect(page.getByTestId('nav-learn')).toContainText('Учиться');
  // The settings page itself is in Russian now, the choice pressed.
  await expect(page.getByTestId('language').locator('[data-lang="ru"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('settings')).toContainText('Язык');
  await tap(page, '[data-testid="nav-play"]');
  expect(await b.sans()).toEqual(['e4', 'e5', 'Nf3']);
  await expect(ply(b, 3)).toHaveText('Кf3');
  // The game goes on.
  await b.play('b8c6');
  await expect(ply(b, 4)).toHaveText('Кc6');
  await pressControl(page, 'export-pgn');
  const pgn = await page.getByTestId('pgn-text').inputValue();
  expect(pgn).toContain('2. Nf3 Nc6');
  await page.getByTestId('close-dialog').click();
  // Remembered.
  await page.reload();
  await expect(html(page)).toHaveAttribute('lang', 'ru');
  expect(await b.sans()).toEqual(['e4', 'e5', 'Nf3', 'Nc6']);
  // And back.
  await tap(page, '[data-testid="nav-settings"]');
  await tap(page, '[data-testid="language"] [data-lang="en"]');
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('nav-learn')).toContainText('Learn');
});

test('figurines instead of letters', async ({ page }) => {
  const b = await BoardPage.open(page);
  await startGame(b, { opponent: 'human' });
  await b.play('g1f3 g8f6');
  await tap(page, '[data-testid="nav-settings"]');
  await page.locator('[data-setting="notation"]').selectOption('figurines');
  await tap(page, '[data-testid="nav-play"]');
  await expect(ply(b, 1)).toHaveText('♘f3');
  await expect(ply(b, 2)).toHaveText('♞f6');
  await expect(ply(b, 1)).toHaveAttribute('data-san', 'Nf3');
});
