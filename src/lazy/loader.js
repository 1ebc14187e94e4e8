// Loads one of the app's later wasm modules (the Learn page's `lessons`, the Play screen's
// `dialogs`) the first time it is needed, and calls into it. Each module's files sit beside
// index.html (`<name>.js`, `<name>_bg.wasm`), so they are found from the document's base URL
// (the site works under any sub-path). A failed load is forgotten, so that a later attempt
// fetches afresh.
const loading = new Map();

export function loadModule(name) {
  if (!loading.has(name)) {
    const at = (file) => new URL(file, document.baseURI).href;
    const promise = import(at(`${name}.js`)).then(async (module) => {
      await module.default({ module_or_path: at(`${name}_bg.wasm`) });
      return module;
    });
    promise.catch(() => loading.delete(name));
    loading.set(name, promise);
  }
  return loading.get(name);
}

// Calls the module's exported function `name` with `args` (an array).
export function callModule(module, name, args) {
  const f = module[name];
  if (typeof f !== 'function') throw new Error(`the module has no ${name}`);
  return f(...args);
}
