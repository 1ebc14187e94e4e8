// The coach's review of a finished game (issue 23): judgements on the move list, reasons from
// facts, the better move, the evaluation graph, "try again", and stopping a review.
import { expect, test, type Page } from '@playwright/test';
import { BoardPage, pressControl } from './board';
import { startGame } from './new-game';

async function press(page: Page, el: import('@playwright/test').Locator) {
  if (test.info().project.use.hasTouch) await el.tap();
  else await el.click();
}

/** Starts the review of the finished game on the board and waits for it to finish. */
async function review(page: Page) {
  const start = page.getByTestId('review');
  await expect(start).toBeVisible({ timeout: 15_000 });
  await press(page, start);
  await expect(page.getByTestId('review-progress')).toBeVisible();
  await expect(page.getByTestId('eval-graph')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('review-progress')).toHaveCount(0);
}

test('a queen given away is a blunder that hangs a piece, with the better move; the graph goes to a move; try again', { tag: '@both' }, async ({ page }) => {
  const b = await BoardPage.open(page);
  await expect(page.getByTestId('review')).toHaveCount(0);
  // 3. Qxe5+?? gives the queen for a pawn: the knight takes it. White then resigns.
  await b.play('e2e4 e7e5 d1h5 b8c6 h5e5 c6e5');
  await pressControl(page, 'resign');
  await pressControl(page, 'confirm');
  await expect(b.status).toHaveAttribute('data-result', '0-1');
  await review(page);
  const ply = b.moves.locator('[data-ply="5"]');
  await expect(ply).toHaveAttribute('data-judgement', 'blunder');
  // Every ply is judged.
  for (let p = 1; p <= 6; p++) {
    await expect(b.moves.locator(`[data-ply="${p}"]`)).toHaveAttribute('data-judgement', /^(best|good|book|inaccuracy|mistake|blunder)$/);
  }
  const item = page.locator('[data-testid="review-item"][data-ply="5"]');
  await expect(item).toHaveAttribute('data-judgement', 'blunder');
  await expect(item).toHaveAttribute('data-reason', 'moves-into-capture');
  await expect(item.getByTestId('review-why')).toContainText('queen on e5');
  await expect(item.getByTestId('review-better')).toContainText('The best move was');
  // Accuracy for both sides; White's is the lower.
  const white = Number(await page.getByTestId('accuracy-white').getAttribute('data-accuracy'));
  const black = Number(await page.getByTestId('accuracy-black').getAttribute('data-accuracy'));
  expect(white).toBeLessThan(black);
  // Show: the position before the blunder on the Play board, with the better move as an arrow.
  await press(page, item.getByTestId('review-show'));
  await expect(page.getByTestId('viewing')).toHaveAttribute('data-ply', '4');
  // The game's final words are not said over the earlier position (issue 46).
  await expect(b.status).toBeHidden();
  // On a phone the list is below the board: Show brings the board into view, whole.
  await expect(b.board).toBeInViewport({ ratio: 0.99 });
  await expect(b.board.locator('[data-testid="review-arrow"][data-kind="better"]')).toHaveCount(1);
  await expect(b.board.locator('[data-testid="review-arrow"][data-kind="played"]')).toHaveAttribute('data-move', 'h5e5');
  // The graph: one slider of the moves over it; a press shows the move under it.
  const slider = page.getByTestId('eval-graph').getByTestId('graph-moves');
  await expect(slider).toHaveAttribute('role', 'slider');
  await expect(slider).toHaveAttribute('data-plies', '6');
  const box = (await slider.boundingBox())!;
  // On a phone the slider is the graph's whole height and width: a finger's target.
  expect(box.height).toBeGreaterThanOrEqual(44);
  const at = async (fraction: number) => {
    const position = { x: box.width * fraction, y: box.height / 2 };
    if (test.info().project.use.hasTouch) await slider.tap({ position });
    else await slider.click({ position });
  };
  await at(2 / 6);
  await expect(page.getByTestId('viewing')).toHaveAttribute('data-ply', '2');
  await expect(b.board.locator('[data-testid="review-arrow"]')).toHaveCount(0);
  await expect(slider).toHaveAttribute('aria-valuenow', '2');
  await expect(slider).toHaveAttribute('aria-valuetext', /e5/);
  // Its keys step through the moves.
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('viewing')).toHaveAttribute('data-ply', '3');
  await page.keyboard.press('Home');
  await expect(page.getByTestId('viewing')).toHaveAttribute('data-ply', '1');
  // A press a few pixels beside the blunder's dot picks the blunder.
  await at(5 / 6 - 6 / box.width);
  await expect(page.getByTestId('viewing')).toHaveAttribute('data-ply', '5');
  // "Show" puts the better move on the Play board; "Try again" takes it away, for the learner
  // looks for that move (beside the exercise's board on a desktop or a phone on its side).
  await press(page, item.getByTestId('review-show'));
  await expect(b.board.locator('[data-testid="review-arrow"][data-kind="better"]')).toHaveCount(1);
  // Try again: the position before the mistake on a board of its own; the game's move is said
  // to be the game's, and the answer ends the exercise.
  await press(page, item.getByTestId('review-retry'));
  const retry = page.getByTestId('retry');
  await expect(retry).toHaveAttribute('data-fen', 'r1bqkbnr/pppp1ppp/2n5/4p2Q/4P3/8/PPPP1PPP/RNB1KBNR w KQkq - 2 3');
  const rb = retry.getByTestId('retry-board');
  // The button pressed went with the list: the exercise's goal has the focus (read out) and
  // its board is on screen, on a phone too.
  await expect(retry.getByTestId('retry-goal')).toBeFocused();
  await expect(rb).toBeInViewport();
  await expect(b.board.locator('[data-testid="review-arrow"]')).toHaveCount(0);
  const tap = async (sq: string) => press(page, rb.locator(`[data-square="${sq}"]`));
  await tap('h5');
  await tap('e5');
  await expect(retry.getByTestId('retry-status')).toHaveAttribute('data-tried', 'same');
  await press(page, retry.getByTestId('retry-hint'));
  // The hint names the piece and marks its square (it named a square only).
  await expect(retry.getByTestId('retry-hint-text')).toHaveText(/^Move the (king|queen|rook|bishop|knight|pawn) on [a-h][1-8]\.$/);
  const named = (await retry.getByTestId('retry-hint-text').textContent())!.slice(-3, -1);
  await expect(rb.locator('[data-hint]')).toHaveAttribute('data-square', named);
  await press(page, retry.getByTestId('retry-answer'));
  await expect(retry.getByTestId('retry-status')).toHaveAttribute('data-tried', 'best');
  await press(page, retry.getByTestId('retry-back'));
  await expect(page.getByTestId('retry')).toHaveCount(0);
  await expect(item).toBeVisible();
  // The focus is back on the "Try again" that opened it.
  await expect(item.getByTestId('review-retry')).toBeFocused();
  // The Play board is still the only "board".
  await expect(page.getByTestId('board')).toHaveCount(1);
  // Back to the game: its status again.
  await press(page, page.getByTestId('live'));
  await expect(b.status).toBeVisible();
});

