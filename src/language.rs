//! The language the page speaks. At start: the one chosen in Settings, else the first of the
//! browser's languages that the app speaks (as [`Lang::from_browser`] chooses), as index.html's
//! first script chose it and asked for its texts, `lang/<code>.txt`, alongside the wasm (the start-up module
//! carries no texts, see [`kaissa_app_core::i18n::texts_file`]); installed, and `<html lang>`
//! set. When the person picks
//! another language, [`follow`] installs it and has the page drawn again ([`Redraw`]) at once:
//! the game, which lives in signals above the view, is untouched.

use kaissa_app_core::i18n::lang::Lang;
use kaissa_app_core::i18n::texts_file::read_file;
use kaissa_app_core::i18n::{install, language, Catalog};
use kaissa_app_core::Settings;
use leptos::prelude::*;
use std::cell::RefCell;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

thread_local! {
    /// The catalogs read so far, so that switching back does not fetch again.
    static LOADED: RefCell<Vec<(Lang, &'static Catalog)>> = const { RefCell::new(Vec::new()) };
}

/// Draws the page again (the app provides it: see [`crate::app::redraw`]).
#[derive(Copy, Clone, Debug)]
pub struct Redraw(pub Callback<()>);

/// A property of a JavaScript object.
fn property(object: &JsValue, name: &str) -> Option<JsValue> {
    js_sys::Reflect::get(object, &JsValue::from_str(name)).ok().filter(|v| !v.is_undefined())
}

/// The text of `lang`'s file: the early fetch's if it is for `lang`, else fetched now by
/// index.html's `kaissaFetchTexts` (the one fetch of the app's, kept there so that the start-up
/// module needs no fetch bindings).
async fn fetch_text(lang: Lang, early: Option<js_sys::Promise>) -> Result<String, String> {
    let promise = match early {
        Some(p) => p,
        None => {
            let window: JsValue = web_sys::window().ok_or("no window")?.into();
            let fetch: js_sys::Function =
                property(&window, "kaissaFetchTexts").and_then(|f| f.dyn_into().ok()).ok_or("no kaissaFetchTexts")?;
            fetch
                .call1(&window, &JsValue::from_str(lang.code()))
                .map_err(|e| format!("{e:?}"))?
                .dyn_into()
                .map_err(|e| format!("{e:?}"))?
        }
    };
    let text = JsFuture::from(promise).await.map_err(|e| format!("{e:?}"))?;
    text.as_string().ok_or_else(|| format!("lang/{}.txt could not be fetched", lang.code()))
}

/// `lang`'s catalog, read from its file the first time.
async fn load(lang: Lang, early: Option<js_sys::Promise>) -> Result<&'static Catalog, String> {
    if let Some(c) = LOADED.with(|l| l.borrow().iter().find(|(l, _)| *l == lang).map(|(_, c)| *c)) {
        return Ok(c);
    }
    let catalog = read_file(lang, fetch_text(lang, early).await?).map_err(|e| e.to_string())?;
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

/// Installs the language index.html's first script chose and asked for (English if its file
/// cannot be read). `Err` when no language could be installed (the page then says it could not
/// start).
pub async fn start() -> Result<(), String> {
    let early = web_sys::window().and_then(|w| property(&w.into(), "kaissaTexts"));
    let lang = early.as_ref().and_then(|e| property(e, "code")).and_then(|c| c.as_string());
    // Without the script (a page of another version), English.
    let lang = lang.and_then(|c| Lang::from_code(&c)).unwrap_or_default();
    let mut text = early.and_then(|e| property(&e, "text")).and_then(|t| t.dyn_into().ok());
    // The chosen language, else English (one await, so one copy of the loading code).
    let mut why = String::new();
    for lang in [lang, Lang::En] {
        match load(lang, text.take()).await {
            Ok(catalog) => {
                show(catalog);
                return Ok(());
            }
            Err(e) => {
                web_sys::console::warn_1(&JsValue::from(format!("The {lang} texts could not be loaded: {e}")));
                why = e;
            }
        }
    }
    Err(why)
}

/// Shows the language `settings` ask for, if the person has chosen one and it is not the one
/// shown (until they choose, the page keeps the browser's, as index.html chose it): its file is
/// fetched the first time (the service worker has it offline), then the page is drawn again in
/// it. If it cannot be loaded, the page stays in its language and `failed` says so (the console
/// says why).
pub fn follow(settings: &Settings, redraw: Redraw, failed: fn()) {
    let Some(lang) = settings.language.filter(|&lang| lang != language()) else { return };
    leptos::task::spawn_local(async move {
        match load(lang, None).await {
            Ok(catalog) => {
                show(catalog);
                redraw.0.run(());
            }
            Err(e) => {
                web_sys::console::error_1(&JsValue::from(format!("The {lang} texts could not be loaded: {e}")));
                failed();
            }
        }
    });
}

/// `template` with its counted word for `n` (`{name, plural, …}`, see
/// [`kaissa_app_core::i18n::plural`]) in the form the browser's `Intl.PluralRules` gives `n` in
/// the language shown (ru 1 ход, 2 хода, 5 ходов); its other placeholders are left to fill.
#[must_use]
pub fn counted(template: &str, name: &str, n: u64) -> String {
    use kaissa_app_core::i18n::plural::{count, PluralCategory};
    let locales = js_sys::Array::of1(&JsValue::from_str(language().code()));
    let rules = js_sys::Intl::PluralRules::new(&locales, &js_sys::Object::new());
    let category = rules.select(n as f64).as_string().and_then(|c| PluralCategory::from_name(&c));
    count(template, name, n, category.unwrap_or(PluralCategory::Other))
}
