// Games against the computer: the engine runs in a Web Worker, the page shows that it thinks,
// plays its move, and lets the user move only their own pieces. The user's moves here are random
// legal moves, read through the DOM contract (`data-dest` after selecting a piece).
import { expect, test, type Page } from '@playwright/test';
import { BoardPage, confirmIfAsked, seedStorage } from './board';
import { startGame } from './new-game';

/** The squares holding pieces of `color` ('w' or 'b'), in random order. */
async function ownSquares(b: BoardPage, color: string): Promise<string[]> {
  const squares = await b.board.locator(`[data-piece^="${color}"]`).evaluateAll((els) =>
    els.map((e) => e.closest('[data-square]')!.getAttribute('data-square')!));
  return squares.sort(() => Math.random() - 0.5);
}

/** Plays one random legal move of `color` by clicks (or taps); returns it as from-to. */
async function randomMove(b: BoardPage, color: string): Promise<string> {
  for (const from of await ownSquares(b, color)) {
    await b.press(from);
    await expect(b.square(from)).toHaveAttribute('data-selected', '');
    const dests = await b.board.locator('[data-dest]').evaluateAll((els) => els.map((e) => e.getAttribute('data-square')!));
    if (dests.length === 0) continue;
    const to = dests[Math.floor(Math.random() * dests.length)];
    await b.press(to);
    if (await b.promotion.isVisible()) await b.choosePromotion('qrbn'[Math.floor(Math.random() * 4)]);
    return from + to;
  }
  throw new Error('no legal move found on the board');
}

const thinking = (page: Page) => page.getByTestId('thinking');

/** Counts, in the page, every time the thinking indicator appears: polling for it from the test
 * could miss a short appearance on a loaded machine. */
async function countThinking(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __thinking: number };
    w.__thinking = 0;
    new MutationObserver((records) => {
      for (const r of records) {
        r.addedNodes.forEach((n) => {
          if (n instanceof Element && (n.matches('[data-testid="thinking"]') || n.querySelector('[data-testid="thinking"]'))) {
            w.__thinking += 1;
          }
        });
      }
    }).observe(document, { childList: true, subtree: true });
  });
}
const thinkingSeen = (page: Page) => page.evaluate(() => (window as unknown as { __thinking: number }).__thinking);

