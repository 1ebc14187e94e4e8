// Measurements of the engine in the browser (not a test): run after a release build,
//   bash scripts/build.sh && node scripts/measure-engine.mjs [searches]
// (DIST=<folder> for another build; NATIVE=<path to kaissa-uci> for the native bench, default
// $CARGO_TARGET_DIR/release/kaissa-uci, built by `cargo build --release -p kaissa-engine`).
//
// 1. The page stays responsive while the computer thinks: a game against level 10 (3 s a move),
//    the page playing random legal moves for the user. Reported: the longest main-thread task
//    while the computer thinks (Long Tasks API: tasks of 50 ms and more; and a setTimeout probe
//    whose largest gap bounds the longest task from above, to ~4 ms), and the longest
//    main-thread task of the whole run from a DevTools trace (which includes the user's own moves).
// 2. The worker's own responsiveness: how long `isready` and `stop` take to be answered during a
//    search (the worker searches in slices and reads its messages in between).
// 3. Speed: the `bench` command in the worker (wasm, Chromium) against the native `kaissa-uci
//    bench`, run alternately so that both see the same load; nodes per second and the ratio.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { serveAndLaunch } from './measure-browser.mjs';

const DIST = process.env.DIST ?? 'dist';
const SEARCHES = Number(process.argv[2] ?? 6);
const BENCH_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const NATIVE = process.env.NATIVE ?? join(process.env.CARGO_TARGET_DIR ?? 'target', 'release', 'kaissa-uci');
const PORT = 4198;

const gz = (f) => gzipSync(readFileSync(join(DIST, f)), { level: 9 }).length;
console.log(`worker: engine_worker_bg.wasm ${(readFileSync(join(DIST, 'engine_worker_bg.wasm')).length / 1024).toFixed(1)} KB `
  + `(${(gz('engine_worker_bg.wasm') / 1024).toFixed(1)} KB gzipped), glue engine_worker.js ${(gz('engine_worker.js') / 1024).toFixed(1)} KB gzipped`);

const { browser, close } = await serveAndLaunch(DIST, PORT);

// ---- 1. the main thread during searches ----
const probe = () => {
  const w = window;
  w.__longtasks = [];
  w.__windows = [];
  w.__maxGap = 0;
  w.__maxGapIdle = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__longtasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  let thinkingSince = null;
  let last = performance.now();
  const tick = () => {
    const now = performance.now();
    const thinking = !!document.querySelector('[data-testid="thinking"]');
    if (thinking && thinkingSince === null) {
      thinkingSince = now;
      performance.mark('kaissa-thinking-start');
    }
    if (thinking) w.__maxGap = Math.max(w.__maxGap, now - last);
    else if (w.__windows.length) w.__maxGapIdle = Math.max(w.__maxGapIdle, now - last);
    if (!thinking && thinkingSince !== null) {
      w.__windows.push([thinkingSince, now]);
      performance.mark('kaissa-thinking-end');
      thinkingSince = null;
    }
    last = now;
    setTimeout(tick, 1);
  };
  setTimeout(tick, 1);
};

const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
await page.addInitScript(probe);
await page.goto(`http://127.0.0.1:${PORT}/`);
await page.waitForSelector('[data-piece]');
// The audio engine starts a second after start-up (one 150-185 ms task in Chromium, src/sound.rs):
// a start-up cost, not the search's, so the game starts after it.
await page.waitForSelector('html[data-audio]', { timeout: 10_000 }).catch(() => console.log('(audio did not start)'));
await page.evaluate(() => localStorage.setItem('kaissa.v1.newgame',
  JSON.stringify({ version: 1, opponent: 'computer', color: 'black', level: 10 })));
await browser.startTracing(page, {
  categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
});
await page.getByTestId('new-game').click();
await page.getByTestId('start').click();
const plies = () => page.locator('[data-testid="moves"] [data-ply]').count();
for (let i = 0; i < SEARCHES; i++) {
  // The computer (White) thinks; then the page plays a random legal move for Black.
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="moves"] [data-ply]').length >= n,
    2 * i + 1, { timeout: 60_000, polling: 100 });
  if ((await page.getByTestId('status').getAttribute('data-result')) !== '*') break;
  const squares = await page.locator('[data-piece^="b"]').evaluateAll((els) =>
    els.map((e) => e.closest('[data-square]').getAttribute('data-square')).sort(() => Math.random() - 0.5));
  for (const from of squares) {
    await page.locator(`[data-square="${from}"]`).click();
    const dests = await page.locator('[data-dest]').evaluateAll((els) => els.map((e) => e.getAttribute('data-square')));
    if (!dests.length) continue;
    const before = await plies();
    await page.locator(`[data-square="${dests[Math.floor(Math.random() * dests.length)]}"]`).click();
    if (await page.getByTestId('promotion').isVisible()) await page.locator('[data-promote="q"]').click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="moves"] [data-ply]').length > n, before);
    break;
  }
}
await page.waitForFunction(() => !document.querySelector('[data-testid="thinking"]'), null, { timeout: 60_000 });
await page.waitForTimeout(200);
const trace = JSON.parse((await browser.stopTracing()).toString());
const seen = await page.evaluate(() => ({ longtasks: window.__longtasks, windows: window.__windows, maxGap: window.__maxGap, maxGapIdle: window.__maxGapIdle }));
const inWindows = seen.longtasks.filter((t) => seen.windows.some(([a, b]) => t.start + t.duration > a && t.start < b));
const thinkingMs = seen.windows.reduce((a, [s, e]) => a + (e - s), 0);
// The page's main thread: of the renderer main threads in the trace, the busiest one.
const mains = trace.traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const tasksOf = (t) => trace.traceEvents.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ph === 'X' && e.name === 'RunTask');
const tasks = mains.map(tasksOf).sort((a, b) => b.length - a.length)[0] ?? [];
const longest = tasks.reduce((a, e) => Math.max(a, (e.dur ?? 0) / 1000), 0);
// The thinking windows on the trace's clock, from the probe's marks.
const marks = (name) => trace.traceEvents.filter((e) => e.name === name).map((e) => e.ts).sort((a, b) => a - b);
const starts = marks('kaissa-thinking-start');
const ends = marks('kaissa-thinking-end');
const traceWindows = starts.map((s) => [s, ends.find((e) => e > s) ?? Infinity]);
const thinkingTasks = tasks.filter((e) => traceWindows.some(([a, b]) => e.ts + (e.dur ?? 0) > a && e.ts < b));
const longestThinking = thinkingTasks.reduce((a, e) => Math.max(a, (e.dur ?? 0) / 1000), 0);
console.log(`main thread: ${seen.windows.length} searches by level 10, ${(thinkingMs / 1000).toFixed(1)} s of thinking; `
  + `long tasks (≥ 50 ms) while thinking: ${inWindows.length}`
  + (inWindows.length ? ` (longest ${Math.max(...inWindows.map((t) => t.duration)).toFixed(0)} ms)` : '')
  + `; largest gap of a 1 ms setTimeout loop while thinking: ${seen.maxGap.toFixed(1)} ms `
  + `(between searches, the user's moves included: ${seen.maxGapIdle.toFixed(1)} ms)`);
