// The Learn page: the first level of every lesson by clicks, one lesson end to end by touch,
// reasons for wrong moves, hints, and progress that survives a reload.
import { expect, test } from '@playwright/test';
import { FIRST_LEVELS, LearnPage, perform } from './learn';

test('the map shows every lesson, with no stars at first', async ({ page }) => {
  const l = await LearnPage.open(page);
  await expect(l.lessons()).toHaveCount(Object.keys(FIRST_LEVELS).length);
  for (const id of Object.keys(FIRST_LEVELS)) await expect(l.lesson(id)).toHaveAttribute('data-stars', '0');
  await expect(page.getByTestId('nav-learn')).toHaveAttribute('aria-current', 'page');
  // Back to the game: the Play page is as it was.
  await l.tapOn(page.getByTestId('nav-play'));
  await expect(l.root).toHaveCount(0);
  await expect(page.getByTestId('board')).toBeVisible();
});

test.describe('by clicks', () => {
  test('the first level of every lesson', async ({ page }) => {
    test.slow();
    const l = await LearnPage.open(page);
    for (const [id, steps] of Object.entries(FIRST_LEVELS)) {
      await l.openLesson(id);
      expect(await l.level(), id).toBe(1);
      await expect(l.goal).not.toBeEmpty();
      for (const step of steps) await perform(l, step);
      await expect(l.done, id).toBeVisible();
      await expect(l.done, id).toHaveAttribute('data-stars', '3');
      await l.backToMap();
    }
  });

  test('a wrong move shows its reason, and changes nothing', async ({ page }) => {
    const l = await LearnPage.open(page);
    // The rook cannot jump: the rules core's reason, with the pieces in the way highlighted.
    await l.openLesson('rook');
    await l.move('c2c7');
    await l.next();
    await l.move('c2f2');
    await l.move('f2f5');
    await l.next();
    await l.move('a1a6');
    await l.move('a6d6');
    await l.move('d6d3');
    await l.next();
    await l.move('c3c7');
    await expect(l.explanation).toHaveAttribute('data-reason', 'path-blocked');
    await expect(l.explanation).toContainText("can't jump");
    await expect(l.overlay('c5')).toHaveAttribute('data-highlight', '');
    await expect(l.piece('c3')).toHaveAttribute('data-piece', 'wR');
    await expect(l.done).toHaveCount(0);
    // A legal move that is wrong for the goal: the lesson's own reason.
    await l.backToMap();
    await l.openLesson('mate');
    await l.move('a1a7');
    await expect(l.explanation).toHaveAttribute('data-reason', 'not-check');
    await l.move('a1a8');
    await expect(l.done).toBeVisible();
    await expect(l.done).toHaveAttribute('data-stars', '2');
    await l.next();
    await l.move('f1f7');
    await expect(l.explanation).toHaveAttribute('data-reason', 'stalemate');
    await expect(l.piece('f1')).toHaveAttribute('data-piece', 'wQ');
    // Moving the king next to the enemy king: into check, refused by the rules.
    await l.move('g6g7');
    await expect(l.explanation).toHaveAttribute('data-reason', 'leaves-king-in-check');
    await expect(l.explanation).toContainText('the king on h8');
    await expect(l.overlay('h8')).toHaveAttribute('data-highlight', '');
  });

  test('hints show the next step', async ({ page }) => {
    const l = await LearnPage.open(page);
    await l.openLesson('knight');
    await l.tapOn(l.hint);
    await expect(l.overlay('g1')).toHaveAttribute('data-hint', '');
    await l.tapOn(l.hint);
    await expect(l.root.locator('line[data-arrow="hint"]')).toHaveAttribute('data-move', 'g1f3');
    await l.move('g1f3');
    // Hints cost one star, however many steps they showed.
    await expect(l.done).toHaveAttribute('data-stars', '2');
  });

  test('questions: taps, answers and written moves', async ({ page }) => {
    const l = await LearnPage.open(page);
    await l.openLesson('board');
    await l.press('e4');
    await l.next();
    await expect(l.goal).toContainText('d5');
    await l.press('e5');
    await expect(l.explanation).toHaveAttribute('data-reason', 'wrong-square');
    await expect(l.explanation).toContainText('That is e5.');
    await l.press('d5');
    await expect(l.goal).toContainText('a1');
    await expect(l.overlay('d5')).toHaveAttribute('data-found', '');
    await l.backToMap();
    await l.openLesson('notation');
    await l.move('e2e4');
    await l.next();
    await l.move('b1c3');
    await expect(l.explanation).toHaveAttribute('data-reason', 'not-that-move');
    await l.move('g1f3');
    await l.next();
    await expect(l.root.locator('line[data-arrow="shown"]')).toHaveAttribute('data-move', 'b1c3');
    await l.write('Nb3');
    await expect(l.explanation).toHaveAttribute('data-reason', 'notation-unreadable');
    await l.write('Nc3');
    await expect(l.done).toBeVisible();
  });

  test('a touch-move level: the touched piece must move', async ({ page }) => {
    const l = await LearnPage.open(page);
    await l.openLesson('manners');
    await expect(l.overlay('g1')).toHaveAttribute('data-touched', '');
    await l.move('e2e4');
    await expect(l.explanation).toHaveAttribute('data-reason', 'touch-move-obligation');
    await expect(l.done).toBeVisible();
  });

  test("touch-move from the start, with the game's J'adoube", async ({ page }) => {
    const l = await LearnPage.openAt(page, 'manners', 9);
    // Touched without "j'adoube": the knight must move, the rook may not.
    await l.press('c1');
    await expect(l.overlay('c1')).toHaveAttribute('data-touched', '');
    await l.move('a1a8');
    await expect(l.explanation).toHaveAttribute('data-reason', 'touch-move-obligation');
    await expect(l.piece('a1')).toHaveAttribute('data-piece', 'wR');
    await l.tapOn(l.root.getByTestId('restart'));
    // "J'adoube" first: touching the knight only adjusts it.
    const adjust = l.root.getByTestId('adjust');
    await l.tapOn(adjust);
    await expect(adjust).toHaveAttribute('aria-pressed', 'true');
    await expect(l.root.getByTestId('adjusting')).toBeVisible();
    await l.press('c1');
    await expect(adjust).toHaveAttribute('aria-pressed', 'false');
    await expect(l.overlay('c1')).not.toHaveAttribute('data-touched');
    await l.move('a1a8');
    await expect(l.done).toHaveAttribute('data-stars', '3');
  });
});

