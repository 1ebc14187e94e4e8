// Loads one of the app's later wasm modules (the Learn page's `lessons`, the Play screen's
// `dialogs`) the first time it is needed, and calls into it. Each module's files sit beside
// index.html (`<name>.js`, `<name>_bg.wasm`), so they are found from the document's base URL
// (the site works under any sub-path). A failed load is forgotten, so that a later attempt
// fetches afresh. Below, the dialogs' keyboard focus: here because this file is fetched at
// start-up anyway, and a file of its own cost the start-up bytes another 0.1 KB.
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

// ---- The keyboard focus of the app's dialogs (issue 21), for both wasm modules at once: they
// share the document, and this one watcher serves every dialog without a line of Rust per dialog (the
// start-up module has next to no bytes to spare, and each Leptos closure would be code of its
// own). An element marked `aria-modal="true"` (a dialog) or `data-focus-return` (a question or a
// field inside the page) that appears takes the focus — its `[data-autofocus]` control, else its
// first control, else itself (with `tabindex="-1"`) — and gives it back, when it goes, to what
// had it before (the button that opened it), if the focus went with it; when that is gone too (a
// resigned game's Resign button, the level a "Next level" replaced), to the page's board. While a modal dialog is
// open, Tab and Shift+Tab go round inside the newest one, and Escape presses its control marked
// `data-cancel`, wherever the focus is (the start-up module's questions and menu; the dialogs'
// module's dialogs, whose Escape also closes a question inside them first, have their own,
// src/play/escape.rs).
const MODAL = '[aria-modal="true"]';
const HOLDS = `${MODAL},[data-focus-return]`;
const CONTROLS = 'button:not([disabled]),input:not([disabled]),textarea,select,[tabindex]:not([tabindex="-1"])';
// The elements holding the focus, oldest first, each with what had the focus before it.
const held = [];

// Nobody has the focus (what had it was removed from the page).
const lost = () => !document.activeElement || document.activeElement === document.body;
// The controls Tab reaches in `el`, in order: laid out ones only (not `hidden`, not collapsed).
const controls = (el) => [...el.querySelectorAll(CONTROLS)].filter((c) => c.offsetWidth || c.offsetHeight);
const enter = (el) => (el.querySelector('[data-autofocus]') || controls(el)[0] || el).focus();

function watch(records) {
  // First what went (its focus goes back), then what came: a dialog that replaces the menu
  // that opened it finds the focus given back to the menu's button, and remembers that.
  for (let i = held.length; i--; ) {
    const [el, opener] = held[i];
    if (!el.isConnected) {
      held.splice(i, 1);
      // Without scrolling: the page is where the dialog left it (a new game shows the whole
      // board; the button that opened the dialog may be further down on a phone).
      if (lost()) (opener?.isConnected ? opener : document.querySelector('[data-testid="board"]'))?.focus({ preventScroll: true });
    }
  }
  for (const r of records) {
    for (const node of r.addedNodes) {
      if (node.nodeType !== 1) continue;
      for (const el of [node, ...node.querySelectorAll(HOLDS)]) {
        if (el.matches(HOLDS) && el.isConnected && !held.some((h) => h[0] === el)) {
          held.push([el, lost() ? null : document.activeElement]);
          enter(el);
        }
      }
    }
  }
  // A dialog whose controls came after it (the menu's items, from the module that draws them)
  // takes the focus once they are there, if the focus is still on its opener.
  const last = held[held.length - 1];
  if (last && last[1] && document.activeElement === last[1]) enter(last[0]);
}

function keys(e) {
  const top = held.findLast((h) => h[0].matches(MODAL));
  if (e.defaultPrevented || !top) return;
  const [el] = top;
  if (e.key === 'Escape') {
    const cancel = el.querySelector('[data-cancel]');
    if (cancel) {
      e.preventDefault();
      cancel.click();
    }
  }
  if (e.key !== 'Tab') return;
  const at = document.activeElement;
  const items = controls(el);
  const inside = el.contains(at);
  const to = e.shiftKey
    ? (!inside || at === items[0] || at === el) && items[items.length - 1]
    : (!inside || at === items[items.length - 1]) && items[0];
  if (to !== false) {
    e.preventDefault();
    (to || el).focus();
  }
}

// Watching starts when the start-up module's glue imports this file, before the app mounts (no
// call from Rust: the start-up module's bytes).
new MutationObserver(watch).observe(document.documentElement, { childList: true, subtree: true });
document.addEventListener('keydown', keys);
// Back from a dialog's history entry reached an entry marked `manual` (src/nav.rs,
// keep_scroll_on_return) so that the page stayed where the dialog's answer left it; any entry
// reached is `auto` again, so that Back to a page of its own (the lessons' map) finds its place.
addEventListener('popstate', () => { history.scrollRestoration = 'auto'; });
