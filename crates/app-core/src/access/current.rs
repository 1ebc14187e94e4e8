//! Which table of spoken words is used: the one in the catalog's language, as
//! [`crate::i18n::dialog_texts`] picks the dialogs' words. (Apart from the tables' own files,
//! which name the table's shape: the shape's file choosing among the languages would name them and
//! be named by them.)

use super::words::AccessWords;
use super::{en::ACCESS_EN, lt::ACCESS_LT, lv::ACCESS_LV, ru::ACCESS_RU};
use crate::i18n::Catalog;
use crate::language::lang::Lang;

/// The spoken words of `lang`.
#[must_use]
pub fn access_words(lang: Lang) -> &'static AccessWords {
    match lang {
        Lang::En => &ACCESS_EN,
        Lang::Ru => &ACCESS_RU,
        Lang::Lt => &ACCESS_LT,
        Lang::Lv => &ACCESS_LV,
    }
}

/// The spoken words in the catalog's language (English for a catalog of no known language).
#[must_use]
pub fn access_texts(c: &Catalog) -> &'static AccessWords {
    access_words(Lang::from_code(c.lang).unwrap_or_default())
}
