//! The Play screen's dialogs and the settings page as a wasm module of their own, loaded the
//! first time one of them is opened ([`kaissa::lazy::ModuleDialog`], [`kaissa::lazy::ModuleHost`]):
//! the new-game dialog, the PGN export and import ([`kaissa::play::pgn_dialog`]), the finished
//! games ([`kaissa::play::history`]) and the settings ([`kaissa::play::settings_page`]).
//!
//! Their views, the PGN reader and writer are about a quarter of the start-up module, and they
//! are not needed to show the board and play on. So the start-up module does not link them: it
//! fetches this module (Trunk builds it like the lessons' module, as `dialogs.js` +
//! `dialogs_bg.wasm`) and asks it to mount a dialog, handing over what the dialog needs as JSON
//! and a `done` callback that the dialog calls once, when it closes: with no value, or with its
//! answer in JSON (the new game's [`NewGamePrefs`](kaissa_app_core::NewGamePrefs), the imported
//! game's [`GameRecord`](kaissa_app_core::GameRecord), the finished game to open). The settings
//! page instead hands the whole [`Settings`](kaissa_app_core::Settings) back after every change. Both modules run their own Leptos; they
//! share only the DOM, localStorage and that callback.

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
}

/// The module only exists in the browser; natively this binary does nothing (so that
/// `cargo test --workspace` builds it without a browser).
#[cfg(not(target_arch = "wasm32"))]
fn main() {}

#[cfg(target_arch = "wasm32")]
pub use dialogs::{history, new_game, pgn_export, pgn_import, settings, unmount};

#[cfg(target_arch = "wasm32")]
mod dialogs {
    use kaissa::lazy::guest::{self, mount};
    use kaissa::play::history_view::HistoryDialog;
    use kaissa::play::new_game::NewGameDialog;
    use kaissa::play::pgn_views::{ExportDialog, ImportDialog};
    use kaissa::play::settings_view::SettingsView;
    use kaissa_app_core::saving::value::SavedValue;
    use kaissa_app_core::NewGamePrefs;
    use kaissa_app_core::{FinishedGame, GameRecord, PgnExport, Session, Settings};
    use leptos::prelude::*;
    use wasm_bindgen::prelude::*;

    /// `done` as the dialogs' callbacks: the first call reaches the app, later ones (a second
    /// click while the app closes the dialog) are dropped.
    fn callbacks(done: js_sys::Function) -> (Callback<()>, Callback<Option<String>>) {
        let done = StoredValue::new_local(Some(done));
        let finish = Callback::new(move |value: Option<String>| {
            if let Some(f) = done.try_update_value(Option::take).flatten() {
                let _ = f.call1(&JsValue::NULL, &value.map_or(JsValue::NULL, JsValue::from));
            }
        });
        (Callback::new(move |()| finish.run(None)), finish)
    }

    /// Shows the new-game dialog (on the choices last made); the choices go to `done` as
    /// [`NewGamePrefs`] in JSON, saved by then.
    #[wasm_bindgen]
    pub fn new_game(root: web_sys::HtmlElement, done: js_sys::Function) {
        mount(root, move || {
            let (on_close, finish) = callbacks(done);
            let open = RwSignal::new(true);
            // Closed without starting: Cancel, or a click beside the dialog. (Start calls
            // `on_start` first, and `done` answers only once.)
            Effect::new(move |_| {
                if !open.get() {
                    on_close.run(());
                }
            });
            let on_start = Callback::new(move |prefs: NewGamePrefs| finish.run(Some(prefs.to_json())));
            view! { <NewGameDialog open=open on_start=on_start /> }
        });
    }

    /// Shows the export dialog for the game of `request` (a [`PgnExport`] in JSON).
    #[wasm_bindgen]
    pub fn pgn_export(root: web_sys::HtmlElement, request: String, done: js_sys::Function) -> Result<(), JsValue> {
        let text = serde_json::from_str::<PgnExport>(&request)
            .map_err(|e| e.to_string())
            .and_then(|r| r.to_pgn().map_err(|e| e.to_string()))
            .map_err(|e| JsValue::from(format!("the game cannot be written as PGN: {e}")))?;
        mount(root, move || {
            let (on_close, _) = callbacks(done);
            view! { <ExportDialog text=text on_close=on_close /> }
        });
        Ok(())
    }

    /// Shows the import dialog; the game chosen goes to `done` as a [`GameRecord`] in JSON.
    #[wasm_bindgen]
    pub fn pgn_import(root: web_sys::HtmlElement, done: js_sys::Function) {
        mount(root, move || {
            let (on_close, finish) = callbacks(done);
            let on_choose = Callback::new(move |session: Session| {
                finish.run(serde_json::to_string(&GameRecord::of(&session)).ok());
            });
            view! { <ImportDialog on_choose=on_choose on_close=on_close /> }
        });
    }

    /// Shows the finished games; the one chosen to be opened goes to `done` as a
    /// [`FinishedGame`] in JSON.
    #[wasm_bindgen]
    pub fn history(root: web_sys::HtmlElement, done: js_sys::Function) {
        mount(root, move || {
            let (on_close, finish) = callbacks(done);
            let on_open = Callback::new(move |game: FinishedGame| finish.run(serde_json::to_string(&game).ok()));
            view! { <HistoryDialog on_open=on_open on_close=on_close /> }
        });
    }

    /// Shows the settings page for `current` (a [`Settings`] in JSON; unreadable, the defaults)
    /// and calls `changed` with the whole settings in JSON after every change.
    #[wasm_bindgen]
    pub fn settings(root: web_sys::HtmlElement, current: String, changed: js_sys::Function) {
        mount(root, move || {
            let settings = RwSignal::new(serde_json::from_str::<Settings>(&current).unwrap_or_default());
            Effect::new(move |first: Option<()>| {
                let json = settings.with(|s| serde_json::to_string(s).unwrap_or_default());
                // Not the settings as they came, only the changes.
                if first.is_some() {
                    let _ = changed.call1(&JsValue::NULL, &JsValue::from(json));
                }
            });
            view! { <SettingsView settings=settings /> }
        });
    }

    /// Removes the dialog or page, if one is mounted.
    #[wasm_bindgen]
    pub fn unmount() {
        guest::unmount();
    }
}
