//! How a game ends.

use crate::Color;
use core::fmt;

/// Why a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Termination {
    /// The side to move is checkmated.
    Checkmate,
    /// The side to move has no legal move and is not in check.
    Stalemate,
    /// Neither side can checkmate by any series of legal moves.
    InsufficientMaterial,
    /// A draw claimed because the same position occurred three times (FIDE 9.2).
    ThreefoldRepetition,
    /// The same position occurred five times: drawn automatically (FIDE 9.6.1).
    FivefoldRepetition,
    /// A draw claimed after 50 moves by each side without a capture or pawn move (FIDE 9.3).
    FiftyMoves,
    /// 75 moves by each side without a capture or pawn move: drawn automatically (FIDE 9.6.2).
    SeventyFiveMoves,
    /// A player resigned.
    Resignation,
    /// The players agreed to a draw.
    Agreement,
    /// A player's flag fell.
    Timeout,
    /// A player's flag fell, but the opponent could not checkmate by any series of legal moves:
    /// a draw (FIDE 6.9).
    TimeoutInsufficient,
}

impl Termination {
    /// A stable snake_case code (the app's `data-termination`).
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Termination::Checkmate => "checkmate",
            Termination::Stalemate => "stalemate",
            Termination::InsufficientMaterial => "insufficient_material",
            Termination::ThreefoldRepetition => "threefold",
            Termination::FivefoldRepetition => "fivefold",
            Termination::FiftyMoves => "fifty_moves",
            Termination::SeventyFiveMoves => "seventyfive_moves",
            Termination::Resignation => "resignation",
            Termination::Agreement => "agreement",
            Termination::Timeout => "timeout",
            Termination::TimeoutInsufficient => "timeout_insufficient",
        }
    }

    /// The termination for a code produced by [`Termination::code`].
    #[must_use]
    pub fn from_code(code: &str) -> Option<Termination> {
        [
            Termination::Checkmate,
            Termination::Stalemate,
            Termination::InsufficientMaterial,
            Termination::ThreefoldRepetition,
            Termination::FivefoldRepetition,
            Termination::FiftyMoves,
            Termination::SeventyFiveMoves,
            Termination::Resignation,
            Termination::Agreement,
            Termination::Timeout,
            Termination::TimeoutInsufficient,
        ]
        .into_iter()
        .find(|t| t.code() == code)
    }

    /// Whether the game ended by itself (no player claimed, resigned, agreed or ran out of time).
    #[must_use]
    pub const fn is_automatic(self) -> bool {
        matches!(
            self,
            Termination::Checkmate
                | Termination::Stalemate
                | Termination::InsufficientMaterial
                | Termination::FivefoldRepetition
                | Termination::SeventyFiveMoves
        )
    }
}

impl fmt::Display for Termination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// The end of a game: who won (nobody for a draw) and why.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The winner, or `None` for a draw.
    pub winner: Option<Color>,
    /// Why the game ended.
    pub termination: Termination,
}

impl Outcome {
    /// A win for `winner`.
    #[must_use]
    pub const fn win(winner: Color, termination: Termination) -> Outcome {
        Outcome { winner: Some(winner), termination }
    }

    /// A draw.
    #[must_use]
    pub const fn draw(termination: Termination) -> Outcome {
        Outcome { winner: None, termination }
    }

    /// The PGN result: `1-0`, `0-1` or `1/2-1/2`.
    #[must_use]
    pub const fn result(self) -> &'static str {
        match self.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }

    /// The points `color` scores: 1 for a win, ½ for a draw, 0 for a loss, in half-points (2, 1, 0).
    #[must_use]
    pub fn half_points(self, color: Color) -> u32 {
        match self.winner {
            Some(w) if w == color => 2,
            Some(_) => 0,
            None => 1,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.result(), self.termination)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The codes are the page's `data-termination` values, which the DOM contract
    /// (../shared/DESIGN.md) lists and checks outside this project read: each termination has
    /// exactly its listed code, and each code reads back.
    #[test]
    fn codes_are_the_dom_contracts() {
        let all = [
            (Termination::Checkmate, "checkmate"),
            (Termination::Stalemate, "stalemate"),
            (Termination::InsufficientMaterial, "insufficient_material"),
            (Termination::ThreefoldRepetition, "threefold"),
            (Termination::FivefoldRepetition, "fivefold"),
            (Termination::FiftyMoves, "fifty_moves"),
            (Termination::SeventyFiveMoves, "seventyfive_moves"),
            (Termination::Resignation, "resignation"),
            (Termination::Agreement, "agreement"),
            (Termination::Timeout, "timeout"),
            (Termination::TimeoutInsufficient, "timeout_insufficient"),
        ];
        for (t, code) in all {
            assert_eq!(t.code(), code);
            assert_eq!(Termination::from_code(code), Some(t));
        }
        assert_eq!(Termination::from_code("timeout_insufficient_material"), None);
    }
}
