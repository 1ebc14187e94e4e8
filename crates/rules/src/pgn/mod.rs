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

mod error;
mod game;
mod lexer;
mod reader;
pub mod writer;

pub use error::{PgnError, PgnErrorKind, MAX_VARIATION_DEPTH};
pub use game::{GameResult, PgnGame, PgnMove, Variation};
pub use reader::Reader;
pub use writer::{write_game, write_games};

/// Reads every game of a PGN text. A broken game gives its error in its place; the games
/// after it are still read.
#[must_use]
pub fn read_games(text: &str) -> Vec<Result<PgnGame, PgnError>> {
    Reader::new(text).collect()
}
