// Measurement (issue 23): what the coach's review of a 40-move game costs in Chromium (wasm): the
// time from pressing "Review the game" to the finished review, the positions searched and the
// nodes the engine worker reported, and the longest task on the page's main thread meanwhile
// (the review must never block it for more than 50 ms: the searches run in the worker; only the
// judging and the drawing are on the main thread). It prints figures; it asserts nothing, as the
// machines it runs on are shared and noisy.
//   node scripts/measure-review.mjs [dist]      (REVIEW_PORT; REVIEW_PLIES to change the game;
//   REVIEW_SLOWDOWN=4 slows the page's CPU fourfold, as DevTools does to imitate a phone)
import { readFileSync } from 'node:fs';
import { serveAndLaunch } from './measure-browser.mjs';

const DIST = process.argv[2] ?? process.env.DIST ?? 'dist';
const PORT = Number(process.env.REVIEW_PORT ?? 4197);
const PLIES = Number(process.env.REVIEW_PLIES ?? 80);
const SLOWDOWN = Number(process.env.REVIEW_SLOWDOWN ?? 1);

// A game of about PLIES plies from the project's corpus (crates/rules/tests/data/games.pgn).
const games = readFileSync(new URL('../crates/rules/tests/data/games.pgn', import.meta.url), 'utf8')
  .split(/\n(?=\[Event )/)
  .filter((g) => /\[Result "(1-0|0-1|1\/2-1\/2)"\]/.test(g));
const plies = (g) => g.replace(/\[[^\]]*\]/g, '').replace(/\{[^}]*\}/g, '').replace(/\d+\.(\.\.)?/g, '')
  .split(/\s+/).filter((t) => t && !/^(1-0|0-1|1\/2-1\/2|\*)$/.test(t)).length;
const game = games.map((g) => [Math.abs(plies(g) - PLIES), g]).sort((a, b) => a[0] - b[0])[0][1];

const { browser, close } = await serveAndLaunch(DIST, PORT);
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // The engine worker's reports, counted in the page: the nodes of each search's last `info`.
  await page.addInitScript(() => {
    window.__review = { searches: 0, nodes: 0, longest: 0, long: 0, tasks: [] };
    const Real = window.Worker;
    window.Worker = class extends Real {
      set onmessage(f) {
        let last = 0;
        super.onmessage = (ev) => {
          const text = typeof ev.data === 'string' ? ev.data : '';
          for (const line of text.split('\n')) {
            const m = / nodes (\d+)/.exec(line);
            if (line.startsWith('info') && m) last = Number(m[1]);
            if (line.startsWith('bestmove')) {
              window.__review.searches += 1;
              window.__review.nodes += last;
              last = 0;
            }
          }
          return f(ev);
        };
      }
    };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (!window.__review.on) continue;
        window.__review.longest = Math.max(window.__review.longest, e.duration);
        if (e.duration > 50) window.__review.long += 1;
        if (e.duration > 30) window.__review.tasks.push([Math.round(e.startTime - window.__review.at), Math.round(e.duration)]);
      }
    }).observe({ type: 'longtask', buffered: false });
  });
  if (SLOWDOWN > 1) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  }
  await page.goto(`http://127.0.0.1:${PORT}/`);
  await page.getByTestId('board').locator('[data-piece]').first().waitFor();
  await page.getByTestId('menu').click();
  await page.getByTestId('import-pgn').click();
  await page.getByTestId('pgn-input').fill(game);
  await page.getByTestId('pgn-read').click();
  await page.getByTestId('review').waitFor({ timeout: 30_000 });
  const moves = await page.locator('[data-testid="moves"] [data-ply]').count();
  await page.evaluate(() => { window.__review.searches = 0; window.__review.nodes = 0; window.__review.on = true; window.__review.at = performance.now(); });
  const started = Date.now();
  await page.getByTestId('review').click();
  await page.getByTestId('eval-graph').waitFor({ timeout: 600_000 });
  const ms = Date.now() - started;
  const r = await page.evaluate(() => window.__review);
  console.log(`${SLOWDOWN > 1 ? `CPU slowed ${SLOWDOWN}x: ` : ''}review of a ${moves}-ply game (${Math.ceil(moves / 2)} moves): ${(ms / 1000).toFixed(1)} s, ` +
    `${r.searches} searches, ${r.nodes.toLocaleString('en')} nodes (${Math.round(r.nodes / (ms / 1000)).toLocaleString('en')} nodes/s), ` +
    `${(ms / r.searches).toFixed(0)} ms per search`);
  console.log(`main thread meanwhile: longest task ${r.longest.toFixed(0)} ms, ${r.long} tasks over 50 ms; tasks over 30 ms [start after the press, duration] ms: ${JSON.stringify(r.tasks)}`);
} finally {
  await close();
}
