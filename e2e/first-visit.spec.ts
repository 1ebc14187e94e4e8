// The very first visit: nothing saved yet, so the new-game dialog opens by itself on its
// defaults (the computer, White, level 1, no clock); once anything is saved it never opens alone.
import { expect, test } from '@playwright/test';
import { BoardPage } from './board';

test('a first visit opens the new-game dialog on its defaults; starting plays the computer', async ({ page }) => {
  await page.goto('./');
  const dialog = page.getByTestId('new-game-dialog');
  await expect(dialog).toBeVisible();
  for (const choice of ['[data-opponent="computer"]', '[data-color="white"]', '[data-level="1"]', '[data-tc="none"]']) {
    await expect(dialog.locator(choice)).toHaveAttribute('aria-pressed', 'true');
  }
  await page.getByTestId('start').click();
  await expect(dialog).toHaveCount(0);
  const b = new BoardPage(page, !!test.info().project.use.hasTouch);
  await expect(page.getByTestId('clock-white')).toHaveCount(0);
  await b.press('e2');
  await b.press('e4');
  // The computer answers.
  await expect(b.moves.locator('[data-ply]')).toHaveCount(2, { timeout: 15_000 });
  await expect(b.status).toHaveAttribute('data-turn', 'white');
  // Coming back: the game is there, no dialog.
  await page.reload();
  await expect(b.moves.locator('[data-ply]')).toHaveCount(2);
  await expect(dialog).toHaveCount(0);
});

test('dismissed, the first visit leaves a two-player board, and the dialog does not come back', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByTestId('new-game-dialog')).toBeVisible();
  await page.getByTestId('new-game-cancel').click();
  await expect(page.getByTestId('new-game-dialog')).toHaveCount(0);
  const b = new BoardPage(page, !!test.info().project.use.hasTouch);
  await b.clickMove('e2e4');
  await b.clickMove('e7e5');
  await page.reload();
  await expect(b.moves.locator('[data-ply]')).toHaveCount(2);
  await expect(page.getByTestId('new-game-dialog')).toHaveCount(0);
});

test('a first visit straight to the lessons opens no dialog', async ({ page }) => {
  await page.goto('./#learn');
  await expect(page.getByTestId('nav-learn')).toBeVisible();
  await expect(page.getByTestId('lesson').first()).toBeVisible();
  await expect(page.getByTestId('new-game-dialog')).toHaveCount(0);
});

test('choices made before are never asked again on their own (a saved game with unreadable text too)', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('kaissa.v1.game', '{garbled');
  });
  await page.goto('./');
  await expect(page.getByTestId('saved-notice')).toBeVisible();
  await expect(page.getByTestId('new-game-dialog')).toHaveCount(0);
});
