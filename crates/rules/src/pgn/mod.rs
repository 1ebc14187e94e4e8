//! Portable Game Notation: reading files of games (headers, moves, comments, NAGs, nested
//! variations, results) and writing them back.
//!
//! Reading is tolerant of what real files contain and exact about what is wrong: every error
//! names its line and column and says why. Writing is strict: export format as the standard
//! describes it, which the reader reads back as the same game with nothing to repair.
//!
//! # What the reader takes (import)
//!
//! Read silently, because they are other spellings of the same thing:
//! - a byte order mark anywhere (files joined from several exports hold one per game), Windows,
//!   old Mac (lone `\r`) and mixed line ends, tabs, HTML line breaks (`<br />`), a forum's
//!   `[pgn]` … `[/pgn]` wrapper;
//! - comments before the first move, `1... e5` and `1.e4` numbering, Black's move alone on a
//!   line, `;` comments, `%` escape lines, engine comments (`{+0.22/8}`), `[%eval]` and
//!   `[%timestamp]` (kept in the comment's text);
//! - `[%clk h:mm:ss]` (with a fraction of a second, too): taken out of the comment into
//!   [`PgnMove::clock_ms`], see [`PgnGame::clocks`]; the writer writes it back;
//! - results with other dashes or halves (`1–0`, `0—1`, `½-½`);
//! - evaluation glyphs: `‼ ⁇ ⁉ ⁈ □ ∞ ⩲ ⩱ ± ∓ ∆ ⌓` and `+- -+ += =+ +/= =/+ +/- -/+ =` become their
//!   NAGs; glyphs that do not say which side they speak of (`↑ → ⇆ ⨀ ⨁`) are kept as a comment;
//! - a `FEN` header without `SetUp`; a header name with characters PGN does not allow
//!   (`GreatestGameEverPlayed?`, written back without them);
//! - SAN as [its reader](crate::San) takes it (`0-0`, `exf6ep`, `e2e4` …).
//!
//! Repaired, with a [`Repair`] in [`PgnGame::repairs`], because something was dropped or
//! guessed ([`RepairKind`] has the list and [`import`] gathers them for a whole text):
//! castling rights and en passant squares of a `FEN` header that the position cannot have, a
//! null move (`--`, `Z0`, `0000`) in the main line (the game is read up to it), anything wrong
//! inside a variation (its rest is skipped), a header without its closing quote.
//!
//! Refused with a [`PgnError`] (the game is skipped, the next ones are read): a variant
//! (`[Variant "Crazyhouse"]`, Chess960), an illegal, ambiguous or unreadable move in the main
//! line, a position no repair above makes legal, unclosed comments and variations.
//!
//! ```
//! use kaissa_rules::pgn;
//! let text = "[Event \"Casual\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6?? 4. Qxf7# 1-0\n";
//! let games = pgn::read_games(text);
//! let game = games[0].as_ref().unwrap();
//! assert_eq!(game.header("Event"), Some("Casual"));
//! assert_eq!(game.moves.len(), 7);
//! assert_eq!(game.moves[5].nags, [4]); // ?? is NAG 4
//! assert!(game.final_position().is_checkmate());
//!
//! let bad = pgn::read_games("1. e4 e5 2. Nf6 *");
//! assert_eq!(
//!     bad[0].as_ref().unwrap_err().to_string(),
//!     "line 1, column 13: move 2. Nf6 is illegal: no knight can reach f6"
//! );
//! ```

mod clock;
mod error;
mod game;
mod import;
mod lexer;
mod reader;
mod repair;
pub mod writer;

pub use error::{PgnError, PgnErrorKind, MAX_VARIATION_DEPTH};
pub use game::{GameResult, PgnGame, PgnMove, Variation};
pub use import::{Import, ImportNote, NoteKind};
pub use reader::Reader;
pub use repair::{Repair, RepairKind};
pub use writer::{write_game, write_games};

/// Reads every game of a PGN text. A broken game gives its error in its place; the games
/// after it are still read. What was repaired in a game is in its [`PgnGame::repairs`].
#[must_use]
pub fn read_games(text: &str) -> Vec<Result<PgnGame, PgnError>> {
    Reader::new(text).collect()
}

/// Imports what a user pasted or opened: the games that read, and one report of what was
/// repaired in them and which games were skipped and why, each with its game, line and column,
/// for the interface to show after the import.
///
/// ```
/// use kaissa_rules::pgn::{self, NoteKind, RepairKind};
/// let text = "[FEN \"4k3/8/8/8/8/8/8/R3K3 w KQkq - 0 1\"]\n\n1. Ra8+ Kd7 2. Z0 Kc7 1–0\n\n\
///             [Variant \"Crazyhouse\"]\n\n1. e4 *";
/// let import = pgn::import(text);
/// assert_eq!(import.games.len(), 1);
/// assert_eq!(import.games[0].moves.len(), 2);
/// let codes: Vec<&str> = import.report.iter().map(|n| n.kind.code()).collect();
/// assert_eq!(codes, ["castling-right-dropped", "castling-right-dropped", "castling-right-dropped", "game-cut-at-null-move", "game-skipped"]);
/// assert_eq!(import.report[3].to_string(), "game 1, line 3, column 16: null move at 2.; the game is read up to 1...");
/// ```
#[must_use]
pub fn import(text: &str) -> Import {
    Import::collect(Reader::new(text))
}
