//! Scores and the search's bounds: the constants every part of the engine agrees on (mate
//! values, the deepest ply and iteration) and [`Score`], a score as UCI reports it.
//!
//! A module of its own so that the transposition table, the levels and the search all read
//! them from one place without importing each other.

/// The deepest the search ever goes from the root, in plies (extensions included).
pub const MAX_PLY: usize = 128;
/// The deepest iteration.
pub const MAX_DEPTH: u32 = 100;
/// Larger than any score.
pub const INF: i32 = 32_000;
/// The score of giving mate now; mate in `n` plies scores `MATE - n`.
pub const MATE: i32 = 31_000;
/// Scores beyond this (in absolute value) are mates.
pub const MATE_BOUND: i32 = MATE - 1_000;
/// The score of a drawn position.
pub const DRAW: i32 = 0;

/// A score as UCI reports it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Score {
    /// Centipawns for the side to move.
    Cp(i32),
    /// Mate in this many moves (negative: the side to move is mated).
    Mate(i32),
}

impl Score {
    /// From the search's internal score.
    #[must_use]
    pub fn from_internal(s: i32) -> Score {
        if s >= MATE_BOUND {
            Score::Mate((MATE - s + 1) / 2)
        } else if s <= -MATE_BOUND {
            Score::Mate(-((MATE + s) / 2))
        } else {
            Score::Cp(s)
        }
    }
}

impl core::fmt::Display for Score {
    /// As in a UCI `info` line: `cp 31` or `mate -2`.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Score::Cp(cp) => write!(f, "cp {cp}"),
            Score::Mate(n) => write!(f, "mate {n}"),
        }
    }
}

/// Whether an internal score announces a mate (for either side).
#[must_use]
pub fn is_mate_score(score: i32) -> bool {
    score.abs() >= MATE_BOUND
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_convert_to_uci() {
        assert_eq!(Score::from_internal(MATE - 1), Score::Mate(1));
        assert_eq!(Score::from_internal(MATE - 3), Score::Mate(2));
        assert_eq!(Score::from_internal(-MATE + 2), Score::Mate(-1));
        assert_eq!(Score::from_internal(-MATE + 4), Score::Mate(-2));
        assert_eq!(Score::from_internal(35), Score::Cp(35));
        assert_eq!(Score::Mate(-2).to_string(), "mate -2");
    }
}
