//! The app's later wasm modules. Parts of the app that most visits never open (the Learn page,
//! the new-game and PGN dialogs) are wasm modules of their own (`src/bin/lessons.rs`, `src/bin/dialogs.rs`,
//! built by Trunk beside the start-up module), so that the page starts with less to fetch and
//! compile. A [`ModuleHost`] fetches its module the first time it is needed (later hosts reuse
//! it), asks it to mount a view into the host's element, and to unmount it when the host goes.
//! While the module loads the host says so; if it cannot be loaded, it says why and offers to try
//! again. Each module runs its own Leptos: the modules share only the DOM, localStorage and the
//! callbacks handed to them (Leptos's event delegation is off, so their listeners never meet).
//! What crosses between them is typed by [`kaissa_app_core::modules`]: a host names the view it
//! wants as an [`Entry`] and receives [`Answer`]s. [`guest`] is the modules' side of it.
//!
//! The keyboard focus of every dialog, the start-up module's and the later modules' alike, is
//! kept by a watcher of the document in `loader.js` (issue 21): a dialog marked
//! `aria-modal="true"` takes the focus when it appears (its `data-autofocus` control, else its
//! first control, else itself with `tabindex="-1"`), keeps Tab and Shift+Tab inside, presses its
//! `data-cancel` control on Escape if it has one, and gives the focus back to what had it (the
//! button that opened it) when it goes; `data-focus-return` marks a question or a field that
//! takes the focus and gives it back without holding Tab. JavaScript, because the start-up
//! module had 0.2 KB to spare: the same in Rust (a listener, an effect and a guard per dialog)
//! cost it 3 KB.

use kaissa_app_core::i18n::fill;
use kaissa_app_core::modules::{Answer, ContractError, Entry, EntryPoint, MOUNT, UNMOUNT};
use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

#[wasm_bindgen(module = "/src/lazy/loader.js")]
extern "C" {
    /// Resolves to the module `name` once it is fetched and instantiated.
    #[wasm_bindgen(js_name = loadModule)]
    fn load_module(name: &str) -> js_sys::Promise;
    /// Calls the module's exported function `name` (its [`MOUNT`] or [`UNMOUNT`]) with `args`.
    #[wasm_bindgen(js_name = callModule, catch)]
    fn call_module(module: &JsValue, name: &str, args: &js_sys::Array) -> Result<JsValue, JsValue>;
}

/// What a host says while its module loads and when it could not be loaded, and the prefix of
/// those notices' test ids (`<testid>-loading`, `<testid>-failed`, `<testid>-retry`).
#[derive(Clone, Copy, Debug)]
pub struct HostTexts {
    /// Shown while the module loads (after a moment: see the CSS of `.module-loading`).
    pub loading: &'static str,
    /// Shown when the module could not be loaded; `{why}` is the browser's reason.
    pub failed: &'static str,
    /// The button that tries again.
    pub retry: &'static str,
    /// The prefix of the notices' `data-testid`s.
    pub testid: &'static str,
}

/// How far a host has got.
#[derive(Clone, Debug, PartialEq)]
enum Load {
    /// The module is being fetched.
    Loading,
    /// The view is mounted.
    Ready,
    /// The module could not be loaded or could not mount its view, for this reason.
    Failed(String),
}

/// A JavaScript error in a line a person can read ("Failed to fetch dynamically imported module").
fn describe(error: &JsValue) -> String {
    error
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| error.as_string())
        .unwrap_or_else(|| format!("{error:?}"))
}

/// Hands a view's answers on to `on_answer`, read against the entry point they answer: one that
/// cannot be read (modules of two different builds) is also said in the browser console, since
/// only the person debugging can act on it. `on_answer` runs after the module's own event handler
/// has returned: an answer that closes a dialog unmounts it, which must not happen while its
/// handler runs.
fn answers(point: EntryPoint, on_answer: Option<Callback<Result<Answer, ContractError>>>) -> Closure<dyn Fn(JsValue)> {
    Closure::new(move |json: JsValue| {
        // Not a string: read as the empty text, which is refused with the JSON reader's reason.
        let answer = point.decode_answer(&json.as_string().unwrap_or_default());
        if let Err(e) = &answer {
            web_sys::console::error_1(&JsValue::from(e.to_string()));
        }
        if let Some(on_answer) = on_answer {
            leptos::task::spawn_local(async move { on_answer.run(answer) });
        }
    })
}

