// Writes dist/sw.js from assets/sw.js: the list of every file of the built site (the service
// worker precaches all of them, so every feature works offline after the first visit) and a
// version made from their contents (SHA-256), so that any change to any file is a new version and
// an unchanged build is the same one. Run by scripts/env.sh after the release build:
//   node scripts/make-sw.mjs [dist]
// Written here rather than with workbox-build: the worker needs one precache list, cache-first
// answers and a navigation fallback — about fifty lines — and workbox-build would add a large
// dependency tree to the build for them.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const dist = process.argv[2] ?? 'dist';
const template = readFileSync(new URL('../assets/sw.js', import.meta.url), 'utf8');

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

const list = files(dist)
  .map((f) => relative(dist, f).split(sep).join('/'))
  .filter((f) => f !== 'sw.js')
  .sort();
const hash = createHash('sha256');
let bytes = 0;
for (const f of list) {
  const body = readFileSync(join(dist, f));
  bytes += body.length;
  hash.update(f).update('\0').update(body).update('\0');
}
const version = hash.digest('hex').slice(0, 16);
const worker = template.replace("'__VERSION__'", JSON.stringify(version)).replace('__FILES__', JSON.stringify(list));
if (worker.includes('__VERSION__') || worker.includes('__FILES__')) throw new Error('assets/sw.js lost its placeholders');
writeFileSync(join(dist, 'sw.js'), worker);
console.log(`sw.js: version ${version}, ${list.length} files, ${(bytes / 1024).toFixed(1)} KB precached`);
