//! The language in use: the catalog the app [`install`]ed, and every table beside it in the
//! catalog's language. (Apart from the tables' own files, which the language files name: a table's
//! file choosing among the languages would name them and be named by them.)

use super::dialog_words::{DialogWords, DIALOG_WORDS_EN};
use super::editor::{EditorTexts, EDITOR_EN};
use super::fen_words::{FenWords, FEN_WORDS_EN};
use super::frame_words::{FrameWords, FRAME_WORDS_EN};
use super::lang::Lang;
use super::notation::NotationStyle;
use super::pgn_words::{PgnWords, PGN_WORDS_EN};
use super::{en::EN, lt, lv, ru, Catalog};
use std::cell::Cell;

thread_local! {
    /// How moves are written in sentences (the lessons' feedback): the Settings' choice.
    static NOTATION: Cell<NotationStyle> = const { Cell::new(NotationStyle::Letters) };
    /// The catalog shown, once the app has installed one. Per thread: the page has one, and each
    /// native test starts from English however the others switch.
    static CURRENT: Cell<Option<&'static Catalog>> = const { Cell::new(None) };
}

/// Makes `catalog` the one every text comes from, from now on.
pub fn install(catalog: &'static Catalog) {
    CURRENT.with(|c| c.set(Some(catalog)));
}

/// The catalog in use: the one [`install`]ed, else a fallback (natively English; in the browser a blank catalog, so that the start-up module links no language).
#[must_use]
pub fn catalog() -> &'static Catalog {
    CURRENT.with(Cell::get).unwrap_or_else(fallback)
}

/// The language in use.
#[must_use]
pub fn language() -> Lang {
    Lang::from_code(catalog().lang).unwrap_or_default()
}

/// The compiled-in catalog of `lang`. Only the later modules and the tests name it: a caller
/// links all four languages' texts.
#[must_use]
pub fn static_catalog(lang: Lang) -> &'static Catalog {
    match lang {
        Lang::En => &EN,
        Lang::Ru => &ru::RU,
        Lang::Lt => &lt::LT,
        Lang::Lv => &lv::LV,
    }
}

/// Before a language is installed: natively (tests, tools) English.
#[cfg(not(target_arch = "wasm32"))]
fn fallback() -> &'static Catalog {
    &EN
}

/// Before a language is installed: in the browser a blank catalog, so that the start-up module
/// links no language (the app installs one before it shows anything).
#[cfg(target_arch = "wasm32")]
fn fallback() -> &'static Catalog {
    super::texts_file::blank()
}

/// The catalog's language, for the tables beside it.
fn lang_of(c: &Catalog) -> Lang {
    Lang::from_code(c.lang).unwrap_or_default()
}

/// The FEN reader's words in the catalog's language.
#[must_use]
pub fn fen_texts(c: &Catalog) -> &'static FenWords {
    match lang_of(c) {
        Lang::En => &FEN_WORDS_EN,
        Lang::Ru => &ru::FEN_WORDS_RU,
        Lang::Lt => &lt::FEN_WORDS_LT,
        Lang::Lv => &lv::FEN_WORDS_LV,
    }
}

/// The app frame's dialog words in the catalog's language.
#[must_use]
pub fn frame_texts(c: &Catalog) -> &'static FrameWords {
    match lang_of(c) {
        Lang::En => &FRAME_WORDS_EN,
        Lang::Ru => &ru::FRAME_WORDS_RU,
        Lang::Lt => &lt::FRAME_WORDS_LT,
        Lang::Lv => &lv::FRAME_WORDS_LV,
    }
}

/// The PGN reader's words in the catalog's language.
#[must_use]
pub fn pgn_texts(c: &Catalog) -> &'static PgnWords {
    match lang_of(c) {
        Lang::En => &PGN_WORDS_EN,
        Lang::Ru => &ru::PGN_WORDS_RU,
        Lang::Lt => &lt::PGN_WORDS_LT,
        Lang::Lv => &lv::PGN_WORDS_LV,
    }
}

/// The board editor's words in the catalog's language.
#[must_use]
pub fn editor_texts(c: &Catalog) -> &'static EditorTexts {
    match lang_of(c) {
        Lang::En => &EDITOR_EN,
        Lang::Ru => &ru::EDITOR_RU,
        Lang::Lt => &lt::EDITOR_LT,
        Lang::Lv => &lv::EDITOR_LV,
    }
}

/// The dialogs' own words in the catalog's language.
#[must_use]
pub fn dialog_texts(c: &Catalog) -> &'static DialogWords {
    match lang_of(c) {
        Lang::En => &DIALOG_WORDS_EN,
        Lang::Ru => &ru::DIALOG_WORDS_RU,
        Lang::Lt => &lt::DIALOG_WORDS_LT,
        Lang::Lv => &lv::DIALOG_WORDS_LV,
    }
}

/// Makes `style` the way sentences write moves, from now on (the move list reads the settings
/// itself).
pub fn set_notation_style(style: NotationStyle) {
    NOTATION.with(|n| n.set(style));
}

/// How sentences write moves: the language's letters or figurines.
#[must_use]
pub fn notation_style() -> NotationStyle {
    NOTATION.with(Cell::get)
}