/// A place for a view of a later module: the module that holds `entry` ([`Entry::module`]) is
/// loaded, and its `mount(element, request, done)` is called with `entry` in JSON; its
/// `unmount(root)` is called when the host goes. The view's answers reach `on_answer`, typed.
#[component]
pub fn ModuleHost(
    /// The view to show, with what it needs.
    entry: Entry,
    /// Receives the view's answers (a dialog's one answer, each change on the settings page).
    #[prop(optional)]
    on_answer: Option<Callback<Result<Answer, ContractError>>>,
    /// What the host says while loading and on failure.
    texts: HostTexts,
    /// The class of the element the view is mounted in.
    class: &'static str,
) -> impl IntoView {
    let module = entry.module().name();
    let request = JsValue::from(entry.encode());
    let done = answers(entry.point(), on_answer);
    let done_fn = done.as_ref().clone();
    // The callback lives as long as the host (it is dropped with the host's owner).
    StoredValue::new_local(done);
    let state = RwSignal::new(Load::Loading);
    let attempt = RwSignal::new(0_u32);
    let root = NodeRef::<leptos::html::Div>::new();
    // Whether the host is still on the page (a load that finishes after it has gone mounts
    // nothing), and the module once its view is mounted.
    let alive = StoredValue::new(true);
    let mounted = StoredValue::new_local(None::<(JsValue, JsValue)>);
    Effect::new(move |_| {
        attempt.track();
        let (request, done_fn) = (request.clone(), done_fn.clone());
        leptos::task::spawn_local(async move {
            let loaded = JsFuture::from(load_module(module)).await;
            if !alive.try_get_value().unwrap_or(false) {
                return;
            }
            let outcome = loaded.and_then(|m| match root.try_get_untracked().flatten() {
                Some(el) => {
                    let call = js_sys::Array::of3(&el, &request, &done_fn);
                    call_module(&m, MOUNT, &call).map(|_| (m, JsValue::from(el)))
                }
                None => Err(JsValue::from_str("no place for the view")),
            });
            match outcome {
                Ok(m) => {
                    mounted.set_value(Some(m));
                    let _ = state.try_set(Load::Ready);
                }
                Err(e) => {
                    let _ = state.try_set(Load::Failed(describe(&e)));
                }
            }
        });
    });
    on_cleanup(move || {
        alive.set_value(false);
        if let Some((m, el)) = mounted.try_update_value(Option::take).flatten() {
            let _ = call_module(&m, UNMOUNT, &js_sys::Array::of1(&el));
        }
    });
    let retry = move |_| {
        state.set(Load::Loading);
        attempt.update(|n| *n += 1);
    };
    let id = move |what: &str| format!("{}-{what}", texts.testid);
    view! {
        <div class="module-host">
            {move || match state.get() {
                Load::Ready => ().into_any(),
                Load::Loading => view! {
                    <p class="notice module-loading" data-testid=id("loading") role="status">{texts.loading}</p>
                }
                .into_any(),
                Load::Failed(why) => view! {
                    <div class="notice" data-testid=id("failed") role="alert">
                        <span>{fill(texts.failed, &[("why", &why)])}</span>
                        <button type="button" data-testid=id("retry") on:click=retry>{texts.retry}</button>
                    </div>
                }
                .into_any(),
            }}
            <div class=class node_ref=root></div>
        </div>
    }
}

/// A dialog of the dialogs' module: shows `entry`, and the dialog answers once when it closes
/// ([`Answer::Closed`] or the entry point's answer; an answer that cannot be read is an `Err`).
#[component]
pub fn ModuleDialog(
    /// The dialog to show, with what it needs.
    entry: Entry,
    /// Receives the dialog's answer when it closes.
    done: Callback<Result<Answer, ContractError>>,
    /// Whether the dialog has an address of its own (`#games`): then the route opens and closes
    /// it, and the host adds no history entry.
    #[prop(optional)]
    routed: bool,
) -> impl IntoView {
    let c = kaissa_app_core::i18n::catalog();
    let texts =
        HostTexts { loading: c.dialog_loading, failed: c.dialog_failed, retry: c.dialog_retry, testid: "dialog" };
    if !routed {
        back_closes(done);
    }
    view! { <ModuleHost entry=entry on_answer=done texts=texts class="dialog-root" /> }
}

/// The history entry's state that marks an open dialog.
const DIALOG_STATE: &str = "kaissa-dialog";

