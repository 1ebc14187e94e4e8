// Trunk's initializer for the start-up module (index.html, data-initializer): if the wasm cannot
// be fetched, compiled or started (no network on a first visit, a browser without WebAssembly),
// the loading screen says so in a plain sentence instead of staying blank. On success the app
// removes the loading screen itself when it mounts (src/main.rs).
export default function boot() {
  return {
    onFailure(reason) {
      const screen = document.getElementById('boot');
      if (screen) {
        screen.setAttribute('aria-busy', 'false');
        screen.querySelector('.boot-failed').hidden = false;
      }
      console.error('Kaissa could not start:', reason);
    },
  };
}
