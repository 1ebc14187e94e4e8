// Promotion: each piece, and every way of cancelling, which must leave the game untouched.
import { expect, test } from '@playwright/test';
import { BoardPage } from './board';

// After these moves White's pawn on g7 can promote on g8 (empty) or capture on h8.
const TO_PROMOTION = 'h2h4 g7g5 h4g5 h7h6 g5h6 f8g7 h6g7 g8f6';

const CHOICES: [string, string, string][] = [
  ['q', 'wQ', 'g8=Q+'],
  ['r', 'wR', 'g8=R+'],
  ['b', 'wB', 'g8=B'],
  ['n', 'wN', 'g8=N'],
];

test('promotion to each piece, offered in the mover\'s colour', async ({ page }) => {
  const b = await BoardPage.open(page);
  await b.play(TO_PROMOTION);
  for (const [letter, code, san] of CHOICES) {
    await b.press('g7');
    await b.press('g8');
    await expect(b.promotion).toBeVisible();
    // Four choices in the mover's colour.
    await expect(b.promotion.locator('[data-promote]')).toHaveCount(4);
    await expect(b.promotion.locator('[data-promote="q"] [data-img]')).toHaveAttribute('data-img', 'wQ');
    await b.choosePromotion(letter);
    await expect(b.promotion).toHaveCount(0);
    await expect(b.piece('g8')).toHaveAttribute('data-piece', code);
    await expect(b.square('g7').locator('[data-piece]')).toHaveCount(0);
    expect((await b.sans()).at(-1)).toBe(san);
    await expect(b.status).toHaveAttribute('data-turn', 'black');
    // Taken back, for the next piece.
    await page.getByTestId('takeback').click();
    await expect(b.piece('g7')).toHaveAttribute('data-piece', 'wP');
    await expect(b.moves.locator('[data-ply]')).toHaveCount(8);
  }
});

test('promotion by dragging onto a capture', { tag: '@both' }, async ({ page }) => {
  const b = await BoardPage.open(page);
  await b.play(TO_PROMOTION);
  await b.dragMove('g7', 'h8');
  await expect(b.promotion).toBeVisible();
  await b.choosePromotion('n');
  await expect(b.piece('h8')).toHaveAttribute('data-piece', 'wN');
  expect((await b.sans()).at(-1)).toBe('gxh8=N');
});

test('a cancelled promotion leaves the game unchanged, whichever way it is cancelled', async ({ page }) => {
  const b = await BoardPage.open(page);
  await b.play(TO_PROMOTION);
  const before = await b.snapshot();
  const cancels: [string, () => Promise<void>][] = [
    ['Escape', async () => { await page.keyboard.press('Escape'); }],
    ['a press outside the choices', async () => {
      const box = (await b.square('c3').boundingBox())!;
      if (b.touch) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      else await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    }],
    ['the cancel button', async () => {
      const cancel = page.getByTestId('promotion-cancel');
      if (b.touch) await cancel.tap(); else await cancel.click();
    }],
    ['the Back button', async () => { await page.goBack(); }],
  ];
  for (const [how, cancel] of cancels) {
    await test.step(how, async () => {
      await b.press('g7');
      await b.press('g8');
      await expect(b.promotion).toBeVisible();
      await cancel();
      await expect(b.promotion).toHaveCount(0);
      expect(await b.snapshot()).toEqual(before);
      expect(await b.plyCount()).toBe(8);
      await expect(b.status).toHaveAttribute('data-turn', 'white');
      await expect(b.board.locator('[data-selected]')).toHaveCount(0);
    });
  }
  // Cancelled by drag as well, then the pawn still promotes normally.
  await b.dragMove('g7', 'g8');
  await expect(b.promotion).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(b.promotion).toHaveCount(0);
  expect(await b.snapshot()).toEqual(before);
  expect(page.url()).toMatch(/\/$/);
  await b.clickMove('g7g8q');
  await expect(b.piece('g8')).toHaveAttribute('data-piece', 'wQ');
  expect(await b.plyCount()).toBe(9);
});

test('the promotion dialog works from the keyboard', async ({ page }) => {
  const b = await BoardPage.open(page);
  await b.play(TO_PROMOTION);
  await b.press('g7');
  await b.press('g8');
  await expect(b.promotion.locator('[data-promote="q"]')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(b.promotion.locator('[data-promote="r"]')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(b.promotion.locator('[data-promote="n"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(b.piece('g8')).toHaveAttribute('data-piece', 'wN');
});

test('black promotes with black pieces, shown from the bottom edge', async ({ page }) => {
  const b = await BoardPage.open(page);
  await b.play('a2a3 h7h5 g2g4 h5g4 a3a4 g4g3 a4a5 g3h2 a5a6');
  await b.press('h2');
  await b.press('g1');
  await expect(b.promotion.locator('[data-promote="q"] [data-img]')).toHaveAttribute('data-img', 'bQ');
  const q = await b.promotion.locator('[data-promote="q"]').boundingBox();
  const n = await b.promotion.locator('[data-promote="n"]').boundingBox();
  expect(q!.y).toBeGreaterThan(n!.y);
  await b.choosePromotion('q');
  await expect(b.piece('g1')).toHaveAttribute('data-piece', 'bQ');
});
