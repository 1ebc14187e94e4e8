// Special moves and refused moves.
import { expect, test } from '@playwright/test';
import { BoardPage, pressControl } from './board';

test('castling kingside by the two-square step and queenside by dropping the king on its rook', async ({ page }) => {
  const b = await BoardPage.open(page);
  await b.play('e2e4 e7e5 g1f3 b8c6 f1c4 f8c5');
  // The king's destinations include the castling square and its own rook.
  await b.press('e1');
  await expect(b.square('g1')).toHaveAttribute('data-dest', '');
  await expect(b.square('h1')).toHaveAttribute('data-dest', '');
  await b.press('g1');
  await expect(b.piece('g1')).toHaveAttribute('data-piece', 'wK');
  await expect(b.piece('f1')).toHaveAttribute('data-piece', 'wR');
  await expect(b.square('h1').locator('[data-piece]')).toHaveCount(0);
  await b.play('d7d6 d2d3 c8g4 b1c3 d8d7 c1e3');
  // Black castles queenside: the king dropped on its own rook.
  await b.dragMove('e8', 'a8');
  await expect(b.piece('c8')).toHaveAttribute('data-piece', 'bK');
  await expect(b.piece('d8')).toHaveAttribute('data-piece', 'bR');
  await expect(b.square('a8').locator('[data-piece]')).toHaveCount(0);
  await expect(b.square('e8').locator('[data-piece]')).toHaveCount(0);
  expect(await b.sans()).toContain('O-O');
  expect((await b.sans()).at(-1)).toBe('O-O-O');
});

test('castling by dropping the king on the kingside rook, and by clicking the rook', async ({ page }) => {
  const b = await BoardPage.open(page);
  await b.play('e2e4 e7e5 g1f3 g8f6 f1c4 f8c5');
  await b.dragMove('e1', 'h1');
  await expect(b.piece('g1')).toHaveAttribute('data-piece', 'wK');
  await expect(b.piece('f1')).toHaveAttribute('data-piece', 'wR');
  await b.press('e8');
  await b.press('h8');
  await expect(b.piece('g8')).toHaveAttribute('data-piece', 'bK');
  await expect(b.piece('f8')).toHaveAttribute('data-piece', 'bR');
  expect(await b.sans()).toEqual(['e4', 'e5', 'Nf3', 'Nf6', 'Bc4', 'Bc5', 'O-O', 'O-O']);
});

test('en passant', async ({ page }) => {
  const b = await BoardPage.open(page);
  await b.play('e2e4 a7a6 e4e5 d7d5');
  await b.press('e5');
  await expect(b.square('d6')).toHaveAttribute('data-dest', '');
  await b.press('d6');
  await expect(b.piece('d6')).toHaveAttribute('data-piece', 'wP');
  await expect(b.square('d5').locator('[data-piece]')).toHaveCount(0);
  await expect(b.square('e5').locator('[data-piece]')).toHaveCount(0);
  expect((await b.sans()).at(-1)).toBe('exd6');
});

test('an illegal move is explained and the board stays as it was', async ({ page }) => {
  const b = await BoardPage.open(page);
  await b.play('e2e4 e7e5 b1c3 f8b4 d2d3 g8f6');
  const before = await b.snapshot();
  // The knight on c3 is pinned to the king by the bishop on b4.
  await b.press('c3');
  await expect(b.square('d5')).not.toHaveAttribute('data-dest', /./);
  await b.press('d5');
  await expect(b.explanation).toBeVisible();
  await expect(b.explanation).toHaveAttribute('data-reason', 'leaves-king-in-check');
  await expect(b.explanation).toContainText('Your king would be in check from the bishop on b4');
  expect(await b.snapshot()).toEqual(before);
  expect(await b.plyCount()).toBe(6);
  await expect(b.status).toHaveAttribute('data-turn', 'white');
  // The same by dragging: the piece goes back.
  await b.dragMove('c3', 'e2');
  await expect(b.explanation).toHaveAttribute('data-reason', 'leaves-king-in-check');
  expect(await b.snapshot()).toEqual(before);
  // A piece that never moves like that.
  await b.press('f1');
  await b.press('f4');
  await expect(b.explanation).toHaveAttribute('data-reason', /wrong-pattern|path-blocked/);
  expect(await b.snapshot()).toEqual(before);
  // A legal move clears the message.
  await b.clickMove('g1f3');
  await expect(b.explanation).toHaveCount(0);
});

test('picking up the opponent\'s piece says whose turn it is', async ({ page }) => {
  const b = await BoardPage.open(page);
  await b.press('e7');
  await expect(b.explanation).toHaveAttribute('data-reason', 'not-your-turn');
  await expect(b.square('e7')).not.toHaveAttribute('data-selected', /./);
});

test('selection shows legal destinations: dots, and rings on captures; a second click deselects', async ({ page }) => {
  const b = await BoardPage.open(page);
  await b.play('e2e4 d7d5');
  await b.press('e4');
  await expect(b.square('e4')).toHaveAttribute('data-selected', '');
  await expect(b.board.locator('[data-dest]')).toHaveCount(2);
  await expect(b.square('d5')).toHaveAttribute('data-dest', '');
  await expect(b.piece('d5')).toHaveAttribute('data-piece', 'bP');
  await expect(b.square('e5')).toHaveAttribute('data-dest', '');
  // Reselect another piece.
  await b.press('g1');
  await expect(b.square('g1')).toHaveAttribute('data-selected', '');
  await expect(b.board.locator('[data-dest]')).toHaveCount(3);
  // Deselect.
  await b.press('g1');
  await expect(b.board.locator('[data-selected]')).toHaveCount(0);
  await expect(b.board.locator('[data-dest]')).toHaveCount(0);
});

test('flip turns the board and moves still work', async ({ page }) => {
  const b = await BoardPage.open(page);
  await expect(b.board).toHaveAttribute('data-orientation', 'white');
  const a1 = await b.square('a1').boundingBox();
  const h8 = await b.square('h8').boundingBox();
  expect(a1!.y).toBeGreaterThan(h8!.y);
  await await pressControl(page, 'flip');
  await expect(b.board).toHaveAttribute('data-orientation', 'black');
  const a1f = await b.square('a1').boundingBox();
  const h8f = await b.square('h8').boundingBox();
  expect(a1f!.y).toBeLessThan(h8f!.y);
  expect(a1f!.x).toBeGreaterThan(h8f!.x);
  await b.dragMove('e2', 'e4');
  await expect(b.piece('e4')).toHaveAttribute('data-piece', 'wP');
  await b.clickMove('e7e5');
  await expect(b.piece('e5')).toHaveAttribute('data-piece', 'bP');
});
