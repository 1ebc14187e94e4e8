// The settings page: remembered across reloads, and each setting visible on the board.
import { expect, test, type Page } from '@playwright/test';
import { BoardPage, savedGame } from './board';

const setting = (page: Page, name: string) => page.locator(`[data-setting="${name}"]`);

async function openSettings(page: Page) {
  await page.getByTestId('nav-settings').click();
  await expect(page.getByTestId('settings')).toBeVisible();
}

async function backToPlay(page: Page, b: BoardPage) {
  await page.getByTestId('nav-play').click();
  await expect(b.board).toBeVisible();
}

/** The `::after` layer of a square, where the legal-move dot is drawn. */
const dotShown = (b: BoardPage, sq: string) =>
  b.square(sq).evaluate((el) => getComputedStyle(el, '::after').display !== 'none');

test('every setting has its control; the choices are remembered across a reload', async ({ page }) => {
  const b = await BoardPage.open(page);
  await openSettings(page);
  expect(page.url()).toContain('#settings');
  for (const name of ['show-legal-moves', 'show-coordinates', 'animation', 'sounds', 'board-theme', 'move-input',
    'confirm-moves', 'takebacks', 'takeback-pin', 'takeback-lock', 'touch-move', 'computer-pause', 'pause-when-hidden']) {
    await expect(setting(page, name)).toBeVisible();
  }
  await setting(page, 'show-coordinates').uncheck();
  await setting(page, 'sounds').uncheck();
  await setting(page, 'board-theme').selectOption('wood');
  await setting(page, 'animation').selectOption('slow');
  await setting(page, 'move-input').selectOption('drag');
  await setting(page, 'pause-when-hidden').selectOption('always');
  await setting(page, 'touch-move').check();
  // (The tests' own visits turn the computer's pause off: BoardPage.open.)
  await expect(setting(page, 'computer-pause')).not.toBeChecked();
  await setting(page, 'computer-pause').check();
  await page.reload();
  await expect(page.getByTestId('settings')).toBeVisible();
  await expect(setting(page, 'show-coordinates')).not.toBeChecked();
  await expect(setting(page, 'sounds')).not.toBeChecked();
  await expect(setting(page, 'show-legal-moves')).toBeChecked();
  await expect(setting(page, 'board-theme')).toHaveValue('wood');
  await expect(setting(page, 'animation')).toHaveValue('slow');
  await expect(setting(page, 'move-input')).toHaveValue('drag');
  await expect(setting(page, 'pause-when-hidden')).toHaveValue('always');
  await expect(setting(page, 'touch-move')).toBeChecked();
  await expect(setting(page, 'computer-pause')).toBeChecked();
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('kaissa.v1.settings')!));
  expect(saved).toMatchObject({ show_coordinates: false, sounds: false, board_theme: 'wood', animation: 'slow',
    move_input: 'drag', pause_when_hidden: 'always', touch_move: true, computer_pause: true });
  await backToPlay(page, b);
  await expect(b.board).toHaveAttribute('data-theme', 'wood');
  await expect(page.getByTestId('touch-obligation')).toBeVisible();
});

test('legal-move dots and coordinates can be hidden', async ({ page }) => {
  const b = await BoardPage.open(page);
  await expect(b.board.locator('.coord').first()).toBeVisible();
  await b.press('e2');
  await expect(b.square('e4')).toHaveAttribute('data-dest', '');
  expect(await dotShown(b, 'e4')).toBe(true);
  await openSettings(page);
  await setting(page, 'show-legal-moves').uncheck();
  await setting(page, 'show-coordinates').uncheck();
  await backToPlay(page, b);
  await b.press('d2');
  await expect(b.square('d4')).toHaveAttribute('data-dest', '');
  expect(await dotShown(b, 'd4')).toBe(false);
  await expect(b.board.locator('.coord').first()).toBeHidden();
  // Moving still works without the dots.
  await b.press('d4');
  expect(await b.sans()).toEqual(['d4']);
});

