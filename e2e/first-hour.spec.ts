// A beginner's first hour (issue 18): the welcome of a first visit, addresses that Back and
// Forward follow, the confirmations of a draw offer and a resignation, no take back after the
// end, layouts that fit from a 320 px phone to a desktop and at 200 % zoom, and the dark scheme.
import { expect, test, type Page } from '@playwright/test';
import { BoardPage, closeMenu, confirmIfAsked, control, firstVisit, offerDraw, pressControl, savedGame } from './board';
import { checkFits } from './fits';
import { startGame } from './new-game';

test.describe.configure({ timeout: 60_000 });

async function press(page: Page, testid: string) {
  const el = page.getByTestId(testid);
  if (test.info().project.use.hasTouch) await el.tap();
  else await el.click();
}

const hash = (page: Page) => page.evaluate(() => location.hash);

test('a first visit greets; playing the computer starts level 1, which answers; the next visit resumes', { tag: '@both' }, async ({ page }) => {
  const b = await BoardPage.open(page, './', { greet: true });
  const welcome = page.getByTestId('welcome');
  await expect(welcome).toBeVisible();
  await expect(page.getByTestId('welcome-new')).toHaveAttribute('aria-pressed', 'true');
  // The main choice is in view without scrolling, on the smallest phone too (the welcome starts
  // under the board there).
  await expect(page.getByTestId('welcome-computer')).toBeInViewport({ ratio: 1 });
  await press(page, 'welcome-computer');
  await expect(welcome).toHaveCount(0);
  // The keyboard's focus is on the board, where the game is played.
  await expect(b.board).toBeFocused();
  await b.play('e2e4');
  await expect(b.moves.locator('[data-ply]')).toHaveCount(2, { timeout: 15_000 });
  const prefs = await page.evaluate(() => JSON.parse(localStorage.getItem('kaissa.v1.newgame') ?? '{}'));
  expect([prefs.opponent, prefs.level, prefs.color]).toEqual(['computer', 1, 'white']);
  // The second visit: no welcome, the game in progress, still against the computer.
  await page.reload();
  await expect(b.moves.locator('[data-ply]')).toHaveCount(2);
  await expect(welcome).toHaveCount(0);
  await b.play('d2d4');
  await expect(b.moves.locator('[data-ply]')).toHaveCount(4, { timeout: 15_000 });
});

test('a first visit on the smallest phone and on one held sideways: the main choice in view, then the status line', { tag: '@phone' }, async ({ page }) => {
  for (const viewport of [{ width: 320, height: 568 }, { width: 740, height: 360 }]) {
    await page.setViewportSize(viewport);
    const b = await firstVisit(page);
    const computer = page.getByTestId('welcome-computer');
    await expect(computer).toBeVisible();
    // In landscape the panel beside the board scrolls: the choice is reached by scrolling it,
    // as a person does; the game chosen then starts with whose turn it is in view.
    await computer.scrollIntoViewIfNeeded();
    if (viewport.width < viewport.height) await expect(computer).toBeInViewport({ ratio: 1 });
    await computer.tap();
    await expect(page.getByTestId('welcome')).toHaveCount(0);
    await expect(b.status).toBeInViewport({ ratio: 1 });
  }
});

test('the welcome: "I know the moves" picks a stronger level; learn opens the lessons; a move before any choice is answered by the computer; a friend', async ({ page }) => {
  let b = await BoardPage.open(page, './', { greet: true });
  await press(page, 'welcome-knows');
  await expect(page.getByTestId('welcome-knows')).toHaveAttribute('aria-pressed', 'true');
  await press(page, 'welcome-computer');
  const prefs = await page.evaluate(() => JSON.parse(localStorage.getItem('kaissa.v1.newgame') ?? '{}'));
  expect(prefs.level).toBe(3);

  b = await firstVisit(page);
  await press(page, 'welcome-learn');
  await expect(page.getByTestId('learn')).toBeVisible();
  expect(await hash(page)).toBe('#learn');

  // A move played before any choice: the computer answers it at the new player's level, as
  // "Play the computer" would have (it was a silent game between two people, "Black to move").
  b = await firstVisit(page, './#play');
  await expect(page.getByTestId('welcome')).toBeVisible();
  await b.play('e2e4');
  await expect(page.getByTestId('welcome')).toHaveCount(0);
  await expect(b.moves.locator('[data-ply]')).toHaveCount(2, { timeout: 15_000 });
  await expect(b.status).toHaveAttribute('data-turn', 'white');
  expect((await savedGame(page)).players).toEqual({ kind: 'computer', human: 'white', level: 1 });

  b = await firstVisit(page);
  await press(page, 'welcome-friend');
  await expect(page.getByTestId('welcome')).toHaveCount(0);
  await page.reload();
  await expect(b.board.locator('[data-piece]')).toHaveCount(32);
  await expect(page.getByTestId('welcome')).toHaveCount(0);
});

