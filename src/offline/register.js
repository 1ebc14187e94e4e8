// The page's side of the service worker (assets/sw.js): registered once the page is idle after
// start-up, so that precaching never competes with the first paint; then watched for a new
// version, which is announced and never applied without the player.
export function registerServiceWorker(onUpdateReady, onOfflineReady) {
  if (!('serviceWorker' in navigator)) return;
  const sw = navigator.serviceWorker;
  const watch = (worker) => {
    if (!worker) return;
    worker.addEventListener('statechange', () => {
      if (worker.state !== 'installed') return;
      // With a controller, this is a new version waiting; without, the first one, now cached.
      if (sw.controller) onUpdateReady(); else onOfflineReady();
    });
  };
  const start = () => {
    sw.register('./sw.js').then((reg) => {
      if (reg.waiting && sw.controller) onUpdateReady();
      if (reg.active) onOfflineReady();
      watch(reg.installing);
      reg.addEventListener('updatefound', () => watch(reg.installing));
      // A new deployment is looked for when the page comes back into view, and hourly.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') reg.update().catch(() => {});
      });
      setInterval(() => reg.update().catch(() => {}), 60 * 60 * 1000);
    }).catch(() => {});
  };
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 3000 }) : setTimeout(start, 500));
  if (document.readyState === 'complete') idle(); else window.addEventListener('load', idle, { once: true });
}

// The browser's offer to install the app, kept for the one place that offers it (Settings): no
// prompt of the browser's own, no nag.
let installEvent = null;

export function watchInstall(onInstallable) {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installEvent = event;
    onInstallable(true);
  });
  window.addEventListener('appinstalled', () => {
    installEvent = null;
    onInstallable(false);
  });
}

// The browser's install dialog; the offer is used up either way (the browser makes a new one
// if the player declined and may ask again later).
export function promptInstall() {
  const event = installEvent;
  installEvent = null;
  if (event) event.prompt();
}

// The player pressed Reload: the waiting version takes over and the page reloads into it.
export function applyUpdate() {
  const sw = navigator.serviceWorker;
  if (!sw) return location.reload();
  sw.getRegistration().then((reg) => {
    if (!reg || !reg.waiting) return location.reload();
    sw.addEventListener('controllerchange', () => location.reload(), { once: true });
    reg.waiting.postMessage('skip-waiting');
  });
}
