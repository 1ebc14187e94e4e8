// The built site works from any static host and sub-path, with no request to another origin.
import { expect, test } from '@playwright/test';
import { BoardPage, pressControl } from './board';

test('served under a sub-path, with every request to the same origin', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  const b = await BoardPage.open(page, '/kaissa/');
  await b.clickMove('e2e4');
  await expect(b.piece('e4')).toHaveAttribute('data-piece', 'wP');
  // The Learn page's own module comes from the sub-path too.
  await page.getByTestId('nav-learn').click();
  await expect(page.getByTestId('lesson')).not.toHaveCount(0);
  expect(requests.filter((u) => u.endsWith('/kaissa/lessons_bg.wasm'))).toHaveLength(1);
  // So does the PGN dialogs' module.
  await page.getByTestId('nav-play').click();
  await await pressControl(page, 'export-pgn');
  await expect(page.getByTestId('pgn-text')).toHaveValue(/1\. e4/);
  expect(requests.filter((u) => u.endsWith('/kaissa/dialogs_bg.wasm'))).toHaveLength(1);
  const foreign = requests.filter((u) => !u.startsWith(origin) && !u.startsWith('data:'));
  expect(foreign).toEqual([]);
  const outside = requests.filter((u) => u.startsWith(origin) && !new URL(u).pathname.startsWith('/kaissa/'));
  expect(outside).toEqual([]);
  expect(requests.some((u) => u.endsWith('.wasm'))).toBe(true);
});

test('no console errors while playing', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  const b = await BoardPage.open(page);
  await b.play('e2e4 e7e5');
  await b.dragMove('g1', 'f3');
  expect(errors).toEqual([]);
});

test('the board fits the screen without scrolling', async ({ page }) => {
  const b = await BoardPage.open(page);
  const box = (await b.board.boundingBox())!;
  const vp = page.viewportSize()!;
  expect(box.y + box.height).toBeLessThanOrEqual(vp.height);
  expect(box.x + box.width).toBeLessThanOrEqual(vp.width);
  if (vp.width < 600) expect(box.width).toBeGreaterThanOrEqual(vp.width - 1);
  else expect(box.height).toBeGreaterThan(vp.height * 0.8);
  await expect(b.status).toBeInViewport();
});

test('the Content-Security-Policy holds: no violation anywhere in the app', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { cspViolations: string[] }).cspViolations = []);
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const b = await BoardPage.open(page);
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).toContain("default-src 'self'");
  await b.play('e2e4 e7e5');
  await await pressControl(page, 'export-pgn');
  await expect(page.getByTestId('pgn-text')).toHaveValue(/1\. e4/);
  await page.getByTestId('close-dialog').click();
  await page.getByTestId('nav-learn').click();
  await expect(page.getByTestId('lesson')).not.toHaveCount(0);
  await page.getByTestId('nav-settings').click();
  await expect(page.getByTestId('settings')).toBeVisible();
  const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  expect(violations).toEqual([]);
});
