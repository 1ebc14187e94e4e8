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
let { browser, server } = await serveAndLaunch(DIST, PORT);
let serverUp = true;

/** Starts the static server again (after an offline measurement stopped it). */
async function restartServer() {
  const { spawn } = await import('node:child_process');
  const s = spawn('node', ['e2e/serve.mjs', DIST, String(PORT)], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 500));
  return s;
}

// The renderer's main-thread CPU time until the board answers, from a trace: unlike wall-clock
// time it does not grow when other programs compete for the CPU (this machine is shared).
function mainThreadCpuMs(traceEvents) {
  const parse = traceEvents.filter((e) => e.name === 'ParseHTML').at(-1);
  if (!parse) return NaN;
  return traceEvents
    .filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X' && e.name === 'RunTask')
    .reduce((a, e) => a + (e.tdur ?? 0), 0) / 1000;
}

/** One visit in `context` at CPU throttling `rate`: the times until the board answers. */
async function visit(context, rate) {
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
  await page.close();
  return t;
}

const viewport = { width: 1280, height: 800 };

/** A first visit in a fresh context. */
async function startup(rate) {
  const context = await browser.newContext({ viewport });
  const t = await visit(context, rate);
  await context.close();
  return t;
}

/** A repeat visit: a first visit (not timed) until the service worker has cached every file and
 * taken over, then the page opened again in the same browser profile — `offline`, with the server
 * stopped, so that the service worker answers everything. */
async function repeatVisit(rate, offline = false) {
  if (!serverUp) {
    server = await restartServer();
    serverUp = true;
  }
  const context = await browser.newContext({ viewport });
  const first = await context.newPage();
  await first.goto(`http://127.0.0.1:${PORT}/`);
  await first.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await first.close();
  if (offline) {
    server.kill();
    serverUp = false;
    await new Promise((res) => setTimeout(res, 200));
  }
  const t = await visit(context, rate);
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

/** Runs `measure` RUNS times after one warm-up and prints the medians under `label`. */
async function report(label, rate, measure) {
  const warmUp = await measure(rate); // warm-up (Chromium's own caches), not timed
  const times = [];
  for (let i = 0; i < RUNS; i++) times.push(await measure(rate));
  const inter = times.map((t) => t.interactive);
  const cpu = times.map((t) => t.cpu);
  console.log(`${label}, CPU ${rate}×: navigation → board accepts input: median ${median(inter).toFixed(0)} ms `
    + `(min ${Math.min(...inter).toFixed(0)}, max ${Math.max(...inter).toFixed(0)}; ${RUNS} runs); `
    + `renderer main-thread CPU until then: median ${median(cpu).toFixed(0)} ms`);
  return warmUp;
}

for (const rate of [1, 4]) {
  const warmUp = await report('first visit', rate, startup);
  if (rate === 1) reportFetched(warmUp.fetched);
}
for (const rate of [1, 4]) await report('repeat visit, online', rate, (r) => repeatVisit(r));
for (const rate of [1, 4]) await report('repeat visit, offline', rate, (r) => repeatVisit(r, true));
await browser.close();
server.kill();
