//! The board for screen readers and the keyboard (issue 21): what is spoken, composed from the
//! rules core's facts in the app's language.
//!
//! - a square's accessible name and states ([`square_name`], [`SquareMarks`]): "e4, white pawn,
//!   selected", "f6, empty, legal move";
//! - a played move in one sentence for the live region ([`announce_move`]): "Black: bishop from
//!   c5 takes knight on f2, check", "White castles kingside"; the game's end ([`announce_end`])
//!   and the low-time warning ([`announce_low_time`]);
//! - the answers of the keyboard commands that speak without moving the focus ([`Command`],
//!   [`KEYS`]): a side's pieces ([`pieces_of`]), the attackers of a square ([`attackers_of`]),
//!   whose turn ([`turn`]), the clocks ([`clocks`]) and the list of keys ([`help`], shown);
//! - the page's squares named from the DOM contract's attributes ([`cell_name`]);
//! - moves typed into the move field ([`read_typed_move`]) and why one is refused
//!   ([`typed_move_refusal`]).
//!
//! The words: colours, piece names, the endings and the reasons for refused moves are the
//! [`Catalog`](crate::i18n::Catalog)'s; the rest is a table of its own, [`AccessWords`], one per
//! language, chosen by the catalog's language ([`access_texts`]). Every sentence is a whole
//! template of its language, and a piece word in a form the catalog lacks (with a colour that
//! agrees with it, plural, genitive, instrumental) is a whole phrase per piece in that table.

mod commands;
mod current;
mod en;
mod lt;
mod lv;
mod page;
mod ru;
mod speech;
mod typed;
mod words;

pub use commands::{help, Command, KEYS};
pub use current::{access_texts, access_words};
pub use en::ACCESS_EN;
pub use lt::ACCESS_LT;
pub use lv::ACCESS_LV;
pub use page::{
    announce_change, announce_lesson_change, cell_name, command_answer, piece_of_code, typed_on_page, PageGame,
    PageView,
};
pub use ru::ACCESS_RU;
pub use speech::{
    announce_end, announce_low_time, announce_move, attackers_of, clocks, piece_words, pieces_of, square_name,
    square_name_with, turn, SquareMarks,
};
pub use typed::{read_typed_move, typed_move_refusal, TypedMoveError};
pub use words::AccessWords;

#[cfg(test)]
mod tests;
