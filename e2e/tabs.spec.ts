// Nothing is lost (issue 17): several tabs of one browser, each with its own game or sharing one;
// reloads and closes; the unfinished games listed and resumed; a new game over an unfinished one
// asks first; and the backup file, exported, imported into an empty browser, and refused when it
// is broken.
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { BoardPage, control } from './board';

/** A click on the desktop project, a tap on the touch one. */
async function tapOrClick(b: BoardPage, testid: string) {
  const el = await control(b.page, testid);
  if (b.touch) await el.tap();
  else await el.click();
}

/** A second tab of the same browser (the same storage, its own sessionStorage). */
async function anotherTab(page: Page): Promise<BoardPage> {
  const other = await page.context().newPage();
  return BoardPage.open(other);
}

/** The games dialog's rows: [result, opener text] in order. */
async function gamesList(b: BoardPage): Promise<string[]> {
  await tapOrClick(b, 'history');
  const dialog = b.page.getByTestId('history-dialog');
  await expect(dialog).toBeVisible();
  return dialog.getByTestId('history-item').evaluateAll((items) => items.map((i) => i.getAttribute('data-result')!));
}

/** The moves shown, as SAN. */
async function shows(b: BoardPage, sans: string[]) {
  await expect.poll(() => b.sans()).toEqual(sans);
}

test('two tabs with two games never overwrite each other, and every unfinished game can be resumed', async ({ page }) => {
  const a = await BoardPage.open(page);
  await a.play('e2e4 e7e5');
  // A second tab opens on the most recently played game: the same one.
  const b = await anotherTab(page);
  await shows(b, ['e4', 'e5']);
  // It starts its own game; the first tab's game is asked about, then kept.
  await b.newGame();
  await b.play('d2d4');
  await a.play('g1f3');
  await b.play('d7d5');
  // Reloads give each tab its own game back.
  await a.page.reload();
  await shows(a, ['e4', 'e5', 'Nf3']);
  await b.page.reload();
  await shows(b, ['d4', 'd5']);
  // Both tabs closed; the app opened again resumes the most recently played game.
  await b.page.close();
  await a.page.close();
  const c = await anotherTab(page);
  await shows(c, ['d4', 'd5']);
  // The other one is listed as unfinished and can be resumed.
  expect(await gamesList(c)).toEqual(['*', '*']);
  const dialog = c.page.getByTestId('history-dialog');
  await dialog.getByTestId('history-item').nth(1).getByTestId('history-open').click();
  await expect(dialog).toHaveCount(0);
  await shows(c, ['e4', 'e5', 'Nf3']);
  await c.play('b8c6');
  await c.page.reload();
  await shows(c, ['e4', 'e5', 'Nf3', 'Nc6']);
  // The game left is still there, unfinished.
  expect(await gamesList(c)).toEqual(['*', '*']);
});

