// Measurement (issue 23): how long the blunder guard's check takes in Chromium (wasm). A game
// against the computer at level 1 from a position where the queen can be left to a pawn; after
// one safe move (which starts the guard's worker), the queen is put where the pawn takes it and
// taken back, ten times. Prints, for each time, the two searches in the guard's worker (from
// `go` to `bestmove`) and the time from the tap to the warning on the page, and the Play
// screen's wait (GUARD_WAIT_MS, 400 ms) for comparison. It asserts nothing: the machines it
// runs on are shared and noisy.
//   node scripts/measure-guard.mjs [dist]      (GUARD_PORT)
import { serveAndLaunch } from './measure-browser.mjs';

const DIST = process.argv[2] ?? process.env.DIST ?? 'dist';
const PORT = Number(process.env.GUARD_PORT ?? 4196);
const FEN = '1n2k3/8/4p3/4P3/8/8/8/3QK3 w - - 0 1';

const { browser, close } = await serveAndLaunch(DIST, PORT);
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // Each guard search (`go nodes 20000`) timed in the page, from the post to its `bestmove`.
  await page.addInitScript(() => {
    localStorage.setItem('kaissa.v1.welcomed', 'true');
    window.__guard = { searches: [] };
    const Real = window.Worker;
    window.Worker = class extends Real {
      postMessage(msg) {
        if (typeof msg === 'string' && msg.startsWith('go nodes 20000')) this.__at = performance.now();
        return super.postMessage(msg);
      }
      set onmessage(f) {
        super.onmessage = (ev) => {
          const text = typeof ev.data === 'string' ? ev.data : '';
          if (this.__at !== undefined && text.includes('bestmove')) {
            window.__guard.searches.push(performance.now() - this.__at);
            this.__at = undefined;
          }
          return f(ev);
        };
      }
    };
  });
  await page.goto(`http://127.0.0.1:${PORT}/`);
  const board = page.getByTestId('board');
  await board.locator('[data-piece]').first().waitFor();
  await page.getByTestId('menu').click();
  await page.getByTestId('setup-position').click();
  const editor = page.getByTestId('editor');
  await editor.getByTestId('editor-fen').fill(FEN);
  await editor.locator('[data-opponent="computer"]').click();
  await editor.locator('[data-level="1"]').click();
  await editor.getByTestId('editor-start').click();
  const tap = (sq) => board.locator(`[data-square="${sq}"]`).click();
  const plies = () => page.locator('[data-testid="moves"] [data-ply]').count();
  await tap('d1');
  await tap('d2');
  while ((await plies()) < 2) await page.waitForTimeout(100);
  const warned = [];
  for (let i = 0; i < 10; i++) {
    await page.evaluate(() => (window.__guard.searches = []));
    await tap('d2');
    const at = await page.evaluate(() => performance.now());
    await tap('d5');
    await page.getByTestId('guard').waitFor();
    const shown = await page.evaluate(() => performance.now());
    const s = await page.evaluate(() => window.__guard.searches);
    warned.push([shown - at, ...s]);
    await page.getByTestId('guard-back').click();
    await page.getByTestId('guard').waitFor({ state: 'detached' });
  }
  const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log('guard check, ms [tap to warning, search after the move, search before it]:');
  console.log(warned.map((w) => w.map((x) => Math.round(x)).join('/')).join('  '));
  console.log(`median: tap to warning ${Math.round(med(warned.map((w) => w[0])))} ms, the two searches ` +
    `${Math.round(med(warned.map((w) => (w[1] ?? 0) + (w[2] ?? 0))))} ms (the Play screen waits 400 ms)`);
} finally {
  await close();
}
