// The clock and saved games, as the browser shows them: time controls from the new-game dialog,
// clocks that run only for the side to move, the low-time warning and its sound, pausing while
// the page is hidden, a flag fall, a reload that restores the game with its clocks, unreadable
// saved games kept aside, and the history. Time is Playwright's clock (`page.clock`), moved on by
// the test instead of waited for. The clock's arithmetic (Fischer, Bronstein and simple delays,
// a flag against a lone king, which games pause when hidden) is tested natively:
// crates/app-core/src/clock/chess_clock.rs and src/play/tests.rs.
import { expect, test, type Page } from '@playwright/test';
import { BoardPage, savedGame, seedStorage, pressControl } from './board';
import { chooseNewGame as choose, press, startGame } from './new-game';


const clock = (page: Page, color: 'white' | 'black') => page.getByTestId(`clock-${color}`);

async function ms(page: Page, color: 'white' | 'black'): Promise<number> {
  return Number(await clock(page, color).getAttribute('data-ms'));
}

/** Moves the page's time on by `millis`, running every timer due meanwhile (the clock's ticks). */
const wait = (page: Page, millis: number) => page.clock.runFor(millis);

/** Opens the app with Playwright's clock in charge of the page's time. */
async function openTimed(page: Page): Promise<BoardPage> {
  await page.clock.install();
  return BoardPage.open(page);
}