test('try again on a phone on its side: the goal and the whole board of the exercise on the screen', { tag: '@phone' }, async ({ page }) => {
  await page.setViewportSize({ width: 740, height: 360 });
  const b = await BoardPage.open(page);
  await b.play('e2e4 e7e5 d1h5 b8c6 h5e5 c6e5');
  await pressControl(page, 'resign');
  await pressControl(page, 'confirm');
  await review(page);
  await press(page, page.locator('[data-testid="review-item"][data-ply="5"]').getByTestId('review-retry'));
  const retry = page.getByTestId('retry');
  await expect(retry.getByTestId('retry-goal')).toBeFocused();
  await expect(retry.getByTestId('retry-goal')).toBeInViewport({ ratio: 0.98 });
  // All 64 squares in sight (it was 360 px, the panel's width, cut at its fifth rank).
  await expect(retry.getByTestId('retry-board')).toBeInViewport({ ratio: 0.98 });
  const size = (await retry.getByTestId('retry-board').boundingBox())!;
  expect(size.width).toBeGreaterThanOrEqual(200);
});

// The Opera Game (Morphy against the Duke of Brunswick and Count Isouard, Paris 1858): 33 plies,
// long enough that a review is still running when Stop is pressed.
const OPERA = `[Event "Opera game"]
[Result "1-0"]

1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6
9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6
15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0`;

