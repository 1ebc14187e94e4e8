//! The language the page speaks. At start: the one chosen in Settings, else the first of the
//! browser's languages that the app speaks ([`Lang::from_browser`]); its texts are fetched from
//! `lang/<code>.txt` (the start-up module carries none, see
//! [`kaissa_app_core::i18n::texts_file`]; index.html's first script has already asked for the
//! file, so it arrives with the wasm), installed, and `<html lang>` is set. When the person picks
//! another language, [`follow`] installs it and bumps [`Language::shown`], which the app's view
//! is keyed on: the page is drawn again in the new language at once, and the game, which lives in
//! signals above the view, is untouched.

use kaissa_app_core::i18n::lang::Lang;
use kaissa_app_core::i18n::texts_file::read_file;
use kaissa_app_core::i18n::{install, language, Catalog};
use kaissa_app_core::saving::value::{load_or_default, SavedValue};
use kaissa_app_core::Settings;
use leptos::prelude::*;
use std::cell::RefCell;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

thread_local! {
    /// The catalogs read so far, so that switching back does not fetch again.
    static LOADED: RefCell<Vec<(Lang, &'static Catalog)>> = const { RefCell::new(Vec::new()) };
}

/// The language shown, as a signal: the app's view is drawn again when it changes.
#[derive(Copy, Clone, Debug)]
pub struct Language {
    /// The language installed and shown.
    pub shown: RwSignal<Lang>,
}

impl Language {
    /// Puts the language shown (the one installed at start) into the context.
    pub fn provide() -> Language {
        let l = Language { shown: RwSignal::new(language()) };
        provide_context(l);
        l
    }
}

/// The browser's preferred languages, best first.
fn browser_languages() -> Vec<String> {
    let Some(window) = web_sys::window() else { return Vec::new() };
    window.navigator().languages().iter().filter_map(|l| l.as_string()).collect()
}

/// The language to show for `settings`: the person's choice, else the browser's.
#[must_use]
pub fn wanted(settings: &Settings) -> Lang {
    settings.language.unwrap_or_else(|| Lang::from_browser(&browser_languages()))
}

/// The language to show at start, read from the saved settings without touching them (the Play
/// screen reads them properly, and reports them if they cannot be read).
#[must_use]
pub fn wanted_at_start() -> Lang {
    let saved = crate::storage::get(&Settings::storage_key());
    wanted(&load_or_default::<Settings>(saved.as_deref()).value)
}

/// The text that index.html's first script started fetching for `lang`, if it did (it chose
/// the same way, from the same settings and browser languages).
fn early_fetch(lang: Lang) -> Option<js_sys::Promise> {
    let window = web_sys::window()?;
    let early = js_sys::Reflect::get(&window, &JsValue::from_str("kaissaTexts")).ok()?;
    let code = js_sys::Reflect::get(&early, &JsValue::from_str("code")).ok()?.as_string()?;
    // Taken once: a later switch back to this language fetches (or finds it in `LOADED`).
    let _ = js_sys::Reflect::delete_property(&window.into(), &JsValue::from_str("kaissaTexts"));
    (code == lang.code()).then(|| js_sys::Reflect::get(&early, &JsValue::from_str("text")).ok()?.dyn_into().ok())?
}

/// The text of `lang`'s file: the early fetch's, else fetched now.
async fn fetch_text(lang: Lang) -> Result<String, String> {
    let describe = |e: JsValue| e.as_string().unwrap_or_else(|| format!("{e:?}"));
    if let Some(early) = early_fetch(lang) {
        if let Some(text) = JsFuture::from(early).await.ok().and_then(|t| t.as_string()) {
            return Ok(text);
        }
    }
    let window = web_sys::window().ok_or("no window")?;
    let response =
        JsFuture::from(window.fetch_with_str(&format!("lang/{}.txt", lang.code()))).await.map_err(describe)?;
    let response: web_sys::Response = response.dyn_into().map_err(describe)?;
    if !response.ok() {
        return Err(format!("HTTP {}", response.status()));
    }
    JsFuture::from(response.text().map_err(describe)?)
        .await
        .map_err(describe)?
        .as_string()
        .ok_or_else(|| "not a text".to_owned())
}

/// `lang`'s catalog, read from its file the first time.
async fn load(lang: Lang) -> Result<&'static Catalog, String> {
    if let Some(c) = LOADED.with(|l| l.borrow().iter().find(|(l, _)| *l == lang).map(|(_, c)| *c)) {
        return Ok(c);
    }
    let catalog = read_file(lang, fetch_text(lang).await?).map_err(|e| e.to_string())?;
    LOADED.with(|l| l.borrow_mut().push((lang, catalog)));
    Ok(catalog)
}

/// Installs `catalog` and says so to the document: `<html lang>` and the title.
fn show(catalog: &'static Catalog) {
    install(catalog);
    let document = document();
    document.set_title(catalog.app_name);
    if let Some(html) = document.document_element() {
        let _ = html.set_attribute("lang", catalog.lang);
    }
}

/// Installs the language to show at start; English if its file cannot be read. `Err` when no
/// language could be installed (the page then says it could not start).
pub async fn start() -> Result<(), String> {
    let lang = wanted_at_start();
    let catalog = match load(lang).await {
        Ok(c) => c,
        Err(e) if lang != Lang::En => {
            web_sys::console::warn_1(&JsValue::from(format!(
                "The {lang} texts could not be loaded ({e}); English instead."
            )));
            load(Lang::En).await?
        }
        Err(e) => return Err(e),
    };
    show(catalog);
    Ok(())
}

/// Shows the language `settings` ask for, if it is not the one shown: its file is fetched the
/// first time (the service worker has it offline), then the page is drawn again in it. If it
/// cannot be loaded, the page stays in its language and says so (the console says why).
pub fn follow(settings: &Settings, l: Language) {
    let lang = wanted(settings);
    if lang == l.shown.get_untracked() {
        return;
    }
    leptos::task::spawn_local(async move {
        match load(lang).await {
            Ok(catalog) => {
                show(catalog);
                l.shown.set(lang);
            }
            Err(e) => {
                web_sys::console::error_1(&JsValue::from(format!("The {lang} texts could not be loaded: {e}")));
                crate::play::saving::notify(kaissa_app_core::i18n::catalog().settings.language_failed);
            }
        }
    });
}