console.log(`main thread while thinking (trace, ${traceWindows.length} windows, ${thinkingTasks.length} tasks): `
  + `longest task ${longestThinking.toFixed(1)} ms`);
console.log(`main thread, whole run (trace, ${tasks.length} tasks, the user's own moves included): longest task ${longest.toFixed(1)} ms; `
  + `long tasks (≥ 50 ms) in all: ${seen.longtasks.length}`);
await context.close();

// ---- 2 and 3: the worker alone ----
const wctx = await browser.newContext();
const wpage = await wctx.newPage();
await wpage.goto(`http://127.0.0.1:${PORT}/`);
await wpage.evaluate(() => {
  const w = new Worker('./engine_worker_loader.js');
  window.__engine = w;
  window.__lines = [];
  w.onmessage = (e) => window.__lines.push([performance.now(), e.data]);
  w.postMessage('isready');
});
await wpage.waitForFunction(() => window.__lines.some(([, l]) => l === 'readyok'), null, { timeout: 30_000 });

async function answerTime(command, expected) {
  return wpage.evaluate(async ([command, expected]) => {
    const w = window.__engine;
    w.postMessage('position startpos moves e2e4 e7e5 g1f3 b8c6');
    w.postMessage('go infinite');
    await new Promise((r) => setTimeout(r, 1500));
    const t0 = performance.now();
    const n = window.__lines.length;
    w.postMessage(command);
    while (!window.__lines.slice(n).some(([, l]) => l.startsWith(expected))) await new Promise((r) => setTimeout(r, 1));
    const t = window.__lines.slice(n).find(([, l]) => l.startsWith(expected))[0] - t0;
    w.postMessage('stop');
    await new Promise((r) => setTimeout(r, 100));
    return t;
  }, [command, expected]);
}
const ready = [];
const stop = [];
for (let i = 0; i < 5; i++) {
  ready.push(await answerTime('isready', 'readyok'));
  stop.push(await answerTime('stop', 'bestmove'));
}
const fmt = (xs) => `median ${[...xs].sort((a, b) => a - b)[2].toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;
console.log(`worker during a search: isready → readyok ${fmt(ready)}; stop → bestmove ${fmt(stop)} (5 each)`);

async function wasmBench() {
  return wpage.evaluate(async () => {
    const n = window.__lines.length;
    window.__engine.postMessage('bench');
    for (;;) {
      const hit = window.__lines.slice(n).find(([, l]) => / nodes \d+ nps$/.test(l));
      if (hit) return hit[1];
      await new Promise((r) => setTimeout(r, 50));
    }
  });
}
function nativeBench() {
  const r = spawnSync(NATIVE, ['bench'], { encoding: 'utf8' });
  return r.stdout.split('\n').find((l) => / nodes \d+ nps$/.test(l));
}
const parse = (line) => line.match(/(\d+) nodes (\d+) nps/).slice(1).map(Number);
if (!existsSync(NATIVE)) console.log(`(no native ${NATIVE}: wasm only)`);
const wasm = [];
const native = [];
for (let i = 0; i < BENCH_ROUNDS; i++) {
  wasm.push(parse(await wasmBench()));
  if (existsSync(NATIVE)) native.push(parse(nativeBench()));
}
const best = (xs) => Math.max(...xs.map(([, nps]) => nps));
console.log(`bench in the worker (wasm, Chromium): ${wasm.map(([, n]) => n).join(', ')} nps; signature ${wasm[0][0]} nodes`);
if (native.length) {
  console.log(`bench native: ${native.map(([, n]) => n).join(', ')} nps; signature ${native[0][0]} nodes`);
  console.log(`wasm / native (best of ${BENCH_ROUNDS} each, alternated): ${(best(wasm) / best(native)).toFixed(2)}; `
    + `rounds: ${wasm.map(([, w], i) => (w / native[i][1]).toFixed(2)).join(', ')}`);
}
await close();
