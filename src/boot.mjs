// Trunk's initializer for the start-up module (index.html, data-initializer): if the wasm cannot
// be fetched, compiled or started (no network on a first visit, a browser without WebAssembly),
// the loading screen says so in a plain sentence instead of staying blank. On success the app
// removes the loading screen itself when it mounts (src/main.rs), and this links the styles and
// the icon that can come after the start.
export default function boot() {
  return {
    // Started: what the page needs only later comes once the app is on screen (it removes the
    // loading screen: src/main.rs) and the browser is idle, behind the board (index.html).
    onSuccess() {
      const link = (rel, href, type) => {
        // The icon's link is there already (index.html's empty one): it gets its file.
        const l = (rel === 'icon' && document.querySelector('link[rel="icon"]')) || document.createElement('link');
        l.rel = rel;
        l.href = href;
        if (type) l.type = type;
        document.head.append(l);
      };
      const at = (file) => new URL(file, document.baseURI).href;
      // Half a second after the board is drawn, when the browser is idle (Safari has no idle
      // callback): the board answers before any of this is asked for.
      const later = () => setTimeout(() => (window.requestIdleCallback || ((f) => setTimeout(f, 0)))(() => {
        link('stylesheet', 'late.css');
        link('icon', 'icons/icon.svg', 'image/svg+xml');
        // The page's later module (src/bin/access.rs: the board for screen readers, the opening's
        // name in the move list): it starts itself once loaded.
        import(at('access.js'))
          .then((m) => m.default({ module_or_path: at('access_bg.wasm') }))
          .catch((e) => console.error('Kaissa: the later module could not be loaded:', e));
      }, { timeout: 1000 }), 500);
      if (!document.getElementById('boot')) return later();
      const seen = new MutationObserver(() => {
        if (document.getElementById('boot')) return;
        seen.disconnect();
        later();
      });
      seen.observe(document.body, { childList: true });
    },
    onFailure(reason) {
      const screen = document.getElementById('boot');
      if (screen) {
        screen.setAttribute('aria-busy', 'false');
        const sentence = screen.querySelector('.boot-failed');
        sentence.hidden = false;
        // In the page's language when its texts came (index.html asked for them): the sentence is
        // the file's third line (crates/app-core/src/i18n/texts_file.rs); else index.html's English.
        // (A regular expression: Trunk's minifier writes the string '\n' as a backslash and an n.)
        const texts = window.kaissaTexts;
        if (texts) {
          texts.text.then((text) => {
            const line = text && text.split(/\n/)[2];
            if (line) sentence.textContent = line;
          }, () => {});
        }
      }
      console.error('Kaissa could not start:', reason);
    },
  };
}
