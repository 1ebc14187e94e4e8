// Draws the app's PNG icons from its SVG ones (assets/icons/icon.svg, icon-maskable.svg — our
// own knight on the board's green) with the test browser, so no image tool is needed:
//   node scripts/make-icons.mjs
// Writes assets/icons/icon-192.png, icon-512.png, icon-maskable-512.png and apple-touch-icon.png
// (180 px, opaque: iOS puts it on a tile of its own). Run again after changing an SVG; the PNGs
// are committed.
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';

const dir = new URL('../assets/icons/', import.meta.url);
const jobs = [
  ['icon.svg', 192, 'icon-192.png'],
  ['icon.svg', 512, 'icon-512.png'],
  ['icon-maskable.svg', 512, 'icon-maskable-512.png'],
  ['icon-maskable.svg', 180, 'apple-touch-icon.png'],
];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ deviceScaleFactor: 1 });
for (const [svg, size, png] of jobs) {
  const source = readFileSync(new URL(svg, dir), 'utf8');
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${source}`,
  );
  await page.locator('svg').screenshot({ path: new URL(png, dir).pathname, omitBackground: true });
  console.log(`${png}: ${size}×${size}`);
}
await browser.close();
