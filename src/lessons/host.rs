//! Where the Learn page goes in the app. The page's code is a wasm module of its own
//! (`src/bin/lessons.rs`), so that the start-up module stays small; this host fetches it the
//! first time the page is opened (later visits reuse it), mounts the page into its element, and
//! unmounts it when the page is left. While the module loads it says so, and if it cannot be
//! loaded it says why and offers to try again.

use crate::i18n::{catalog, fill};
use leptos::prelude::*;
use std::cell::{Cell, RefCell};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

#[wasm_bindgen(module = "/src/lessons/loader.js")]
extern "C" {
    /// Resolves to the lessons module once it is fetched and instantiated.
    #[wasm_bindgen(js_name = loadLessons)]
    fn load_lessons() -> js_sys::Promise;
    #[wasm_bindgen(js_name = mountLessons, catch)]
    fn mount_lessons(module: &JsValue, root: &web_sys::HtmlElement) -> Result<(), JsValue>;
    #[wasm_bindgen(js_name = unmountLessons, catch)]
    fn unmount_lessons(module: &JsValue) -> Result<(), JsValue>;
}

/// How far the host has got.
#[derive(Clone, Debug, PartialEq)]
enum Load {
    /// The module is being fetched.
    Loading,
    /// The page is mounted.
    Ready,
    /// The module could not be loaded or started, for this reason.
    Failed(String),
}

thread_local! {
    /// The host that is on the page now (hosts are numbered as they are made; 0: none). A load
    /// finishing after its host has gone mounts nothing.
    static CURRENT_HOST: Cell<u32> = const { Cell::new(0) };
    /// How many hosts have been made.
    static HOSTS_MADE: Cell<u32> = const { Cell::new(0) };
    /// The lessons module, while it has a page mounted.
    static MOUNTED_IN: RefCell<Option<JsValue>> = const { RefCell::new(None) };
}

/// Whether `host` is still the one on the page.
fn is_current(host: u32) -> bool {
    CURRENT_HOST.with(Cell::get) == host
}

/// Unmounts the page, if one is mounted.
fn unmount_page() {
    if let Some(module) = MOUNTED_IN.with(|m| m.borrow_mut().take()) {
        let _ = unmount_lessons(&module);
    }
}

/// A JavaScript error in a line a person can read ("Failed to fetch dynamically imported module").
fn describe(error: &JsValue) -> String {
    error
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| error.as_string())
        .unwrap_or_else(|| format!("{error:?}"))
}

/// The Learn page's host: the page itself comes from the lessons module.
#[component]
pub fn LearnHost() -> impl IntoView {
    let c = catalog();
    let state = RwSignal::new(Load::Loading);
    let attempt = RwSignal::new(0_u32);
    let root = NodeRef::<leptos::html::Div>::new();
    let host = HOSTS_MADE.with(|n| {
        n.set(n.get() + 1);
        n.get()
    });
    CURRENT_HOST.with(|h| h.set(host));
    Effect::new(move |_| {
        attempt.track();
        leptos::task::spawn_local(async move {
            let loaded = JsFuture::from(load_lessons()).await;
            if !is_current(host) {
                return;
            }
            let outcome = loaded.and_then(|module| match root.get_untracked() {
                Some(el) => mount_lessons(&module, &el).map(|()| module),
                None => Err(JsValue::from_str("no place for the page")),
            });
            match outcome {
                Ok(module) => {
                    MOUNTED_IN.with(|m| *m.borrow_mut() = Some(module));
                    state.set(Load::Ready);
                }
                Err(e) => state.set(Load::Failed(describe(&e))),
            }
        });
    });
    on_cleanup(move || {
        if is_current(host) {
            CURRENT_HOST.with(|h| h.set(0));
            unmount_page();
        }
    });
    let retry = move |_| {
        state.set(Load::Loading);
        attempt.update(|n| *n += 1);
    };
    view! {
        <div class="learn-host">
            {move || match state.get() {
                Load::Ready => ().into_any(),
                Load::Loading => view! {
                    <p class="notice learn-loading" data-testid="learn-loading" role="status">{c.learn_loading}</p>
                }
                .into_any(),
                Load::Failed(why) => view! {
                    <div class="notice" data-testid="learn-failed" role="alert">
                        <span>{fill(c.learn_failed, &[("why", &why)])}</span>
                        <button type="button" data-testid="learn-retry" on:click=retry>{c.learn_retry}</button>
                    </div>
                }
                .into_any(),
            }}
            <div class="learn-root" node_ref=root></div>
        </div>
    }
}
