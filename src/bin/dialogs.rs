//! The Play screen's dialogs and the settings page as a wasm module of their own, loaded the
//! first time one of them is opened ([`kaissa::lazy::ModuleDialog`], [`kaissa::lazy::ModuleHost`]):
//! the new-game dialog, the board editor ([`kaissa::editor::dialog`]), the PGN export and import ([`kaissa::play::pgn_dialog`]), the finished
//! games ([`kaissa::play::history`]), the settings ([`kaissa::play::settings_page`]) and the
//! coach's review of a finished game ([`kaissa::coach`]).
//!
//! Their views, the PGN reader and writer are about a quarter of the start-up module, and they
//! are not needed to show the board and play on. So the start-up module does not link them: it
//! fetches this module (Trunk builds it like the lessons' module, as `dialogs.js` +
//! `dialogs_bg.wasm`) and calls its one entry point, [`mount`], with the view it wants as an
//! [`Entry`](kaissa_app_core::modules::Entry) in JSON and a `done` callback that the dialog
//! calls once, when it closes, with an [`Answer`](kaissa_app_core::modules::Answer) in JSON:
//! closed with nothing, or the new game's choices, the imported game, the finished game to open.
//! The settings page instead answers the whole settings after every change. Both modules run
//! their own Leptos; they share only the DOM, localStorage and that callback. The views' own CSS
//! (`style/dialogs.css`) comes with this module too.

#[cfg(target_arch = "wasm32")]
fn main() {
    // A panic's message in the console, where a panic has one: the optimised build's panics
    // abort at once (scripts/env.sh), before any hook, so there the hook would only be bytes.
    #[cfg(not(panic = "immediate-abort"))]
    console_error_panic_hook::set_once();
}

/// The module only exists in the browser; natively this binary does nothing (so that
/// `cargo test --workspace` builds it without a browser).
#[cfg(not(target_arch = "wasm32"))]
fn main() {}

#[cfg(target_arch = "wasm32")]
pub use dialogs::{mount, unmount};

#[cfg(target_arch = "wasm32")]
mod dialogs {
    use kaissa::editor::dialog::EditorDialog;
    use kaissa::lazy::guest;
    use kaissa::play::history_view::HistoryDialog;
    use kaissa::play::new_game::NewGameDialog;
    use kaissa::play::pgn_views::{ExportDialog, ImportDialog};
    use kaissa::play::settings_view::SettingsView;
    use kaissa_app_core::modules::{Answer, Entry, Module};
    use kaissa_app_core::{GameRecord, NewGamePrefs, PgnExport, Session, Settings};
    use leptos::prelude::*;
    use wasm_bindgen::prelude::*;

    /// Shows the view that `request` (an [`Entry`] in JSON) asks for inside `root`; the view's
    /// answers go to `done` as [`Answer`]s in JSON. A request this module cannot serve is an
    /// error the host shows.
    #[wasm_bindgen]
    pub fn mount(root: web_sys::HtmlElement, request: String, done: js_sys::Function) -> Result<(), JsValue> {
        // Every entry point is named here, so a new one does not compile until it is handled.
        let entry = guest::request(&request)?;
        // The views' CSS comes with this module, so the start-up HTML does not carry it.
        guest::add_style("dialogs-css", include_str!("../../style/dialogs.css"));
        match entry {
            Entry::NewGame { ask_first } => new_game(root, ask_first, done),
            Entry::PgnExport(export) => pgn_export(root, &export, done)?,
            Entry::PgnImport => pgn_import(root, done),
            Entry::History => history(root, done),
            Entry::Settings(current) => settings(root, current, done),
            Entry::PlayComputer { ask_first } => {
                let prefs = kaissa_app_core::welcome::again_computer(&kaissa::storage::read::<NewGamePrefs>().value);
                // The dialog offers the same choices next time (a refused write only loses that).
                let _ = kaissa::storage::write(&prefs);
                if ask_first {
                    new_game(root, true, done);
                } else {
                    give(&done, &Answer::NewGame(prefs));
                }
            }
            Entry::LoadFen => guest::mount(root, move || {
                let (_, finish) = callbacks(done);
                let on_load = Callback::new(move |record| finish.run(Answer::Position(record)));
                view! { <kaissa::play::fen::FenForm on_load=on_load /> }
            }),
            Entry::Menu(state) => guest::mount(root, move || {
                // Every item pressed is an answer; the menu stays until the app closes it.
                let done = StoredValue::new_local(done);
                let act = Callback::new(move |action| {
                    done.with_value(|f| guest::answer(f, &Answer::Menu(action)));
                });
                view! { <kaissa::play::menu_view::MenuView state=state act=act /> }
            }),
            Entry::Welcome => guest::mount(root, move || {
                let (_, finish) = callbacks(done);
                view! { <kaissa::welcome::view::WelcomeView finish=finish /> }
            }),
            Entry::Editor { fen, ask_first } => editor(root, fen, ask_first, done),
            Entry::Review => guest::mount(root, kaissa::coach::ReviewCard),
            Entry::Guard { fen, mv } => guest::mount(root, move || {
                // Every answer reaches the app: the verdict, then the learner's choice.
                let done = StoredValue::new_local(done);
                let answer = Callback::new(move |a| done.with_value(|f| guest::answer(f, &Answer::Guard(a))));
                view! { <kaissa::coach::guard::GuardView fen=fen mv=mv answer=answer /> }
            }),
            other @ Entry::Lessons => return Err(JsValue::from(other.point().not_in(Module::Dialogs).to_string())),
        }
        Ok(())
    }