test('no clock by default; a preset shows both clocks, which start with the first move', async ({ page }) => {
  const b = await openTimed(page);
  await expect(clock(page, 'white')).toHaveCount(0);
  await choose(b, { opponent: 'human' });
  await expect(page.locator('[data-tc="none"]')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('start').click();
  await expect(clock(page, 'white')).toHaveCount(0);
  await startGame(b, { opponent: 'human', tc: '3+2' });
  await expect(clock(page, 'white')).toHaveAttribute('data-ms', '180000');
  await expect(clock(page, 'black')).toHaveAttribute('data-ms', '180000');
  await expect(clock(page, 'white')).toHaveText('3:00');
  // The opponent's clock is above the board, the player's below.
  const top = (await clock(page, 'black').boundingBox())!.y;
  const board = (await b.board.boundingBox())!.y;
  const bottom = (await clock(page, 'white').boundingBox())!.y;
  expect(top).toBeLessThan(board);
  expect(bottom).toBeGreaterThan(board);
  await wait(page, 600);
  await expect(clock(page, 'white')).toHaveAttribute('data-ms', '180000');
  await expect(clock(page, 'white')).not.toHaveAttribute('data-running', /.*/);
  // The first move is off the clock; then Black's runs, and only Black's.
  await b.clickMove('e2e4');
  await expect(clock(page, 'black')).toHaveAttribute('data-running', '');
  await wait(page, 700);
  expect(await ms(page, 'white')).toBe(180000);
  const black = await ms(page, 'black');
  expect(black).toBeLessThan(180000);
  await wait(page, 400);
  expect(await ms(page, 'black')).toBeLessThan(black);
  // The preset is remembered for the next game.
  await b.page.getByTestId('new-game').click();
  await expect(page.locator('[data-tc="3+2"]')).toHaveAttribute('aria-pressed', 'true');
});

test('a custom 0:03 clock runs down: the flag falls and the game is lost on time', async ({ page }) => {
  const b = await openTimed(page);
  await startGame(b, { opponent: 'human', custom: { minutes: '0:03' } });
  await expect(clock(page, 'white')).toHaveAttribute('data-ms', '3000');
  await expect(clock(page, 'white')).toHaveText('3.0');
  await b.clickMove('e2e4');
  await expect(clock(page, 'black')).toHaveAttribute('data-low', '');
  await wait(page, 3_100);
  await expect(b.status).toHaveAttribute('data-result', '1-0');
  await expect(b.status).toHaveAttribute('data-termination', 'timeout');
  await expect(b.status).toContainText('Time is up');
  await expect(clock(page, 'black')).toHaveAttribute('data-ms', '0');
  await expect(clock(page, 'black')).toHaveText('0.0');
  await expect(clock(page, 'black')).not.toHaveAttribute('data-running', /.*/);
  expect(await ms(page, 'white')).toBe(3000);
  // Nothing moves any more.
  await b.press('e7');
  await expect(b.explanation).toHaveAttribute('data-reason', 'game-over');
});

test('a bad custom time control is refused with a reason', async ({ page }) => {
  const b = await BoardPage.open(page);
  await choose(b, { opponent: 'human', custom: { minutes: 'abc', seconds: '2' } });
  await page.getByTestId('start').click();
  await expect(page.getByTestId('tc-error')).toBeVisible();
  await expect(page.getByTestId('new-game-dialog')).toBeVisible();
  await page.getByTestId('tc-minutes').fill('0');
  await page.getByTestId('start').click();
  await expect(page.getByTestId('tc-error')).toContainText('between 1 second and 10 hours');
  await page.getByTestId('tc-minutes').fill('1:30');
  await page.getByTestId('tc-increment').fill('2');
  await press(b, '[data-mode="bronstein"]');
  await page.getByTestId('start').click();
  await expect(page.getByTestId('new-game-dialog')).toHaveCount(0);
  await expect(clock(page, 'white')).toHaveAttribute('data-ms', '90000');
  // Remembered as a custom choice with its fields.
  await b.page.getByTestId('new-game').click();
  await expect(page.locator('[data-tc="custom"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('tc-minutes')).toHaveValue('1:30');
  await expect(page.locator('[data-mode="bronstein"]')).toHaveAttribute('aria-pressed', 'true');
});

/** Starts a 5+3 game as White against level 1, plays 1.e4 and waits for the reply: White's clock runs. */
async function e4AgainstComputerOnClock(page: Page): Promise<BoardPage> {
  const b = await openTimed(page);
  await startGame(b, { opponent: 'computer', color: 'white', level: 1, tc: '5+3' });
  // Not clickMove: the computer may answer before the list is counted.
  await b.press('e2');
  await b.press('e4');
  await expect(b.moves.locator('[data-ply]')).toHaveCount(2, { timeout: 15_000 });
  await expect(clock(page, 'white')).toHaveAttribute('data-running', '');
  return b;
}

test('the computer plays on its clock', async ({ page }) => {
  await e4AgainstComputerOnClock(page);
  const black = await ms(page, 'black');
  expect(black).toBeGreaterThan(290000);
  expect(black).toBeLessThanOrEqual(303000);
});

test('a reload mid-game restores the position, the moves and the clocks', async ({ page }) => {
  const b = await openTimed(page);
  await startGame(b, { opponent: 'human', tc: '5+3' });
  await b.play('e2e4 e7e5 g1f3');
  await b.board.locator('[data-square="a1"]').waitFor();
  const snapshot = await b.snapshot();
  await wait(page, 1000);
  const white = await ms(page, 'white');
  const black = await ms(page, 'black');
  await page.reload();
  await expect(b.moves.locator('[data-ply]')).toHaveCount(3);
  expect(await b.sans()).toEqual(['e4', 'e5', 'Nf3']);
  expect(await b.snapshot()).toEqual(snapshot);
  await expect(b.status).toHaveAttribute('data-turn', 'black');
  // White's clock stood still; Black's went on from where it was, gaining nothing.
  expect(await ms(page, 'white')).toBe(white);
  const after = await ms(page, 'black');
  expect(after).toBeLessThanOrEqual(black);
  expect(after).toBeGreaterThan(black - 5000);
  await expect(clock(page, 'black')).toHaveAttribute('data-running', '');
  // The game goes on.
  await b.clickMove('b8c6');
  await expect(clock(page, 'white')).toHaveAttribute('data-running', '');
});

test('a saved game that cannot be read is kept aside and the user is told', async ({ page }) => {
  await seedStorage(page, 'kaissa.v1.game', '{"v":1,"moves":[garbled');
  const b = await BoardPage.open(page);
  await expect(page.getByTestId('saved-notice')).toBeVisible();
  await expect(page.getByTestId('saved-notice')).toContainText('could not be read');
  expect(await page.evaluate(() => localStorage.getItem('kaissa.v1.unreadable.game'))).toBe('{"v":1,"moves":[garbled');
  // The app starts clean and saves the new game.
  await b.clickMove('e2e4');
  expect((await savedGame(page)).moves).toEqual(['e2e4']);
});

test('a saved game whose moves are illegal is kept aside too', async ({ page }) => {
  await seedStorage(page, 'kaissa.v1.game', JSON.stringify({
    v: 1, created_ms: 0, start_fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    moves: ['e2e4', 'e2e4'], players: { kind: 'two_humans' }, time_control: 'none',
  }));
  const b = await BoardPage.open(page);
  await expect(page.getByTestId('saved-notice')).toBeVisible();
  await expect(b.moves.locator('[data-ply]')).toHaveCount(0);
  // Moved to a key of its own first (kaissa.v1.game.<id>), then kept aside from there.
  const aside = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith('kaissa.v1.unreadable.game.')).map((k) => localStorage.getItem(k)));
  expect(aside).toHaveLength(1);
  expect(JSON.parse(aside[0]!).moves).toEqual(['e2e4', 'e2e4']);
});

test('a list of finished games that cannot be read is kept aside, and the games dialog says so', async ({ page }) => {
  await seedStorage(page, 'kaissa.v1.history', '{"v":1,"games":[{"garbled');
  const b = await BoardPage.open(page);
  await await pressControl(page, 'history');
  const dialog = page.getByTestId('history-dialog');
  await expect(dialog.getByTestId('saved-notice')).toContainText('could not be read');
  await expect(dialog.getByTestId('history-empty')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('kaissa.v1.unreadable.history'))).toBe('{"v":1,"games":[{"garbled');
  await dialog.getByTestId('history-close').click();
  // A game finished now starts a new list.
  await startGame(b, { opponent: 'human' });
  await b.play('f2f3 e7e5 g2g4 d8h4');
  await expect.poll(async () => JSON.parse((await page.evaluate(() => localStorage.getItem('kaissa.v1.history')))!).games.length)
    .toBe(1);
  await await pressControl(page, 'history');
  await expect(dialog.getByTestId('history-item')).toHaveCount(1);
  await expect(dialog.getByTestId('saved-notice')).toHaveCount(0);
});

