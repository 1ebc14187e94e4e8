// Loads the Learn page's wasm module (src/bin/lessons.rs), once, the first time the page is
// opened. Its files sit beside index.html, so they are found from the document's base URL
// (the site works under any sub-path). A failed load is forgotten, so that a later attempt
// fetches afresh.
let loading = null;

export function loadLessons() {
  if (!loading) {
    const at = (file) => new URL(file, document.baseURI).href;
    loading = import(at('lessons.js')).then(async (module) => {
      await module.default({ module_or_path: at('lessons_bg.wasm') });
      return module;
    });
    loading.catch(() => { loading = null; });
  }
  return loading;
}

export function mountLessons(module, root) {
  module.mount(root);
}

export function unmountLessons(module) {
  module.unmount();
}
