//! The language the page speaks. At start: the one chosen in Settings, else the first of the
//! browser's languages that the app speaks (as [`Lang::from_browser`] chooses), as index.html's
//! first script chose it and asked for its texts, `lang/<code>.txt`, alongside the wasm (the
//! start-up module carries no texts, see [`kaissa_app_core::i18n::texts_file`]); installed, and
//! `<html lang>` set. When the person picks another language, [`follow`] installs it and has the
//! page drawn again ([`Redraw`]) at once: the game, which lives in signals above the view, is
//! untouched.

use kaissa_app_core::i18n::lang::Lang;
use kaissa_app_core::i18n::texts_file::read_file;
use kaissa_app_core::i18n::{install, language, Catalog};
use kaissa_app_core::Settings;
use leptos::prelude::*;
use wasm_bindgen::JsValue;
use wasm_bindgen_futures::JsFuture;

/// Draws the page again (the app provides it: see [`crate::app::redraw`]).
#[derive(Copy, Clone, Debug)]
pub struct Redraw(pub Callback<()>);

/// A property of a JavaScript object (`undefined` when it has none, or is not an object).
pub fn property(object: &JsValue, name: &str) -> JsValue {
    js_sys::Reflect::get(object, &JsValue::from_str(name)).unwrap_or(JsValue::UNDEFINED)
}

/// The text a promise of index.html's script resolves to (`null` when the file could not be
/// fetched: `None`).
async fn text_of(promise: JsValue) -> Option<String> {
    // Nothing there (a page of another version, without the script): no text. (What is there is
    // the script's promise.)
    if !promise.is_object() {
        return None;
    }
    JsFuture::from(js_sys::Promise::from(promise)).await.ok()?.as_string()
}

/// Reads the texts of `lang` and installs them; `false` when there are none or they cannot be read.
fn install_text(lang: Lang, text: Option<String>) -> bool {
    let Some(catalog) = text.and_then(|t| read_file(lang, t).ok()) else { return false };
    show(catalog);
    true
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

/// Installs the language index.html's first script chose and asked for (English if that one
/// could not be fetched: the script asks for it then). `false` when no language could be
/// installed (the page then says it could not start).
pub async fn start() -> bool {
    let window: JsValue = web_sys::window().map_or(JsValue::UNDEFINED, Into::into);
    let early = property(&window, "kaissaTexts");
    let text = text_of(property(&early, "text")).await;
    // Read after the text: the script changes it to English when it falls back.
    let lang = property(&early, "code").as_string().and_then(|c| Lang::from_code(&c)).unwrap_or_default();
    install_text(lang, text)
}

/// Shows the language `settings` ask for, if the person has chosen one and it is not the one
/// shown (until they choose, the page keeps the browser's, as index.html chose it): its file is
/// fetched (the service worker has it offline), then the page is drawn again in it. If it cannot be loaded, the page stays in its language and `failed` says so (the console
/// says why).
pub fn follow(settings: &Settings, redraw: Redraw, failed: fn()) {
    let Some(lang) = settings.language.filter(|&lang| lang != language()) else { return };
    // Each switch reads its file afresh (the service worker has it): a catalog is a few KB, and
    // people switch languages rarely.
    let window: JsValue = web_sys::window().map_or(JsValue::UNDEFINED, Into::into);
    let fetch = property(&window, "kaissaFetchTexts");
    let promise = match fetch.is_function() {
        true => {
            js_sys::Function::from(fetch).call1(&window, &JsValue::from_str(lang.code())).unwrap_or(JsValue::UNDEFINED)
        }
        false => JsValue::UNDEFINED,
    };
    leptos::task::spawn_local(async move {
        if install_text(lang, text_of(promise).await) {
            redraw.0.run(());
        } else {
            web_sys::console::error_1(&JsValue::from_str("Kaissa: the texts of that language could not be loaded"));
            failed();
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
