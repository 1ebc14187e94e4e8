// The board's marks stand out from the squares they lie on (issue 21, WCAG 2.2 1.4.11 non-text
// contrast: 3:1), in every board theme: the legal-move dot and capture ring, the last move's frame,
// the selected piece's frame, the frame of a king in check, the keyboard's square, and a lesson's
// marks (a hint, a mistake, a touched piece); and the coordinates, text, 4.5:1. axe checks text only; this reads the colours the
// browser computed and works the ratio out as WCAG defines it. A mark made of two frames (a
// colour over white) passes when one of the two does, against each square colour.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { BoardPage, pressControl } from './board';
import { startGame } from './new-game';

type Rgba = [number, number, number, number];

/** The colours of a CSS value, in order: computed ones ("rgba(18, 48, 14, 0.88) 0px 0px 0px 2px
 * inset, …") and a custom property's, as written (the release build's minifier writes hex). */
function colours(css: string): Rgba[] {
  return [...css.matchAll(/rgba?\(([^)]+)\)|#([0-9a-f]{8}|[0-9a-f]{6})\b/gi)].map((m) => {
    if (m[2]) {
      const [r, g, b, a] = m[2].match(/../g)!.map((h) => parseInt(h, 16));
      return [r, g, b, a === undefined ? 1 : a / 255];
    }
    const [r, g, b, a] = m[1].split(',').map(Number);
    return [r, g, b, Number.isNaN(a) || a === undefined ? 1 : a];
  });
}

/** `top` painted over the opaque `bottom`. */
const over = (top: Rgba, bottom: Rgba): Rgba =>
  [0, 1, 2].map((i) => top[3] * top[i] + (1 - top[3]) * bottom[i]).concat(1) as Rgba;

const luminance = ([r, g, b]: Rgba) => {
  const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};

/** WCAG's contrast ratio of two opaque colours. */
const ratio = (a: Rgba, b: Rgba) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

/** The computed `property` of `el` (or of its `pseudo` element). */
const style = (el: Locator, property: string, pseudo?: string) =>
  el.evaluate((e, [p, ps]) => getComputedStyle(e, ps || null).getPropertyValue(p), [property, pseudo ?? ''] as const);

/** Checks that the mark of colours `marks` (frames painted in order, the first on top) stands out
 * at least `needed`:1 (3 for a mark, 4.5 for small text) from every colour in `grounds`, and
 * returns the weakest ratio. */
function check(what: string, marks: Rgba[], grounds: Rgba[], needed = 3): number {
  let weakest = Infinity;
  for (const ground of grounds) {
    const best = Math.max(...marks.map((m) => ratio(over(m, ground), ground)));
    expect(best, `${what} on rgb(${ground.slice(0, 3).join(', ')})`).toBeGreaterThanOrEqual(needed);
    weakest = Math.min(weakest, best);
  }
  return weakest;
}

/** The two square colours of `board` as shown now. */
async function squares(board: Locator): Promise<Rgba[]> {
  const light = colours(await style(board.locator('.sq.light').first(), 'background-color'))[0];
  const dark = colours(await style(board.locator('.sq:not(.light)').first(), 'background-color'))[0];
  return [light, dark];
}

/** Waits for the later stylesheet (src/boot.mjs links it after the start) to apply. */
async function lateStyles(page: Page) {
  await expect(page.locator('link[rel="stylesheet"][href$="late.css"]')).toHaveCount(1);
  await page.waitForFunction(() => [...document.styleSheets].some((s) => s.href?.endsWith('late.css') && s.cssRules.length > 0));
}


