// During the game: resigning (with a confirmation), draw offers (to the computer and between two
// people), a draw claimed with the move, looking back through the moves (click and keys),
// PGN export and import, FEN copy and set-up, and the mute toggle.
import { expect, test, type Page } from '@playwright/test';
import { BoardPage, closeMenu, confirmIfAsked, control, offerDraw, seedStorage, pressControl } from './board';
import { startGame } from './new-game';

// A loaded machine (four builds and test runs at once) makes some of these slow.
test.describe.configure({ timeout: 60_000 });

async function tapOrClick(b: BoardPage, testid: string) {
  const el = await control(b.page, testid);
  if (b.touch) await el.tap();
  else await el.click();
}

async function loadFen(b: BoardPage, fen: string) {
  await await pressControl(b.page, 'load-fen');
  await b.page.getByTestId('fen-input').fill(fen);
  await b.page.getByTestId('fen-submit').click();
}

async function importPgn(page: Page, text: string) {
  await await pressControl(page, 'import-pgn');
  await expect(page.getByTestId('pgn-import-dialog')).toBeVisible();
  await page.getByTestId('pgn-input').fill(text);
  await page.getByTestId('pgn-read').click();
}

test('resign asks for a confirmation, then ends the game', async ({ page }) => {
  const b = await BoardPage.open(page);
  await startGame(b, { opponent: 'human' });
  await b.play('e2e4');
  await tapOrClick(b, 'resign');
  await expect(page.getByTestId('confirm')).toBeVisible();
  await expect(b.status).toHaveAttribute('data-result', '*');
  await tapOrClick(b, 'cancel-resign');
  await expect(page.getByTestId('confirm')).toHaveCount(0);
  await expect(b.status).toHaveAttribute('data-result', '*');
  await tapOrClick(b, 'resign');
  await tapOrClick(b, 'confirm');
  // Two people: the side to move (Black) resigns.
  await expect(b.status).toHaveAttribute('data-termination', 'resignation');
  await expect(b.status).toHaveAttribute('data-result', '1-0');
  await expect(page.getByTestId('resign')).toBeDisabled();
});

test('the resignation and a deletion from the history are never confirmed at the same time', async ({ page }) => {
  const b = await BoardPage.open(page);
  await startGame(b, { opponent: 'human' });
  await b.play('f2f3 e7e5 g2g4 d8h4');
  await expect(b.status).toHaveAttribute('data-termination', 'checkmate');
  await startGame(b, { opponent: 'human' });
  await b.play('e2e4');
  await tapOrClick(b, 'resign');
  await expect(page.getByTestId('confirm')).toHaveCount(1);
  await expect(page.getByTestId('cancel-resign')).toBeVisible();
  // Asking to delete a finished game closes the resignation's question: one `confirm` only.
  await tapOrClick(b, 'history');
  const dialog = page.getByTestId('history-dialog');
  // The finished game (the game on the board is listed too, as unfinished).
  const finished = dialog.getByTestId('history-list');
  await finished.getByTestId('history-delete').click();
  await expect(page.getByTestId('confirm')).toHaveCount(1);
  await expect(dialog.getByTestId('confirm')).toBeVisible();
  await expect(page.getByTestId('cancel-resign')).toHaveCount(0);
  await expect(page.locator('.confirm-row')).toHaveCount(0);
  // Closing the dialog leaves no question open; the game was not resigned.
  await dialog.getByTestId('history-close').click();
  await expect(page.getByTestId('confirm')).toHaveCount(0);
  await expect(b.status).toHaveAttribute('data-result', '*');
  // Each still works on its own.
  await tapOrClick(b, 'history');
  await finished.getByTestId('history-delete').click();
  await dialog.getByTestId('confirm').click();
  await expect(finished).toHaveCount(0);
  await expect(dialog.getByTestId('unfinished-list').getByTestId('history-item')).toHaveCount(1);
  await dialog.getByTestId('history-close').click();
  await tapOrClick(b, 'resign');
  await tapOrClick(b, 'confirm');
  await expect(b.status).toHaveAttribute('data-termination', 'resignation');
});

test('against the computer the user resigns, even on its turn', async ({ page }) => {
  const b = await BoardPage.open(page);
  await startGame(b, { opponent: 'computer', color: 'black', level: 1 });
  await tapOrClick(b, 'resign');
  await tapOrClick(b, 'confirm');
  await expect(b.status).toHaveAttribute('data-termination', 'resignation');
  await expect(b.status).toHaveAttribute('data-result', '1-0');
});

