// The blunder guard (issue 23): against the computer at level 1 a move that leaves the queen to be
// taken is held and the page says so; "Take it back" returns it, "Play it anyway" plays it, and
// the review of the game then calls that move a blunder that hangs a piece. Also: the setting
// turns the guard off.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { BoardPage, control } from './board';

// The dialogs' module and the guard's engine worker start the first time; a loaded machine is slow.
test.describe.configure({ timeout: 90_000 });

async function press(page: Page, el: Locator) {
  if (test.info().project.use.hasTouch) await el.tap();
  else await el.click();
}

/** Starts a game against the computer at level 1 from `fen` (the board editor's typed FEN). */
async function startFrom(b: BoardPage, fen: string) {
  await press(b.page, await control(b.page, 'setup-position'));
  const editor = b.page.getByTestId('editor');
  await expect(editor).toBeVisible({ timeout: 15_000 });
  await editor.getByTestId('editor-fen').fill(fen);
  await press(b.page, editor.locator('[data-opponent="computer"]'));
  await press(b.page, editor.locator('[data-level="1"]'));
  await press(b.page, editor.getByTestId('editor-start'));
  await expect(editor).toHaveCount(0);
  await expect(b.status).toHaveAttribute('data-turn', 'white');
}

/** Makes the move `uci` with the page's time stopped (Playwright's clock, installed before the
 * page opened), then waits for the guard: the guard lets a move through when its check is later
 * than its 400 ms wait, and on a loaded machine the check (the guard's engine worker, whose time is
 * not the page's) can be later than that. Presses without `BoardPage.press`, whose wait for the
 * page's frames would never end while its time stands. The time runs again after. */
async function attemptHeld(b: BoardPage, uci: string) {
  // (A second ahead: the page's time runs on while the test asks it, and a pause cannot go back.)
  const now = await b.page.evaluate(() => Date.now());
  await b.page.clock.pauseAt(now + 1_000);
  for (const sq of [uci.slice(0, 2), uci.slice(2, 4)]) {
    if (b.touch) await b.square(sq).tap();
    else await b.square(sq).click();
  }
  await expect(b.page.getByTestId('guard')).toBeVisible({ timeout: 20_000 });
  await b.page.clock.resume();
}

/** Makes the move `uci` on the board, without waiting for it to be played. */
async function attempt(b: BoardPage, uci: string) {
  await b.press(uci.slice(0, 2));
  await expect(b.square(uci.slice(0, 2))).toHaveAttribute('data-selected', '');
  await b.press(uci.slice(2, 4));
}

// White's queen, king and a pawn on e5 against Black's king, knight and the pawn on e6 that e5
// blocks: the pawn on e6 guards d5, nothing Black can do in one move stops the queen going there,
// and there is no quick mate for the review to prefer as the reason.
const FEN = '1n2k3/8/4p3/4P3/8/8/8/3QK3 w - - 0 1';

test('at level 1 the guard warns before the queen is left to be taken; both answers work; the review agrees', async ({ page }) => {
  await page.clock.install();
  const b = await BoardPage.open(page);
  await startFrom(b, FEN);
  // A safe move is played (checked first, with nothing to say) and the computer answers.
  await attempt(b, 'd1d2');
  await expect.poll(() => b.plyCount(), { timeout: 20_000 }).toBe(2);
  await expect(page.getByTestId('guard')).toHaveCount(0);
  // The queen to d5, where the pawn takes it: held, and the page says why.
  await attemptHeld(b, 'd2d5');
  const guard = page.getByTestId('guard');
  await expect(guard).toBeVisible();
  await expect(guard).toHaveAttribute('data-reason', 'moves-into-capture');
  // It says which piece takes (issue 46: "the bishop takes it" did not say which bishop).
  await expect(guard).toContainText('queen on d5');
  await expect(guard).toContainText('pawn on e6');
  // With the panel beside the board, the bar is clear of the board (it covered ranks 1-2).
  if (test.info().project.name === 'desktop') {
    const g = (await guard.boundingBox())!;
    const board = (await b.board.boundingBox())!;
    expect(g.x >= board.x + board.width || g.y >= board.y + board.height).toBe(true);
  }
  // The guard answers for the held move: no confirm-moves bar meanwhile.
  await expect(page.getByTestId('confirm-bar')).toHaveCount(0);
  expect(await b.plyCount()).toBe(2);
  await expect(b.piece('d5')).toHaveAttribute('data-piece', 'wQ');
  // Take it back: the queen is on d2 again and it is still White's move.
  await press(page, guard.getByTestId('guard-back'));
  await expect(guard).toHaveCount(0);
  await expect(b.piece('d2')).toHaveAttribute('data-piece', 'wQ');
  await expect(b.square('d5').locator('[data-piece]')).toHaveCount(0);
  await expect(b.status).toHaveAttribute('data-turn', 'white');
  expect(await b.plyCount()).toBe(2);
  // Again, and this time play it anyway: the move is played and the computer answers.
  await attemptHeld(b, 'd2d5');
  await press(page, guard.getByTestId('guard-play'));
  await expect(guard).toHaveCount(0);
  await expect.poll(() => b.plyCount(), { timeout: 20_000 }).toBe(4);
  // The review calls it a blunder that hangs a piece.
  await press(page, await control(page, 'resign'));
  await press(page, page.getByTestId('confirm'));
  await expect(b.status).toHaveAttribute('data-result', '0-1');
  await press(page, page.getByTestId('review'));
  await expect(page.getByTestId('eval-graph')).toBeVisible({ timeout: 60_000 });
  await expect(b.moves.locator('[data-ply="3"]')).toHaveAttribute('data-judgement', 'blunder');
  const item = page.locator('[data-testid="review-item"][data-ply="3"]');
  // (Level 1's reply varies: after some, Qd5 also let a mate slip, the first fact the review says.)
  await expect(item).toHaveAttribute('data-reason', /^(moves-into-capture|misses-mate)$/);
  await expect(item.getByTestId('review-better')).toContainText('The best move was');
  // The move the guard stopped (and taken back) is listed too.
  const stopped = page.locator('[data-testid="review-stopped"][data-ply="2"]');
  await expect(stopped).toContainText('You almost played Qd5');
});

test('the guard can be turned off in the settings', async ({ page }) => {
  const b = await BoardPage.open(page);
  await press(page, page.getByTestId('nav-settings'));
  const choice = page.locator('select[data-setting="blunder-guard"]');
  await expect(choice).toBeVisible({ timeout: 15_000 });
  await expect(choice).toHaveValue('beginner');
  await choice.selectOption('never');
  await press(page, page.getByTestId('nav-play'));
  await startFrom(b, FEN);
  await attempt(b, 'd1d5');
  await expect.poll(() => b.plyCount(), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('guard')).toHaveCount(0);
  await expect(page.locator('.guard-root')).toHaveCount(0);
});