test.describe('the engine as the opponent', () => {
  test('a level against the engine worker is completed, the hints following its replies', async ({ page }) => {
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    const errors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    // Checkmate with the queen in two: Black picks its own escape (h8, g8 or h6).
    const l = await LearnPage.openAt(page, 'mate', 11);
    expect(workers, 'no worker before the engine is needed').toHaveLength(0);
    await l.move('c6d7');
    await expect(l.thinking()).toBeVisible();
    await expect(l.hint).toBeDisabled();
    await expect(l.thinking()).toHaveCount(0, { timeout: 10_000 });
    expect(workers.some((u) => u.includes('engine_worker')), workers.join()).toBe(true);
    await expect(l.piece('h7')).toHaveCount(0);
    const king = await l.board.locator('[data-piece="bK"]').evaluate((p) => p.closest('[data-square]')!.getAttribute('data-square'));
    expect(['h8', 'g8', 'h6']).toContain(king);
    // The hint fits the king's answer: Qh3# after Kh6, Qg7# otherwise.
    const mate = await l.hintedMove();
    expect(mate).toBe(king === 'h6' ? 'd7h3' : 'd7g7');
    await l.move(mate);
    await expect(l.done).toBeVisible();
    await expect(l.thinking()).toHaveCount(0);
    expect(errors.filter((e) => e.includes('engine worker')), errors.join()).toHaveLength(0);
  });

  /** Plays the pawn race (three pushes, each answered) and returns how long each reply took. */
  async function race(l: LearnPage): Promise<number[]> {
    const waits: number[] = [];
    for (const m of ['a5a6', 'a6a7']) {
      const asked = Date.now();
      await l.move(m);
      // Black's reply is the last move now, not the pawn's.
      await expect(l.square(m.slice(2, 4))).not.toHaveAttribute('data-last-move', { timeout: 10_000 });
      waits.push(Date.now() - asked);
      await expect(l.thinking()).toHaveCount(0);
    }
    await l.move('a7a8q');
    await expect(l.done).toHaveAttribute('data-stars', '3');
    return waits;
  }

  test('when the worker cannot be loaded, the level answers by itself at once', async ({ page }) => {
    await page.route('**/engine_worker_loader.js', (route) => route.abort());
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const l = await LearnPage.openAt(page, 'promotion', 6);
    const waits = await race(l);
    // The failure is noticed (no waiting for the engine's time-out), and nothing throws.
    for (const w of waits) expect(w).toBeLessThan(4_000);
    expect(errors).toEqual([]);
  });

  test('when the worker never answers, the level answers by itself after a while', async ({ page }) => {
    // Playwright's clock: the level's patience (6 s) passes when the test moves the time on.
    await page.clock.install();
    await page.route('**/engine_worker_loader.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'self.onmessage = () => {};' }));
    const l = await LearnPage.openAt(page, 'promotion', 6);
    await l.move('a5a6');
    await expect(l.thinking()).toBeVisible();
    await page.clock.runFor(3_000);
    await expect(l.thinking(), 'still waiting for the engine').toBeVisible();
    await expect(l.square('a6')).toHaveAttribute('data-last-move');
    await l.tapOn(l.root.getByTestId('restart'));
    await expect(l.thinking()).toHaveCount(0);
    for (const m of ['a5a6', 'a6a7']) {
      await l.move(m);
      await expect(l.thinking()).toBeVisible();
      // Three seconds on, it still waits for the engine; past its patience (6 s) it answers
      // itself. (The page's time also runs on as the test goes: hence the margins.)
      await page.clock.runFor(3_000);
      await expect(l.square(m.slice(2, 4))).toHaveAttribute('data-last-move');
      await page.clock.runFor(3_500);
      await expect(l.square(m.slice(2, 4))).not.toHaveAttribute('data-last-move');
      await expect(l.thinking()).toHaveCount(0);
    }
    await l.move('a7a8q');
    await expect(l.done).toHaveAttribute('data-stars', '3');
  });
});

test('a wrong Yes/No answer by keys: Next question takes the focus, then the new question\'s first answer', async ({ page }) => {
  await page.goto('./#learn/dead-position/1');
  const l = new LearnPage(page);
  await expect(l.goal).toContainText('both bishops stand on dark squares');
  await l.root.locator('[data-testid="answer"][data-answer="0"]').focus();
  await page.keyboard.press('Enter');
  const next = l.root.getByTestId('next-question');
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(l.goal).toContainText('different colours');
  await expect(l.root.locator('[data-testid="answer"][data-answer="0"]')).toBeFocused();
});

test('progress survives a reload; unreadable progress is kept aside', async ({ page }) => {
  const l = await LearnPage.open(page);
  await l.openLesson('rook');
  await l.move('c2c7');
  await expect(l.done).toHaveAttribute('data-stars', '3');
  await l.backToMap();
  await expect(l.lesson('rook')).toContainText('1 of 4');
  const saved = await page.evaluate(() => localStorage.getItem('kaissa.v1.lessons'));
  expect(JSON.parse(saved!).lessons.rook.stars[0]).toBe(3);

  await page.reload();
  const again = new LearnPage(page, l.touch);
  await expect(again.lessons()).not.toHaveCount(0);
  await expect(again.lesson('rook')).toContainText('1 of 4');
  await again.openLesson('rook');
  expect(await again.level()).toBe(2);
  // A reload on a level reopens it (its address), so go back to the map first.
  await again.backToMap();

  await page.evaluate(() => localStorage.setItem('kaissa.v1.lessons', '{not json'));
  await page.reload();
  await expect(page.getByTestId('progress-unreadable')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('kaissa.v1.unreadable.lessons'))).toBe('{not json');
  await expect(again.lesson('rook')).toHaveAttribute('data-stars', '0');
  await expect(again.lesson('rook')).toContainText('0 of 4');
});