test('the computer answers an offer from its own look at a loaded position, not the material', async ({ page }) => {
  const b = await BoardPage.open(page);
  await startGame(b, { opponent: 'computer', color: 'white', level: 1 });
  // A pawn each, but Black's c-pawn queens long before White's king or pawn can do anything.
  await loadFen(b, '7k/8/8/8/8/2p5/P7/7K w - - 0 40');
  await expect(b.board.locator('[data-piece]')).toHaveCount(4);
  await offerDraw(page, b.touch);
  const answer = page.getByTestId('draw-answer');
  await expect(answer).toHaveAttribute('data-accept', 'false', { timeout: 10_000 });
  await expect(answer).toHaveAttribute('data-reason', 'better');
  await expect(answer).toContainText('it thinks it is better');
  await expect(page.getByTestId('draw-considering')).toHaveCount(0);
  await expect(b.status).toHaveAttribute('data-result', '*');
  // Evaluating played nothing: still White's turn, no move in the list (the answer comes with
  // the search's last line, so nothing of it can still arrive).
  await expect(b.status).toHaveAttribute('data-turn', 'white');
  await expect(b.moves.locator('[data-ply]')).toHaveCount(0);

  // A level rook ending (both kings with an escape square), set up from a FEN: agreed.
  await loadFen(b, '6k1/1r3pp1/7p/8/8/7P/R4PP1/6K1 w - - 0 40');
  await expect(b.board.locator('[data-piece]')).toHaveCount(10);
  await offerDraw(page, b.touch);
  await expect(answer).toHaveAttribute('data-accept', 'true', { timeout: 10_000 });
  await expect(answer).toHaveAttribute('data-reason', 'level');
  await expect(b.status).toHaveAttribute('data-termination', 'agreement');
});

/** Frames sampled by `watchOfferButton`. */
type OfferWatch = { consideringFrames: number; enabledWhileConsidering: number };

/** Counts, every animation frame, frames showing the offer under consideration and how many of
 * them left the offer button enabled (a second offer must not be possible then). */
