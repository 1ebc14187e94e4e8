// Whole games and the ways they end, played by clicks: a mate, the claims a player makes (threefold,
// the 50-move rule) and the 75-move rule. Stalemate, insufficient material and fivefold repetition
// end a game by the rules alone, tested natively (crates/rules/tests/game.rs, session/state.rs).
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
