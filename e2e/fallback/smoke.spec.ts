// Smoke test of a site built by web_build's fallback (the plain build, scripts/env.sh), run by
// scripts/test.sh with playwright.fallback.config.ts: the page loads and a move can be played.
import { expect, test } from '@playwright/test';
import { BoardPage } from '../board';

test('the plain build loads and plays e2-e4', async ({ page }) => {
  const b = await BoardPage.open(page);
  await b.play('e2e4');
  await expect(b.piece('e4')).toHaveAttribute('data-piece', 'wP');
  await expect(b.square('e2').locator('[data-piece]')).toHaveCount(0);
  expect(await b.sans()).toEqual(['e4']);
  await expect(b.status).toHaveAttribute('data-turn', 'black');
});