async function watchOfferButton(page: Page) {
  await page.evaluate(() => {
    const watch: OfferWatch = { consideringFrames: 0, enabledWhileConsidering: 0 };
    (window as unknown as { offerWatch: OfferWatch }).offerWatch = watch;
    const sample = () => {
      if (document.querySelector('[data-testid="draw-considering"]')) {
        watch.consideringFrames += 1;
        const button = document.querySelector<HTMLButtonElement>('[data-testid="offer-draw"]');
        if (button && !button.disabled) watch.enabledWhileConsidering += 1;
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

test('an offer made while the computer thinks is answered after its move, which stands', async ({ page }) => {
  const b = await BoardPage.open(page);
  // Level 10 thinks for three seconds.
  await startGame(b, { opponent: 'computer', color: 'white', level: 10 });
  await b.press('e2');
  await b.press('e4');
  await expect(page.getByTestId('thinking')).toBeVisible();
  // How long the offer stays under consideration depends on when the computer's move lands
  // (a loaded machine can leave a fraction of a second), so the button's state is sampled every
  // frame in the page rather than asserted afterwards.
  await watchOfferButton(page);
  await offerDraw(page, b.touch);
  await expect(page.getByTestId('draw-answer')).toHaveAttribute('data-reason', 'too-early', { timeout: 15_000 });
  const seen = await page.evaluate(() => (window as unknown as { offerWatch: OfferWatch }).offerWatch);
  expect(seen.consideringFrames).toBeGreaterThan(0);
  expect(seen.enabledWhileConsidering).toBe(0);
  await expect(page.getByTestId('draw-answer')).toHaveAttribute('data-accept', 'false');
  await expect(b.moves.locator('[data-ply]')).toHaveCount(2);
  await expect(b.status).toHaveAttribute('data-turn', 'white');
  await page.waitForTimeout(800);
  await expect(b.moves.locator('[data-ply]')).toHaveCount(2);
  // The game goes on: the computer still answers the next move.
  await b.press('d2');
  await b.press('d4');
  await expect(b.moves.locator('[data-ply]')).toHaveCount(4, { timeout: 15_000 });
});

test('between two people the other side accepts or declines', async ({ page }) => {
  const b = await BoardPage.open(page);
  await startGame(b, { opponent: 'human' });
  await b.play('e2e4');
  await offerDraw(page, b.touch);
  await expect(page.getByTestId('draw-prompt')).toContainText('Black offers a draw. White, do you accept?');
  await tapOrClick(b, 'draw-decline');
  await expect(page.getByTestId('draw-prompt')).toHaveCount(0);
  await expect(page.getByTestId('draw-answer')).toContainText('White declines');
  await expect(b.status).toHaveAttribute('data-result', '*');
  await b.play('e7e5');
  await expect(page.getByTestId('draw-answer')).toHaveCount(0);
  await offerDraw(page, b.touch);
  await tapOrClick(b, 'draw-accept');
  await expect(b.status).toHaveAttribute('data-termination', 'agreement');
});

test('a draw claimed with the move that repeats the position', async ({ page }) => {
  const b = await BoardPage.open(page);
  await startGame(b, { opponent: 'human' });
  await b.play('g1f3 g8f6 f3g1 f6g8 g1f3 g8f6');
  await expect(page.getByTestId('claim-with-move')).toHaveCount(0);
  await b.play('f3g1');
  // Black's Ng8 would repeat the start position a third time.
  await page.getByTestId('claim-with-move').check();
  await b.play('f6g8');
  await expect(b.status).toHaveAttribute('data-termination', 'threefold');
  await expect(b.status).toHaveAttribute('data-result', '1/2-1/2');
});

test('looking back by click and by keys, read-only, then back to the game', async ({ page }) => {
  const b = await BoardPage.open(page);
  await startGame(b, { opponent: 'human' });
  await b.play('e2e4 e7e5 g1f3 b8c6');
  const viewing = page.getByTestId('viewing');
  await expect(viewing).toHaveCount(0);

  await b.moves.locator('[data-ply="2"]').click();
  await expect(viewing).toHaveAttribute('data-ply', '2');
  await expect(b.moves.locator('[data-ply="2"]')).toHaveAttribute('aria-current', 'true');
  expect(await b.pieceAt('g1')).toBe('wN');
  expect(await b.pieceAt('f3')).toBeNull();
  // Read-only: the knight cannot be picked up.
  await b.press('g1');
  await expect(b.square('g1')).not.toHaveAttribute('data-selected', '');
  await expect(b.board.locator('[data-dest]')).toHaveCount(0);

  // The board keeps the arrow keys for itself while it has the focus: move it to the banner.
  await viewing.locator('.viewing-text').click();
  await page.keyboard.press('ArrowLeft');
  await expect(viewing).toHaveAttribute('data-ply', '1');
  expect(await b.pieceAt('e7')).toBe('bP');
  await page.keyboard.press('Home');
  await expect(viewing).toHaveAttribute('data-ply', '0');
  expect(await b.pieceAt('e2')).toBe('wP');
  await page.keyboard.press('ArrowRight');
  await expect(viewing).toHaveAttribute('data-ply', '1');
  await page.keyboard.press('End');
  await expect(viewing).toHaveCount(0);
  expect(await b.pieceAt('c6')).toBe('bN');

  await page.keyboard.press('ArrowLeft');
  await expect(viewing).toHaveAttribute('data-ply', '3');
  await tapOrClick(b, 'live');
  await expect(viewing).toHaveCount(0);
  // Live again: White moves.
  await b.play('f1b5');
  expect(await b.sans()).toEqual(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5']);
});

test('continue from an earlier move', async ({ page }) => {
  const b = await BoardPage.open(page);
  await startGame(b, { opponent: 'human' });
  await b.play('e2e4 e7e5 g1f3 b8c6');
  await b.moves.locator('[data-ply="2"]').click();
  await tapOrClick(b, 'continue-here');
  await expect(page.getByTestId('viewing')).toHaveCount(0);
  expect(await b.sans()).toEqual(['e4', 'e5']);
  await b.play('d2d4');
  expect(await b.sans()).toEqual(['e4', 'e5', 'd4']);
});

test('PGN export then import gives the same moves', async ({ page }) => {
  const b = await BoardPage.open(page);
  await startGame(b, { opponent: 'human' });
  await b.play('e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 a7a6');
  const played = await b.sans();
  await await pressControl(page, 'export-pgn');
  const pgn = await page.getByTestId('pgn-text').inputValue();
  expect(pgn).toContain('[White "White"]');
  expect(pgn).toContain('[Result "*"]');
  expect(pgn).toMatch(/\[Date "\d{4}\.\d\d\.\d\d"\]/);
  expect(pgn).toContain('1. e4 c5 2. Nf3 d6');
  await page.getByTestId('close-dialog').click();

  await b.newGame();
  await importPgn(page, pgn);
  await expect(page.getByTestId('pgn-import-dialog')).toHaveCount(0);
  await expect(b.moves.locator('[data-ply]')).toHaveCount(played.length);
  expect(await b.sans()).toEqual(played);
  // Going on from the imported position.
  await b.play('c1g5');
  expect((await b.sans()).at(-1)).toBe('Bg5');
});

test('clock readings: an imported [%clk] shows in the move list, and a game on the clock exports them', async ({ page }) => {
  const b = await BoardPage.open(page);
  await importPgn(page, '[Event "Blitz"]\n[Result "*"]\n\n1. e4 {[%clk 0:03:00]} e5 {[%clk 0:02:58.4]} 2. Nf3 {[%clk 0:00:09.5]} *\n');
  await expect(page.getByTestId('pgn-import-dialog')).toHaveCount(0);
  const clocks = () => b.moves.locator('[data-ply]').evaluateAll((els) => els.map((e) => e.getAttribute('data-clock')));
  await expect.poll(clocks).toEqual(['3:00', '2:58', '9.5']);
  // Shown after the move, by the style sheet.
  const shown = await b.moves.locator('[data-ply="2"]').evaluate((e) => getComputedStyle(e, '::after').content);
  expect(shown).toBe('"2:58"');
  expect(await b.sans()).toEqual(['e4', 'e5', 'Nf3']);

  // Two people on a 5+3 clock: each move records its mover's time, and the export writes it.
  await startGame(b, { opponent: 'human', tc: '5+3' });
  await b.play('e2e4 e7e5 g1f3');
  await expect(b.moves.locator('[data-ply][data-clock]')).toHaveCount(3);
  await expect(b.moves.locator('[data-ply="1"]')).toHaveAttribute('data-clock', '5:00');
  await pressControl(page, 'export-pgn');
  const pgn = await page.getByTestId('pgn-text').inputValue();
  expect(pgn).toMatch(/1\. e4 \{\[%clk 0:05:00\]\} 1\.\.\. e5 \{\[%clk 0:0[45]:\d\d(\.\d)?\]\} 2\. Nf3 \{\[%clk 0:0[45]:\d\d(\.\d)?\]\}/);
  await page.getByTestId('close-dialog').click();
});

test('a file with several games: choose one', async ({ page }) => {
  const b = await BoardPage.open(page);
  const two = '[Event "Club night"]\n[White "Ann"]\n[Black "Bob"]\n[Result "1-0"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n'
    + '[Event "Blitz"]\n[White "Cy"]\n[Black "Di"]\n[Result "0-1"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n';
  await importPgn(page, two);
  const games = page.getByTestId('pgn-game');
  await expect(games).toHaveCount(2);
  await expect(games.nth(0)).toContainText('Ann – Bob · 1-0');
  await expect(games.nth(0)).toContainText('Club night');
  await games.nth(1).click();
  await expect(page.getByTestId('pgn-import-dialog')).toHaveCount(0);
  expect(await b.sans()).toEqual(['f3', 'e5', 'g4', 'Qh4#']);
  await expect(b.status).toHaveAttribute('data-termination', 'checkmate');
});

test('a PGN the reader had to repair is listed with its repairs before it is loaded', async ({ page }) => {
  const b = await BoardPage.open(page);
  await startGame(b, { opponent: 'human' });
  await b.play('d2d4');
  // An editor's default castling rights on a position without those rooks, and an en-dash result
  // (read silently: only what changes or drops something is a repair).
  const text = '[Event "Endgame drill"]\n[White "Ann"]\n[Black "Bob"]\n[FEN "4k3/8/8/8/8/8/8/R3K3 w KQkq - 0 1"]\n[Result "1–0"]\n\n1. Ra7 Kf8 2. Kd2 1–0\n';
  await importPgn(page, text);
  const repairs = page.getByTestId('pgn-repair');
  await expect(repairs).toHaveCount(3);
  await expect(repairs.first()).toHaveAttribute('data-line', '4');
  await expect(repairs.first()).toHaveAttribute('data-code', 'castling-right-dropped');
  await expect(page.getByTestId('pgn-import-dialog')).toContainText('White can\'t castle kingside here (the king must stand on e1 and a rook on h1)');
  await expect(page.getByTestId('pgn-import-dialog')).toContainText('Choose the game to put it on the board');
  // The game on the board stays until the repaired one is chosen.
  expect(await b.sans()).toEqual(['d4']);
  await page.getByTestId('pgn-game').click();
  await expect(page.getByTestId('pgn-import-dialog')).toHaveCount(0);
  expect(await b.sans()).toEqual(['Ra7', 'Kf8', 'Kd2']);
});

test('a broken PGN is explained with its place, and nothing is lost', async ({ page }) => {
  const b = await BoardPage.open(page);
  await startGame(b, { opponent: 'human' });
  await b.play('d2d4 d7d5');
  const broken = '[Event "x"]\n\n1. e4 e5 2. Nf6 *';
  await importPgn(page, broken);
  const error = page.getByTestId('pgn-error');
  await expect(error).toContainText('Line 3, column 13: move 2. Nf6 is illegal');
  await expect(page.getByTestId('pgn-input')).toHaveValue(broken);
  await page.getByTestId('close-dialog').click();
  expect(await b.sans()).toEqual(['d4', 'd5']);
});

test.describe('the dialogs module', () => {
  const isDialogs = (url: string) => /\/dialogs(_bg\.wasm|\.js)$/.test(new URL(url).pathname);

  test('is fetched the first time a dialog opens, and only then', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (r) => { if (isDialogs(r.url())) fetched.push(r.url()); });
    // A returning visitor (a first visit's welcome comes with the dialogs' module).
    await seedStorage(page, 'kaissa.v1.welcomed', '1');
    const b = await BoardPage.open(page);
    await b.play('e2e4 e7e5');
    expect(fetched, 'the page starts and plays without the dialogs').toEqual([]);
    await await pressControl(page, 'export-pgn');
    await expect(page.getByTestId('pgn-text')).toHaveValue(/1\. e4 e5/);
    expect(fetched).toHaveLength(2);
    // Escape closes it; the next dialogs come from the module already loaded.
    await page.getByTestId('pgn-text').press('Escape');
    await expect(page.getByTestId('pgn-export-dialog')).toHaveCount(0);
    await await pressControl(page, 'import-pgn');
    await expect(page.getByTestId('pgn-import-dialog')).toBeVisible();
    await page.getByTestId('close-dialog').click();
    await expect(page.getByTestId('pgn-import-dialog')).toHaveCount(0);
    expect(await b.sans()).toEqual(['e4', 'e5']);
    await startGame(b, { opponent: 'human' });
    await expect(b.moves.locator('[data-ply]')).toHaveCount(0);
    expect(fetched).toHaveLength(2);
  });

  for (const file of ['dialogs.js', 'dialogs_bg.wasm']) {
    test(`when ${file} cannot be loaded, the page says so and plays on, and trying again opens the dialog`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.route(`**/${file}`, (route) => route.abort());
      const b = await BoardPage.open(page);
      await b.play('e2e4 e7e5');
      await page.getByTestId('new-game').click();
      const failed = page.getByTestId('dialog-failed');
      await expect(failed).toBeVisible();
      await expect(failed).toContainText('The dialog could not be opened');
      // The game is untouched and goes on.
      await b.play('g1f3');
      expect(await b.sans()).toEqual(['e4', 'e5', 'Nf3']);
      await page.unroute(`**/${file}`);
      await page.getByTestId('dialog-retry').click();
      await expect(failed).toHaveCount(0);
      await expect(page.getByTestId('new-game-dialog')).toBeVisible();
      await page.getByTestId('new-game-dialog').locator('[data-opponent="human"]').click();
      await page.getByTestId('start').click();
      await confirmIfAsked(page);
      await expect(b.moves.locator('[data-ply]')).toHaveCount(0);
      // The PGN dialogs come from the same module, loaded now.
      await importPgn(page, '1. d4 d5 2. c4 *');
      await expect(page.getByTestId('pgn-import-dialog')).toHaveCount(0);
      expect(await b.sans()).toEqual(['d4', 'd5', 'c4']);
      expect(errors).toEqual([]);
    });
  }

  test('also holds the settings page and the finished games; a failure says so and Try again opens them', async ({ page }) => {
    await page.route('**/dialogs_bg.wasm', (route) => route.abort());
    const b = await BoardPage.open(page);
    await page.getByTestId('nav-settings').click();
    const failed = page.getByTestId('settings-failed');
    await expect(failed).toContainText('The settings could not be opened');
    await page.unroute('**/dialogs_bg.wasm');
    await page.getByTestId('settings-retry').click();
    await expect(failed).toHaveCount(0);
    // A change on the page reaches the board at once, and is saved.
    await page.locator('[data-setting="board-theme"]').selectOption('wood');
    await page.getByTestId('nav-play').click();
    await expect(b.board).toHaveAttribute('data-theme', 'wood');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('kaissa.v1.settings')!).board_theme)).toBe('wood');
    // The games dialog comes from the module already loaded.
    await await pressControl(page, 'history');
    await expect(page.getByTestId('history-dialog').getByTestId('history-empty')).toBeVisible();
    await page.getByTestId('history-close').click();
    await expect(page.getByTestId('history-dialog')).toHaveCount(0);
  });
});