test('every mark of the Play board stands out 3:1 in every board theme', async ({ page }) => {
  const b = await BoardPage.open(page);
  await startGame(b, { opponent: 'human' });
  await lateStyles(page);
  // A king in check, the last move on the board, a piece selected with a capture and a quiet move.
  for (const m of ['e2e4', 'd7d5', 'f1b5']) await b.play(m);
  await b.square('b8').click();
  await expect(b.square('b8')).toHaveAttribute('data-selected', '');
  const figures: string[] = [];
  for (const theme of ['green', 'wood', 'blue']) {
    await b.board.evaluate((el, t) => el.setAttribute('data-theme', t), theme);
    const ground = await squares(b.board);
    const last = colours(await style(b.square('b5'), 'background-color', '::before'));
    const lastGround = ground.concat(ground.map((g) => over(last[0], g)));
    const dot = colours(await style(b.board, '--dot'));
    const w: Record<string, number> = {};
    w.dot = check(`${theme}: the legal-move dot`, dot, lastGround);
    const lastFrame = colours(await style(b.square('b5'), 'box-shadow', '::before'));
    expect(lastFrame, 'the last move has a frame').toHaveLength(1);
    w.last = check(`${theme}: the last move's frame`, lastFrame, lastGround);
    const selected = colours(await style(b.square('b8'), 'box-shadow', '::before'));
    w.selected = check(`${theme}: the selected piece's frame`, selected, ground);
    // The coordinates are text: 4.5:1 on both square colours.
    for (const coord of [b.square('a1').locator('.coord').first(), b.square('a2').locator('.coord').first()]) {
      w.coordinates = Math.min(w.coordinates ?? Infinity, check(`${theme}: a coordinate`, colours(await style(coord, 'color')), ground, 4.5));
    }
    await expect(b.square('e8')).toHaveAttribute('data-check', '');
    w.check = check(`${theme}: a king in check`, colours(await style(b.square('e8'), 'box-shadow', '::before')), ground);
    figures.push(`${theme}: ${Object.entries(w).map(([k, v]) => `${k} ${v.toFixed(2)}`).join(', ')}`);
  }
  // The keyboard's square: a blue frame over a white one.
  await b.board.focus();
  await page.keyboard.press('ArrowLeft');
  const cursor = b.board.locator('[data-cursor]');
  const ring = colours(await style(cursor, 'outline-color')).concat(colours(await style(cursor, 'box-shadow')));
  expect(ring).toHaveLength(2);
  for (const theme of ['green', 'wood', 'blue']) {
    await b.board.evaluate((el, t) => el.setAttribute('data-theme', t), theme);
    figures.push(`${theme}: keyboard square ${check(`${theme}: the keyboard's square`, ring, await squares(b.board)).toFixed(2)}`);
  }
  console.log(`weakest contrast of each mark (WCAG ratio, 3 needed):\n  ${figures.join('\n  ')}`);
});

test("a lesson's marks stand out 3:1 from its board", async ({ page }) => {
  await page.goto('./#learn/rook/1');
  const board = page.getByTestId('learn').getByTestId('board');
  await expect(board).toBeVisible();
  const ground = await squares(board);
  const figures: string[] = [];
  for (const mark of ['data-highlight', 'data-hint', 'data-touched']) {
    const ov = page.locator('.ov').first();
    await ov.evaluate((el, m) => el.setAttribute(m, ''), mark);
    const frames = colours(await style(ov, 'box-shadow'));
    expect(frames.length, mark).toBeGreaterThan(0);
    figures.push(`${mark} ${check(`the lesson's ${mark}`, frames, ground).toFixed(2)}`);
    await ov.evaluate((el, m) => el.removeAttribute(m), mark);
  }
  console.log(`weakest contrast of a lesson's marks: ${figures.join(', ')}`);
});

/** The opaque colour behind `el`: its own background over its ancestors', down to the page's. */
async function ground(el: Locator): Promise<Rgba> {
  const layers = await el.evaluate((e) => {
    const out: string[] = [];
    for (let p: Element | null = e; p; p = p.parentElement) out.push(getComputedStyle(p).backgroundColor);
    return out;
  });
  return layers.map((l) => colours(l)[0]).reverse().reduce((under, top) => over(top, under), [255, 255, 255, 1] as Rgba);
}

// A form control's words on its own box, in both schemes: a drop-down kept a white box while the
// dark scheme made its words light, and showed nothing (axe leaves a select's words alone).
for (const scheme of ['light', 'dark'] as const) {
  test(`the form controls' words stand out 4.5:1 from their boxes, ${scheme} scheme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await BoardPage.open(page);
    await expect(page.locator('html')).toHaveAttribute('data-scheme', scheme);
    const figures: string[] = [];
    const checkControls = async (where: string) => {
      const controls = page.locator('select:visible, textarea:visible, input:visible:not([type="checkbox"]):not([type="radio"])');
      expect(await controls.count(), `${where}: controls`).toBeGreaterThan(0);
      for (const control of await controls.all()) {
        const ink = colours(await style(control, 'color'))[0];
        const name = (await control.getAttribute('data-testid')) ?? (await control.getAttribute('data-setting')) ?? (await control.getAttribute('id'));
        const box = await ground(control);
        const r = ratio(over(ink, box), box);
        expect(r, `${where}: ${name}`).toBeGreaterThanOrEqual(4.5);
        figures.push(`${name} ${r.toFixed(1)}`);
      }
    };
    await page.getByTestId('nav-settings').click();
    await expect(page.getByTestId('settings')).toBeVisible({ timeout: 15_000 });
    await checkControls('Settings');
    await page.getByTestId('nav-play').click();
    await page.getByTestId('new-game').click();
    const dialog = page.getByTestId('new-game-dialog');
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await dialog.locator('[data-tc="custom"]').click();
    await checkControls('new game');
    console.log(`${scheme}: ${figures.join(', ')}`);
  });
}

// Whose clock is running, at a glance: the running face stands out 3:1 from the waiting one and
// from the page, and each face's side dot from its face (and the status's dot from its card),
// in both schemes. In the dark scheme the
// running face was once as dark as the waiting one (1.1:1) and Black's dot vanished into both.
for (const scheme of ['light', 'dark'] as const) {
  test(`the running clock stands out from the waiting one, ${scheme} scheme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const b = await BoardPage.open(page);
    await startGame(b, { opponent: 'human', tc: '5+3' });
    await b.play('e2e4');
    const running = page.getByTestId('clock-black');
    const waiting = page.getByTestId('clock-white');
    await expect(running).toHaveAttribute('data-running', '');
    const face = async (el: Locator) => colours(await style(el, 'background-color'))[0];
    const [on, off] = [await face(running), await face(waiting)];
    const pageBg = colours(await style(page.locator('body'), 'background-color'))[0];
    check('the running face against the waiting one', [on], [off]);
    check('the running face against the page', [on], [pageBg]);
    for (const [el, ground] of [[running, on], [waiting, off]] as const) {
      const dot = colours(await style(el, 'background-color', '::before'))[0];
      const ring = colours(await style(el, 'border-top-color', '::before'))[0];
      check(`${await el.getAttribute('data-testid')}'s dot`, [dot, ring], [ground]);
    }
    // Black's turn in the status: its dot against the status's card.
    const turnDot = b.status.locator('.turn-dot');
    await expect(turnDot).toHaveAttribute('data-color', 'black');
    const card = colours(await style(b.status, 'background-color'))[0];
    check("the status's dot", [colours(await style(turnDot, 'background-color'))[0], colours(await style(turnDot, 'border-top-color'))[0]], [card]);
    // The time itself, on each face: large bold text (22 px, 700), 3:1.
    check('the running time', [colours(await style(running, 'color'))[0]], [on]);
    check('the waiting time', [colours(await style(waiting, 'color'))[0]], [off]);
  });
}

/** The colour painted at the middle of `el`, read from a screenshot (decoded on a blank page of
 * its own: the app's content policy allows no data: images). */
async function painted(page: Page, el: Locator): Promise<Rgba> {
  const png = (await el.screenshot()).toString('base64');
  const reader = await page.context().newPage();
  try {
    return await reader.evaluate(async (data) => {
      const img = new Image();
      img.src = `data:image/png;base64,${data}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [img.width, img.height];
      const pen = canvas.getContext('2d')!;
      pen.drawImage(img, 0, 0);
      const [r, g, b] = pen.getImageData(img.width >> 1, img.height >> 1, 1, 1).data;
      return [r, g, b, 1] as Rgba;
    }, png);
  } finally {
    await reader.close();
  }
}

for (const scheme of ['light', 'dark'] as const) {
  test(`in forced colours (a contrast theme, ${scheme}) the board keeps its squares and marks; the running clock and a choice stand out`, async ({ page }) => {
    // Windows' contrast themes paint every background in the theme's page colour: the board
    // lost its squares and marks, the running clock and a chosen option looked like the others.
    await page.emulateMedia({ forcedColors: 'active', colorScheme: scheme });
    const b = await BoardPage.open(page);
    await lateStyles(page);
    // The squares as painted (the computed colours said "green" while Chromium painted the
    // squares drawn before a later stylesheet lifted the forced colours blank): an empty one of
    // each colour, read from a screenshot.
    const [light, dark] = [await painted(page, b.square('b3')), await painted(page, b.square('a3'))];
    check('the dark squares against the light ones', [dark], [light], 2);
    await startGame(b, { opponent: 'human', tc: '5+3' });
    await b.play('e2e4');
    await b.square('b8').click();
    await expect(b.square('b8')).toHaveAttribute('data-selected', '');
    const ground = [light, dark];
    check("the last move's frame", colours(await style(b.square('e4'), 'box-shadow', '::before')), ground);
    check("the selected piece's frame", colours(await style(b.square('b8'), 'box-shadow', '::before')), ground);
    check('a legal move\'s dot', colours(await style(b.board, '--dot')), ground);
    const face = async (testid: string) => colours(await style(page.getByTestId(testid), 'background-color'))[0];
    await expect(page.getByTestId('clock-black')).toHaveAttribute('data-running', '');
    check('the running clock against the waiting one', [await face('clock-black')], [await face('clock-white')]);
    check('the running time', [colours(await style(page.getByTestId('clock-black'), 'color'))[0]], [await face('clock-black')], 4.5);
    // A choice: the chosen opponent among the others.
    await b.page.getByTestId('new-game').click();
    const dialog = page.getByTestId('new-game-dialog');
    const chosen = dialog.locator('[data-opponent][aria-pressed="true"]');
    const other = dialog.locator('[data-opponent][aria-pressed="false"]').first();
    check('the chosen option against another', [colours(await style(chosen, 'background-color'))[0]], [colours(await style(other, 'background-color'))[0]]);
    check("the chosen option's words", [colours(await style(chosen, 'color'))[0]], [colours(await style(chosen, 'background-color'))[0]], 4.5);
    // The chosen time control's quieter "5+3" under its words, on the highlight too.
    const tc = dialog.locator('[data-tc][aria-pressed="true"]');
    const tcGround = colours(await style(tc, 'background-color'))[0];
    for (const words of await tc.locator('*').all()) check("the chosen time control's words", [colours(await style(words, 'color'))[0]], [tcGround], 4.5);
    await page.keyboard.press('Escape');
    // The move shown in the list, and its clock reading.
    const current = b.moves.locator('.ply.current');
    const plyGround = colours(await style(current, 'background-color'))[0];
    check("the current move's clock reading", [colours(await style(current, 'color', '::after'))[0]], [plyGround], 4.5);
  });
}

test("the board editor's pieces stand out 3:1 from their palette's buttons, dark scheme", async ({ page }) => {
  // A black piece's outline and body, a white one's outline (assets/pieces.svg), against each
  // palette button's face: on the dark scheme's dark face the black pieces were lost (1.1:1).
  await page.emulateMedia({ colorScheme: 'dark' });
  await BoardPage.open(page);
  await pressControl(page, 'setup-position');
  const editor = page.getByTestId('editor');
  await expect(editor).toBeVisible({ timeout: 15_000 });
  const outline = async (id: string) =>
    colours(await page.evaluate((s) => document.querySelector(`#${s} g`)!.getAttribute('stroke')!, id))[0];
  for (const [piece, marks] of [['bK', [await outline('bK')]], ['wK', [await outline('wK')]]] as const) {
    const button = editor.locator(`[data-testid="editor-piece"][data-piece="${piece}"]`);
    check(`${piece} on its palette button`, [...marks], [colours(await style(button, 'background-color'))[0]]);
  }
});