test('a review can be stopped and started again', async ({ page }) => {
  const b = await BoardPage.open(page);
  await pressControl(page, 'import-pgn');
  await page.getByTestId('pgn-input').fill(OPERA);
  await page.getByTestId('pgn-read').click();
  await expect(b.status).toHaveAttribute('data-termination', 'checkmate');
  await press(page, page.getByTestId('review'));
  await expect(page.getByTestId('review-progress')).toBeVisible();
  await press(page, page.getByTestId('review-stop'));
  await expect(page.getByTestId('review-restart')).toBeVisible();
  // The bar stays where the review stopped, short of the end; nothing is judged.
  expect(Number(await page.getByTestId('review-progress').getAttribute('value'))).toBeLessThan(100);
  await expect(page.getByTestId('eval-graph')).toHaveCount(0);
  await expect(b.moves.locator('[data-judgement]')).toHaveCount(0);
  await press(page, page.getByTestId('review-restart'));
  await expect(page.getByTestId('eval-graph')).toBeVisible({ timeout: 60_000 });
  await expect(b.moves.locator('[data-ply="33"]')).toHaveAttribute('data-judgement', 'best');
  await expect(b.moves.locator('[data-judgement]')).toHaveCount(33);
});

test('a mate threatened and not stopped is named with its move', async ({ page }) => {
  const b = await BoardPage.open(page);
  await b.play('e2e4 e7e5 f1c4 b8c6 d1h5 g8f6 h5f7');
  await expect(b.status).toHaveAttribute('data-termination', 'checkmate');
  await review(page);
  const item = page.locator('[data-testid="review-item"][data-ply="6"]');
  await expect(item).toHaveAttribute('data-judgement', 'blunder');
  // Qxf7# was threatened before 3...Nf6, which does nothing against it.
  await expect(item).toHaveAttribute('data-reason', 'ignores-threat');
  await expect(item.getByTestId('review-why')).toContainText('Qxf7');
  // The mate itself is the best move.
  await expect(b.moves.locator('[data-ply="7"]')).toHaveAttribute('data-judgement', 'best');
  // The opening is named from the list.
  await expect(page.getByTestId('review-opening')).toContainText(/C\d\d/);
  const judgements = () => b.moves.locator('[data-judgement]').evaluateAll((els) => els.map((e) => e.getAttribute('data-judgement')));
  const first = await judgements();
  expect(first).toHaveLength(7);
  const accuracy = await page.getByTestId('accuracy-white').getAttribute('data-accuracy');
  // Close gives the button back, and the move list's marks go.
  await press(page, page.getByTestId('review-close'));
  await expect(page.getByTestId('review')).toBeVisible();
  await expect(b.moves.locator('[data-judgement]')).toHaveCount(0);
  // The same game reviewed again says the same of every move: the searches are bounded by nodes
  // alone and never cut where a slice of the worker's time happens to end.
  await review(page);
  expect(await judgements()).toEqual(first);
  await expect(page.getByTestId('accuracy-white')).toHaveAttribute('data-accuracy', accuracy!);
  await press(page, page.getByTestId('review-close'));
  // A new game has no review.
  await b.newGame();
  await expect(page.getByTestId('review')).toHaveCount(0);
});

test('on a clock, the move list writes a judgement after the move, the time at the right: Qxe5+?? 5:04', async ({ page }) => {
  const b = await BoardPage.open(page);
  await startGame(b, { opponent: 'human', tc: '5+3' });
  await b.play('e2e4 e7e5 d1h5 b8c6 h5e5 c6e5');
  await pressControl(page, 'resign');
  await pressControl(page, 'confirm');
  await review(page);
  const ply = b.moves.locator('[data-ply="5"]');
  await expect(ply).toHaveAttribute('data-judgement', 'blunder');
  await expect(ply).toHaveAttribute('data-clock', /\d:\d\d/);
  // Where the move's letters begin against where the ply's box does (the "??" is drawn by the
  // style sheet: nothing of it may stand before the move, as it once did: "??Qxe5+").
  const at = await ply.evaluate((e) => {
    const text = document.createRange();
    text.selectNodeContents([...e.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())!);
    return { move: text.getBoundingClientRect().left, start: e.getBoundingClientRect().left + parseFloat(getComputedStyle(e).paddingLeft) };
  });
  expect(Math.abs(at.move - at.start), 'the move first, nothing before it').toBeLessThanOrEqual(1);
  expect(await ply.evaluate((e) => getComputedStyle(e, '::before').content)).toBe('"??"');
});
