//! Moves and move lists.

use crate::{Role, Square};
use core::fmt;

/// A move: from a square to a square, with a promotion piece when a pawn reaches the last rank.
///
/// Castling is the king's move two squares aside (`e1g1`), as in UCI. What else a move does
/// (capture, en passant, castling the rook) follows from the position it is played in.
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub struct Move(u16);

impl Move {
    /// Makes a move. A legal promotion names a knight, bishop, rook or queen; any role can be
    /// stored, so that an attempt to promote to a king or pawn can be explained rather than lost.
    #[must_use]
    #[inline(always)]
    pub const fn new(from: Square, to: Square, promotion: Option<Role>) -> Move {
        // Stored as role + 1 in the top four bits, 0 meaning none.
        let promo = match promotion {
            Some(role) => role as u16 + 1,
            None => 0,
        };
        Move(from.index() as u16 | (to.index() as u16) << 6 | promo << 12)
    }

    /// The square the piece leaves.
    #[must_use]
    #[inline(always)]
    pub const fn from(self) -> Square {
        Square::from_index_unchecked((self.0 & 63) as u32)
    }

    /// The square the piece arrives on.
    #[must_use]
    #[inline(always)]
    pub const fn to(self) -> Square {
        Square::from_index_unchecked(((self.0 >> 6) & 63) as u32)
    }

    /// The promotion piece, if any.
    #[must_use]
    #[inline(always)]
    pub const fn promotion(self) -> Option<Role> {
        match self.0 >> 12 {
            0 => None,
            r => Some(Role::from_index(r as usize - 1)),
        }
    }

    /// The move in UCI notation: `e2e4`, `e7e8q`, castling as `e1g1`.
    #[must_use]
    pub fn uci(self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Move {
    /// UCI notation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from(), self.to())?;
        if let Some(role) = self.promotion() {
            write!(f, "{}", role.char())?;
        }
        Ok(())
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({self})")
    }
}

/// The most legal moves any chess position has is 218; this leaves room.
pub const MAX_MOVES: usize = 256;

/// A list of moves in a fixed-size buffer (no allocation).
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl MoveList {
    /// An empty list.
    #[must_use]
    #[inline]
    pub fn new() -> MoveList {
        MoveList { moves: [Move(0); MAX_MOVES], len: 0 }
    }

    /// Appends a move.
    #[inline(always)]
    pub fn push(&mut self, m: Move) {
        // 256 exceeds the maximum number of legal moves, so this never overflows for legal lists.
        if self.len < MAX_MOVES {
            self.moves[self.len] = m;
            self.len += 1;
        }
    }

    /// The number of moves.
    #[must_use]
    #[inline(always)]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the list is empty.
    #[must_use]
    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The moves as a slice.
    #[must_use]
    #[inline(always)]
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }

    /// The moves as a mutable slice (for sorting).
    #[inline(always)]
    pub fn as_mut_slice(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len]
    }

    /// Whether the list holds `m`.
    #[must_use]
    pub fn contains(&self, m: Move) -> bool {
        self.as_slice().contains(&m)
    }

    /// Iterates over the moves.
    pub fn iter(&self) -> core::slice::Iter<'_, Move> {
        self.as_slice().iter()
    }

    /// Keeps only the moves for which `keep` is true.
    pub fn retain(&mut self, mut keep: impl FnMut(Move) -> bool) {
        let mut j = 0;
        for i in 0..self.len {
            if keep(self.moves[i]) {
                self.moves[j] = self.moves[i];
                j += 1;
            }
        }
        self.len = j;
    }
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList::new()
    }
}

impl core::ops::Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        self.as_slice()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = core::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}
