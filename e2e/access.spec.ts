// The board for screen readers (issue 21): the board is a grid of eight rows of named cells,
// loaded after the start by src/boot.mjs (src/bin/access.rs); each square says its coordinate,
// its piece and its state, after a capture, castling and en passant, and in the page's language;
// the keyboard's cursor is the grid's active cell.
import { expect, test, type Page } from '@playwright/test';
import { BoardPage, pressControl } from './board';
import { FIRST_LEVELS, LearnPage } from './learn';
import { startGame } from './new-game';

const cell = (page: Page, name: string) => page.getByTestId('board').getByRole('gridcell', { name, exact: true });

/** A game between two people with `moves` (UCI) played. */
async function played(page: Page, moves: string[]) {
  const b = await BoardPage.open(page);
  await startGame(b, { opponent: 'human' });
  for (const m of moves) await b.play(m);
  return b;
}

test('the board is an application holding a grid of 64 named cells in 8 rows', async ({ page }) => {
  const b = await BoardPage.open(page);
  const grid = page.getByRole('grid');
  await expect(grid).toHaveCount(1);
  await expect(b.board).toHaveAttribute('role', 'application');
  await expect(b.square('e2')).toHaveAttribute('aria-label', 'e2, white pawn');
  await expect(page.getByRole('row')).toHaveCount(8);
  await expect(b.board.getByRole('gridcell')).toHaveCount(64);
  await expect(cell(page, 'e4, empty')).toHaveCount(1);
  await expect(cell(page, 'e8, black king')).toHaveCount(1);
  // Row by row in screen order, each owning its eight cells: the top row is the 8th rank.
  const firstRow = await page.locator('.a11y-grid > .a11y-row').first().getAttribute('aria-owns');
  expect(firstRow?.split(' ').map((id) => id.slice(-2))).toEqual(['a8', 'b8', 'c8', 'd8', 'e8', 'f8', 'g8', 'h8']);
  // The pieces and coordinates inside say nothing of their own.
  expect(await page.locator('[data-square] svg:not([aria-hidden="true"])').count()).toBe(0);
});

test('selection, legal moves and the last move are in the names', async ({ page }) => {
  const b = await BoardPage.open(page);
  await b.press('g1');
  await expect(cell(page, 'g1, white knight, selected')).toHaveCount(1);
  await expect(cell(page, 'f3, empty, legal move')).toHaveCount(1);
  await b.press('f3');
  await expect(cell(page, 'f3, white knight, last move')).toHaveCount(1);
  await expect(cell(page, 'g1, empty, last move')).toHaveCount(1);
});

test('names after en passant, a capture, a check and castling', async ({ page }) => {
  const b = await played(page, ['e2e4', 'a7a6', 'e4e5', 'd7d5', 'e5d6']);
  await expect(cell(page, 'd6, white pawn, last move')).toHaveCount(1);
  await expect(cell(page, 'd5, empty')).toHaveCount(1);
  await expect(cell(page, 'e5, empty, last move')).toHaveCount(1);
  await b.play('c7d6');
  await expect(cell(page, 'd6, black pawn, last move')).toHaveCount(1);
  await expect(cell(page, 'c7, empty, last move')).toHaveCount(1);
  await b.play('f1b5');
  await expect(cell(page, 'e8, black king, in check')).toHaveCount(1);
  await b.play('c8d7 g1f3 b8c6 e1g1');
  await expect(cell(page, 'g1, white king, last move')).toHaveCount(1);
  await expect(cell(page, 'f1, white rook')).toHaveCount(1);
  await expect(cell(page, 'h1, empty')).toHaveCount(1);
  await expect(cell(page, 'e1, empty, last move')).toHaveCount(1);
});

