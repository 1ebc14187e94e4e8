// The board editor ("Set up a position", DESIGN.md's `setup-position`): a position built by taps
// and by drags (mouse on the desktop project, a finger on the touch project), impossible
// positions refused with their reasons, a FEN typed in, and a game started from the position
// against the computer. Also the load-FEN form keeping a refused FEN as typed.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { BoardPage, control } from './board';

// The dialogs' module is fetched the first time the editor opens; a loaded machine is slow.
test.describe.configure({ timeout: 60_000 });

type Point = { x: number; y: number };

class Editor {
  readonly dialog: Locator;
  readonly board: Locator;
  readonly fen: Locator;
  readonly start: Locator;
  readonly problems: Locator;

  constructor(readonly b: BoardPage) {
    this.dialog = b.page.getByTestId('editor');
    this.board = this.dialog.getByTestId('editor-board');
    this.fen = this.dialog.getByTestId('editor-fen');
    this.start = this.dialog.getByTestId('editor-start');
    this.problems = this.dialog.getByTestId('editor-problem');
  }

  static async open(b: BoardPage): Promise<Editor> {
    await press(b, await control(b.page, 'setup-position'));
    const e = new Editor(b);
    await expect(e.dialog).toBeVisible();
    await expect(e.board.locator('[data-square]')).toHaveCount(64);
    return e;
  }

  square(sq: string): Locator {
    return this.board.locator(`[data-square="${sq}"]`);
  }

  tool(piece: string): Locator {
    return this.dialog.locator(`[data-testid="editor-piece"][data-piece="${piece}"]`);
  }

  async pieceAt(sq: string): Promise<string | null> {
    const p = this.square(sq).locator('[data-piece]');
    return (await p.count()) ? p.getAttribute('data-piece') : null;
  }

  /** Chooses `piece` ("wK") in the palette and taps (or clicks) each square. */
  async put(piece: string, ...squares: string[]) {
    await press(this.b, this.tool(piece));
    await expect(this.tool(piece)).toHaveAttribute('aria-pressed', 'true');
    for (const sq of squares) {
      await press(this.b, this.square(sq));
      await expect(this.square(sq).locator('[data-piece]')).toHaveAttribute('data-piece', piece);
    }
  }

  async erase(...squares: string[]) {
    await press(this.b, this.dialog.getByTestId('editor-erase'));
    for (const sq of squares) {
      await press(this.b, this.square(sq));
      await expect(this.square(sq).locator('[data-piece]')).toHaveCount(0);
    }
  }

  async reasons(): Promise<string[]> {
    return this.problems.evaluateAll((els) => els.map((e) => e.getAttribute('data-reason')!));
  }
}

/** A click, or a tap on the touch project. */
async function press(b: BoardPage, el: Locator) {
  if (b.touch) await el.tap();
  else await el.click();
}