test('copy the FEN', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const b = await BoardPage.open(page);
  await startGame(b, { opponent: 'human' });
  await b.play('e2e4');
  await tapOrClick(b, 'copy-fen');
  await expect(page.getByTestId('copied')).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
});

test('start from a FEN; a wrong FEN is explained and changes nothing', async ({ page }) => {
  const b = await BoardPage.open(page);
  await loadFen(b, '4k3/8/8/8/8/8/8/8 w - - 0 1');
  // The FEN field comes with the dialogs' module, loaded now for the first time (see new-game.ts).
  await expect(page.getByTestId('fen-error')).toContainText('White has no king', { timeout: 15_000 });
  await expect(b.board.locator('[data-piece]')).toHaveCount(32);
  await page.getByTestId('fen-input').fill('4k3/8/8/8/8/8/4P3/4K3 w - - 0 1');
  await page.getByTestId('fen-submit').click();
  await expect(b.board.locator('[data-piece]')).toHaveCount(3);
  await b.play('e2e4');
  expect(await b.sans()).toEqual(['e4']);
});

test('the mute toggle silences the moves and is remembered', async ({ page }) => {
  const b = await BoardPage.open(page);
  await startGame(b, { opponent: 'human' });
  const mute = page.getByTestId('mute');
  const lastSound = () => page.evaluate(() => document.documentElement.getAttribute('data-last-sound'));
  // The audio engine starts a second after start-up, ahead of the first sound, but only with
  // sounds on: muted, the page never starts it (below).
  const audioStarted = () => page.evaluate(() => document.documentElement.hasAttribute('data-audio'));
  await expect.poll(audioStarted).toBe(true);
  expect(await lastSound()).toBeNull();
  // The toggle is in the menu.
  await expect(await control(page, 'mute')).toHaveAttribute('aria-pressed', 'false');
  await closeMenu(page);
  await b.play('e2e4');
  await expect.poll(lastSound).toBe('move');
  await b.play('d7d5');
  await b.play('e4d5');
  await expect.poll(lastSound).toBe('capture');
  await tapOrClick(b, 'mute');
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  // The menu closed again, as a player would before the next move.
  await closeMenu(page);
  await b.play('d8d5');
  await expect(b.piece('d5')).toHaveAttribute('data-piece', 'bQ');
  await page.waitForTimeout(200);
  expect(await lastSound()).toBe('capture');
  await page.reload();
  await expect(await control(page, 'mute')).toHaveAttribute('aria-pressed', 'true');
  await page.waitForTimeout(2_000);
  expect(await audioStarted()).toBe(false);
  await tapOrClick(b, 'mute');
  await expect(page.getByTestId('mute')).toHaveAttribute('aria-pressed', 'false');
  await closeMenu(page);
  await b.play('d2d4');
  await expect.poll(lastSound).toBe('move');
  expect(await audioStarted()).toBe(true);
});

test('a timed game exports its time control in the PGN', async ({ page }) => {
  await page.goto('./');
  await page.getByTestId('new-game').click();
  await page.locator('[data-opponent="human"]').click();
  await page.locator('[data-tc="5+3"]').click();
  await page.getByTestId('start').click();
  await await pressControl(page, 'export-pgn');
  const pgn = page.getByTestId('pgn-text');
  const text = (await pgn.evaluate((el) => ('value' in el ? (el as HTMLTextAreaElement).value : el.textContent))) ?? '';
  expect(text).toContain('[TimeControl "300+3"]');
});