test('the keyboard cursor is the active cell', async ({ page }) => {
  const b = await BoardPage.open(page);
  await expect(b.square('e2')).toHaveAttribute('aria-label', 'e2, white pawn');
  await b.board.focus();
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => b.board.getAttribute('aria-activedescendant')).toMatch(/-e3$/);
  const active = await b.board.getAttribute('aria-activedescendant');
  await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-label', /^e3, empty/);
  await page.keyboard.press('End');
  await expect.poll(() => b.board.getAttribute('aria-activedescendant')).toMatch(/-h3$/);
  await page.keyboard.press('PageUp');
  await expect.poll(() => b.board.getAttribute('aria-activedescendant')).toMatch(/-h8$/);
  await expect(page.locator(`[id="${await b.board.getAttribute('aria-activedescendant')}"]`)).toHaveAttribute('aria-label', 'h8, black rook');
  await page.keyboard.press('Home');
  await expect.poll(() => b.board.getAttribute('aria-activedescendant')).toMatch(/-a8$/);
});

test.describe('in Russian', () => {
  test.use({ locale: 'ru-RU' });

  test('the squares are named in the page\'s language', async ({ page }) => {
    await BoardPage.open(page);
    await expect(cell(page, 'e2, белая пешка')).toHaveCount(1);
    await expect(cell(page, 'g8, чёрный конь')).toHaveCount(1);
  });
});

test.describe('the live region', () => {
  const announce = (page: Page) => page.getByTestId('announce');

  test('says each move in words, and the end of the game; the status stays quiet', async ({ page }) => {
    const b = await played(page, []);
    await expect(announce(page)).toHaveAttribute('aria-live', 'polite');
    await expect(b.status).toHaveAttribute('aria-live', 'off');
    await b.play('f2f3');
    await expect(announce(page)).toHaveText('White: pawn from f2 to f3');
    await b.play('e7e5');
    await expect(announce(page)).toHaveText('Black: pawn from e7 to e5');
    await b.play('g2g4');
    await b.play('d8h4');
    await expect(b.status).toHaveAttribute('data-result', '0-1');
    const end = await b.status.locator('.status-text').textContent();
    await expect(announce(page)).toHaveText(`Black: queen from d8 to h4, checkmate. ${end}`);
  });

  test('says a capture, castling and en passant', async ({ page }) => {
    const b = await played(page, ['e2e4', 'd7d5']);
    await b.play('e4d5');
    await expect(announce(page)).toHaveText('White: pawn from e4 takes pawn on d5');
    for (const m of ['g8f6', 'g1f3', 'c7c5']) await b.play(m);
    await b.play('d5c6');
    await expect(announce(page)).toHaveText('White: pawn from d5 to c6, takes the pawn on c5 en passant');
    for (const m of ['e7e6', 'f1e2', 'f8e7']) await b.play(m);
    await b.play('e1g1');
    await expect(announce(page)).toHaveText('White castles kingside');
  });

  test('says the computer\'s move', async ({ page }) => {
    const b = await BoardPage.open(page);
    await startGame(b, { opponent: 'computer', color: 'white', level: 1 });
    await b.play('e2e4');
    await expect(announce(page)).toHaveText(/^Black: [a-z]+ from [a-h][1-8] (to|takes [a-z]+ on) [a-h][1-8]/, { timeout: 20_000 });
  });
});