    /// `done` as the dialogs' callbacks: the first answer reaches the app, later ones (a second
    /// click while the app closes the dialog) are dropped.
    fn callbacks(done: js_sys::Function) -> (Callback<()>, Callback<Answer>) {
        let done = StoredValue::new_local(Some(done));
        let finish = Callback::new(move |answer: Answer| {
            if let Some(f) = done.try_update_value(Option::take).flatten() {
                give(&f, &answer);
            }
        });
        (Callback::new(move |()| finish.run(Answer::Closed)), finish)
    }

    /// Gives `answer` to the app through `done`. A game against the computer at a level the
    /// guard checks starts the guard's worker first: a worker takes longer to start than a check.
    fn give(done: &js_sys::Function, answer: &Answer) {
        if let Some(level) = answer.computer_level() {
            kaissa::coach::guard::warm(level);
        }
        guest::answer(done, answer);
    }

    /// Shows the new-game dialog (on the choices last made); the choices are answered as
    /// [`Answer::NewGame`], saved by then. With `ask_first` (an unfinished game on the board),
    /// Start asks before the new game replaces it.
    fn new_game(root: web_sys::HtmlElement, ask_first: bool, done: js_sys::Function) {
        guest::mount(root, move || {
            let (on_close, finish) = callbacks(done);
            let open = RwSignal::new(true);
            // Closed without starting: Cancel, or a click beside the dialog. (Start calls
            // `on_start` first, and `done` answers only once.)
            Effect::new(move |_| {
                if !open.get() {
                    on_close.run(());
                }
            });
            let on_start = Callback::new(move |prefs: NewGamePrefs| finish.run(Answer::NewGame(prefs)));
            view! { <NewGameDialog open=open ask_first=ask_first on_start=on_start /> }
        });
    }

    /// Shows the export dialog for the game of `export`.
    fn pgn_export(root: web_sys::HtmlElement, export: &PgnExport, done: js_sys::Function) -> Result<(), JsValue> {
        let text = export.to_pgn().map_err(|e| JsValue::from(format!("the game cannot be written as PGN: {e}")))?;
        guest::mount(root, move || {
            let (on_close, _) = callbacks(done);
            view! { <ExportDialog text=text on_close=on_close /> }
        });
        Ok(())
    }

    /// Shows the import dialog; the game chosen is answered as [`Answer::PgnImport`].
    fn pgn_import(root: web_sys::HtmlElement, done: js_sys::Function) {
        guest::mount(root, move || {
            let (on_close, finish) = callbacks(done);
            let on_choose =
                Callback::new(move |session: Session| finish.run(Answer::PgnImport(GameRecord::of(&session))));
            view! { <ImportDialog on_choose=on_choose on_close=on_close /> }
        });
    }

    /// Shows the games: a finished one chosen to be opened is answered as [`Answer::History`],
    /// an unfinished one to go back to as [`Answer::Resume`].
    fn history(root: web_sys::HtmlElement, done: js_sys::Function) {
        guest::mount(root, move || {
            let (on_close, finish) = callbacks(done);
            let on_open = Callback::new(move |game| finish.run(Answer::History(game)));
            let on_resume = Callback::new(move |id| finish.run(Answer::Resume(id)));
            view! { <HistoryDialog on_open=on_open on_resume=on_resume on_close=on_close /> }
        });
    }

    /// Shows the settings page for `current` and answers the whole settings
    /// ([`Answer::Settings`]) after every change.
    fn settings(root: web_sys::HtmlElement, current: Settings, changed: js_sys::Function) {
        guest::mount(root, move || {
            let settings = RwSignal::new(current);
            Effect::new(move |first: Option<()>| {
                let answer = settings.with(|s| Answer::Settings(s.clone()));
                // Not the settings as they came, only the changes.
                if first.is_some() {
                    guest::answer(&changed, &answer);
                }
            });
            view! { <SettingsView settings=settings /> }
        });
    }

    /// Shows the board editor on `fen`; the game to start from the position set up is answered
    /// as [`Answer::Editor`]. With `ask_first`, Start asks before replacing an unfinished game.
    fn editor(root: web_sys::HtmlElement, fen: String, ask_first: bool, done: js_sys::Function) {
        // Its CSS is needed by this view only.
        guest::add_style("editor-css", include_str!("../../style/editor.css"));
        guest::mount(root, move || {
            let (on_close, finish) = callbacks(done);
            let on_start = Callback::new(move |start| finish.run(Answer::Editor(start)));
            view! { <EditorDialog fen=fen ask_first=ask_first on_start=on_start on_close=on_close /> }
        });
    }

    /// Removes the view mounted in `root` (a dialog, the menu, the welcome…), if there is one.
    #[wasm_bindgen]
    pub fn unmount(root: web_sys::HtmlElement) {
        guest::unmount(&root);
    }
}
