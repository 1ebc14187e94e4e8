// Starts the engine worker (see src/bin/engine_worker.rs): loads wasm-bindgen's no-modules glue,
// then the wasm, whose `main` sets up the UCI message handler.
// The page may post lines before the wasm is ready; they are kept here and replayed in order
// once `main` has installed its handler (otherwise they would reach no handler and be lost).
// A failure to load is reported to the page as a UCI line, so the app can say so instead of
// waiting for ever.
const early = [];
self.onmessage = (e) => early.push(e.data);
const fail = (what, e) => postMessage(`info string fatal: the engine could not ${what}: ${e}`);
try {
  importScripts("./engine_worker.js");
  wasm_bindgen({ module_or_path: "./engine_worker_bg.wasm" }).then(() => {
    for (const data of early.splice(0)) self.dispatchEvent(new MessageEvent("message", { data }));
  }, (e) => fail("start", e));
} catch (e) {
  fail("load", e);
}
