// Whole games and the ways they end, played by clicks (desktop) or taps (touch).
import { expect, test } from '@playwright/test';
import { BoardPage, pressControl } from './board';

test('a full game to checkmate by clicks', async ({ page }) => {
  const b = await BoardPage.open(page);
  await expect(b.status).toHaveAttribute('data-turn', 'white');
  await expect(b.status).toHaveAttribute('data-result', '*');
  await b.play('e2e4 e7e5 f1c4 b8c6 d1h5 g8f6');
  await expect(b.status).toHaveAttribute('data-turn', 'white');
  await b.clickMove('h5f7');
  await expect(b.status).toHaveAttribute('data-result', '1-0');
  await expect(b.status).toHaveAttribute('data-termination', 'checkmate');
  await expect(b.status).toContainText('Checkmate');
  await expect(b.square('e8')).toHaveAttribute('data-check', '');
  expect(await b.sans()).toEqual(['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6', 'Qxf7#']);
  await expect(b.moves.locator('[data-ply="7"]')).toHaveAttribute('data-san', 'Qxf7#');
  await expect(b.square('h5')).toHaveAttribute('data-last-move', '');
  await expect(b.square('f7')).toHaveAttribute('data-last-move', '');
  // The game is over: nothing moves any more, and the board says why.
  await b.press('a7');
  await expect(b.explanation).toHaveAttribute('data-reason', 'game-over');
  await expect(b.piece('a7')).toHaveAttribute('data-piece', 'bP');
  // A new game starts from the beginning.
  await b.newGame();
  await expect(b.status).toHaveAttribute('data-result', '*');
  await expect(b.status).not.toHaveAttribute('data-termination', /./);
});

test('stalemate from a move sequence', async ({ page }) => {
  const b = await BoardPage.open(page);
  await b.play('e2e3 a7a5 d1h5 a8a6 h5a5 h7h5 h2h4 a6h6 a5c7 f7f6 c7d7 e8f7 d7b7 d8d3 b7b8 d3h7 b8c8 f7g6 c8e6');
  await expect(b.status).toHaveAttribute('data-result', '1/2-1/2');
  await expect(b.status).toHaveAttribute('data-termination', 'stalemate');
  await expect(b.square('g6')).not.toHaveAttribute('data-check', /./);
});

test('insufficient material from a move sequence', async ({ page }) => {
  test.slow();
  const b = await BoardPage.open(page);
  await b.play('g1h3 b8c6 e2e3 e7e5 f1d3 f8a3 d3h7 a3b2 c1b2 h8h7 b2e5 h7h3 e5c7 h3e3 f2e3 d8c7 e1g1 c7h2 g1h2 a7a6 '
    + 'f1f7 e8f7 d2d3 f7g6 a2a4 b7b5 a4b5 a6b5 a1a8 c6b4 a8c8 b4c2 c8g8 c2e3 g8g7 g6g7 g2g4 e3d1 b1a3 d1b2 '
    + 'a3b5 b2d3 h2g1 d3e5 g1h1 g7f6 b5a3 e5g4 a3b5 f6e7 h1g2 d7d6 b5d6');
  await expect(b.status).toHaveAttribute('data-result', '*');
  await b.clickMove('e7d6');
  await expect(b.status).toHaveAttribute('data-result', '1/2-1/2');
  await expect(b.status).toHaveAttribute('data-termination', 'insufficient_material');
  await expect(b.board.locator('[data-piece]')).toHaveCount(3);
});

test('threefold repetition can be claimed, and the claim ends the game', async ({ page }) => {
  const b = await BoardPage.open(page);
  await b.play('g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1');
  await expect(page.getByTestId('claim-draw')).toHaveCount(0);
  await b.clickMove('f6g8');
  const claim = page.getByTestId('claim-draw');
  await expect(claim).toBeVisible();
  await claim.click();
  await expect(b.status).toHaveAttribute('data-result', '1/2-1/2');
  await expect(b.status).toHaveAttribute('data-termination', 'threefold');
  await expect(claim).toHaveCount(0);
});

test('take back undoes the last move', async ({ page }) => {
  const b = await BoardPage.open(page);
  await b.play('e2e4 e7e5');
  await page.getByTestId('takeback').click();
  await expect(b.moves.locator('[data-ply]')).toHaveCount(1);
  await expect(b.piece('e7')).toHaveAttribute('data-piece', 'bP');
  await expect(b.status).toHaveAttribute('data-turn', 'black');
});

test('fivefold repetition ends the game by itself', async ({ page }) => {
  const b = await BoardPage.open(page);
  const dance = 'g1f3 g8f6 f3g1 f6g8 ';
  await b.play(dance.repeat(3) + 'g1f3 g8f6 f3g1');
  await expect(b.status).toHaveAttribute('data-result', '*');
  await b.clickMove('f6g8');
  await expect(b.status).toHaveAttribute('data-result', '1/2-1/2');
  await expect(b.status).toHaveAttribute('data-termination', 'fivefold');
});

test('from a set-up position: the 50-move claim, then the 75-move rule', async ({ page }) => {
  const b = await BoardPage.open(page);
  const loadFen = async (fen: string) => {
    await await pressControl(page, 'load-fen');
    await page.getByTestId('fen-input').fill(fen);
    await page.getByTestId('fen-submit').click();
    await expect(b.moves.locator('[data-ply]')).toHaveCount(0);
  };
  await loadFen('4k3/8/8/8/8/8/4P3/R3K3 w - - 99 80');
  await expect(page.getByTestId('claim-draw')).toHaveCount(0);
  await b.clickMove('a1a2');
  await expect(page.getByTestId('claim-draw')).toHaveAttribute('data-claim', 'fifty_moves');
  await page.getByTestId('claim-draw').click();
  await expect(b.status).toHaveAttribute('data-termination', 'fifty_moves');
  await expect(b.status).toHaveAttribute('data-result', '1/2-1/2');

  await loadFen('4k3/8/8/8/8/8/4P3/R3K3 w - - 149 100');
  await expect(b.status).toHaveAttribute('data-result', '*');
  await b.clickMove('a1a2');
  await expect(b.status).toHaveAttribute('data-termination', 'seventyfive_moves');
  await expect(b.status).toHaveAttribute('data-result', '1/2-1/2');
  // The move list numbers the moves from the position's move number.
  await expect(b.moves).toContainText('100.');
});
