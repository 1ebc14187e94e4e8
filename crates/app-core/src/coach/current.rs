//! Which table of the coach's words is used: the one in the catalog's language, as
//! [`crate::access::access_texts`] picks the spoken words.

use super::words::CoachWords;
use super::{en::COACH_EN, lt::COACH_LT, lv::COACH_LV, ru::COACH_RU};
use crate::i18n::Catalog;
use crate::language::lang::Lang;

/// The coach's words of `lang`.
#[must_use]
pub fn coach_words(lang: Lang) -> &'static CoachWords {
    match lang {
        Lang::En => &COACH_EN,
        Lang::Ru => &COACH_RU,
        Lang::Lt => &COACH_LT,
        Lang::Lv => &COACH_LV,
    }
}

/// The coach's words in the catalog's language (English for a catalog of no known language).
#[must_use]
pub fn coach_texts(c: &Catalog) -> &'static CoachWords {
    coach_words(Lang::from_code(c.lang).unwrap_or_default())
}
