//! The lessons' message catalog, kept apart from the app's main [`Catalog`](super::Catalog).
//!
//! Three parts, one per kind of text:
//! - [`LessonUi`]: the Learn screens' own words (buttons, headings) — struct fields, so a missing
//!   one is a compile error, as in the main catalog;
//! - [`MistakeTexts`]: a sentence per kind of mistake against a goal — struct fields too;
//! - `texts`: the curriculum's texts (titles, introductions, goals, praise, answer options),
//!   keyed by the keys the lesson data uses. The data is not code, so these are checked by a
//!   test instead: every key the curriculum uses exists, in every language, and no key is unused.
//!
//! One `static` [`LessonTexts`] per language, of the same shape.

mod en;
pub mod feedback;
mod lt;
mod lv;
mod mistakes;
pub mod quiz;
mod ru;
mod texts;

pub use en::EN;
pub use lt::LT;
pub use lv::LV;
pub use mistakes::mistake_text;
pub use ru::RU;
pub use texts::{LessonTexts, LessonUi, MistakeTexts, QuizTexts};

/// The lessons' catalog in use (the same language as [`super::catalog`]).
#[must_use]
pub fn lesson_texts() -> &'static LessonTexts {
    texts_of(super::language())
}

/// The lessons' catalog in `lang`.
#[must_use]
pub fn texts_of(lang: super::lang::Lang) -> &'static LessonTexts {
    match lang {
        super::lang::Lang::En => &EN,
        super::lang::Lang::Ru => &RU,
        super::lang::Lang::Lt => &LT,
        super::lang::Lang::Lv => &LV,
    }
}

#[cfg(test)]
mod tests;
