// The new-game dialog, driven through the DOM contract (DESIGN.md): the choices a spec makes and
// the two steps, choosing and starting. Shared by the specs that start games.
import { expect } from '@playwright/test';
import { BoardPage, confirmIfAsked } from './board';

/** A custom time control: minutes as `m:ss`, increment or delay in seconds, and its mode. */
export type Custom = { minutes: string; seconds?: string; mode?: 'fischer' | 'bronstein' | 'simple' };

/** What to choose in the dialog; anything left out keeps the dialog's own choice. */
export type Choices = {
  opponent?: 'human' | 'computer';
  color?: 'white' | 'black' | 'random';
  level?: number;
  tc?: string;
  custom?: Custom;
};

/** A click, or a tap on the touch project, on a choice inside the dialog. */
export async function press(b: BoardPage, selector: string) {
  const el = b.page.getByTestId('new-game-dialog').locator(selector);
  if (b.touch) await el.tap();
  else await el.click();
  return el;
}

/** A choice that must show as chosen afterwards (`aria-pressed`). */
async function pick(b: BoardPage, selector: string) {
  await expect(await press(b, selector)).toHaveAttribute('aria-pressed', 'true');
}

/** Opens the new-game dialog and makes the choices given, without starting. */
export async function chooseNewGame(b: BoardPage, choices: Choices) {
  await b.page.getByTestId('new-game').click();
  // The first time, the dialogs' module is fetched and compiled (a 167 KB wasm): on a busy
  // 2-core CI machine that has taken more than the default 5 s.
  await expect(b.page.getByTestId('new-game-dialog')).toBeVisible({ timeout: 15_000 });
  if (choices.opponent) await pick(b, `[data-opponent="${choices.opponent}"]`);
  if (choices.color) await pick(b, `[data-color="${choices.color}"]`);
  if (choices.level) await pick(b, `[data-level="${choices.level}"]`);
  if (choices.tc) await pick(b, `[data-tc="${choices.tc}"]`);
  if (choices.custom) {
    await press(b, '[data-tc="custom"]');
    await b.page.getByTestId('tc-minutes').fill(choices.custom.minutes);
    await b.page.getByTestId('tc-increment').fill(choices.custom.seconds ?? '0');
    if (choices.custom.mode) await press(b, `[data-mode="${choices.custom.mode}"]`);
  }
}

/** Opens the new-game dialog, makes the choices given and starts; the dialog closes. */
export async function startGame(b: BoardPage, choices: Choices) {
  await chooseNewGame(b, choices);
  await b.page.getByTestId('start').click();
  await confirmIfAsked(b.page);
}
