// Test (scripts/test.sh runs it after the release build): the bytes the page fetches before it
// accepts input, gzipped, must stay within the budget. It loads the built site in headless
// Chromium, lists every file requested until the board accepts input (the first moment a press
// on the e2 pawn selects it, as measure-page.mjs times it), sums their gzip -9 sizes, prints the
// figure and the list for each language the app speaks (a browser in that language fetches that
// language's texts), and exits 1 when any is over budget. This is also what catches a stray `use` that
// links a later module's code (a dialog, the lessons) into the start-up module.
//   node scripts/check-startup-bytes.mjs [dist]     (STARTUP_BUDGET_KB overrides the 250 KB)
import { gzipSizes, probe, serveAndLaunch, sitePath } from './measure-browser.mjs';

const DIST = process.argv[2] ?? process.env.DIST ?? 'dist';
const BUDGET_KB = Number(process.env.STARTUP_BUDGET_KB ?? 250);
const PORT = Number(process.env.STARTUP_PORT ?? 4198);
const kb = (n) => (n / 1024).toFixed(1);

const sizes = new Map(gzipSizes(DIST).map((r) => [r.file, r]));
// Each language's start-up: the page fetches the texts of the one it shows (lang/<code>.txt).
const LOCALES = (process.env.STARTUP_LOCALES ?? 'en-US,ru-RU,lt-LT,lv-LV').split(',');
const { browser, close } = await serveAndLaunch(DIST, PORT);
const figures = [];
try {
  for (const locale of LOCALES) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale });
    const page = await context.newPage();
    await page.addInitScript(probe);
    // Every file requested until the probe reports the board answering: the report comes over
    // the same DevTools connection as the page's requests, and in order with them, so a file asked
    // for after that moment (the engine worker, when the computer first moves) is never counted.
    const requests = new Set();
    let interactive = false;
    await page.exposeBinding('__kaissaInteractive', () => { interactive = true; });
    page.on('request', (r) => { if (!interactive && r.url().startsWith('http')) requests.add(sitePath(r.url())); });
    await page.goto(`http://127.0.0.1:${PORT}/`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__interactive !== undefined, null, { timeout: 30_000, polling: 50 });
    await context.close();
    let total = 0;
    console.log(`${locale}: fetched before the board accepts input (gzip -9 KB):`);
    for (const file of requests) {
      const row = sizes.get(file);
      // A request for something that is not in dist/ is a 404: no bytes, but worth seeing.
      console.log(`  ${file.padEnd(56)} ${row ? kb(row.gz).padStart(7) : '    (not in dist)'}`);
      total += row?.gz ?? 0;
    }
    figures.push([locale, total]);
  }
} finally {
  await close();
}

let ok = true;
for (const [locale, total] of figures) {
  const fits = total <= BUDGET_KB * 1024;
  ok &&= fits;
  console.log(`start-up bytes, gzipped, ${locale}: ${kb(total)} KB (budget ${BUDGET_KB} KB): ${fits ? 'ok' : 'OVER BUDGET'}`);
}
process.exit(ok ? 0 : 1);
