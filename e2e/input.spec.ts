// Mouse and touch input: drags, jitter, and the page not scrolling while a piece is dragged.
import { expect, test } from '@playwright/test';
import { BoardPage } from './board';

test.describe('mouse', () => {
  test('moves by drag and drop; the piece follows the pointer', async ({ page }) => {
    const b = await BoardPage.open(page);
    const start = (await b.piece('e2').boundingBox())!;
    await b.mouseDrag('e2', 'e4', async () => {
      const moving = (await b.piece('e2').boundingBox())!;
      expect(moving.y).toBeLessThan(start.y - start.height / 2);
      await expect(b.piece('e2')).toHaveClass(/dragging/);
    });
    await expect(b.piece('e4')).toHaveAttribute('data-piece', 'wP');
    await expect(b.square('e2').locator('[data-piece]')).toHaveCount(0);
    await b.mouseDrag('g8', 'f6');
    await expect(b.piece('f6')).toHaveAttribute('data-piece', 'bN');
    expect(await b.sans()).toEqual(['e4', 'Nf6']);
  });

  test('a drop on an illegal square returns the piece; a drop off the board too', async ({ page }) => {
    const b = await BoardPage.open(page);
    const before = await b.snapshot();
    await b.mouseDrag('g1', 'g3');
    await expect(b.explanation).toBeVisible();
    expect(await b.snapshot()).toEqual(before);
    await expect(b.piece('g1')).not.toHaveClass(/dragging/);
    const a = await b.center('b1');
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(a.x, a.y + 400, { steps: 5 });
    await page.mouse.up();
    expect(await b.snapshot()).toEqual(before);
    expect(await b.plyCount()).toBe(0);
    // The piece is back in place, not shifted.
    const box = (await b.piece('b1').boundingBox())!;
    const sq = (await b.square('b1').boundingBox())!;
    expect(Math.abs(box.x - sq.x)).toBeLessThan(1);
    expect(Math.abs(box.y - sq.y)).toBeLessThan(1);
  });

  test('a tiny jitter is a click, not a drag', async ({ page }) => {
    const b = await BoardPage.open(page);
    const a = await b.center('d2');
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(a.x + 2, a.y - 2, { steps: 2 });
    await page.mouse.up();
    await expect(b.square('d2')).toHaveAttribute('data-selected', '');
    expect(await b.plyCount()).toBe(0);
    await b.press('d4');
    await expect(b.piece('d4')).toHaveAttribute('data-piece', 'wP');
  });

  test('drag a selected piece, then click-move with the keyboard', async ({ page }) => {
    const b = await BoardPage.open(page);
    await b.press('e2');
    await b.mouseDrag('e2', 'e3');
    await expect(b.piece('e3')).toHaveAttribute('data-piece', 'wP');
    // Keyboard: the cursor starts on e7 for the side to move? It starts near the player; move it.
    await b.board.focus();
    await page.keyboard.press('ArrowUp');
    await expect(b.board.locator('[data-cursor]')).toHaveCount(1);
  });
});

test.describe('touch', { tag: '@phone' }, () => {
  test('moves by tap-tap', async ({ page }) => {
    const b = await BoardPage.open(page);
    await b.square('e2').tap();
    await expect(b.square('e2')).toHaveAttribute('data-selected', '');
    await b.square('e4').tap();
    await expect(b.piece('e4')).toHaveAttribute('data-piece', 'wP');
    await b.square('b8').tap();
    await b.square('c6').tap();
    await expect(b.piece('c6')).toHaveAttribute('data-piece', 'bN');
  });

  test('moves by touch drag, and the page does not scroll while a piece is dragged', async ({ page }) => {
    // A short screen, so that the page can scroll.
    await page.setViewportSize({ width: 390, height: 520 });
    const b = await BoardPage.open(page);
    expect(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight)).toBe(true);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    let midScroll = -1;
    await b.touchDrag('e2', 'e4', async () => {
      midScroll = await page.evaluate(() => scrollY);
      await expect(b.piece('e2')).toHaveClass(/dragging/);
    });
    expect(midScroll).toBe(0);
    await expect(b.piece('e4')).toHaveAttribute('data-piece', 'wP');
    expect(await page.evaluate(() => scrollY)).toBe(0);
    // Dragging a piece upwards, against the direction that would scroll the page, still moves it.
    await b.touchDrag('g8', 'f6');
    await expect(b.piece('f6')).toHaveAttribute('data-piece', 'bN');
    expect(await page.evaluate(() => scrollY)).toBe(0);
    expect(await b.sans()).toEqual(['e4', 'Nf6']);
  });

  test('a swipe that starts on an empty square scrolls the page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 520 });
    const b = await BoardPage.open(page);
    const from = await b.center('d5');
    await b.touchDrag(from, { x: from.x, y: from.y - 200 });
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
    expect(await b.plyCount()).toBe(0);
  });

  test('a touch drop on an illegal square returns the piece', async ({ page }) => {
    const b = await BoardPage.open(page);
    const before = await b.snapshot();
    await b.touchDrag('f1', 'f3');
    await expect(b.explanation).toBeVisible();
    expect(await b.snapshot()).toEqual(before);
  });
});
