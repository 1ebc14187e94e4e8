// An automated accessibility audit (issue 21) with axe-core: the Play screen, during a game, with
// each dialog open (new game, PGN export and import, the Games list, the board editor, the list of
// keys, a question, the promotion choice), a finished game's review and its retry, the lessons'
// map (a lesson done), lesson levels (a hint, a touched piece, a level done), Settings (a PIN
// refused), touch-move mode, a first visit's welcome and the blunder guard's warning, in the
// light and the dark scheme.
// No violation of impact "serious" or "critical"; the counts by impact are printed.
import axe from 'axe-core';
import { expect, test, type Page } from '@playwright/test';
import { BoardPage, control, firstVisit, pressControl } from './board';
import { startGame } from './new-game';

/** axe-core's rules, run in the page itself: the script is added once per document (a hash route
 * keeps it) and `axe.run` answers in one call. (@axe-core/playwright ran each audit in parts and
 * finished it in a second, blank page, injecting the 550 KB script twice: half of this spec's time.) */
async function runAxe(page: Page, within: string | undefined, rules: string[] | undefined): Promise<axe.AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(([within, rules]) => {
    const options: import('axe-core').RunOptions = { resultTypes: ['violations'] };
    if (rules) options.runOnly = { type: 'rule', values: rules };
    return (window as unknown as { axe: typeof import('axe-core') }).axe.run(within ?? document, options);
  }, [within, rules] as const);
}

/** Audits the page as it is now in both schemes, prints what it found and fails on serious or
 * critical ones. The schemes differ in colours only (the same DOM, the same names and roles): the
 * light one is audited by every rule, then the system is switched to dark (the page follows it at
 * once) and the dark one is audited by the rules of colour, which is where it can differ; then
 * back to light. One set-up serves both schemes.
 * `within` (a selector) audits only the part that changed since the whole screen was audited: a
 * dialog, the Learn page's level (axe's time grows with the page, the board's 64 named cells
 * most of all). */
async function audit(page: Page, what: string, within?: string) {
  // One analysis takes 1-2 s alone and several times that on a loaded 2-core machine: each one brings
  // its own time, so a test that audits eight states is not judged by the budget of one that audits one
  // (a CI run timed out at 30 s on the eight states of Learn and Settings, twice).
  test.info().setTimeout(test.info().timeout + 10_000);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-scheme', scheme);
    const results = await runAxe(page, within, scheme === 'dark' ? ['color-contrast', 'link-in-text-block'] : undefined);
    const counts: Record<string, number> = {};
    for (const v of results.violations) counts[v.impact ?? 'unknown'] = (counts[v.impact ?? 'unknown'] ?? 0) + v.nodes.length;
    console.log(`axe ${scheme}: ${what}: ${JSON.stringify(counts)} ${results.violations.map((v) => `${v.id}×${v.nodes.length}`).join(' ')}`);
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    const report = bad.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary}`).join('\n  ')}`);
    expect(report, `${scheme}: ${what}: serious or critical findings`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test.use({ colorScheme: 'light' });

test('the Play screen, a game, and its dialogs', async ({ page }) => {
  const b = await BoardPage.open(page);
  await expect(b.square('e2')).toHaveAttribute('role', 'gridcell');
  await audit(page, `Play screen`);
  // One heading for the page, as on Learn and Settings (read, not shown).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Play');
  await startGame(b, { opponent: 'human' });
  await b.play('e2e4');
  await b.press('g8');
  await audit(page, `during a game, a piece selected`);
  await pressControl(page, 'new-game');
  await expect(page.getByTestId('new-game-dialog')).toBeVisible();
  await audit(page, `the new-game dialog`, '[data-testid="new-game-dialog"]');
  await page.keyboard.press('Escape');
  await pressControl(page, 'export-pgn');
  await audit(page, `the PGN export`, '[data-testid="pgn-export-dialog"]');
  await page.keyboard.press('Escape');
  await b.board.focus();
  await page.keyboard.press('?');
  await expect(page.getByTestId('keys-dialog')).toBeVisible();
  await audit(page, `the list of keys`, '[data-testid="keys-dialog"]');
});

test('the other dialogs: PGN import, the Games list, the board editor, a question, the promotion', async ({ page }) => {
  const b = await BoardPage.open(page);
  await startGame(b, { opponent: 'human' });
  await b.play('e2e4 e7e5');
  await expect(b.square('e4')).toHaveAttribute('role', 'gridcell');
  for (const [control, testid] of [['import-pgn', 'pgn-import-dialog'], ['history', 'history-dialog'], ['setup-position', 'editor']]) {
    await pressControl(page, control);
    await expect(page.getByTestId(testid)).toBeVisible();
    await audit(page, `${testid}`, `[data-testid="${testid}"]`);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId(testid)).toHaveCount(0);
  }
  await pressControl(page, 'resign');
  await expect(page.locator('.confirm-row')).toBeVisible();
  await audit(page, `the resign question`, '.confirm-row');
  await page.keyboard.press('Escape');
  await expect(page.locator('.confirm-row')).toHaveCount(0);
  // A pawn about to promote: the choice of piece.
  await pressControl(page, 'load-fen');
  await page.getByTestId('fen-input').fill('4k3/1P6/8/8/8/8/8/4K3 w - - 0 1');
  await page.getByTestId('fen-submit').click();
  await b.press('b7');
  await b.press('b8');
  await expect(page.getByTestId('promotion')).toBeVisible();
  await audit(page, `the promotion choice`, '[data-testid="promotion"]');
});