test('two tabs on the same game follow each other move by move', async ({ page }) => {
  const a = await BoardPage.open(page);
  await a.play('e2e4');
  const b = await anotherTab(page);
  await shows(b, ['e4']);
  // The first tab, on a small phone, scrolled down: taking over the other's move does not move
  // its page (only a game the person starts shows the whole board again).
  await a.page.setViewportSize({ width: 320, height: 568 });
  await a.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => a.page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
  await b.play('c7c5');
  await a.page.bringToFront();
  await shows(a, ['e4', 'c5']);
  expect(await a.page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
  await a.page.setViewportSize(test.info().project.use.viewport!);
  await a.play('g1f3');
  await b.page.bringToFront();
  await shows(b, ['e4', 'c5', 'Nf3']);
  // A finished game is recorded once, whichever tab saw it end.
  await b.play('d7d6 f1b5');
  await a.page.bringToFront();
  await shows(a, ['e4', 'c5', 'Nf3', 'd6', 'Bb5+']);
  await a.page.getByTestId('resign').click();
  await a.page.getByTestId('confirm').click();
  await expect(a.status).toHaveAttribute('data-termination', 'resignation');
  await expect(b.status).toHaveAttribute('data-termination', 'resignation');
  await b.page.reload();
  const history = await b.page.evaluate(() => JSON.parse(localStorage.getItem('kaissa.v1.history')!).games.length);
  expect(history).toBe(1);
});

test('a new game over an unfinished one asks first, and Escape or Cancel keeps playing', async ({ page }) => {
  const b = await BoardPage.open(page);
  await b.play('e2e4 e7e5');
  await tapOrClick(b, 'new-game');
  const dialog = page.getByTestId('new-game-dialog');
  await dialog.locator('[data-opponent="human"]').click();
  await dialog.getByTestId('start').click();
  const confirm = dialog.getByTestId('confirm');
  await expect(confirm).toBeVisible();
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await shows(b, ['e4', 'e5']);
  // Asked again, and answered yes: a new game, the old one kept in Games.
  await tapOrClick(b, 'new-game');
  await dialog.getByTestId('start').click();
  await dialog.getByTestId('confirm').click();
  await expect(dialog).toHaveCount(0);
  await shows(b, []);
  expect(await gamesList(b)).toEqual(['*']);
  await page.getByTestId('history-dialog').getByTestId('history-open').click();
  await shows(b, ['e4', 'e5']);
  // A game with no move yet is replaced without a question.
  await b.newGame();
  await tapOrClick(b, 'new-game');
  await dialog.getByTestId('start').click();
  await expect(dialog).toHaveCount(0);
});

/** Opens the settings page. */
async function openSettings(b: BoardPage) {
  await tapOrClick(b, 'nav-settings');
  await expect(b.page.getByTestId('settings')).toBeVisible();
}

test('a backup exported, the storage cleared, the backup imported: everything is back', async ({ page }) => {
  const b = await BoardPage.open(page);
  // A finished game, an unfinished one, a lesson level done, a setting changed.
  await b.play('f2f3 e7e5 g2g4 d8h4');
  await expect(b.status).toHaveAttribute('data-termination', 'checkmate');
  await b.newGame();
  await b.play('d2d4');
  await page.evaluate(() => localStorage.setItem('kaissa.v1.lessons', '{"version":1,"lessons":{"rook":{"stars":[3,2],"current":1}}}'));
  await openSettings(b);
  await page.locator('[data-setting="sounds"]').uncheck();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-data').click()]);
  expect(download.suggestedFilename()).toMatch(/^kaissa-backup-\d{4}-\d\d-\d\d\.json$/);
  const file = await readFile((await download.path())!, 'utf8');
  const backup = JSON.parse(file);
  expect(backup.kind).toBe('kaissa-backup');
  expect(backup.history.games).toHaveLength(1);

  // Another device: nothing saved. (Cleared as the next page starts: the page being left saves
  // its game as it goes.)
  await page.addInitScript(() => {
    if (sessionStorage.getItem('wiped')) return;
    localStorage.clear();
    sessionStorage.clear();
    sessionStorage.setItem('wiped', '1');
  });
  await page.goto('./#play');
  await page.reload();
  await expect(b.board.locator('[data-piece]')).toHaveCount(32);
  await shows(b, []);
  await openSettings(b);
  await expect(page.locator('[data-setting="sounds"]')).toBeChecked();
  await page.getByTestId('import-data').setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  const result = page.getByTestId('import-result');
  await expect(result).toHaveAttribute('data-ok', 'true');
  await expect(result).toContainText('2 games');
  await expect(page.locator('[data-setting="sounds"]')).not.toBeChecked();
  // Imported twice: nothing doubles.
  await page.getByTestId('import-data').setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  await expect(result).toContainText('0 games');
  await tapOrClick(b, 'nav-play');
  expect(await gamesList(b)).toEqual(['*', '0-1']);
  const lessons = await page.evaluate(() => JSON.parse(localStorage.getItem('kaissa.v1.lessons')!));
  expect(lessons.lessons.rook.stars).toEqual([3, 2]);
});

test('a broken, foreign or newer backup is refused with its reason and changes nothing', async ({ page }) => {
  const b = await BoardPage.open(page);
  await b.play('e2e4');
  await openSettings(b);
  const before = await page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()));
  const input = page.getByTestId('import-data');
  const result = page.getByTestId('import-result');
  const offer = (text: string) => input.setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from(text) });

  await offer('[Event "a PGN, not a backup"]');
  await expect(result).toHaveAttribute('data-reason', 'not-a-backup');
  await expect(result).toContainText('not a Kaissa backup');
  await offer('{"kind":"kaissa-backup","format":99}');
  await expect(result).toHaveAttribute('data-reason', 'newer-version');
  await expect(result).toContainText('newer version');
  // This browser's own backup, with one move of its unfinished game made illegal.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-data').click()]);
  const damaged = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(damaged.games).toHaveLength(1);
  damaged.games[0].moves.push('e2e4');
  await offer(JSON.stringify(damaged));
  await expect(result).toHaveAttribute('data-reason', 'damaged');
  await expect(result).toHaveAttribute('data-ok', 'false');
  await expect(result).toContainText('unfinished game 1');
  const after = await page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()));
  expect(after).toBe(before);
});