test.describe('the move field', () => {
  const field = (page: Page) => page.getByTestId('move-input');
  async function type(page: Page, text: string) {
    await field(page).fill(text);
    await field(page).press('Enter');
  }

  test('SAN, UCI and castling through the field; a refused move says why', async ({ page }) => {
    const b = await played(page, []);
    await expect(page.getByLabel('Type a move')).toHaveAttribute('data-testid', 'move-input');
    await type(page, 'e4');
    await expect(b.moves.locator('[data-ply="1"]')).toHaveAttribute('data-san', 'e4');
    await expect(field(page)).toHaveValue('');
    await type(page, 'e7e5');
    await expect(b.moves.locator('[data-ply="2"]')).toHaveAttribute('data-san', 'e5');
    await type(page, 'Ke3');
    await expect(page.getByTestId('move-input-error')).not.toBeEmpty();
    await expect(field(page)).toHaveValue('Ke3');
    await expect(b.moves.locator('[data-ply="3"]')).toHaveCount(0);
    await type(page, 'hello');
    await expect(page.getByTestId('move-input-error')).toContainText('hello');
    for (const m of ['Nf3', 'Nc6', 'Bc4', 'Bc5', '0-0']) await type(page, m);
    await expect(b.moves.locator('[data-ply="7"]')).toHaveAttribute('data-san', 'O-O');
    await expect(page.getByTestId('move-input-error')).toBeEmpty();
  });

  test('a whole game to mate through the field alone; after the end a move is refused', async ({ page }) => {
    const b = await played(page, []);
    for (const m of ['f3', 'e5', 'g2g4', 'Qh4#']) await type(page, m);
    await expect(b.status).toHaveAttribute('data-result', '0-1');
    await expect(b.status).toHaveAttribute('data-termination', 'checkmate');
    await type(page, 'a3');
    await expect(page.getByTestId('move-input-error')).not.toBeEmpty();
    await expect(b.moves.locator('[data-ply="5"]')).toHaveCount(0);
  });

  test('a promotion typed in the field, and as seen from Black\'s side', async ({ page }) => {
    const b = await BoardPage.open(page);
    await pressControl(page, 'load-fen');
    await page.getByTestId('fen-input').fill('8/4P3/8/8/8/8/k6p/4K3 w - - 0 1');
    await page.getByTestId('fen-submit').click();
    await expect(b.piece('e7')).toHaveAttribute('data-piece', 'wP');
    await type(page, 'e8=N');
    await expect(b.piece('e8')).toHaveAttribute('data-piece', 'wN');
    await pressControl(page, 'flip');
    await expect(b.board).toHaveAttribute('data-orientation', 'black');
    await type(page, 'h2h1q');
    await expect(b.piece('h1')).toHaveAttribute('data-piece', 'bQ');
    await expect(b.moves.locator('[data-ply="2"]')).toHaveAttribute('data-san', 'h1=Q+');
  });

  test.describe('in Russian', () => {
    test.use({ locale: 'ru-RU' });

    test('Кf3 and Nf3 both play the knight', async ({ page }) => {
      const b = await played(page, ['e2e4', 'e7e5']);
      await type(page, 'Кf3');
      await expect(b.moves.locator('[data-ply="3"]')).toHaveAttribute('data-san', 'Nf3');
      await type(page, 'Nc6');
      await expect(b.moves.locator('[data-ply="4"]')).toHaveAttribute('data-san', 'Nc6');
      await expect(page.getByTestId('announce')).toHaveText('Чёрные: конь с b8 на c6');
    });
  });
});

test('keys that speak of the position while the board has the focus', async ({ page }) => {
  const b = await played(page, ['e2e4', 'g8f6']);
  await expect(b.square('e4')).toHaveAttribute('role', 'gridcell');
  await b.board.focus();
  const announce = page.getByTestId('announce');
  await page.keyboard.press('t');
  await expect(announce).toHaveText('White to move');
  await page.keyboard.press('p');
  await expect(announce).toHaveText(/^White: .*e4/);
  await page.keyboard.press('o');
  await expect(announce).toHaveText(/^Black: .*f6/);
  await page.keyboard.press('c');
  await expect(announce).toHaveText('This game has no clock');
  // The cursor on e4: the knight on f6 attacks it.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(b.square('e4')).toHaveAttribute('data-cursor', '');
  await page.keyboard.press('a');
  await expect(announce).toContainText('f6');
  // The same question twice is answered twice.
  await page.keyboard.press('t');
  const once = await announce.textContent();
  await page.keyboard.press('t');
  await expect.poll(() => announce.textContent()).not.toBe(once);
  // Typing in a field never asks them: the region keeps what it said.
  const before = await announce.textContent();
  await page.getByTestId('move-input').focus();
  await page.keyboard.press('t');
  await page.keyboard.press('p');
  await expect(page.getByTestId('move-input')).toHaveValue('tp');
  expect(await announce.textContent()).toBe(before);
});

