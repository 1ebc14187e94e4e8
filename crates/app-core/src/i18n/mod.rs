//! Message catalogs: every string the page shows comes from here.
//!
//! The files: the catalog's shape and its template helpers ([`Catalog`], [`fill`]), each area's
//! strings ([`actions`], [`saving`], [`settings`], [`lessons`]), the English catalog, and the
//! functions that word the app's values: why a move is illegal ([`explain`]), FEN and PGN errors
//! ([`errors`]), the board editor's problems ([`editor_words`]), games and players ([`games`]), the Play screen's refusals and touch-move line ([`play`]), a lesson's feedback ([`lessons::feedback`]).
//! Nothing below the catalog names it: the app logic hands values up, the catalog words them.
//!
//! A [`Catalog`] is a table of plain strings and templates with `{name}` placeholders, one
//! `static` per language ([`EN`], [`RU`], [`LT`], [`LV`]) of the same shape, so that a missing
//! message is a compile error, not a blank on screen.
//!
//! Which one is shown is [`install`]ed by the app: the start-up module reads it from a language
//! file ([`texts_file`]) so that it carries no language's texts itself; the later modules install
//! a static ([`static_catalog`]). Every table beside the catalog ([`fen_words`], [`frame_words`],
//! [`pgn_words`], [`editor`], the lessons' texts) follows the catalog's language.

/// Declares a table of texts (a `#[repr(C)]` struct of `&'static str`s, arrays of them and other
/// tables, by value) and its [`texts_file::TextTable`] implementation from the same field list, so
/// that the language files' order is the fields' order. Nothing else can be a field (only those
/// types are text tables), which is what lets [`texts_file::read_file`] take a file's strings as
/// the catalog itself.
macro_rules! text_table {
    ($(#[$meta:meta])* pub struct $name:ident { $($(#[$field_meta:meta])* pub $field:ident: $ty:ty,)* }) => {
        $(#[$meta])*
        #[repr(C)]
        pub struct $name { $($(#[$field_meta])* pub $field: $ty,)* }

        impl $crate::i18n::texts_file::TextTable for $name {
            const COUNT: usize = 0 $(+ <$ty as $crate::i18n::texts_file::TextTable>::COUNT)*;

            fn write_to(&self, out: &mut Vec<&'static str>) {
                $($crate::i18n::texts_file::TextTable::write_to(&self.$field, out);)*
            }
        }
    };
}

pub mod actions;
mod catalog;
mod current;
pub mod dialog_words;
pub mod editor;
pub mod editor_words;
mod en;
pub mod errors;
pub mod fen_words;
pub mod frame_words;
pub mod games;
// The terms each language uses, for translators and for the test that holds the catalogs to
// them: no code reads it, so it is not built into the app.
#[cfg(test)]
pub(crate) mod glossary;
pub mod lessons;
mod lt;
mod lv;
pub mod pgn_words;
pub mod play;
pub mod plural;
mod reasons;
mod ru;
pub mod saving;
pub mod settings;
pub mod shell;
pub mod texts_file;
pub mod time_words;
#[cfg(test)]
pub(crate) mod translations;

pub use crate::language::{lang, notation};
pub use catalog::{fill, termination_index, Catalog, Reasons, RoleWords};
pub use current::{
    catalog, dialog_texts, editor_texts, fen_texts, frame_texts, install, language, notation_style, pgn_texts,
    set_notation_style, static_catalog,
};
pub use en::EN;
pub use lt::*;
pub use lv::*;
pub use reasons::explain;
pub use ru::*;

#[cfg(test)]
mod tests {
    use super::*;
    use kaissa_rules::{Color, Piece, Role, Square};

    #[test]
    fn fill_and_list() {
        assert_eq!(fill("{a} and {b}{a}", &[("a", "x"), ("b", "y")]), "x and yx");
        let c = catalog();
        assert_eq!(c.list(&[]), "");
        assert_eq!(c.list(&["a".into()]), "a");
        assert_eq!(c.list(&["a".into(), "b".into(), "c".into()]), "a, b and c");
        assert_eq!(c.piece_on(Role::Bishop, Square::B5), "the bishop on b5");
        assert_eq!(c.piece_name(Piece::new(Color::Black, Role::Knight)), "black knight");
        // Case forms: a template names the one it needs.
        assert_eq!(RU.piece_on_acc(Role::Rook, Square::D5), "ладью на d5");
        assert_eq!(LT.piece_on_acc(Role::Queen, Square::D5), "valdovę langelyje d5");
        assert_eq!(LV.piece_on_acc(Role::Knight, Square::F3), "zirdziņu uz f3");
        assert_eq!(EN.piece_on_acc(Role::Rook, Square::D5), "the rook on d5");
    }

    #[test]
    fn every_string_is_filled_in() {
        let c = catalog();
        let all: Vec<&str> = [c.app_name, c.to_move, c.in_check, c.new_game, c.flip, c.moves_heading, c.promote_title]
            .into_iter()
            .chain([c.nav_play, c.nav_learn, c.learn_loading, c.learn_failed, c.learn_retry])
            .chain([c.dialog_loading, c.dialog_failed, c.dialog_retry])
            .chain([c.update_ready, c.update_reload, c.offline_ready, c.install_app])
            .chain(c.terminations)
            .chain(c.themes)
            .chain(c.roles.iter().flat_map(|r| [r.one, r.moves]))
            .collect();
        assert!(all.iter().all(|s| !s.trim().is_empty()));
    }
}