test('a whole game against level 1, the user playing random moves as White', async ({ page }) => {
  test.setTimeout(20 * 60_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await countThinking(page);
  const b = await BoardPage.open(page);
  await startGame(b, { opponent: 'computer', color: 'white', level: 1 });
  await expect(b.board).toHaveAttribute('data-orientation', 'white');
  let plies = 0;
  let replies = 0;
  while ((await b.status.getAttribute('data-result')) === '*') {
    expect(await b.status.getAttribute('data-turn')).toBe('white');
    const seen = await thinkingSeen(page);
    await randomMove(b, 'w');
    plies += 1;
    // At level 1 the blunder guard checks each move; a random move often leaves a piece to be
    // taken, and then the page asks first: played anyway, as a player of random moves would.
    const guard = page.getByTestId('guard');
    await expect.poll(async () => (await b.plyCount()) >= plies || (await guard.count()) > 0, { timeout: 10_000 }).toBe(true);
    if (await guard.count()) await guard.getByTestId('guard-play').click();
    // (On a loaded machine the reply may already be there.)
    await expect.poll(() => b.plyCount()).toBeGreaterThanOrEqual(plies);
    if ((await b.plyCount()) === plies && (await b.status.getAttribute('data-result')) !== '*') break;
    // The worker answers; the indicator appeared meanwhile and is gone with the move.
    await expect(b.moves.locator('[data-ply]')).toHaveCount(plies + 1, { timeout: 15_000 });
    await expect(thinking(page)).toHaveCount(0);
    expect(await thinkingSeen(page)).toBe(seen + 1);
    plies += 1;
    replies += 1;
  }
  const result = await b.status.getAttribute('data-result');
  const termination = await b.status.getAttribute('data-termination');
  console.log(`level 1 vs random moves: ${result} by ${termination} after ${plies} plies`);
  expect(['1-0', '0-1', '1/2-1/2']).toContain(result);
  // The result speaks to the user (White here): who won, the user or the computer.
  const words = { '1-0': 'You won!', '0-1': 'The computer won', '1/2-1/2': 'Draw' }[result!]!;
  await expect(b.status.locator('.status-text')).toContainText(words);
  expect(replies).toBeGreaterThan(0);
  await expect(thinking(page)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('as Black, the computer moves first, and only the user\'s pieces move', async ({ page }) => {
  // Under a sub-path, as the site is hosted: the worker is found relative to the page.
  await countThinking(page);
  const b = await BoardPage.open(page, '/kaissa/');
  await startGame(b, { opponent: 'computer', color: 'black', level: 2 });
  await expect(b.board).toHaveAttribute('data-orientation', 'black');
  // White's pieces are the computer's, before its move and after.
  await b.press('e2');
  await expect(b.square('e2')).not.toHaveAttribute('data-selected', /.*/);
  await expect(b.moves.locator('[data-ply]')).toHaveCount(1, { timeout: 15_000 });
  await expect(thinking(page)).toHaveCount(0);
  expect(await thinkingSeen(page)).toBe(1);
  await expect(b.status).toHaveAttribute('data-turn', 'black');
  // The status speaks to the user: their move, not "Black to move".
  await expect(b.status.locator('.status-text')).toHaveText('Your move');
  // White's pieces are the computer's: they do not move for the user.
  const white = await ownSquares(b, 'w');
  await b.press(white[0]);
  await expect(b.square(white[0])).not.toHaveAttribute('data-selected', /.*/);
  await randomMove(b, 'b');
  await expect(b.moves.locator('[data-ply]')).toHaveCount(3, { timeout: 15_000 });
  await expect(thinking(page)).toHaveCount(0);
  expect(await thinkingSeen(page)).toBe(2);
});

test('the computer takes a person\'s moment before its move, as the setting says', async ({ page }) => {
  // The setting on, as a person's first visit has it (the tests' visits turn it off).
  const b = await BoardPage.open(page, './', { pause: true });
  await startGame(b, { opponent: 'computer', color: 'white', level: 1 });
  // From the press that plays the move to the reply on the board, timed in the page.
  await page.evaluate(() => {
    const w = window as unknown as { __moved?: number; __replied?: number };
    addEventListener('pointerup', (e) => {
      if ((e.target as Element).closest('[data-square="e4"]')) w.__moved ??= performance.now();
    }, true);
    new MutationObserver(() => {
      if (!w.__replied && document.querySelector('[data-testid="moves"] [data-ply="2"]')) w.__replied = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await b.press('e2');
  await b.press('e4');
  await expect(b.moves.locator('[data-ply]')).toHaveCount(2, { timeout: 15_000 });
  const { moved, replied } = await page.evaluate(() => {
    const w = window as unknown as { __moved: number; __replied: number };
    return { moved: w.__moved, replied: w.__replied };
  });
  // Level 1 pauses 1-2 s from the request (ms of searching at most): never a blink.
  expect(replied - moved).toBeGreaterThanOrEqual(900);
});

test('the last level and colour are remembered after a reload', async ({ page }) => {
  const b = await BoardPage.open(page);
  await page.getByTestId('new-game').click();
  // A first visit offers the computer, White, level 1.
  const dialog = page.getByTestId('new-game-dialog');
  await expect(dialog.locator('[data-opponent="computer"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.locator('[data-color="white"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.locator('[data-level="1"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.locator('[data-tc="none"]')).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: /cancel/i }).click();
  await startGame(b, { opponent: 'computer', color: 'black', level: 7 });
  await page.reload();
  await expect(b.board.locator('[data-piece]')).toHaveCount(32);
  await page.getByTestId('new-game').click();
  await expect(dialog.locator('[data-color="black"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.locator('[data-color="white"]')).toHaveAttribute('aria-pressed', 'false');
  await expect(dialog.locator('[data-level="7"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.locator('[data-level="7"]')).toHaveClass(/selected/);
  await expect(dialog.locator('[data-level="1"]')).toHaveAttribute('aria-pressed', 'false');
  // What the number means, in words.
  await expect(dialog.getByTestId('level-hint')).toHaveText('Level 7: a strong club player');
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('kaissa.v1.newgame')!));
  expect(saved).toMatchObject({ version: 1, opponent: 'computer', color: 'black', level: 7 });
  // Two players: the level and colour rows go away, and the choice is remembered too.
  await dialog.locator('[data-opponent="human"]').click();
  await expect(dialog.locator('[data-level]')).toHaveCount(0);
  await page.getByTestId('start').click();
  // The game against the computer is under way (it played White's first move): asked first.
  await confirmIfAsked(page);
  await b.play('e2e4 e7e5');
  await expect(thinking(page)).toHaveCount(0);
  await page.reload();
  await page.getByTestId('new-game').click();
  await expect(dialog.locator('[data-opponent="human"]')).toHaveAttribute('aria-pressed', 'true');
});

test('unreadable remembered choices are kept aside and the defaults offered', async ({ page }) => {
  await seedStorage(page, 'kaissa.v1.newgame', '{"version":1,"level":"hard"}');
  await BoardPage.open(page);
  await page.getByTestId('new-game').click();
  const dialog = page.getByTestId('new-game-dialog');
  await expect(dialog.getByTestId('prefs-unreadable')).toBeVisible();
  await expect(dialog.locator('[data-level="1"]')).toHaveAttribute('aria-pressed', 'true');
  const kept = await page.evaluate(() => localStorage.getItem('kaissa.v1.unreadable.newgame'));
  expect(kept).toBe('{"version":1,"level":"hard"}');
});

test('take back against the computer removes its reply and the user\'s move', async ({ page }) => {
  const b = await BoardPage.open(page);
  await startGame(b, { opponent: 'computer', color: 'white', level: 1 });
  const takeback = page.getByTestId('takeback');
  await expect(takeback).toBeDisabled();
  await b.clickMove('e2e4');
  await expect(b.moves.locator('[data-ply]')).toHaveCount(2, { timeout: 15_000 });
  await b.clickMove('d2d4');
  await expect(b.moves.locator('[data-ply]')).toHaveCount(4, { timeout: 15_000 });
  await expect(thinking(page)).toHaveCount(0);
  await takeback.click();
  await expect(b.moves.locator('[data-ply]')).toHaveCount(2);
  await expect(b.piece('d2')).toHaveAttribute('data-piece', 'wP');
  await expect(b.status).toHaveAttribute('data-turn', 'white');
  // The computer does not move again: it is the user's turn.
  await page.waitForTimeout(300);
  await expect(thinking(page)).toHaveCount(0);
  await expect(b.moves.locator('[data-ply]')).toHaveCount(2);
});

test('take back while the computer thinks stops it and removes the user\'s move', async ({ page }) => {
  // Level 10 thinks for seconds: time enough to press take back on a loaded machine.
  const b = await BoardPage.open(page);
  await startGame(b, { opponent: 'computer', color: 'white', level: 10 });
  await b.clickMove('e2e4');
  await expect(thinking(page)).toBeVisible();
  await page.getByTestId('takeback').click();
  await expect(thinking(page)).toHaveCount(0);
  await expect(b.moves.locator('[data-ply]')).toHaveCount(0);
  await expect(b.piece('e2')).toHaveAttribute('data-piece', 'wP');
  await expect(b.status).toHaveAttribute('data-turn', 'white');
  // Its stopped answer never arrives on the board: the worker answers in order, so by the time
  // the answer to the next move is shown, the stopped one has come and been dropped.
  await b.clickMove('d2d4');
  await expect(b.moves.locator('[data-ply]')).toHaveCount(2, { timeout: 15_000 });
  await expect(thinking(page)).toHaveCount(0);
  expect((await b.sans())[0]).toBe('d4');
  await expect(b.moves.locator('[data-ply]')).toHaveCount(2);
});

test('a new game while the computer thinks starts clean', async ({ page }) => {
  const b = await BoardPage.open(page);
  await startGame(b, { opponent: 'computer', color: 'black', level: 10 });
  await expect(thinking(page)).toBeVisible();
  await startGame(b, { opponent: 'human' });
  await expect(thinking(page)).toHaveCount(0);
  await expect(b.board).toHaveAttribute('data-orientation', 'white');
  await expect(b.moves.locator('[data-ply]')).toHaveCount(0);
  await b.play('e2e4 e7e5');
  // The stopped search's move (one for White, from the start) never lands: the worker answers
  // in order, so once the computer has answered a move of the next game, the stopped answer has
  // come and been dropped.
  await startGame(b, { opponent: 'computer', color: 'white', level: 1 });
  await b.clickMove('d2d4');
  await expect(b.moves.locator('[data-ply]')).toHaveCount(2, { timeout: 15_000 });
  await expect(thinking(page)).toHaveCount(0);
  expect((await b.sans())[0]).toBe('d4');
  await expect(b.moves.locator('[data-ply]')).toHaveCount(2);
});
