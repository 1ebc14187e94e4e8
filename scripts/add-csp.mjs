// Adds the Content-Security-Policy to dist/index.html after the release build: only the app's
// own origin, plus what the page needs of the browser — WebAssembly compilation
// ('wasm-unsafe-eval'), the inline styles Leptos writes (piece slides, the board size), data:
// images, and Trunk's inline start-up script, allowed by its SHA-256 (it names the hashed file
// names of this build, so the hash is taken here, from the built page). Run by scripts/env.sh
// before the service worker's file list is made (index.html is one of the files):
//   node scripts/add-csp.mjs [dist]
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const file = join(process.argv[2] ?? 'dist', 'index.html');
let html = readFileSync(file, 'utf8');
html = html.replace(/<meta http-equiv=["']?Content-Security-Policy["']?[^>]*>/i, '');
const hashes = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
  .filter(([, attrs]) => !/\bsrc=/i.test(attrs))
  .map(([, , body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
const policy = [
  "default-src 'self'",
  `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`.trim(),
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');
const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
// First in the head, before anything it governs.
const at = html.search(/<meta charset[^>]*>/i);
if (at < 0) throw new Error('index.html has no <meta charset>');
const end = html.indexOf('>', at) + 1;
html = html.slice(0, end) + meta + html.slice(end);
writeFileSync(file, html);
console.log(`index.html: Content-Security-Policy with ${hashes.length} inline script hash(es)`);
