import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
const server = spawn('node', ['e2e/serve.mjs', 'dist', '4292'], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 700));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const shots = [
  ['p360', { width: 390, height: 844 }, 'light'],
  
  
  
];
for (const [name, viewport, scheme] of shots) {
  const ctx = await browser.newContext({ viewport, deviceScaleFactor: 1, hasTouch: name !== 'desk', colorScheme: scheme, serviceWorkers: 'block' });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log(name, 'ERR', e.message));
  await page.goto('http://127.0.0.1:4292/');
  await page.waitForSelector('[data-square="e2"] [data-piece]');
  await page.waitForSelector('[data-testid=welcome-computer]');
  await page.screenshot({ path: `/tmp/shots/${name}-welcome.png` });
  const sw = await page.evaluate(() => document.documentElement.scrollWidth);
  console.log(name, 'scrollWidth', sw, 'board', JSON.stringify(await page.getByTestId('board').boundingBox()));
  await page.getByTestId('welcome-computer').click();
  await page.click('[data-square="e2"]'); await page.click('[data-square="e4"]');
  await page.waitForTimeout(2500);
  await page.getByTestId('menu').click(); await page.waitForSelector('[data-testid=flip]');
  await page.screenshot({ path: `/tmp/shots/${name}-game.png` });
  console.log(name, 'moves', await page.locator('[data-ply]').count(), JSON.stringify(await page.getByTestId('moves').boundingBox()));
  await ctx.close();
}
await browser.close(); server.kill();
