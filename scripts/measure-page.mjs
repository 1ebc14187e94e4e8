// Benchmark of the release build (not a test): bytes on the wire, gzipped, and the time from
// navigation to a board that accepts input, in headless Chromium, without and with 4× CPU
// throttling (DevTools protocol). Run after a release build:
//   bash scripts/build.sh && node scripts/measure-page.mjs [runs]
import { extname } from 'node:path';
import { gzipSizes, probe, serveAndLaunch, sitePath } from './measure-browser.mjs';

const DIST = process.env.DIST ?? "dist";
const RUNS = Number(process.argv[2] ?? 7);
const PORT = 4199;

// ---- sizes ----
const rows = gzipSizes(DIST);
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
  page.on('request', (r) => fetched.add(sitePath(r.url())));
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