test('a finished game goes to the history once; it opens on the board and can be deleted', async ({ page }) => {
  const b = await BoardPage.open(page);
  await startGame(b, { opponent: 'human' });
  await b.play('f2f3 e7e5 g2g4 d8h4');
  await expect(b.status).toHaveAttribute('data-termination', 'checkmate');
  const history = async () => JSON.parse((await page.evaluate(() => localStorage.getItem('kaissa.v1.history')))!);
  await expect.poll(async () => (await history()).games.length).toBe(1);
  // Reloaded, the finished game is back on the board, and not recorded a second time.
  await page.reload();
  await expect(b.status).toHaveAttribute('data-termination', 'checkmate');
  await page.waitForTimeout(300);
  expect((await history()).games.length).toBe(1);

  await startGame(b, { opponent: 'human' });
  await await pressControl(page, 'history');
  const dialog = page.getByTestId('history-dialog');
  await expect(dialog).toBeVisible();
  const item = dialog.getByTestId('history-item');
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute('data-result', '0-1');
  await expect(item).toHaveAttribute('data-termination', 'checkmate');
  await expect(item).toContainText('Friend');
  await expect(item).toContainText('Black wins');
  await expect(item).toContainText('Checkmate');
  await item.getByTestId('history-open').click();
  await expect(dialog).toHaveCount(0);
  expect(await b.sans()).toEqual(['f3', 'e5', 'g4', 'Qh4#']);
  await expect(b.status).toHaveAttribute('data-result', '0-1');
  expect((await history()).games.length).toBe(1);

  await await pressControl(page, 'history');
  await dialog.getByTestId('history-delete').click();
  await dialog.getByTestId('confirm').click();
  await expect(dialog.getByTestId('history-item')).toHaveCount(0);
  await expect(dialog.getByTestId('history-empty')).toBeVisible();
  expect((await history()).games.length).toBe(0);
});