test("a finished game's review, with the opening named in the move list, and a retry", async ({ page }) => {
  test.setTimeout(90_000);
  const b = await BoardPage.open(page);
  await startGame(b, { opponent: 'human' });
  // 3. Qxe5+?? gives the queen away; White resigns.
  await b.play('e2e4 e7e5 d1h5 b8c6 h5e5 c6e5');
  await expect(b.moves.getByTestId('opening-name')).toBeVisible({ timeout: 15_000 });
  await pressControl(page, 'resign');
  await pressControl(page, 'confirm');
  await expect(b.status).toHaveAttribute('data-result', '0-1');
  await pressControl(page, 'review');
  await expect(page.getByTestId('eval-graph')).toBeVisible({ timeout: 60_000 });
  await audit(page, `a review`);
  const retry = page.getByTestId('review-retry').first();
  if (test.info().project.use.hasTouch) await retry.tap();
  else await retry.click();
  await expect(page.getByTestId('retry-board')).toBeVisible();
  await audit(page, `trying a mistake again`);
});

test('Learn and Settings', async ({ page }) => {
  // The first lesson done (its card marked), the next one to do.
  await page.goto('./');
  await page.evaluate(() => {
    localStorage.setItem('kaissa.v1.lessons', JSON.stringify({ version: 1, lessons: { board: { stars: Array(9).fill(2), current: 0 } } }));
  });
  await page.goto('./#learn');
  await expect(page.locator('[data-testid="lesson"][data-done]')).toHaveCount(1);
  await audit(page, `the lessons map, a lesson done`);
  await page.goto('./#learn/board/1');
  await expect(page.getByTestId('level-goal')).toBeVisible();
  await audit(page, `a lesson level`);
  // A level that asks for moves, with its move field, a refusal said under it.
  await page.goto('./#learn/rook/1');
  const learn = page.getByTestId('learn');
  await learn.getByTestId('move-input').fill('Nf3');
  await learn.getByTestId('move-input').press('Enter');
  await expect(learn.getByTestId('move-input-error')).not.toBeEmpty();
  await audit(page, `a lesson level with its move field`, '[data-testid="learn"]');
  // The level done: its result, stars and Next (in the dark scheme its words were once light
  // on a pale green).
  await learn.getByTestId('move-input').fill('Rc7');
  await learn.getByTestId('move-input').press('Enter');
  await expect(learn.getByTestId('level-done')).toBeVisible();
  await audit(page, `a lesson level done`, '[data-testid="learn"]');
  // A question's hint: a clue in words.
  await page.goto('./#learn/stalemate/1');
  await learn.getByTestId('hint').click();
  await expect(learn.getByTestId('hint-text')).toBeVisible();
  await audit(page, `a lesson's hint`, '[data-testid="learn"]');
  // A level that starts with pieces touched (touch-move): the words saying so.
  await page.goto('./#learn/fair-play/1');
  await expect(learn.locator('.touched').first()).toBeVisible();
  await audit(page, `a level with a touched piece`, '[data-testid="learn"]');
  await page.goto('./#settings');
  await expect(page.getByTestId('settings')).toBeVisible();
  await audit(page, `Settings`);
  // A PIN refused: the words saying why.
  await page.locator('[data-setting="takeback-pin"]').fill('12');
  await page.locator('[data-setting="takeback-lock"]').click();
  await expect(page.getByTestId('pin-error')).toBeVisible();
  await audit(page, `Settings, a PIN refused`, '[data-testid="settings"]');
});

test("a first visit's welcome, and the guard's warning at level 1", async ({ page }) => {
  test.setTimeout(90_000);
  const b = await firstVisit(page);
  // The welcome's own view, not its host's word that it is loading: the view arriving during
  // an audit reflowed the panel under it (the move list found scrollable, once in a full run).
  await expect(page.getByTestId('welcome-computer')).toBeVisible();
  await audit(page, `the welcome`);
  const press = async (el: import('@playwright/test').Locator) => {
    if (test.info().project.use.hasTouch) await el.tap();
    else await el.click();
  };
  // Level 1 from a position where Qd5 leaves the queen to the e6 pawn (as guard.spec).
  await press(await control(page, 'setup-position'));
  const editor = page.getByTestId('editor');
  await expect(editor).toBeVisible({ timeout: 15_000 });
  await editor.getByTestId('editor-fen').fill('1n2k3/8/4p3/4P3/8/8/8/3QK3 w - - 0 1');
  await press(editor.locator('[data-opponent="computer"]'));
  await press(editor.locator('[data-level="1"]'));
  await press(editor.getByTestId('editor-start'));
  await expect(editor).toHaveCount(0);
  // A safe move first, and the computer's answer: the guard's worker is up before the move
  // it must hold (a check later than the guard's wait lets the move through, as guard.spec).
  await b.press('d1');
  await b.press('d2');
  await expect.poll(() => b.plyCount(), { timeout: 20_000 }).toBe(2);
  await b.press('d2');
  await b.press('d5');
  await expect(page.getByTestId('guard')).toBeVisible({ timeout: 10_000 });
  await audit(page, `the guard's warning`);
});

test("touch-move mode: the obligation, and j'adoube chosen", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kaissa.v1.settings', JSON.stringify({ v: 1, touch_move: true })));
  const b = await BoardPage.open(page);
  await expect(b.square('e2')).toHaveAttribute('role', 'gridcell');
  await b.press('g1');
  await expect(page.getByTestId('touch-obligation')).toHaveAttribute('data-obligation', 'move-touched-piece');
  await audit(page, `a piece touched`);
  await b.press('f3');
  const adjust = page.getByTestId('adjust');
  if (test.info().project.use.hasTouch) await adjust.tap();
  else await adjust.click();
  await expect(adjust).toHaveAttribute('aria-pressed', 'true');
  await audit(page, `j'adoube chosen`);
});