test('? shows the list of keys; Escape closes it and the focus goes back to the board; the Keys button opens it too', async ({ page }) => {
  const b = await played(page, ['e2e4']);
  await expect(b.square('e4')).toHaveAttribute('role', 'gridcell');
  await b.board.focus();
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard commands' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  // Every key, and what it does.
  await expect(dialog.locator('kbd')).toHaveCount(11);
  await expect(dialog.locator('dd').nth(0)).toHaveText('say where my pieces are');
  await expect(dialog.locator('kbd').nth(5)).toHaveText('?');
  await expect(page.getByTestId('keys-close')).toBeFocused();
  // Tab stays inside (one control), Escape closes, the board has the focus again.
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('keys-close')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(b.board).toBeFocused();
  // The board's own keys still work: no piece was picked up by the Escape.
  await expect(b.board.locator('[data-selected]')).toHaveCount(0);
  // For whoever does not know `?`: the button beside the move field — where there is a mouse or
  // a touchpad; a screen with only a finger (the touch project) shows no keyboard's button.
  const open = page.getByTestId('keys-open');
  if (test.info().project.use.hasTouch) {
    await expect(page.getByTestId('move-input')).toBeVisible();
    await expect(open).toBeHidden();
    return;
  }
  await expect(open).toBeVisible();
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.getByTestId('keys-close').press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
  // A click beside the dialog closes it too.
  await open.click();
  await page.mouse.click(5, 5);
  await expect(dialog).toHaveCount(0);
});

/** Moves the keyboard's cursor on `board` to `square` (from the bottom-left corner, as the board
 * is seen), by keys alone. */
async function cursorTo(page: Page, board: import('@playwright/test').Locator, square: string) {
  const black = (await board.getAttribute('data-orientation')) === 'black';
  const file = square.charCodeAt(0) - 97;
  const rank = Number(square[1]) - 1;
  await board.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('PageDown');
  for (let i = 0; i < (black ? 7 - file : file); i++) await page.keyboard.press('ArrowRight');
  for (let i = 0; i < (black ? 7 - rank : rank); i++) await page.keyboard.press('ArrowUp');
  await expect(board.locator(`[data-square="${square}"]`)).toHaveAttribute('data-cursor', '');
}