test('the board theme', async ({ page }) => {
  const b = await BoardPage.open(page);
  await expect(b.board).toHaveAttribute('data-theme', 'green');
  for (const theme of ['blue', 'wood']) {
    await openSettings(page);
    await setting(page, 'board-theme').selectOption(theme);
    await backToPlay(page, b);
    await expect(b.board).toHaveAttribute('data-theme', theme);
  }
});

test('animation speed: a move slides in, or not at all', async ({ page }) => {
  const b = await BoardPage.open(page);
  await openSettings(page);
  await setting(page, 'animation').selectOption('slow');
  await backToPlay(page, b);
  await b.clickMove('e2e4');
  await expect(b.piece('e4')).toHaveClass(/arriving/);
  const duration = await b.piece('e4').evaluate((el) => getComputedStyle(el).animationDuration);
  expect(duration).toBe('0.45s');
  await openSettings(page);
  await setting(page, 'animation').selectOption('off');
  await backToPlay(page, b);
  await b.clickMove('e7e5');
  await expect(b.piece('e5')).not.toHaveClass(/arriving/);
});

test('move input: click only, drag only, both', async ({ page }) => {
  const b = await BoardPage.open(page);
  await openSettings(page);
  await setting(page, 'move-input').selectOption('click');
  await backToPlay(page, b);
  await b.dragMove('e2', 'e4');
  expect(await b.plyCount()).toBe(0);
  expect(await b.pieceAt('e2')).toBe('wP');
  // The press still selected the piece (a click): the second click moves it.
  await expect(b.square('e2')).toHaveAttribute('data-selected', '');
  await b.press('e4');
  await expect(b.moves.locator('[data-ply]')).toHaveCount(1);

  await openSettings(page);
  await setting(page, 'move-input').selectOption('drag');
  await backToPlay(page, b);
  await b.press('e7');
  await expect(b.square('e7')).not.toHaveAttribute('data-selected', '');
  await b.press('e5');
  expect(await b.plyCount()).toBe(1);
  await b.dragMove('e7', 'e5');
  await expect(b.moves.locator('[data-ply]')).toHaveCount(2);

  await openSettings(page);
  await setting(page, 'move-input').selectOption('both');
  await backToPlay(page, b);
  await b.dragMove('g1', 'f3');
  await expect(b.moves.locator('[data-ply]')).toHaveCount(3);
  await b.clickMove('b8c6');
});

test('confirm moves: a move is held until confirmed; cancel puts it back', async ({ page }) => {
  const b = await BoardPage.open(page);
  await openSettings(page);
  await setting(page, 'confirm-moves').check();
  await backToPlay(page, b);
  await b.press('e2');
  await b.press('e4');
  await expect(page.getByTestId('confirm-move')).toBeVisible();
  expect(await b.pieceAt('e4')).toBe('wP');
  expect(await b.plyCount()).toBe(0);
  await page.getByTestId('cancel-move').click();
  await expect(page.getByTestId('confirm-move')).toHaveCount(0);
  expect(await b.pieceAt('e2')).toBe('wP');
  expect(await b.pieceAt('e4')).toBeNull();
  expect(await b.plyCount()).toBe(0);
  await b.dragMove('d2', 'd4');
  await expect(page.getByTestId('confirm-move')).toBeVisible();
  await page.getByTestId('confirm-move').click();
  await expect(b.moves.locator('[data-ply]')).toHaveCount(1);
  expect(await b.sans()).toEqual(['d4']);
  await expect(b.status).toHaveAttribute('data-turn', 'black');
});