test.describe('by touch', { tag: '@phone' }, () => {
  test('a whole lesson end to end: the rook', async ({ page }) => {
    const l = await LearnPage.open(page);
    await l.openLesson('rook');
    await l.move('c2c7');
    await expect(l.done).toHaveAttribute('data-stars', '3');
    await l.next();
    await l.move('c2f2');
    await expect(l.overlay('f5')).toHaveAttribute('data-target', '');
    await l.move('f2f5');
    await expect(l.done).toHaveAttribute('data-stars', '3');
    await l.next();
    for (const m of ['a1a6', 'a6d6', 'd6d3']) await l.move(m);
    await expect(l.done).toHaveAttribute('data-stars', '3');
    await l.next();
    // A wrong try first: the reason, and one star less.
    await l.move('c3c7');
    await expect(l.explanation).toHaveAttribute('data-reason', 'path-blocked');
    for (const m of ['c3d3', 'd3d7', 'd7c7']) await l.move(m);
    await expect(l.done).toHaveAttribute('data-stars', '3');
    await expect(l.root.getByTestId('stars-why')).toHaveCount(0);
    // The end of the lesson offers the next lesson by name, and the map.
    await expect(l.root.getByTestId('next-lesson')).toContainText('Next lesson:');
    await l.tapOn(l.root.getByTestId('lesson-complete'));
    await expect(l.lesson('rook')).toHaveAttribute('data-stars', '3');
    await expect(l.lesson('rook')).toHaveAttribute('data-done', '');
  });
});

