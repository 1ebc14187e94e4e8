//! Castling rights and the squares each castling move involves.

use crate::{Bitboard, Color, Square};
use core::fmt;

/// Kingside (`O-O`) or queenside (`O-O-O`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CastlingSide {
    /// Castling with the h-file rook: `O-O`.
    KingSide,
    /// Castling with the a-file rook: `O-O-O`.
    QueenSide,
}

impl CastlingSide {
    /// Both sides, kingside first.
    pub const ALL: [CastlingSide; 2] = [CastlingSide::KingSide, CastlingSide::QueenSide];

    /// The squares one castling move involves.
    #[must_use]
    pub const fn squares(self, color: Color) -> CastlingSquares {
        let base = match color {
            Color::White => 0,
            Color::Black => 56,
        };
        match self {
            CastlingSide::KingSide => CastlingSquares {
                king_from: Square::from_index_unchecked(base + 4),
                king_to: Square::from_index_unchecked(base + 6),
                rook_from: Square::from_index_unchecked(base + 7),
                rook_to: Square::from_index_unchecked(base + 5),
                must_be_empty: Bitboard((0b0110_0000) << base),
                king_path: Bitboard((0b0110_0000) << base),
            },
            CastlingSide::QueenSide => CastlingSquares {
                king_from: Square::from_index_unchecked(base + 4),
                king_to: Square::from_index_unchecked(base + 2),
                rook_from: Square::from_index_unchecked(base),
                rook_to: Square::from_index_unchecked(base + 3),
                must_be_empty: Bitboard((0b0000_1110) << base),
                king_path: Bitboard((0b0000_1100) << base),
            },
        }
    }

    /// `O-O` or `O-O-O`.
    #[must_use]
    pub const fn san(self) -> &'static str {
        match self {
            CastlingSide::KingSide => "O-O",
            CastlingSide::QueenSide => "O-O-O",
        }
    }
}

/// Where the king and rook start and end when castling, and which squares matter.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CastlingSquares {
    /// The king's square before castling (e1/e8).
    pub king_from: Square,
    /// The king's square after castling (g or c file).
    pub king_to: Square,
    /// The rook's square before castling (h or a file).
    pub rook_from: Square,
    /// The rook's square after castling (f or d file).
    pub rook_to: Square,
    /// Squares between king and rook, which must be empty.
    pub must_be_empty: Bitboard,
    /// Squares the king crosses or lands on (besides its start), which must not be attacked.
    pub king_path: Bitboard,
}

/// Which castling moves are still possible in principle (king and rook never moved).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CastlingRights(u8);

impl CastlingRights {
    /// No rights.
    pub const NONE: CastlingRights = CastlingRights(0);
    /// All four rights.
    pub const ALL: CastlingRights = CastlingRights(15);

    const fn bit(color: Color, side: CastlingSide) -> u8 {
        1 << (color as u8 * 2 + side as u8)
    }

    /// Whether `color` may still castle on `side`.
    #[must_use]
    #[inline]
    pub const fn has(self, color: Color, side: CastlingSide) -> bool {
        self.0 & Self::bit(color, side) != 0
    }

    /// Whether `color` may still castle on either side.
    #[must_use]
    pub const fn has_color(self, color: Color) -> bool {
        self.0 & (3 << (color as u8 * 2)) != 0
    }

    /// The rights with one added.
    #[must_use]
    pub const fn with(self, color: Color, side: CastlingSide) -> CastlingRights {
        CastlingRights(self.0 | Self::bit(color, side))
    }

    /// The rights with one removed.
    #[must_use]
    pub const fn without(self, color: Color, side: CastlingSide) -> CastlingRights {
        CastlingRights(self.0 & !Self::bit(color, side))
    }

    /// A 4-bit index 0..16, for hashing.
    #[must_use]
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The rights left after a move touches `from` and `to`: moving or capturing on a king's or
    /// rook's home square removes the rights that depend on it.
    #[must_use]
    #[inline(always)]
    pub const fn after_move(self, from: Square, to: Square) -> CastlingRights {
        CastlingRights(self.0 & KEEP[from.index()] & KEEP[to.index()])
    }

    /// The rights as in FEN: `KQkq`, a subset, or `-`.
    #[must_use]
    pub fn fen(self) -> String {
        let mut s = String::new();
        for (color, side, c) in [
            (Color::White, CastlingSide::KingSide, 'K'),
            (Color::White, CastlingSide::QueenSide, 'Q'),
            (Color::Black, CastlingSide::KingSide, 'k'),
            (Color::Black, CastlingSide::QueenSide, 'q'),
        ] {
            if self.has(color, side) {
                s.push(c);
            }
        }
        if s.is_empty() {
            s.push('-');
        }
        s
    }
}

impl fmt::Display for CastlingRights {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.fen())
    }
}

/// For each square, the rights that survive a move from or to it.
static KEEP: [u8; 64] = {
    let mut keep = [15u8; 64];
    keep[0] = 15 & !2; // a1: white queenside
    keep[4] = 15 & !3; // e1: both white rights
    keep[7] = 15 & !1; // h1: white kingside
    keep[56] = 15 & !8; // a8: black queenside
    keep[60] = 15 & !12; // e8: both black rights
    keep[63] = 15 & !4; // h8: black kingside
    keep
};