test.describe('lessons by the keyboard alone', () => {
  // A lesson of each kind of step (a square, an answer, a written move, a claim, moves, a
  // castling): the keys reach every kind; the lessons.spec run by clicks plays every lesson.
  test('a lesson of each kind: squares by the board\'s keys, moves typed, answers and claims by Enter', async ({ page }) => {
    const l = await LearnPage.open(page);
    const announce = page.getByTestId('announce');
    const field = l.root.getByTestId('move-input');
    const kinds = ['board', 'values', 'notation-more', 'repetition', 'capture', 'castling'];
    for (const [id, steps] of Object.entries(FIRST_LEVELS).filter(([id]) => kinds.includes(id))) {
      await l.lesson(id).focus();
      await page.keyboard.press('Enter');
      await expect(l.root.locator('.level')).toHaveAttribute('data-lesson', id);
      await expect(announce, id).toContainText((await l.goal.textContent())!.trim());
      for (const step of steps) {
        const [kind, arg] = step === 'claim' ? ['claim', ''] : step.includes(':') ? step.split(':') : ['move', step];
        if (kind === 'tap') {
          await cursorTo(page, l.board, arg);
          await page.keyboard.press('Enter');
        } else if (kind === 'answer') {
          await l.root.locator(`[data-testid="answer"][data-answer="${arg}"]`).focus();
          await page.keyboard.press('Enter');
        } else if (kind === 'write') {
          await l.root.getByTestId('write-input').focus();
          await page.keyboard.type(arg);
          await page.keyboard.press('Enter');
        } else if (kind === 'claim') {
          await l.root.getByTestId('claim-draw').focus();
          await page.keyboard.press('Enter');
        } else {
          // Typed in the field, in UCI; the move is said (and the other side's reply, if any).
          const level = l.root.locator('.level');
          const before = await level.getAttribute('data-fen');
          await field.focus();
          await page.keyboard.type(arg);
          await page.keyboard.press('Enter');
          // Taken by the field (a level may ask for a move the rules refuse: then nothing moves).
          await expect(field, `${id} ${arg}`).toHaveValue('');
          if ((await level.getAttribute('data-fen')) !== before) {
            await expect(announce, `${id} ${arg}`).toContainText(id.startsWith('castling') ? 'castles' : `from ${arg.slice(0, 2)}`);
          }
          await expect(l.thinking()).toHaveCount(0, { timeout: 10_000 });
        }
      }
      await expect(l.done, id).toBeVisible();
      await expect(l.done, id).toHaveAttribute('data-stars', '3');
      // The focus goes to what comes next.
      await expect(l.root.getByTestId('next-level'), id).toBeFocused();
      await l.root.getByTestId('back-to-map').focus();
      await page.keyboard.press('Enter');
      await expect(l.lessons()).not.toHaveCount(0);
    }
  });

  test('a move typed in a lesson: a refused one is explained as on the board, a bad text under the field', async ({ page }) => {
    const l = await LearnPage.openAt(page, 'rook', 1);
    const field = l.root.getByTestId('move-input');
    const error = l.root.getByTestId('move-input-error');
    await field.fill('Rd3');
    await field.press('Enter');
    // The rook does not go diagonally: the level's own explanation, as for the same move tried on the board.
    await expect(l.explanation).toBeVisible();
    await expect(l.explanation).toHaveAttribute('data-reason', /.+/);
    await expect(l.piece('c2')).toHaveAttribute('data-piece', 'wR');
    await field.fill('hello');
    await field.press('Enter');
    await expect(error).toHaveText('“hello” is not a move. Type a move like e4, Nf3, g1f3 or 0\u20110.');
    await expect(error).toHaveAttribute('role', 'alert');
    await field.fill('Nf3');
    await field.press('Enter');
    await expect(error).toHaveText('You have no knights.');
    await field.fill('Rc7');
    await field.press('Enter');
    await expect(l.done).toBeVisible();
    await expect(error).toBeEmpty();
    await expect(field).toBeDisabled();
  });

  test('the keys that speak work on a lesson\'s board, and the other side\'s reply is said', async ({ page }) => {
    const l = await LearnPage.openAt(page, 'mate', 11);
    const announce = page.getByTestId('announce');
    // The layer is there once it has said the goal.
    await expect(announce).toContainText((await l.goal.textContent())!.trim());
    await l.board.focus();
    await page.keyboard.press('o');
    await expect(announce).toHaveText(/^Black: .*king on/);
    await page.keyboard.press('t');
    await expect(announce).toHaveText('White to move');
    const field = l.root.getByTestId('move-input');
    await field.fill('Qd7');
    await field.press('Enter');
    await expect(announce).toContainText('White: queen from c6 to d7');
    // Black's reply, by the worker or the level: said when it is on the board.
    await expect(l.thinking()).toHaveCount(0, { timeout: 10_000 });
    await expect(announce).toContainText('Black: king from');
  });
});

test('a lesson level: its goal is said, its stars are named squares, and it is done by keys alone', async ({ page }) => {
  const l = await LearnPage.openAt(page, 'rook', 1);
  const announce = page.getByTestId('announce');
  const goal = (await l.goal.textContent())!;
  await expect(announce).toContainText(goal.trim());
  // The star to reach is a named square.
  const star = await page.locator('[data-overlay][data-target]').first().getAttribute('data-overlay');
  await expect(l.board.locator(`[data-square="${star}"]`)).toHaveAttribute('aria-label', new RegExp(`^${star}, .*star$`));
  // By keys alone: the cursor from the bottom-left corner to c2, Enter, up to c7, Enter.
  await l.board.focus();
  for (const key of ['Home', 'PageDown', 'ArrowRight', 'ArrowRight', 'ArrowUp', 'Enter']) await page.keyboard.press(key);
  await expect(l.board.locator('[data-square="c2"]')).toHaveAttribute('aria-label', /selected/);
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(l.done).toBeVisible();
  await expect(l.done).toHaveAttribute('role', 'status');
});

