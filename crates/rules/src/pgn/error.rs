//! PGN errors: where in the text, and why.

use crate::{Color, FenError, SanError};
use core::fmt;

/// How deeply variations may nest. Games are trees, and dropping, comparing or writing one
/// recurses once per level: a hostile file with a million nested variations would overflow
/// the stack. Real annotation rarely goes past ten levels.
pub const MAX_VARIATION_DEPTH: usize = 64;

/// A PGN problem at a place in the text. `Display` gives a complete sentence:
/// `line 12, column 5: move 17... Nf6 is illegal: no knight can reach f6`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnError {
    /// The line (from 1).
    pub line: u32,
    /// The column in characters (from 1).
    pub column: u32,
    /// What is wrong.
    pub kind: PgnErrorKind,
}

/// What is wrong in a PGN text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnErrorKind {
    /// The text holds no game.
    NoGame,
    /// A `{` comment is never closed.
    UnterminatedComment,
    /// A `(` variation is never closed.
    UnterminatedVariation,
    /// A `[` header has no closing quote or bracket on its line.
    UnterminatedHeader,
    /// A `[` header is not of the form `[Name "value"]`.
    MalformedHeader,
    /// A `)` without a `(`.
    UnmatchedParenthesis,
    /// A `(` variation with no move before it to be an alternative to.
    VariationWithoutMove,
    /// A variation nested more deeply than [`MAX_VARIATION_DEPTH`] levels.
    VariationTooDeep,
    /// Text that is not a move, move number, comment, annotation or result.
    Unexpected(String),
    /// A `$` not followed by a number 0–255.
    BadNag(String),
    /// A null move (`--`), which a game of chess cannot contain.
    NullMove,
    /// The `FEN` header is not a legal position.
    Fen {
        /// The header's value.
        fen: String,
        /// Why it was refused.
        error: FenError,
    },
    /// The `Variant` header names a variant other than standard chess.
    UnsupportedVariant(String),
    /// A move that cannot be played.
    Move {
        /// The move number.
        number: u32,
        /// Who was to move.
        color: Color,
        /// The move as written.
        san: String,
        /// Why it cannot be played.
        error: SanError,
    },
    /// The move counters of the `FEN` header are too large to count further.
    CounterOverflow,
}

impl PgnError {
    pub(crate) fn new(line: u32, column: u32, kind: PgnErrorKind) -> PgnError {
        PgnError { line, column, kind }
    }

    pub(crate) fn no_game() -> PgnError {
        PgnError::new(1, 1, PgnErrorKind::NoGame)
    }
}

impl fmt::Display for PgnErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnErrorKind::NoGame => f.write_str("no game found"),
            PgnErrorKind::UnterminatedComment => f.write_str("unterminated comment: '{' has no matching '}'"),
            PgnErrorKind::UnterminatedVariation => f.write_str("unterminated variation: '(' has no matching ')'"),
            PgnErrorKind::UnterminatedHeader => f.write_str(
                "unterminated header: expected [Name \"value\"] with the closing '\"' and ']' on the same line",
            ),
            PgnErrorKind::MalformedHeader => f.write_str("malformed header: expected [Name \"value\"]"),
            PgnErrorKind::UnmatchedParenthesis => f.write_str("')' has no matching '('"),
            PgnErrorKind::VariationWithoutMove => {
                f.write_str("variation '(' before any move: it has no move to replace")
            }
            PgnErrorKind::VariationTooDeep => {
                write!(f, "variation nested more than {} levels deep: skipped", MAX_VARIATION_DEPTH)
            }
            PgnErrorKind::Unexpected(text) => {
                write!(f, "unexpected '{text}': not a move, move number, comment, annotation or result")
            }
            PgnErrorKind::BadNag(text) => write!(f, "'{text}' is not a NAG (expected '$' and a number 0-255)"),
            PgnErrorKind::NullMove => f.write_str("null moves ('--') are not supported"),
            PgnErrorKind::Fen { fen, error } => write!(f, "FEN header \"{fen}\" is invalid: {error}"),
            PgnErrorKind::UnsupportedVariant(v) => write!(f, "variant \"{v}\" is not supported (only standard chess)"),
            PgnErrorKind::Move { number, color, san, error } => {
                let dots = if *color == crate::Color::White { "." } else { "..." };
                let what = match error {
                    SanError::Syntax(_) => "is not a move in algebraic notation",
                    SanError::Illegal(_) => "is illegal",
                    SanError::Ambiguous { .. } => "is ambiguous",
                };
                write!(f, "move {number}{dots} {san} {what}")?;
                if !matches!(error, SanError::Syntax(_)) {
                    write!(f, ": {}", error.reason())?;
                }
                Ok(())
            }
            PgnErrorKind::CounterOverflow => f.write_str("the move counters are too large to continue"),
        }
    }
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: {}", self.line, self.column, self.kind)
    }
}

impl std::error::Error for PgnError {}