test('a flag fall goes to the history with its reason', async ({ page }) => {
  const b = await openTimed(page);
  await startGame(b, { opponent: 'computer', color: 'black', level: 1, custom: { minutes: '0:02' } });
  // The computer (White) moves first; then the user's clock runs out.
  await expect(b.moves.locator('[data-ply]')).toHaveCount(1, { timeout: 15_000 });
  await wait(page, 2_100);
  await expect(b.status).toHaveAttribute('data-termination', 'timeout');
  await expect(b.status).toHaveAttribute('data-result', '1-0');
  await await pressControl(page, 'history');
  const item = page.getByTestId('history-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Kaissa level 1');
  await expect(item).toContainText('You lost');
  await expect(item).toHaveAttribute('data-termination', 'timeout');
});

/** Makes the page look hidden (or visible again) to the app, as switching tabs does. */
async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((h) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test('against the computer both clocks pause while the page is hidden, and run again when it is back', async ({ page }) => {
  await e4AgainstComputerOnClock(page);
  await wait(page, 300);
  await setHidden(page, true);
  await expect(clock(page, 'white')).not.toHaveAttribute('data-running', /.*/);
  const white = await ms(page, 'white');
  const black = await ms(page, 'black');
  await wait(page, 1500);
  expect(await ms(page, 'white')).toBe(white);
  expect(await ms(page, 'black')).toBe(black);
  await setHidden(page, false);
  await expect(clock(page, 'white')).toHaveAttribute('data-running', '');
  // It goes on from where it stood: the hidden second and a half was not charged.
  await wait(page, 600);
  const after = await ms(page, 'white');
  expect(after).toBeLessThan(white);
  expect(after).toBeGreaterThan(white - 1400);
  expect(await ms(page, 'black')).toBe(black);
});

test('the low-time warning shows on the clock running low and sounds once', async ({ page }) => {
  // Counts the tones the page starts through Web Audio (the low-time warning: two 990 Hz beeps).
  await page.addInitScript(() => {
    const w = window as unknown as { __tones: number[] };
    w.__tones = [];
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      const osc = create.call(this);
      const start = osc.start.bind(osc);
      osc.start = (when?: number) => {
        w.__tones.push(osc.frequency.value);
        start(when);
      };
      return osc;
    };
  });
  const b = await openTimed(page);
  // 12 s: the warning comes below 10 s.
  await startGame(b, { opponent: 'human', custom: { minutes: '0:12' } });
  await b.clickMove('e2e4');
  const lowTones = () => page.evaluate(() => (window as unknown as { __tones: number[] }).__tones.filter((f) => Math.round(f) === 990).length);
  expect(await lowTones()).toBe(0);
  await expect(clock(page, 'black')).not.toHaveAttribute('data-low', /.*/);
  await wait(page, 2_500);
  await expect(clock(page, 'black')).toHaveAttribute('data-low', '');
  expect(await ms(page, 'black')).toBeLessThan(10000);
  await expect(clock(page, 'black')).toHaveClass(/\blow\b/);
  await expect(clock(page, 'white')).not.toHaveAttribute('data-low', /.*/);
  await expect.poll(lowTones).toBe(2);
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-last-sound'))).toBe('low-time');
  // Once only, while the clock stays low.
  await wait(page, 1000);
  expect(await lowTones()).toBe(2);
});

test('when storage refuses to write, the page says so, the game goes on, and what was saved is intact', async ({
  page,
}) => {
  const earlier = JSON.stringify({
    v: 1, created_ms: 0, start_fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    moves: ['e2e4'], players: { kind: 'two_humans' }, time_control: 'none',
  });
  await seedStorage(page, 'kaissa.v1.game', earlier);
  // From now on every write fails, as in a full storage or a private window.
  await page.addInitScript(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  const b = await BoardPage.open(page);
  await expect(b.piece('e4')).toHaveAttribute('data-piece', 'wP');
  await b.play('e7e5 g1f3');
  await expect(page.getByTestId('saved-notice')).toContainText('cannot save');
  await expect(page.getByTestId('saved-notice')).toHaveCount(1);
  await expect(b.moves.locator('[data-ply]')).toHaveCount(3);
  expect(await page.evaluate(() => localStorage.getItem('kaissa.v1.game'))).toBe(earlier);
});