async function center(el: Locator): Promise<Point> {
  const box = await el.boundingBox();
  if (!box) throw new Error('not visible');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drags from one element's centre to another's (or to a point): the mouse on the desktop
 * project, a finger (real touch events) on the touch project. */
async function drag(b: BoardPage, from: Locator, to: Locator | Point) {
  const a = await center(from);
  const z = 'x' in to ? to : await center(to);
  if (b.touch) {
    await b.touchDrag(a, z);
    // Chromium drops the click of a tap that comes within a moment of a touch sequence sent
    // through the DevTools protocol (the Play board's buttons too): a person's next tap is never
    // that quick, so the test waits as long.
    await b.page.waitForTimeout(500);
  } else {
    await b.page.mouse.move(a.x, a.y);
    await b.page.mouse.down();
    await b.page.mouse.move((a.x + z.x) / 2, (a.y + z.y) / 2, { steps: 5 });
    await b.page.mouse.move(z.x, z.y, { steps: 5 });
    await b.page.mouse.up();
  }
}

function noHorizontalScroll(page: Page) {
  return page.evaluate(() => {
    const modal = document.querySelector('[data-testid="editor"]')!;
    return document.documentElement.scrollWidth <= window.innerWidth && modal.scrollWidth <= modal.clientWidth;
  });
}

test('build a position by taps; impossible ones are refused with their reasons; start it against the computer', { tag: '@both' }, async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const b = await BoardPage.open(page);
  const e = await Editor.open(b);
  // It opens on the Play board's position.
  await expect(e.fen).toHaveValue('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  await expect(e.dialog.getByTestId('editor-ready')).toBeVisible();
  await press(b, e.dialog.getByTestId('editor-clear'));
  await expect(e.board.locator('[data-piece]')).toHaveCount(0);
  await expect(e.fen).toHaveValue('8/8/8/8/8/8/8/8 w - - 0 1');
  expect(await e.reasons()).toEqual(['missing-king', 'missing-king']);
  await expect(e.start).toBeDisabled();

  await e.put('wK', 'g1');
  await e.put('wP', 'f2', 'g2', 'h2');
  await e.put('bK', 'g8');
  await e.put('bP', 'f7', 'g7', 'h7');
  await e.put('wR', 'a1');
  await expect(e.fen).toHaveValue('6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1');
  await expect(e.problems).toHaveCount(0);
  await expect(e.start).toBeEnabled();

  // Two white kings.
  await e.put('wK', 'd4');
  expect(await e.reasons()).toEqual(['too-many-kings']);
  await expect(e.problems.first()).toContainText('White has more than one king');
  await expect(e.start).toBeDisabled();
  await e.erase('d4');
  await expect(e.start).toBeEnabled();
  // A pawn on the first row.
  await e.put('wP', 'c1');
  expect(await e.reasons()).toEqual(['pawns-on-back-rank']);
  await expect(e.problems.first()).toContainText('c1');
  await expect(e.start).toBeDisabled();
  // A tap with the same piece takes it away again.
  await press(b, e.square('c1'));
  await expect(e.square('c1').locator('[data-piece]')).toHaveCount(0);
  await expect(e.start).toBeEnabled();
  // The side not to move in check: a black rook gives check on g5 with Black to move.
  await e.erase('g2');
  await e.put('bR', 'g5');
  await press(b, e.dialog.locator('[data-testid="editor-turn"][data-color="black"]'));
  expect(await e.reasons()).toEqual(['opponent-in-check']);
  await expect(e.problems.first()).toContainText('White is in check, but it is Black');
  await expect(e.start).toBeDisabled();
  await press(b, e.dialog.locator('[data-testid="editor-turn"][data-color="white"]'));
  await expect(e.problems).toHaveCount(0);
  await e.erase('g5');
  await e.put('wP', 'g2');
  // Several problems at once, all listed.
  await e.put('bK', 'a8');
  await e.put('bP', 'b8');
  expect(await e.reasons()).toEqual(['too-many-kings', 'pawns-on-back-rank']);
  await e.erase('a8', 'b8');

  // Against the computer at level 1; the person plays the side to move (White) unless told.
  await press(b, e.dialog.locator('[data-opponent="computer"]'));
  await press(b, e.dialog.locator('[data-level="1"]'));
  // What the level means, in words, as in the new-game dialog.
  await expect(e.dialog.getByTestId('level-hint')).toHaveText('Level 1: knows the rules, often leaves pieces hanging');
  await expect(e.dialog.locator('[data-testid="editor-color"][data-color="white"]')).toHaveAttribute('aria-pressed', 'true');
  expect(await noHorizontalScroll(page)).toBe(true);
  await press(b, e.start);
  await expect(e.dialog).toHaveCount(0);
  await expect(b.board.locator('[data-piece]')).toHaveCount(9);
  await expect(b.board).toHaveAttribute('data-orientation', 'white');
  await expect(b.status).toHaveAttribute('data-turn', 'white');
  await b.clickMove('h2h3');
  // The computer answers on the main board.
  await expect(b.moves.locator('[data-ply]')).toHaveCount(2, { timeout: 20_000 });
  await expect(b.status).toHaveAttribute('data-turn', 'white');
  expect(errors).toEqual([]);
});

test('build a position by drags: from the palette, on the board, and off it', { tag: '@both' }, async ({ page }) => {
  const b = await BoardPage.open(page);
  const e = await Editor.open(b);
  // From the palette onto the board.
  await drag(b, e.tool('wN'), e.square('c3'));
  await expect.poll(() => e.pieceAt('c3')).toBe('wN');
  // Dragging chose no tool: the hand is still the tool.
  await expect(e.dialog.getByTestId('editor-hand')).toHaveAttribute('aria-pressed', 'true');
  // On the board: the knight to e5, the e2 pawn onto e4.
  await drag(b, e.square('c3'), e.square('e5'));
  await expect.poll(() => e.pieceAt('e5')).toBe('wN');
  expect(await e.pieceAt('c3')).toBeNull();
  await drag(b, e.square('e2'), e.square('e4'));
  await expect.poll(() => e.pieceAt('e4')).toBe('wP');
  // Off the board: taken away.
  const box = (await e.board.boundingBox())!;
  await drag(b, e.square('e5'), { x: box.x + box.width / 2, y: box.y + box.height + 60 });
  await expect(e.board.locator('[data-piece]')).toHaveCount(32);
  await expect(e.fen).toHaveValue('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1');
  // The hand tool also moves by two taps.
  await press(b, e.square('g1'));
  await expect(e.square('g1')).toHaveAttribute('data-selected', '');
  await press(b, e.square('f3'));
  await expect.poll(() => e.pieceAt('f3')).toBe('wN');
  // Castling follows the pieces: the h1 rook dragged away takes White's O-O away.
  const right = (r: string) => e.dialog.locator(`[data-testid="editor-castle"][data-right="${r}"]`);
  await expect(right('K')).toHaveAttribute('aria-pressed', 'true');
  await drag(b, e.square('h1'), e.square('h4'));
  await expect(right('K')).toBeDisabled();
  await expect(right('K')).toHaveAttribute('aria-pressed', 'false');
  await expect(e.fen).toHaveValue('rnbqkbnr/pppppppp/8/8/4P2R/5N2/PPPP1PPP/RNBQKB2 w Qkq - 0 1');
  // A right switched off by hand.
  await press(b, right('q'));
  await expect(e.fen).toHaveValue('rnbqkbnr/pppppppp/8/8/4P2R/5N2/PPPP1PPP/RNBQKB2 w Qk - 0 1');
  // Flip, and back to the start position.
  await press(b, e.dialog.getByTestId('editor-flip'));
  await expect(e.board).toHaveAttribute('data-orientation', 'black');
  await press(b, e.dialog.getByTestId('editor-start-position'));
  await expect(e.fen).toHaveValue('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  expect(await noHorizontalScroll(page)).toBe(true);
});

test('a FEN typed into the editor loads; one that cannot be read is kept and explained', async ({ page }) => {
  const b = await BoardPage.open(page);
  await b.newGame('human');
  await b.play('e2e4 e7e5');
  const e = await Editor.open(b);
  await expect(e.fen).toHaveValue('rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
  await e.fen.fill('4k3/8/8/8/8/8/4P3/4K3 b - - 0 1');
  await expect(e.board.locator('[data-piece]')).toHaveCount(3);
  await expect(e.dialog.locator('[data-testid="editor-turn"][data-color="black"]')).toHaveAttribute('aria-pressed', 'true');
  // Unreadable: the text stays as typed, the reason is shown, the board is unchanged.
  const bad = '4k3/8/8/8/8/8/4P3/4K3 x - - 0 1';
  await e.fen.fill(bad);
  await expect(e.dialog.getByTestId('editor-fen-error')).toContainText("the side to move must be 'w' or 'b', not 'x'");
  await expect(e.fen).toHaveValue(bad);
  await expect(e.fen).toHaveAttribute('aria-invalid', 'true');
  await expect(e.board.locator('[data-piece]')).toHaveCount(3);
  // Readable but impossible: loaded, with its problems listed.
  await e.fen.fill('4k3/8/8/8/8/8/8/8 w - - 0 1');
  await expect(e.dialog.getByTestId('editor-fen-error')).toBeHidden();
  expect(await e.reasons()).toEqual(['missing-king']);
  // "Current position" puts the Play board's position back.
  await press(b, e.dialog.getByTestId('editor-current'));
  await expect(e.fen).toHaveValue('rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
  // Starting over the unfinished game asks first; Escape cancels the question, then the editor.
  await press(b, e.dialog.locator('[data-opponent="human"]'));
  await press(b, e.start);
  await expect(page.getByTestId('confirm')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('confirm')).toHaveCount(0);
  await expect(e.dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(e.dialog).toHaveCount(0);
  expect(await b.sans()).toEqual(['e4', 'e5']);
  // Again, and yes: a new game from the position, between two people.
  const again = await Editor.open(b);
  await again.fen.fill('4k3/8/8/8/8/8/4P3/4K3 w - - 0 1');
  await press(b, again.dialog.locator('[data-opponent="human"]'));
  await press(b, again.start);
  await press(b, page.getByTestId('confirm'));
  await expect(again.dialog).toHaveCount(0);
  await expect(b.board.locator('[data-piece]')).toHaveCount(3);
  expect(await b.plyCount()).toBe(0);
  await b.play('e2e4');
});

test('a phone on its side: the board and both palettes in sight at once, every tool a square a finger hits', { tag: '@phone' }, async ({ page }) => {
  for (const viewport of [{ width: 740, height: 360 }, { width: 915, height: 412 }]) {
    await page.setViewportSize(viewport);
    const b = await BoardPage.open(page);
    const e = await Editor.open(b);
    const board = (await e.board.boundingBox())!;
    // The board as large as the height allows, all of it on the screen.
    expect(board.y + board.height).toBeLessThanOrEqual(viewport.height);
    expect(board.height).toBeGreaterThan(viewport.height * 0.7);
    const tools = await e.dialog.locator('.editor-tool').evaluateAll((els) =>
      els.map((el) => { const r = el.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, width: r.width, height: r.height }; }));
    expect(tools).toHaveLength(14);
    for (const t of tools) {
      // On the screen without scrolling, square, and no smaller than 32 px.
      expect(t.top).toBeGreaterThanOrEqual(0);
      expect(t.bottom).toBeLessThanOrEqual(viewport.height);
      expect(Math.abs(t.width - t.height)).toBeLessThanOrEqual(2);
      expect(t.width).toBeGreaterThanOrEqual(32);
    }
    // Both palettes work from there: a black rook and a white knight dragged onto the board.
    await drag(b, e.tool('bR'), e.square('d5'));
    await expect.poll(() => e.pieceAt('d5')).toBe('bR');
    await drag(b, e.tool('wN'), e.square('e4'));
    await expect.poll(() => e.pieceAt('e4')).toBe('wN');
    expect(await noHorizontalScroll(page)).toBe(true);
  }
});

test('the editor is a dialog: named, the focus inside, Tab kept in, Escape returns the focus', async ({ page }) => {
  const b = await BoardPage.open(page);
  // The menu by keyboard, then its item.
  await page.getByTestId('menu').focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('setup-position').focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Set up a position' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-testid="editor"]'))).toBe(true);
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="editor"]'))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="editor"]'))).toBe(true);
  // The keyboard places pieces too: the board's cursor and Enter.
  await page.getByTestId('editor-clear').click();
  await page.locator('[data-testid="editor-piece"][data-piece="bQ"]').click();
  await page.getByTestId('editor-board').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('editor-board').locator('[data-square="a2"] [data-piece]')).toHaveAttribute('data-piece', 'bQ');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // The item that opened it has gone with the menu: the focus is back on the menu's button.
  await expect(page.getByTestId('menu')).toBeFocused();
  // Nothing changed on the Play board.
  await expect(b.board.locator('[data-piece]')).toHaveCount(32);
});

test('the load-FEN form keeps a refused FEN as typed and says why', async ({ page }) => {
  const b = await BoardPage.open(page);
  await press(b, await control(page, 'load-fen'));
  const input = page.getByTestId('fen-input');
  const bad = '4k3/8/8/8/8/8/8/8 w - - 0 1';
  await input.fill(bad);
  await press(b, page.getByTestId('fen-submit'));
  await expect(page.getByTestId('fen-error')).toContainText('White has no king');
  await expect(input).toHaveValue(bad);
  // Still there after the page redraws around it (a move on the board).
  await b.newGame('human');
  await expect(input).toHaveValue(bad);
  // Corrected in place, then accepted.
  await input.fill('4k3/8/8/8/8/8/8/4K3 w - - 0 1');
  await press(b, page.getByTestId('fen-submit'));
  await expect(b.board.locator('[data-piece]')).toHaveCount(2);
});
