// Benchmark of the release build (not a test): bytes on the wire, gzipped, and the time from
// navigation to a board that accepts input, in headless Chromium, without and with 4× CPU
// throttling (DevTools protocol). Run after a release build:
//   bash scripts/build.sh && node scripts/measure-page.mjs [runs]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, extname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { serveAndLaunch } from './measure-browser.mjs';

const DIST = process.env.DIST ?? "dist";
const RUNS = Number(process.argv[2] ?? 7);
const PORT = 4199;

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

// ---- sizes ----
const rows = files(DIST).map((f) => {
  const raw = readFileSync(f);
  return { file: f.slice(DIST.length + 1), raw: raw.length, gz: gzipSync(raw, { level: 9 }).length };
});
const total = rows.reduce((a, r) => ({ raw: a.raw + r.raw, gz: a.gz + r.gz }), { raw: 0, gz: 0 });
const kb = (n) => (n / 1024).toFixed(1).padStart(7);
console.log('file                                         raw KB   gzip KB');
for (const r of rows.sort((a, b) => b.gz - a.gz)) {
  console.log(`${r.file.padEnd(44)} ${kb(r.raw)}   ${kb(r.gz)}`);
}
console.log(`${'total (HTML + JS + wasm + CSS + pieces)'.padEnd(44)} ${kb(total.raw)}   ${kb(total.gz)}`);
const byType = {};
for (const r of rows) byType[extname(r.file)] = (byType[extname(r.file)] ?? 0) + r.gz;
console.log('gzip by type:', Object.entries(byType).map(([t, n]) => `${t} ${(n / 1024).toFixed(1)} KB`).join(', '));

// ---- start-up ----
const { browser, close } = await serveAndLaunch(DIST, PORT);

// In the page: as soon as the e2 pawn exists, press it (synthetic pointer events, as a finger
// would) every frame until the board answers by selecting it; record when it did.
const probe = () => {
  const tick = () => {
    const sq = document.querySelector('[data-square="e2"]');
    if (sq && sq.hasAttribute('data-selected')) {
      window.__interactive = performance.now();
      return;
    }
    if (sq && sq.querySelector('[data-piece]')) {
      window.__rendered ??= performance.now();
      const r = sq.getBoundingClientRect();
      const init = { bubbles: true, cancelable: true, isPrimary: true, pointerId: 1, button: 0, pointerType: 'mouse',
        clientX: r.left + r.width / 2, clientY: r.top + r.height / 2 };
      sq.dispatchEvent(new PointerEvent('pointerdown', init));
      sq.dispatchEvent(new PointerEvent('pointerup', init));
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
};

// The renderer's main-thread CPU time until the board answers, from a trace: unlike wall-clock
// time it does not grow when other programs compete for the CPU (this machine is shared).
function mainThreadCpuMs(traceEvents) {
  const parse = traceEvents.filter((e) => e.name === 'ParseHTML').at(-1);
  if (!parse) return NaN;
  return traceEvents
    .filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X' && e.name === 'RunTask')
    .reduce((a, e) => a + (e.tdur ?? 0), 0) / 1000;
}

async function startup(rate) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.addInitScript(probe);
  const fetched = new Set();
  page.on('request', (r) => fetched.add(decodeURIComponent(new URL(r.url()).pathname).replace(/^\//, '') || 'index.html'));
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.goto(`http://127.0.0.1:${PORT}/`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__interactive !== undefined, null, { timeout: 30_000, polling: 50 });
  const trace = JSON.parse((await browser.stopTracing()).toString());
  const t = await page.evaluate(() => ({ interactive: window.__interactive, rendered: window.__rendered }));
  t.cpu = mainThreadCpuMs(trace.traceEvents);
  t.fetched = [...fetched];
  await context.close();
  return t;
}

// What the page fetches before it accepts input, and what it leaves for later (the engine worker,
// the lessons), from the files of dist/ it asked for.
function reportFetched(fetched) {
  const now = rows.filter((r) => fetched.includes(r.file));
  const later = rows.filter((r) => !fetched.includes(r.file));
  const sum = (rs) => rs.reduce((a, r) => a + r.gz, 0);
  const list = (rs) => rs.map((r) => `${r.file} ${(r.gz / 1024).toFixed(1)}`).join(', ');
  console.log(`fetched at start-up, gzipped: ${kb(sum(now))} KB (${list(now)})`);
  console.log(`fetched later, when needed:   ${kb(sum(later))} KB (${list(later)})`);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const rate of [1, 4]) {
  const warmUp = await startup(rate); // warm-up (Chromium's own caches), not timed
  if (rate === 1) reportFetched(warmUp.fetched);
  const times = [];
  for (let i = 0; i < RUNS; i++) times.push(await startup(rate));
  const inter = times.map((t) => t.interactive);
  const cpu = times.map((t) => t.cpu);
  console.log(`CPU ${rate}×: navigation → board accepts input: median ${median(inter).toFixed(0)} ms `
    + `(min ${Math.min(...inter).toFixed(0)}, max ${Math.max(...inter).toFixed(0)}; ${RUNS} runs, fresh context each); `
    + `renderer main-thread CPU until then: median ${median(cpu).toFixed(0)} ms`);
}
await close();
