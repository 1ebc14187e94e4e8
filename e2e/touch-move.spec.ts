// Touch-move training (FIDE Article 4) as the page shows it: a touch by a press and by a drag
// reaching the training, the obligation and its explanation, J'adoube, a promotion that cannot be
// cancelled. The rules themselves (an opponent's piece must be captured, a piece of each colour,
// a piece with no move, king or rook first before castling, the next move starting free) are
// tested natively: crates/app-core/src/touch_move/{obligation,training}.rs.
import { expect, test, type Page } from '@playwright/test';
import { BoardPage, pressControl } from './board';

const PROMOTION = '1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1';

/** Opens the Play screen with touch-move training on (as saved by the settings page). */
async function open(page: Page, fen?: string): Promise<BoardPage> {
  await page.addInitScript(() => {
    localStorage.setItem('kaissa.v1.settings', JSON.stringify({ v: 1, touch_move: true }));
  });
  const b = await BoardPage.open(page);
  await expect(page.getByTestId('touch-obligation')).toHaveAttribute('data-obligation', 'none');
  if (fen) {
    await await pressControl(page, 'load-fen');
    await page.getByTestId('fen-input').fill(fen);
    await page.getByTestId('fen-submit').click();
    await expect(b.board.locator('[data-piece]')).toHaveCount(fen.split(' ')[0].replace(/[^a-zA-Z]/g, '').length);
  }
  return b;
}

const obligation = (page: Page) => page.getByTestId('touch-obligation');

test('a touched piece of your own must be moved; another cannot be picked up', async ({ page }) => {
  const b = await open(page);
  await b.press('g1');
  await expect(b.square('g1')).toHaveAttribute('data-touched', '');
  await expect(obligation(page)).toHaveAttribute('data-obligation', 'move-touched-piece');
  await expect(obligation(page)).toContainText('knight on g1');
  await b.press('e2');
  await expect(b.explanation).toHaveAttribute('data-reason', 'touch-move-obligation');
  await expect(b.explanation).toContainText('you touched the knight on g1, so you must move it');
  await expect(b.square('e2')).not.toHaveAttribute('data-selected', '');
  await b.press('e4');
  expect(await b.plyCount()).toBe(0);
  await b.press('g1');
  await b.press('f3');
  await expect(b.moves.locator('[data-ply]')).toHaveCount(1);
  expect(await b.sans()).toEqual(['Nf3']);
  // The next move starts free: the obligation is gone.
  await expect(b.board.locator('[data-touched]')).toHaveCount(0);
  await expect(obligation(page)).toHaveAttribute('data-obligation', 'none');
});

test('a dragged piece other than the touched one goes back, explained', async ({ page }) => {
  const b = await open(page);
  await b.press('e2');
  await expect(obligation(page)).toHaveAttribute('data-obligation', 'move-touched-piece');
  await b.dragMove('g1', 'f3');
  await expect(b.explanation).toHaveAttribute('data-reason', 'touch-move-obligation');
  expect(await b.pieceAt('g1')).toBe('wN');
  expect(await b.plyCount()).toBe(0);
  await b.dragMove('e2', 'e4');
  await expect(b.moves.locator('[data-ply]')).toHaveCount(1);
});

test("j'adoube: the next touch binds nothing", async ({ page }) => {
  const b = await open(page);
  const adjust = page.getByTestId('adjust');
  await adjust.click();
  await expect(adjust).toHaveAttribute('aria-pressed', 'true');
  await b.press('g1');
  await expect(adjust).toHaveAttribute('aria-pressed', 'false');
  await expect(obligation(page)).toHaveAttribute('data-obligation', 'none');
  await expect(b.board.locator('[data-touched]')).toHaveCount(0);
  // Only the next touch: the one after binds.
  await b.press('e2');
  await expect(obligation(page)).toHaveAttribute('data-obligation', 'move-touched-piece');
  await b.press('e4');
  expect(await b.sans()).toEqual(['e4']);
});

test('a promotion, once the pawn is on the last rank, cannot be cancelled', async ({ page }) => {
  const b = await open(page, PROMOTION);
  await b.press('a7');
  await b.press('a8');
  await expect(b.promotion).toBeVisible();
  await expect(page.getByTestId('promotion-cancel')).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(b.promotion).toBeVisible();
  // The browser's Back button cannot cancel it either: the dialog stays, with its history entry
  // (a second Back is refused the same way, and the page does not leave).
  const entries = await page.evaluate(() => history.length);
  await page.goBack();
  await expect(b.promotion).toBeVisible();
  await expect.poll(() => page.evaluate(() => history.state)).toBe('promotion');
  await page.goBack();
  await expect(b.promotion).toBeVisible();
  await expect.poll(() => page.evaluate(() => history.state)).toBe('promotion');
  expect(await page.evaluate(() => history.length)).toBe(entries);
  await b.choosePromotion('n');
  await expect(b.promotion).toHaveCount(0);
  expect(await b.pieceAt('a8')).toBe('wN');
  expect(await b.sans()).toEqual(['a8=N']);
  // The entry went with the dialog.
  await expect.poll(() => page.evaluate(() => history.state)).not.toBe('promotion');
  expect(page.url()).toMatch(/\/$/);
});

test('the training is off by default', async ({ page }) => {
  const plain = await BoardPage.open(page);
  await expect(page.getByTestId('touch-obligation')).toHaveCount(0);
  await expect(page.getByTestId('adjust')).toHaveCount(0);
  await plain.press('g1');
  await plain.press('e2');
  await expect(plain.square('e2')).toHaveAttribute('data-selected', '');
});

