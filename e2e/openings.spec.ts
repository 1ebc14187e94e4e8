// The opening's name in the move list during a game (issue 23): from the first move, the last
// named position the game reached (a transposition finds its position's name), kept when the game
// leaves the list, gone with a new game; it does not load the dialogs' module.
import { expect, test } from '@playwright/test';
import { BoardPage } from './board';

test('the move list names the opening as the game goes, and keeps the last name out of the book', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('request', (r) => { if (/dialogs(_bg)?\.(js|wasm)/.test(r.url())) dialogs.push(r.url()); });
  const b = await BoardPage.open(page);
  const name = b.moves.getByTestId('opening-name');
  await expect(name).toHaveCount(0);
  await b.play('e2e4');
  // The list of openings comes after the start (the later module fetches it at the first move).
  await expect(name).toHaveAttribute('data-eco', 'B00', { timeout: 15_000 });
  await expect(name).toHaveText(/B00\s*King's Pawn Game/);
  await expect(name.locator('[lang="en"]')).toHaveText("King's Pawn Game");
  await b.play('e7e5 g1f3 b8c6 f1b5');
  await expect(name).toHaveAttribute('data-eco', 'C60');
  await expect(name).toHaveText(/Ruy Lopez$/);
  await b.play('a7a6');
  await expect(name).toHaveText(/C70\s*Ruy Lopez: Morphy Defense/);
  // Out of the book: the last name stays, and it is still in view at the top of the list.
  await b.play('h2h3 h7h6 a2a3 a8a7');
  expect(await b.plyCount()).toBe(10);
  await expect(name).toHaveText(/C70\s*Ruy Lopez: Morphy Defense/);
  await expect(name).toBeInViewport();
  // One name, above the moves.
  await expect(b.moves.getByTestId('opening-name')).toHaveCount(1);
  expect(await name.evaluate((el) => {
    const list = el.parentElement!.querySelector('.move-list');
    return !!list && !!(el.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING);
  })).toBe(true);
  // Naming played no part in loading the dialogs' module (nothing here opened a dialog).
  expect(dialogs).toEqual([]);
  // A new game: no move, no name.
  await b.newGame();
  await expect(name).toHaveCount(0);
});

test('a transposition finds the name of the position it reached', async ({ page }) => {
  const b = await BoardPage.open(page);
  const name = b.moves.getByTestId('opening-name');
  await b.play('g1f3');
  await expect(name).toHaveText(/A04\s*Zukertort Opening/, { timeout: 15_000 });
  // 1.Nf3 d5 2.d4 is the position of 1.d4 d5 2.Nf3.
  await b.play('d7d5 d2d4');
  await expect(name).toHaveText(/D02\s*Queen's Pawn Game: Zukertort Variation/);
});
