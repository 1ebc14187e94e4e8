// Touch-move training (FIDE Article 4): each rule by mouse (desktop project) and by touch (touch
// project) — `BoardPage.press` clicks or taps.
import { expect, test, type Page } from '@playwright/test';
import { BoardPage, pressControl } from './board';

const ITALIAN = 'rnbqkb1r/pppp1ppp/5n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4';
const CASTLES = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
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

test('a touched opponent piece must be captured', async ({ page }) => {
  const b = await open(page, ITALIAN);
  await b.press('e5');
  await expect(b.square('e5')).toHaveAttribute('data-touched', '');
  await expect(obligation(page)).toHaveAttribute('data-obligation', 'capture-touched-piece');
  await expect(b.explanation).toHaveCount(0);
  // The bishop cannot take it: refused, with the reason.
  await b.press('c4');
  await expect(b.explanation).toHaveAttribute('data-reason', 'touch-move-obligation');
  await expect(b.explanation).toContainText('pawn on e5, so you must capture it');
  await b.press('f3');
  await b.press('e5');
  await expect(b.moves.locator('[data-ply]')).toHaveCount(1);
  expect(await b.sans()).toEqual(['Nxe5']);
});

test('a piece of each colour: capture with the touched piece', async ({ page }) => {
  const b = await open(page, ITALIAN);
  await b.press('f3');
  await expect(obligation(page)).toHaveAttribute('data-obligation', 'move-touched-piece');
  await b.press('e5');
  await expect(b.moves.locator('[data-ply]')).toHaveCount(1);
  expect(await b.sans()).toEqual(['Nxe5']);
});

test('a touched piece with no legal move creates no obligation', async ({ page }) => {
  const b = await open(page);
  await b.press('a1');
  await expect(obligation(page)).toHaveAttribute('data-obligation', 'none');
  await expect(obligation(page)).toContainText('rook on a1 has no legal move');
  await expect(b.board.locator('[data-touched]')).toHaveCount(0);
  await b.clickMove('e2e4');
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

test('the king touched first may castle', async ({ page }) => {
  const b = await open(page, CASTLES);
  await b.press('e1');
  await expect(obligation(page)).toHaveAttribute('data-obligation', 'move-touched-piece');
  await b.press('h1');
  await expect(b.moves.locator('[data-ply]')).toHaveCount(1);
  expect(await b.sans()).toEqual(['O-O']);
  expect(await b.pieceAt('g1')).toBe('wK');
  expect(await b.pieceAt('f1')).toBe('wR');
});

test('the rook touched first forbids castling', async ({ page }) => {
  const b = await open(page, CASTLES);
  await b.press('h1');
  await expect(b.square('h1')).toHaveAttribute('data-touched', '');
  await b.press('e1');
  await expect(b.explanation).toHaveAttribute('data-reason', 'touch-move-obligation');
  await expect(b.explanation).toContainText('rook on h1');
  expect(await b.pieceAt('e1')).toBe('wK');
  expect(await b.plyCount()).toBe(0);
  // The rook stays selected: it moves with one more press.
  await expect(b.square('h1')).toHaveAttribute('data-selected', '');
  await b.press('h5');
  await expect(b.moves.locator('[data-ply]')).toHaveCount(1);
  expect(await b.sans()).toEqual(['Rh5']);
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

test('the training is off by default and in two-player games applies to both sides', async ({ page }) => {
  const plain = await BoardPage.open(page);
  await expect(page.getByTestId('touch-obligation')).toHaveCount(0);
  await expect(page.getByTestId('adjust')).toHaveCount(0);
  await plain.press('g1');
  await plain.press('e2');
  await expect(plain.square('e2')).toHaveAttribute('data-selected', '');
});

test('Black is bound too, and a new game starts free', async ({ page }) => {
  const b = await open(page);
  await b.clickMove('e2e4');
  await b.press('b8');
  await b.press('e7');
  await expect(b.explanation).toContainText('knight on b8');
  await b.newGame();
  await expect(obligation(page)).toHaveAttribute('data-obligation', 'none');
  await b.clickMove('d2d4');
});
