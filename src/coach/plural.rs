//! Counted words for the coach's sentences (`{n, plural, …}`): the plural category of a number in
//! the language shown, by the browser's `Intl.PluralRules`, as `crate::language::counted` reads it
//! (here apart, so that the start-up module's copy stays as it is).

use kaissa_app_core::i18n::language;
use kaissa_app_core::i18n::plural::PluralCategory;

/// The plural category of `n` in the language shown.
pub fn plural_category(n: u64) -> PluralCategory {
    let locales = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(language().code()));
    let rules = js_sys::Intl::PluralRules::new(&locales, &js_sys::Object::new());
    let category = rules.select(n as f64).as_string().and_then(|c| PluralCategory::from_name(&c));
    category.unwrap_or(PluralCategory::Other)
}
