//! Portable Game Notation: reading files of games (headers, moves, comments, NAGs, nested
//! variations, results) and writing them back.
//!
//! Reading is tolerant of what real files contain (`0-0`, `1...`, `;` comments, `%` lines,
//! suffix annotations, a missing result, Windows line endings) and exact about what is wrong:
//! every error names its line and column and says why.
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
