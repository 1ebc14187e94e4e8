// Each player's accuracy kept with the finished game in Games (issue 23): a review's accuracies
// are stored under the game's entry, survive a reload, are shown in the list as the review showed
// them, come with a game opened from the list, and go when the game is deleted.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { BoardPage, pressControl, savedGame } from './board';

async function press(page: Page, el: Locator) {
  if (test.info().project.use.hasTouch) await el.tap();
  else await el.click();
}

/** Reviews the finished game on the board; returns each side's accuracy as the review shows it. */
async function review(page: Page): Promise<{ white: string; black: string }> {
  const start = page.getByTestId('review');
  await expect(start).toBeVisible({ timeout: 15_000 });
  await press(page, start);
  await expect(page.getByTestId('eval-graph')).toBeVisible({ timeout: 60_000 });
  const white = await page.getByTestId('accuracy-white').getAttribute('data-accuracy');
  const black = await page.getByTestId('accuracy-black').getAttribute('data-accuracy');
  expect(white).toMatch(/^\d{1,3}$/);
  expect(black).toMatch(/^\d{1,3}$/);
  return { white: white!, black: black! };
}

/** The saved value of `key`, parsed. */
async function stored(page: Page, key: string): Promise<any> {
  return JSON.parse((await page.evaluate((k) => localStorage.getItem(k), key)) ?? 'null');
}

/** The identities the accuracies are kept under. */
async function keptIds(page: Page): Promise<string[]> {
  return ((await stored(page, 'kaissa.v1.accuracy'))?.games ?? []).map((g: { id: string }) => g.id);
}

/** Opens the Games list. */
async function games(page: Page): Promise<Locator> {
  await pressControl(page, 'history');
  const dialog = page.getByTestId('history-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a review\'s accuracy is kept with its game and shown in Games after a reload', async ({ page }) => {
  const b = await BoardPage.open(page);
  await b.play('e2e4 e7e5 d1h5 b8c6 f1c4 g8f6 h5f7');
  await expect(b.status).toHaveAttribute('data-termination', 'checkmate');
  const shown = await review(page);
  await expect.poll(() => keptIds(page)).toHaveLength(1);

  await page.reload();
  await expect(b.status).toHaveAttribute('data-result', '1-0');
  const dialog = await games(page);
  const accuracy = dialog.getByTestId('history-list').getByTestId('history-accuracy');
  await expect(accuracy).toHaveAttribute('data-white', shown.white);
  await expect(accuracy).toHaveAttribute('data-black', shown.black);
  await expect(accuracy).toHaveText(`Accuracy: White ${shown.white}% · Black ${shown.black}%`);
  // Kept under the game's identity in the history, which is the game's own here.
  const id = (await stored(page, 'kaissa.v1.history')).games[0].id;
  expect(await keptIds(page)).toEqual([id]);
});

test('a game opened from Games is reviewed under its entry there; deleting the game drops its accuracy', async ({ page }) => {
  const b = await BoardPage.open(page);
  await b.play('f2f3 e7e5 g2g4 d8h4');
  await expect(b.status).toHaveAttribute('data-termination', 'checkmate');
  await b.newGame();

  let dialog = await games(page);
  const item = dialog.getByTestId('history-list').getByTestId('history-item');
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId('history-accuracy')).toHaveCount(0);
  await press(page, item.getByTestId('history-open'));
  await expect(dialog).toHaveCount(0);
  await expect(b.status).toHaveAttribute('data-termination', 'checkmate');
  // On the board it is a game of its own identity, not its entry's.
  const entry = (await stored(page, 'kaissa.v1.history')).games[0].id;
  expect((await savedGame(page)).id).not.toBe(entry);
  const shown = await review(page);
  await expect.poll(() => keptIds(page)).toEqual([entry]);

  await page.reload();
  await expect(b.status).toHaveAttribute('data-result', '0-1');
  dialog = await games(page);
  await expect(item).toHaveCount(1);
  const accuracy = item.getByTestId('history-accuracy');
  await expect(accuracy).toHaveAttribute('data-white', shown.white);
  await expect(accuracy).toHaveAttribute('data-black', shown.black);

  await press(page, item.getByTestId('history-delete'));
  await press(page, dialog.getByTestId('confirm'));
  await expect(dialog.getByTestId('history-empty')).toBeVisible();
  expect(await keptIds(page)).toEqual([]);
});