test('a visitor already pressing keys when the welcome would come gets it once they stop', async ({ page }) => {
  // From the page's first moment until 3 s, a key every 80 ms (dispatched in the page, so they
  // start before the board is drawn however fast it loads; index.html notes any keydown); the
  // page notes them and the moment the welcome appears, on its own clock.
  await page.addInitScript(() => {
    const w = window as any;
    w.testPresses = [];
    addEventListener('keydown', () => w.testPresses.push(performance.now()), true);
    const keys = setInterval(() => {
      if (performance.now() > 3000) clearInterval(keys);
      else dispatchEvent(new KeyboardEvent('keydown', { key: 'x' }));
    }, 80);
    new MutationObserver(() => {
      if (!w.testWelcomeAt && document.querySelector('[data-testid="welcome"]')) w.testWelcomeAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await BoardPage.open(page, './', { greet: true });
  // It comes once the keys stop, and never within a second of one.
  await expect(page.getByTestId('welcome')).toBeVisible({ timeout: 10_000 });
  const { presses, at } = await page.evaluate(() => ({ presses: (window as any).testPresses as number[], at: (window as any).testWelcomeAt as number }));
  const before = presses.filter((t) => t < at);
  expect(before.length).toBeGreaterThan(10);
  expect(Math.max(...before)).toBeGreaterThan(2900);
  expect(at - Math.max(...before)).toBeGreaterThanOrEqual(950);
});

test('Back and Forward follow the address: pages, a dialog, the Games list; a reload stays; an unknown address opens Play', async ({ page }) => {
  const b = await BoardPage.open(page, './#play', { greet: true });
  await press(page, 'nav-learn');
  await expect(page.getByTestId('learn')).toBeVisible();
  expect(await hash(page)).toBe('#learn');
  await press(page, 'nav-settings');
  await expect(page.getByTestId('settings')).toBeVisible();
  expect(await hash(page)).toBe('#settings');
  await page.goBack();
  await expect(page.getByTestId('learn')).toBeVisible();
  await expect(page.getByTestId('settings')).toHaveCount(0);
  await page.goBack();
  await expect(b.board).toBeVisible();
  await expect(page.getByTestId('learn')).toHaveCount(0);
  await page.goForward();
  await expect(page.getByTestId('learn')).toBeVisible();
  await page.goForward();
  await expect(page.getByTestId('settings')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('settings')).toBeVisible();

  // The Games list has an address; Back closes it, Forward opens it again, a reload keeps it.
  await press(page, 'nav-play');
  await await pressControl(page, 'history');
  await expect(page.getByTestId('history-dialog')).toBeVisible();
  expect(await hash(page)).toBe('#games');
  await page.goBack();
  await expect(page.getByTestId('history-dialog')).toHaveCount(0);
  expect(await hash(page)).toBe('#play');
  await page.goForward();
  await expect(page.getByTestId('history-dialog')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('history-dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('history-dialog')).toHaveCount(0);
  expect(await hash(page)).toBe('#play');

  // A dialog without an address closes on Back, and the page stays.
  await press(page, 'new-game');
  await expect(page.getByTestId('new-game-dialog')).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('new-game-dialog')).toHaveCount(0);
  await expect(b.board).toBeVisible();
  expect(await hash(page)).toBe('#play');
  // Closed by its own button, it leaves no history entry behind: Back goes where the person was
  // before (Play, whose address the reloaded Games list gave back when it closed; then Settings).
  await press(page, 'new-game');
  await page.getByTestId('new-game-dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('new-game-dialog')).toHaveCount(0);
  expect(await hash(page)).toBe('#play');
  await page.goBack();
  await expect(page.getByTestId('new-game-dialog')).toHaveCount(0);
  expect(await hash(page)).toBe('#play');
  await page.goBack();
  await expect(page.getByTestId('settings')).toBeVisible();

  for (const odd of ['#nowhere', '#learn/', '#learn/rook/0', '#%00']) {
    await page.goto('./' + odd);
    await expect(b.board).toBeVisible();
    await expect(b.board.locator('[data-piece]')).not.toHaveCount(0);
  }
});

test('a lesson level has an address: a link opens it, a reload stays on it, Back returns to the map, and the bare page resumes it', async ({ page }) => {
  await page.goto('./#learn/rook/2');
  const goal = page.getByTestId('level-goal');
  await expect(goal).toBeVisible();
  await page.reload();
  await expect(goal).toBeVisible();
  expect(await hash(page)).toBe('#learn/rook/2');
  // A later visit to the bare address resumes the lesson level.
  await page.goto('./');
  await expect(goal).toBeVisible();
  expect(await hash(page)).toBe('#learn/rook/2');
  await press(page, 'nav-settings');
  await page.goBack();
  await expect(goal).toBeVisible();
  await press(page, 'nav-learn');
  await expect(page.locator('[data-testid="lesson"]').first()).toBeVisible();
  await page.goBack();
  await expect(goal).toBeVisible();
});

test('offering a draw and resigning ask first; once the game has ended there is no take back', async ({ page }) => {
  const b = await BoardPage.open(page, './', { greet: true });
  await startGame(b, { opponent: 'computer', color: 'white', level: 1 });
  await b.play('e2e4');
  await expect(b.moves.locator('[data-ply]')).toHaveCount(2, { timeout: 15_000 });
  // The offer asks; cancelling offers nothing.
  await press(page, 'offer-draw');
  await expect(page.getByTestId('confirm')).toBeVisible();
  await press(page, 'cancel-draw');
  await expect(page.getByTestId('confirm')).toHaveCount(0);
  await expect(page.getByTestId('draw-answer')).toHaveCount(0);
  // Escape cancels too.
  await press(page, 'offer-draw');
  await expect(page.getByTestId('confirm')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('confirm')).toHaveCount(0);
  // Confirmed, the offer is made (level 1 may accept: it judges its own blunders as worse).
  await offerDraw(page, b.touch);
  await expect(page.getByTestId('draw-answer')).toBeVisible({ timeout: 10_000 });

  // Mate between two people: take back is off, and the result stays.
  await startGame(b, { opponent: 'human' });
  await b.play('f2f3 e7e5 g2g4 d8h4');
  await expect(b.status).toHaveAttribute('data-termination', 'checkmate');
  await expect(page.getByTestId('takeback')).toBeDisabled();
  await expect(page.getByTestId('offer-draw')).toBeDisabled();
  await page.reload();
  await expect(b.status).toHaveAttribute('data-result', '0-1');
  await expect(page.getByTestId('takeback')).toBeDisabled();
});

test('time controls are written for people beside their short form', async ({ page }) => {
  const b = await BoardPage.open(page, './', { greet: true });
  await press(page, 'new-game');
  const dialog = page.getByTestId('new-game-dialog');
  await expect(dialog.locator('[data-tc="3+2"]')).toContainText('3 min + 2 s a move');
  await expect(dialog.locator('[data-tc="3+2"]')).toContainText('3+2');
  await expect(dialog.locator('[data-tc="none"]')).toContainText('No clock');
  void b;
});

// The phones' layouts run on the phone (touch, mobile), the desktop's on the desktop.
const layouts: [string, { width: number; height: number }, number, string[]][] = [
  ['320 px portrait', { width: 320, height: 568 }, 0.9, ['@phone']],
  ['360 px portrait', { width: 360, height: 740 }, 0.9, ['@phone']],
  ['390 px portrait', { width: 390, height: 844 }, 0.9, ['@phone']],
  ['landscape phone', { width: 844, height: 390 }, 0.75, ['@phone']],
  ['desktop', { width: 1280, height: 800 }, 0.75, []],
  // 200 % zoom of a 1280×800 window: 640×400 CSS pixels.
  ['200 % zoom', { width: 640, height: 400 }, 0.6, []],
];

for (const [name, viewport, share, tag] of layouts) {
  test(`the Play screen fits: ${name}`, { tag }, async ({ page }) => {
    await page.setViewportSize(viewport);
    const b = await BoardPage.open(page, './', { greet: true });
    // The welcome of the first visit comes first on the panel (no moves to show yet).
    await checkFits(page, share, false);
    await press(page, 'welcome-friend');
    await b.play('e2e4 e7e5 g1f3 b8c6 f1c4 g8f6');
    await checkFits(page, share);
    // The newest move is in view in the list (a strip on a phone, scrolled to its end).
    const last = b.moves.locator('[data-ply="6"]');
    await expect(last).toBeInViewport();
    // The menu opens inside the screen too, and so do the dialogs.
    await (await control(page, 'flip')).isVisible();
    await checkFits(page, share);
    await closeMenu(page);
    await press(page, 'new-game');
    await expect(page.getByTestId('new-game-dialog')).toBeVisible();
    await checkFits(page, share);
  });
}

/** WCAG contrast ratio of two CSS colours (`rgb(…)`). */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = c.match(/[\d.]+/g)!.slice(0, 3).map(Number).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

/** The text colour and the first opaque background behind each element matching `selector`. */
async function colours(page: Page, selector: string) {
  return page.$$eval(selector, (els) =>
    els.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => {
      let bg = 'rgba(0, 0, 0, 0)';
      for (let e: Element | null = el; e; e = e.parentElement) {
        const c = getComputedStyle(e).backgroundColor;
        if (!c.startsWith('rgba') || !c.endsWith(', 0)')) { bg = c; break; }
      }
      if (bg === 'rgba(0, 0, 0, 0)') bg = getComputedStyle(document.body).backgroundColor;
      return { fg: getComputedStyle(el).color, bg, text: (el.textContent ?? '').trim().slice(0, 30) };
    }));
}

test('the dark scheme follows the system and Settings, and text keeps AA contrast in both', async ({ browser }) => {
  for (const scheme of ['dark', 'light'] as const) {
    const ctx = await browser.newContext({ colorScheme: scheme, serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
    const page = await ctx.newPage();
    const b = await BoardPage.open(page, './', { greet: true });
    await expect(page.locator('html')).toHaveAttribute('data-scheme', scheme);
    await press(page, 'welcome-friend');
    await b.play('e2e4 e7e5');
    await page.getByTestId('menu').click();
    for (const c of await colours(page, '.status-text, .ply, .move-no, .btn:not(:disabled), .moves-empty, .nav-btn')) {
      expect(contrast(c.fg, c.bg), `${scheme}: "${c.text}" ${c.fg} on ${c.bg}`).toBeGreaterThanOrEqual(4.5);
    }
    await ctx.close();
  }
  // Chosen in Settings, it holds against the system's and is remembered.
  const ctx = await browser.newContext({ colorScheme: 'light', serviceWorkers: 'block' });
  const page = await ctx.newPage();
  await page.goto('./#settings');
  await page.locator('[data-setting="scheme"]').selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-scheme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-scheme', 'dark');
  await page.locator('[data-setting="scheme"]').selectOption('system');
  await expect(page.locator('html')).toHaveAttribute('data-scheme', 'light');
  await ctx.close();
});

test('playing the computer is one tap away after a game between two people', async ({ page }) => {
  const b = await BoardPage.open(page, './', { greet: true });
  await press(page, 'welcome-friend');
  await b.play('f2f3 e7e5 g2g4 d8h4');
  await expect(b.status).toHaveAttribute('data-termination', 'checkmate');
  await press(page, 'play-computer');
  await expect(b.moves.locator('[data-ply]')).toHaveCount(0);
  await b.play('e2e4');
  await expect(b.moves.locator('[data-ply]')).toHaveCount(2, { timeout: 15_000 });
  // Against the computer, mid-game, the button steps aside.
  await expect(page.getByTestId('play-computer')).toHaveCount(0);
  // Over a game between two people with moves, it asks first (the new-game dialog, on the computer).
  await startGame(b, { opponent: 'human' });
  await b.play('d2d4');
  await press(page, 'play-computer');
  const dialog = page.getByTestId('new-game-dialog');
  await expect(dialog.locator('[data-opponent="computer"]')).toHaveAttribute('aria-pressed', 'true');
});

test('a game started from a dialog shows the whole board, however far down a small phone was scrolled', { tag: '@phone' }, async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 568 });
  const b = await BoardPage.open(page);
  await b.play('e2e4');
  // The whole board on the screen: its top rank not left above it.
  const boardInView = async () => {
    const box = (await b.board.boundingBox())!;
    return box.y >= 0 && box.y + box.height <= 568;
  };
  const scrollDown = async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
    expect(await boardInView()).toBe(false);
  };
  // The new-game dialog (over a game with moves, so it asks first).
  await scrollDown();
  await press(page, 'new-game');
  const dialog = page.getByTestId('new-game-dialog');
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  const start = dialog.getByTestId('start');
  if (test.info().project.use.hasTouch) await start.tap();
  else await start.click();
  await confirmIfAsked(page);
  await expect(dialog).toHaveCount(0);
  await expect.poll(boardInView).toBe(true);
  // The board editor, from the menu.
  await b.play('d2d4');
  await scrollDown();
  await pressControl(page, 'setup-position');
  const editor = page.getByTestId('editor');
  await expect(editor).toBeVisible({ timeout: 15_000 });
  await editor.getByTestId('editor-fen').fill('k7/8/1K6/8/8/8/8/7R w - - 0 1');
  const go = editor.getByTestId('editor-start');
  if (test.info().project.use.hasTouch) await go.tap();
  else await go.click();
  // It asks before replacing the game on the board.
  await press(page, 'confirm');
  await expect(editor).toHaveCount(0);
  await expect(b.board.locator('[data-piece]')).toHaveCount(3);
  await expect.poll(boardInView).toBe(true);
  // A finished game opened from Games (a dialog with an address of its own, closed by Back).
  await b.play('h1h8');
  await expect(b.status).toHaveAttribute('data-termination', 'checkmate');
  await scrollDown();
  await pressControl(page, 'history');
  const games = page.getByTestId('history-dialog');
  await expect(games).toBeVisible();
  const open = games.getByTestId('history-item').first().getByTestId('history-open');
  if (test.info().project.use.hasTouch) await open.tap();
  else await open.click();
  await expect(games).toHaveCount(0);
  await expect.poll(boardInView).toBe(true);
});

test('on a phone the menu is a sheet over the page: the board stays put, a tap above closes it', { tag: '@phone' }, async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const b = await BoardPage.open(page, './', { greet: true });
  // The welcome's last choices sit below the fold here (the press scrolls to them): the game
  // chosen starts with the whole board in view again.
  await press(page, 'welcome-friend');
  await expect(page.getByTestId('welcome')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  await expect(b.board).toBeInViewport({ ratio: 1 });
  await b.play('e2e4 e7e5');
  const before = (await b.board.boundingBox())!;
  const flip = await control(page, 'flip');
  // Every item in reach without scrolling the page, over its bottom.
  const sheet = (await page.locator('#game-menu').boundingBox())!;
  expect(sheet.y + sheet.height).toBeLessThanOrEqual(740 + 0.5);
  expect(await page.evaluate(() => scrollY)).toBe(0);
  await expect(flip).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('mute')).toBeInViewport({ ratio: 1 });
  await (test.info().project.use.hasTouch ? flip.tap() : flip.click());
  await expect(b.board).toHaveAttribute('data-orientation', 'black');
  await expect(page.locator('#game-menu')).toHaveCount(0);
  expect((await b.board.boundingBox())!.y).toBeCloseTo(before.y, 0);
  await b.play('g1f3');
  // A tap on the dimmed page closes it and changes nothing.
  await control(page, 'flip');
  await closeMenu(page);
  await expect(b.board).toHaveAttribute('data-orientation', 'black');
  expect(await b.sans()).toEqual(['e4', 'e5', 'Nf3']);
});

test('from Learn and Settings, the computer is one tap away too (the top bar)', async ({ page }) => {
  const b = await BoardPage.open(page, './', { greet: true });
  await press(page, 'welcome-learn');
  await expect(page).toHaveURL(/#learn$/);
  // Not on Play, which has its own button.
  const quick = page.getByTestId('quick-computer');
  await expect(quick).toBeVisible();
  await expect(quick).toHaveAccessibleName(/computer/i);
  await press(page, 'quick-computer');
  await expect(page).toHaveURL(/#play$/);
  await expect(quick).toBeHidden();
  await b.play('e2e4');
  await expect(b.moves.locator('[data-ply]')).toHaveCount(2, { timeout: 15_000 });
  // From Settings, over a game against the computer with moves: it asks first, and Cancel keeps it.
  await press(page, 'nav-settings');
  await press(page, 'quick-computer');
  const dialog = page.getByTestId('new-game-dialog');
  await expect(dialog.locator('[data-opponent="computer"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/#play$/);
});

test('the top bar of Learn and Settings fits a 320 px phone with the computer button', { tag: '@phone' }, async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 568 });
  for (const route of ['#learn', '#settings']) {
    await page.goto(`./${route}`);
    await expect(page.getByTestId(route === '#learn' ? 'learn' : 'settings')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${route}: horizontal overflow`).toBeLessThanOrEqual(0);
    for (const id of ['quick-computer', 'nav-play', 'nav-learn', 'nav-settings']) {
      await expect(page.getByTestId(id), `${route}: ${id}`).toBeInViewport({ ratio: 1 });
    }
  }
});
