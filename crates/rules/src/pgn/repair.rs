//! What the reader repaired or skipped to read a game.
//!
//! Each entry is data, not a sentence: a stable kebab-case [`code`](RepairKind::code) and the
//! facts (squares, moves, what was written), so that an interface can word it in any language.
//! `Display` gives an English sentence for tests and command-line tools.

use super::error::PgnErrorKind;
use crate::{CastlingSide, Color, Square};
use core::fmt;

/// One repair, at the place in the text that needed it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Repair {
    /// The line (from 1).
    pub line: u32,
    /// The column in characters (from 1).
    pub column: u32,
    /// What was repaired or skipped.
    pub kind: RepairKind,
}

/// What the reader repaired or skipped. Only what changes or drops something the text said, or
/// guesses what it meant, is a repair; other spellings of the same thing (`0-0`, `1–0`, `±`,
/// `exf6ep`, a byte order mark, `<br />` line breaks) are read silently (see [the
/// module](crate::pgn)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RepairKind {
    /// The `FEN` header gave a castling right whose king or rook is not on its home square (an
    /// editor's default `KQkq`, say): the right is dropped.
    CastlingRightDropped {
        /// Whose right.
        color: Color,
        /// Which side.
        side: CastlingSide,
    },
    /// The `FEN` header's en passant square cannot follow a double step (no such pawn, or it
    /// cannot explain the check): it is dropped.
    EnPassantDropped {
        /// The square as written.
        square: Square,
    },
    /// A null move (`--`, `Z0`, `0000`) in the main line: no chess move stands for it, so the
    /// game is read up to the move before and the rest of its moves are skipped.
    GameCutAtNullMove {
        /// The move number of the null move.
        number: u32,
        /// Who was to move.
        color: Color,
    },
    /// The rest of a variation was skipped for this reason (an illegal or ambiguous move, a null
    /// move, a variation before any move or nested too deeply); the main line is intact.
    VariationSkipped(PgnErrorKind),
    /// A header whose closing quote is missing: its value is read to the `]` that ends its line.
    HeaderValueClosed {
        /// The header's name.
        name: String,
    },
}

impl RepairKind {
    /// A stable kebab-case code for user interfaces to translate.
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            RepairKind::CastlingRightDropped { .. } => "castling-right-dropped",
            RepairKind::EnPassantDropped { .. } => "en-passant-dropped",
            RepairKind::GameCutAtNullMove { .. } => "game-cut-at-null-move",
            RepairKind::VariationSkipped(_) => "variation-skipped",
            RepairKind::HeaderValueClosed { .. } => "header-value-closed",
        }
    }
}

/// `12.` for White, `12...` for Black.
pub(crate) fn move_number(number: u32, color: Color) -> String {
    format!("{number}{}", if color == Color::White { "." } else { "..." })
}

impl fmt::Display for RepairKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RepairKind::CastlingRightDropped { color, side } => {
                let s = side.squares(*color);
                write!(
                    f,
                    "castling right {} of {color} dropped: the king must stand on {} and a rook on {}",
                    side.san(),
                    s.king_from,
                    s.rook_from
                )
            }
            RepairKind::EnPassantDropped { square } => {
                write!(f, "en passant square {square} dropped: no double step can have skipped it here")
            }
            RepairKind::GameCutAtNullMove { number, color } => {
                let last = match color {
                    Color::White => move_number(number.saturating_sub(1), Color::Black),
                    Color::Black => move_number(*number, Color::White),
                };
                write!(f, "null move at {}; the game is read up to {last}", move_number(*number, *color))
            }
            RepairKind::VariationSkipped(why) => write!(f, "rest of a variation skipped: {why}"),
            RepairKind::HeaderValueClosed { name } => {
                write!(f, "header {name}: the closing quote is missing; its value is read to the end of the line")
            }
        }
    }
}

impl fmt::Display for Repair {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: {}", self.line, self.column, self.kind)
    }
}
