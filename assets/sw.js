// Kaissa's service worker: after the first visit every file of the site is in the cache, so the
// whole app — the Learn page, the dialogs, the engine — works with no network. Written for this
// project; scripts/make-sw.mjs fills in the list of files and the version (a hash of their
// contents) at build time and writes the result to dist/sw.js.
//
// - install: fetch every file of this version into a cache of its own. The new version then waits:
//   it takes over only when the page asks (the player pressed Reload on the update notice), so a
//   game in progress is never interrupted. The first version has nothing to wait for.
// - activate: delete the caches of older versions; take control of the open pages.
// - fetch: the site's own files from the cache (the network for anything not in it); a navigation
//   (the app's address, with any #route) is answered with the cached index.html.
const VERSION = '__VERSION__';
const FILES = __FILES__;
const CACHE = `kaissa-${VERSION}`;

self.addEventListener('install', (event) => {
  // `reload`: past the HTTP cache, so the files are this version's.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES.map((f) => new Request(f, { cache: 'reload' })))));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('kaissa-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      caches.open(CACHE).then((cache) => cache.match('index.html')).then((page) => page || fetch(request)),
    );
    return;
  }
  event.respondWith(
    caches.open(CACHE).then((cache) => cache.match(request, { ignoreSearch: true })).then((hit) => hit || fetch(request)),
  );
});
