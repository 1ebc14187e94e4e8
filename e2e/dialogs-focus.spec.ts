// Issue 21, dialogs: for every dialog of the Play screen, the focus moves into it when it opens,
// Tab and Shift+Tab stay inside it, Escape closes it, and the focus goes back to what opened it
// (a menu item goes with the menu: then to the menu's button). Each is a dialog (or an alert
// dialog, for a question) with a name. Opened with the keyboard on the desktop, with a tap on
// the touch screen (a tapped button has the focus too).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { BoardPage, seedStorage } from './board';

/** Whether the focus is inside the element `selector` matches. */
const focusIn = (page: Page, selector: string) =>
  page.evaluate((sel) => !!document.activeElement?.closest(sel), selector);

/** The `data-testid` of the element with the focus (or its tag). */
const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName);

/** Presses `opener` as a person would on this project: Enter on its focus, or a tap. */
async function open(page: Page, opener: Locator) {
  if (test.info().project.use.hasTouch) {
    await opener.tap();
  } else {
    await opener.focus();
    await page.keyboard.press('Enter');
  }
}

/** The dialog's checks: a name, the focus inside, Tab and Shift+Tab round more than its
 * controls and still inside, then Escape closes it and the focus is on `back`. */
async function checkDialog(page: Page, dialog: Locator, selector: string, back: Locator, role = 'dialog') {
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveRole(role as 'dialog');
  await expect(dialog).toHaveAccessibleName(/\S/);
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect.poll(() => focusIn(page, selector), 'the focus moves into the dialog').toBe(true);
  // More presses than the dialog has controls: each way round goes past its ends.
  const controls = await dialog.evaluate((el) => el.querySelectorAll('button, input, textarea, select, a[href]').length);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < controls + 2; i++) {
      await page.keyboard.press(key);
      expect(await focusIn(page, selector), `${key} ×${i + 1} stays inside (on ${await focused(page)})`).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(back).toBeFocused();
}

/** Opens the game's menu and then its item `testid`. */
async function openFromMenu(page: Page, testid: string) {
  await open(page, page.getByTestId('menu'));
  await expect(page.getByTestId(testid)).toBeVisible();
  await open(page, page.getByTestId(testid));
}

test.beforeEach(async ({ page }) => {
  // A returning visitor: no welcome in the panel.
  await seedStorage(page, 'kaissa.v1.welcomed', '1');
});

test('the new-game dialog', async ({ page }) => {
  await BoardPage.open(page);
  const opener = page.getByTestId('new-game');
  await open(page, opener);
  await checkDialog(page, page.getByTestId('new-game-dialog'), '[data-testid="new-game-dialog"]', opener);
  // Started, it gives the focus back too.
  await open(page, opener);
  await expect.poll(() => focusIn(page, '[data-testid="new-game-dialog"]')).toBe(true);
  await page.getByTestId('new-game-dialog').locator('[data-opponent="human"]').focus();
  await page.getByTestId('start').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('new-game-dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('the menu', async ({ page }) => {
  await BoardPage.open(page);
  const opener = page.getByTestId('menu');
  await open(page, opener);
  await expect(page.getByTestId('flip')).toBeFocused();
  await checkDialog(page, page.locator('#game-menu'), '#game-menu', opener);
});

for (const [item, testid] of [
  ['export-pgn', 'pgn-export-dialog'],
  ['import-pgn', 'pgn-import-dialog'],
  ['history', 'history-dialog'],
  ['setup-position', 'editor'],
] as const) {
  test(`the menu's ${item} dialog`, async ({ page }) => {
    const b = await BoardPage.open(page);
    await b.play('e2e4 e7e5');
    await openFromMenu(page, item);
    await checkDialog(page, page.getByTestId(testid), `[data-testid="${testid}"]`, page.getByTestId('menu'));
    // Nothing changed on the board, and the Games list gave its address back.
    expect(await b.sans()).toEqual(['e4', 'e5']);
    expect(new URL(page.url()).hash).not.toBe('#games');
  });
}

for (const action of ['resign', 'offer-draw'] as const) {
  test(`the ${action} question`, async ({ page }) => {
    const b = await BoardPage.open(page);
    await b.play('e2e4 e7e5');
    const opener = page.getByTestId(action);
    await open(page, opener);
    const question = page.locator('.confirm-row');
    // The answer that changes nothing has the focus.
    await expect(page.getByTestId(action === 'resign' ? 'cancel-resign' : 'cancel-draw')).toBeFocused();
    await checkDialog(page, question, '.confirm-row', opener, 'alertdialog');
    await expect(b.status).toHaveAttribute('data-result', '*');
  });
}

test('a position from FEN: the field takes the focus and gives it back', async ({ page }) => {
  const b = await BoardPage.open(page);
  await openFromMenu(page, 'load-fen');
  await expect(page.getByTestId('fen-input')).toBeFocused();
  await page.keyboard.type('4k3/8/8/8/8/8/8/4K2R w K - 0 1');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('fen-input')).toHaveCount(0);
  await expect(b.board.locator('[data-piece]')).toHaveCount(3);
  await expect(page.getByTestId('menu')).toBeFocused();
});