/// Makes the browser's (and Android's) Back button close the dialog being opened, as people
/// expect of a dialog on a phone: opening it adds a history entry at the same address, Back
/// removes that entry and the dialog answers [`Answer::Closed`]. A dialog closed another way
/// (its buttons, Escape) removes its entry itself, so Back then goes where it went before.
/// Neither way scrolls the page ([`crate::nav::keep_scroll_on_return`]).
fn back_closes(done: Callback<Result<Answer, ContractError>>) {
    let Ok(history) = window().history() else { return };
    crate::nav::keep_scroll_on_return();
    if history.push_state(&JsValue::from_str(DIALOG_STATE), "").is_err() {
        return;
    }
    let listener = window_event_listener(leptos::ev::popstate, move |_| done.run(Ok(Answer::Closed)));
    on_cleanup(move || {
        listener.remove();
        let Ok(history) = window().history() else { return };
        if history.state().ok().and_then(|s| s.as_string()).as_deref() == Some(DIALOG_STATE) {
            let _ = history.back();
        }
    });
}

/// The later modules' side: each shows one view at a time, mounted into the element its host
/// hands over, and removed when the host asks. A module's `mount(root, request, done)` reads the
/// request with [`guest::request`], `match`es on the [`Entry`], and hands answers back with
/// [`guest::answer`].
pub mod guest {
    use kaissa_app_core::modules::{Answer, Entry};
    use leptos::prelude::IntoView;
    use std::any::Any;
    use std::cell::RefCell;
    use wasm_bindgen::JsValue;

    thread_local! {
        /// The mounted views (a module may show several at once: the menu and a dialog), each by
        /// the element it is in, with its handle: dropping a handle disposes of the view's reactive graph (timers,
        /// engine requests) and removes its elements.
        static MOUNTED: RefCell<Vec<(web_sys::HtmlElement, Box<dyn Any>)>> = const { RefCell::new(Vec::new()) };
    }

    /// The entry point asked for in `json`; one that cannot be read becomes the JavaScript
    /// error that the host shows in its "could not be opened (…)" notice.
    pub fn request(json: &str) -> Result<Entry, JsValue> {
        speak_the_pages_language();
        Entry::decode(json).map_err(|e| JsValue::from(e.to_string()))
    }

    /// Installs the compiled-in catalog of the language the start-up module shows (it sets
    /// `<html lang>` before it mounts anything, and again on every switch, which remounts the
    /// hosts): a later module links every language's texts, as its bytes are not counted at
    /// start-up.
    fn speak_the_pages_language() {
        use kaissa_app_core::i18n::{install, lang::Lang, set_notation_style, static_catalog};
        use kaissa_app_core::saving::value::{load_or_default, SavedValue};
        use kaissa_app_core::Settings;
        let tag = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
            .and_then(|html| html.get_attribute("lang"))
            .unwrap_or_default();
        install(static_catalog(Lang::from_tag(&tag).unwrap_or_default()));
        // How the lessons' sentences write moves: the settings' choice (read without touching
        // them: the start-up module reads them properly).
        let saved = crate::storage::get(&<Settings as SavedValue>::storage_key());
        set_notation_style(load_or_default::<Settings>(saved.as_deref()).value.notation);
    }

    /// Hands `answer` to the host's `done`.
    pub fn answer(done: &js_sys::Function, answer: &Answer) {
        // The host's callback never throws (it reports what it cannot read itself).
        let _ = done.call1(&JsValue::NULL, &JsValue::from(answer.encode()));
    }

    /// Adds `css` to the document as a `<style>` element with the id `id`, unless one is there: a
    /// module's own views bring their CSS along, so that the start-up HTML does not carry it.
    pub fn add_style(id: &str, css: &str) {
        let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
        if document.get_element_by_id(id).is_some() {
            return;
        }
        let Ok(style) = document.create_element("style") else { return };
        style.set_id(id);
        style.set_text_content(Some(css));
        if let Some(head) = document.query_selector("head").ok().flatten() {
            let _ = head.append_child(&style);
        }
    }

    /// Builds `view` inside `root`, replacing the view mounted there before, if any.
    pub fn mount<V: IntoView + 'static>(root: web_sys::HtmlElement, view: impl FnOnce() -> V + 'static) {
        unmount(&root);
        let handle = leptos::mount::mount_to(root.clone(), view);
        MOUNTED.with(|m| m.borrow_mut().push((root, Box::new(handle))));
    }

    /// Removes the view mounted in `root`, if there is one.
    pub fn unmount(root: &web_sys::HtmlElement) {
        // Taken out before it is dropped: the view's cleanup must not find the cell borrowed.
        let handle = MOUNTED.with(|m| {
            let mut views = m.borrow_mut();
            let at = views.iter().position(|(el, _)| el == root);
            at.map(|at| views.swap_remove(at))
        });
        drop(handle);
    }
}
