// Page object for the Learn page: the lessons map and one level at a time, on the same board
// widget as the Play page (DESIGN.md's DOM contract: lesson, level-goal, level-done, hint,
// explanation).
import { expect, test, type Locator, type Page } from '@playwright/test';

export class LearnPage {
  readonly root: Locator;
  readonly board: Locator;
  readonly goal: Locator;
  readonly done: Locator;
  readonly explanation: Locator;
  readonly hint: Locator;

  constructor(readonly page: Page, readonly touch = false) {
    this.root = page.getByTestId('learn');
    this.board = this.root.getByTestId('board');
    this.goal = this.root.getByTestId('level-goal');
    this.done = this.root.getByTestId('level-done');
    this.explanation = this.root.getByTestId('explanation');
    this.hint = this.root.getByTestId('hint');
  }

  /** Opens the app and goes to the Learn page by its navigation button. */
  static async open(page: Page): Promise<LearnPage> {
    const touch = !!test.info().project.use.hasTouch;
    await page.goto('./');
    const l = new LearnPage(page, touch);
    await l.tapOn(page.getByTestId('nav-learn'));
    await expect(l.lessons()).not.toHaveCount(0);
    return l;
  }

  /** Opens the Learn page with saved progress that resumes `lesson` at `level` (1-based). */
  static async openAt(page: Page, lesson: string, level: number): Promise<LearnPage> {
    await page.goto('./');
    await page.evaluate(([id, n]) => {
      const current = Number(n) - 1;
      const progress = { version: 1, lessons: { [id]: { stars: Array(current).fill(3), current } } };
      localStorage.setItem('kaissa.v1.lessons', JSON.stringify(progress));
    }, [lesson, String(level)]);
    const l = await LearnPage.open(page);
    await l.openLesson(lesson);
    expect(await l.level()).toBe(level);
    return l;
  }

  /** The other side's thinking indicator in the level panel. */
  thinking(): Locator {
    return this.root.getByTestId('thinking');
  }

  /** Asks for hints until one shows a move, and returns it (uci). */
  async hintedMove(): Promise<string> {
    const arrow = this.root.locator('line[data-arrow="hint"]');
    for (let i = 0; i < 2 && (await arrow.count()) === 0; i++) await this.tapOn(this.hint);
    await expect(arrow).toHaveCount(1);
    return (await arrow.getAttribute('data-move'))!;
  }

  /** A click (desktop) or a tap (touch). */
  async tapOn(target: Locator) {
    if (this.touch) await target.tap();
    else await target.click();
  }

  lessons(): Locator {
    return this.root.getByTestId('lesson');
  }

  lesson(id: string): Locator {
    return this.root.locator(`[data-testid="lesson"][data-lesson="${id}"]`);
  }

  /** Opens a lesson from the map (at the level the learner stopped at). */
  async openLesson(id: string) {
    await this.tapOn(this.lesson(id));
    await expect(this.goal).toBeVisible();
    await expect(this.root.locator('.level')).toHaveAttribute('data-lesson', id);
  }

  async level(): Promise<number> {
    return Number(await this.root.locator('.level').getAttribute('data-level'));
  }

  square(sq: string): Locator {
    return this.board.locator(`[data-square="${sq}"]`);
  }

  piece(sq: string): Locator {
    return this.square(sq).locator('[data-piece]');
  }

  overlay(sq: string): Locator {
    return this.root.locator(`[data-overlay="${sq}"]`);
  }

  /** Taps a square (questions about squares). */
  async press(sq: string) {
    await this.tapOn(this.square(sq));
  }

  /** Moves a piece by click-click (or tap-tap); `uci` like "e2e4" or "e7e8q". */
  async move(uci: string) {
    await this.press(uci.slice(0, 2));
    await expect(this.square(uci.slice(0, 2))).toHaveAttribute('data-selected', '');
    await this.press(uci.slice(2, 4));
    if (uci.length > 4) {
      const button = this.board.getByTestId('promotion').locator(`[data-promote="${uci[4]}"]`);
      await this.tapOn(button);
    }
  }

  async answer(index: number) {
    await this.tapOn(this.root.locator(`[data-testid="answer"][data-answer="${index}"]`));
  }

  async write(text: string) {
    await this.root.getByTestId('write-input').fill(text);
    await this.tapOn(this.root.getByTestId('write-submit'));
  }

  /** Claims a draw (the button shows only while the position allows a claim). */
  async claim() {
    await this.tapOn(this.root.getByTestId('claim-draw'));
  }

  async next() {
    const before = await this.level();
    await this.tapOn(this.root.getByTestId('next-level'));
    await expect(this.root.locator('.level')).toHaveAttribute('data-level', String(before + 1));
  }

  async backToMap() {
    await this.tapOn(this.root.getByTestId('back-to-map'));
    await expect(this.lessons()).not.toHaveCount(0);
  }
}

/** How to finish the first level of each lesson: moves (uci), taps (`tap:e4`), answers
 * (`answer:2`), written moves (`write:Nc3`), a draw claim (`claim`). */
export const FIRST_LEVELS: Record<string, string[]> = {
  board: ['tap:e4'],
  rook: ['c2c7'],
  bishop: ['c1g5'],
  queen: ['d1g4'],
  king: ['e2e3'],
  knight: ['g1f3'],
  pawn: ['e2e4'],
  capture: ['a1a6', 'a6d6', 'd6d2'],
  protect: ['e5f3'],
  values: ['answer:2'],
  check: ['a1a8'],
  escape: ['e1d1'],
  mate: ['a1a8'],
  stalemate: ['answer:1'],
  castling: ['e1g1'],
  'en-passant': ['e5d6'],
  promotion: ['e7e8q'],
  draws: ['g2f2'],
  endings: ['h1h8'],
  notation: ['e2e4'],
  manners: ['e2e4'],
  // Issue 19: the rules an arbiter found missing.
  pinned: ['tap:d3'],
  'castling-more': ['e1g1'],
  choices: ['e1e8'],
  repetition: ['claim'],
  'dead-position': ['answer:1'],
  'notation-more': ['write:exd5'],
  'fair-play': ['g5f6'],
};

export async function perform(l: LearnPage, step: string) {
  if (step === 'claim') return l.claim();
  const [kind, arg] = step.includes(':') ? step.split(':') : ['move', step];
  if (kind === 'tap') await l.press(arg);
  else if (kind === 'answer') await l.answer(Number(arg));
  else if (kind === 'write') await l.write(arg);
  else await l.move(arg);
}