test.describe('the lessons module', () => {
  test('is fetched the first time the Learn page opens, and only then', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (r) => { if (/\/lessons(_bg\.wasm|\.js)$/.test(new URL(r.url()).pathname)) fetched.push(r.url()); });
    await page.goto('./');
    await expect(page.getByTestId('board')).toBeVisible();
    await page.getByTestId('nav-play').click();
    expect(fetched, 'the Play page starts without the lessons').toEqual([]);
    const l = new LearnPage(page);
    await page.getByTestId('nav-learn').click();
    await expect(l.lessons()).not.toHaveCount(0);
    expect(fetched).toHaveLength(2);
    // Leaving and coming back builds the page afresh from the module already loaded.
    await page.getByTestId('nav-play').click();
    await expect(l.root).toHaveCount(0);
    await page.getByTestId('nav-learn').click();
    await expect(l.lessons()).not.toHaveCount(0);
    await expect(l.root).toHaveCount(1);
    expect(fetched).toHaveLength(2);
  });

  for (const file of ['lessons.js', 'lessons_bg.wasm']) {
    test(`when ${file} cannot be loaded, the page says so, and trying again opens the lessons`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.route(`**/${file}`, (route) => route.abort());
      await page.goto('./#learn');
      const failed = page.getByTestId('learn-failed');
      await expect(failed).toBeVisible();
      await expect(failed).toContainText('The lessons could not be opened');
      await page.unroute(`**/${file}`);
      await page.getByTestId('learn-retry').click();
      await expect(failed).toHaveCount(0);
      const l = new LearnPage(page);
      await expect(l.lessons()).not.toHaveCount(0);
      // The Play page was never disturbed.
      await page.getByTestId('nav-play').click();
      await expect(page.getByTestId('board')).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});