test('confirm moves: a held move stays through the clock, a save, a setting and looking back', async ({ page }) => {
  const b = await BoardPage.open(page);
  await openSettings(page);
  await setting(page, 'confirm-moves').check();
  await backToPlay(page, b);
  // Two people with a clock, so that the clock ticks while the move is held.
  await page.getByTestId('new-game').click();
  await page.getByTestId('new-game-dialog').locator('[data-opponent="human"]').click();
  await page.getByTestId('new-game-dialog').locator('[data-tc="5+3"]').click();
  await page.getByTestId('start').click();
  const hold = async (from: string, to: string) => {
    await b.press(from);
    await b.press(to);
    await expect(page.getByTestId('confirm-move')).toBeVisible();
  };
  for (const [from, to] of [['e2', 'e4'], ['e7', 'e5']]) {
    await hold(from, to);
    await page.getByTestId('confirm-move').click();
  }
  await expect(b.moves.locator('[data-ply]')).toHaveCount(2);
  await hold('g1', 'f3');
  const held = async () => {
    await expect(page.getByTestId('confirm-move')).toBeVisible();
    expect(await b.pieceAt('f3')).toBe('wN');
    expect(await b.pieceAt('g1')).toBeNull();
    expect(await b.plyCount()).toBe(2);
  };
  // The clock ticks (White's runs).
  await expect(page.getByTestId('clock-white')).toHaveAttribute('data-running', '');
  await page.waitForTimeout(700);
  await held();
  // The page is hidden and shown again (the game is saved, without the held move).
  await page.evaluate(() => {
    for (const h of [true, false]) {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });
  await held();
  expect((await savedGame(page)).moves).toEqual(['e2e4', 'e7e5']);
  // A setting changed meanwhile (touch-move training on and off again redraws the board).
  await openSettings(page);
  await setting(page, 'touch-move').check();
  await setting(page, 'touch-move').uncheck();
  await backToPlay(page, b);
  await held();
  // Looking back shows the earlier position; back on the game, the held move is there again.
  await b.moves.locator('[data-ply="1"]').click();
  await expect(page.getByTestId('viewing')).toBeVisible();
  expect(await b.pieceAt('f3')).toBeNull();
  expect(await b.pieceAt('e5')).toBeNull();
  await page.getByTestId('live').click();
  await held();
  await page.getByTestId('confirm-move').click();
  await expect(b.moves.locator('[data-ply]')).toHaveCount(3);
  expect(await b.sans()).toEqual(['e4', 'e5', 'Nf3']);
  await expect(page.getByTestId('clock-black')).toHaveAttribute('data-running', '');
});

test('takebacks: turned off, and locked with a PIN', async ({ page }) => {
  const b = await BoardPage.open(page);
  await b.clickMove('e2e4');
  await expect(page.getByTestId('takeback')).toBeVisible();
  await openSettings(page);
  await setting(page, 'takebacks').uncheck();
  await backToPlay(page, b);
  await expect(page.getByTestId('takeback')).toBeHidden();
  await openSettings(page);
  // A PIN must be four digits.
  await setting(page, 'takeback-pin').fill('12');
  await setting(page, 'takeback-lock').click();
  await expect(page.getByTestId('pin-error')).toHaveAttribute('data-code', 'pin-not-four-digits');
  await setting(page, 'takeback-pin').fill('2468');
  await setting(page, 'takeback-lock').click();
  await expect(page.getByTestId('pin-error')).toHaveCount(0);
  await expect(setting(page, 'takebacks')).toBeDisabled();
  await page.reload();
  await expect(setting(page, 'takebacks')).toBeDisabled();
  const saved = await page.evaluate(() => localStorage.getItem('kaissa.v1.settings')!);
  expect(saved).not.toContain('2468');
  await setting(page, 'takeback-pin').fill('1111');
  await setting(page, 'takeback-lock').click();
  await expect(page.getByTestId('pin-error')).toHaveAttribute('data-code', 'pin-wrong');
  await expect(setting(page, 'takebacks')).toBeDisabled();
  await setting(page, 'takeback-pin').fill('2468');
  await setting(page, 'takeback-lock').click();
  await expect(setting(page, 'takebacks')).toBeEnabled();
  await setting(page, 'takebacks').check();
  await backToPlay(page, b);
  await expect(page.getByTestId('takeback')).toBeVisible();
});