test('a lesson\'s hint is said', async ({ page }) => {
  await page.goto('./#learn/stalemate/1');
  const l = new LearnPage(page, !!test.info().project.use.hasTouch);
  await expect(l.goal).toBeVisible();
  await expect(page.getByTestId('announce')).toContainText((await l.goal.textContent())!.trim());
  await l.tapOn(l.hint);
  const text = l.root.getByTestId('hint-text');
  await expect(text).toContainText("Black's king");
  await expect(page.getByTestId('announce')).toContainText((await text.textContent())!.trim());
});

test('a game against level 1 by the keyboard alone: both sides\' moves and the result are said', async ({ page }) => {
  // Everything the live region says, in order (the computer's answer, without its pause in the
  // tests, can replace the user's move a moment after it is said).
  await page.addInitScript(() => {
    const w = window as unknown as { __said: string[] };
    w.__said = [];
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="announce"]')?.textContent ?? '';
      if (text && text !== w.__said.at(-1)) w.__said.push(text);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const said = () => page.evaluate(() => (window as unknown as { __said: string[] }).__said);
  const b = await BoardPage.open(page);
  const announce = page.getByTestId('announce');
  await expect(b.square('e2')).toHaveAttribute('role', 'gridcell');
  // Every control by focus and keys; no click, no tap.
  const key = async (testid: string, k = 'Enter') => {
    await page.getByTestId(testid).focus();
    await page.keyboard.press(k);
  };
  await key('new-game');
  const dialog = page.getByTestId('new-game-dialog');
  await expect(dialog).toBeVisible();
  for (const choice of ['[data-opponent="computer"]', '[data-color="white"]', '[data-level="1"]']) {
    await dialog.locator(choice).focus();
    await page.keyboard.press('Enter');
  }
  await key('start');
  await expect(dialog).toHaveCount(0);
  /** The cursor to `sq` from the bottom-left corner, then Enter: as a keyboard user moves. */
  const enterOn = async (sq: string) => {
    await page.keyboard.press('Home');
    await page.keyboard.press('PageDown');
    for (let i = 0; i < sq.charCodeAt(0) - 97; i++) await page.keyboard.press('ArrowRight');
    for (let i = 0; i < Number(sq[1]) - 1; i++) await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
  };
  const moves: [string, string, string][] = [['g1', 'f3', 'White: knight from g1 to f3'], ['b1', 'c3', 'White: knight from b1 to c3']];
  for (const [i, [from, to, words]] of moves.entries()) {
    await b.board.focus();
    const before = (await said()).length;
    await enterOn(from);
    await enterOn(to);
    // The move is said, then the computer's answer in its turn.
    await expect(b.moves.locator(`[data-ply="${2 * i + 2}"]`)).toHaveCount(1, { timeout: 20_000 });
    await expect.poll(async () => {
      const news = (await said()).slice(before);
      const user = news.indexOf(words);
      return user >= 0 && news.slice(user + 1).some((t) => t.startsWith('Black: '));
    }).toBe(true);
    await expect(announce).toHaveText(/^Black: /);
  }
  await key('resign');
  await key('confirm');
  await expect(b.status).toHaveAttribute('data-result', '0-1');
  const end = (await b.status.locator('.status-text').textContent())!;
  await expect(announce).toHaveText(end);
});

test('a clock running low is said once', async ({ page }) => {
  // Playwright's clock: the time passes when the test moves it on.
  await page.clock.install();
  const b = await BoardPage.open(page);
  await expect(b.square('e2')).toHaveAttribute('role', 'gridcell');
  // 12 s: the warning comes below 10 s.
  await startGame(b, { opponent: 'human', custom: { minutes: '0:12' } });
  await b.play('e2e4');
  await page.clock.runFor(2_500);
  await expect(page.getByTestId('clock-black')).toHaveAttribute('data-low', '');
  await expect(page.getByTestId('announce')).toHaveText(/^Black: little time left \(\d\.\d\)$/);
});
