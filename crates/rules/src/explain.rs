//! Why a move is illegal: a reason for every refused from→to attempt, for beginners.

use crate::{Bitboard, CastlingSide, Color, Position, Role, Square};
use core::fmt;

/// Why an attempted move is not legal. Each variant has a stable kebab-case [`code`](IllegalMove::code)
/// that user interfaces map to a translated sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    /// The game is over; no more moves.
    GameOver,
    /// There is no piece on the starting square.
    NoPiece(Square),
    /// The piece belongs to the side not to move.
    NotYourTurn {
        /// Whose piece it is.
        owner: Color,
    },
    /// The start and end squares are the same.
    SameSquare,
    /// One's own piece stands on the target square.
    OwnPieceOnTarget(Square),
    /// The piece never moves that way (a bishop moving straight, a knight moving like a queen …).
    WrongPattern(Role),
    /// A rook, bishop, queen or pawn double step would jump over pieces (these).
    PathBlocked(Bitboard),
    /// A pawn moves straight ahead onto an occupied square: pawns capture only diagonally.
    PawnBlockedAhead(Square),
    /// A pawn moves diagonally to an empty square where no en passant capture is possible.
    PawnCapturesOnlyDiagonally,
    /// A pawn moves diagonally behind an enemy pawn that made its double step earlier, not on the
    /// opponent's last move: en passant is only possible immediately.
    EnPassantExpired(Square),
    /// A pawn moving backwards or sideways.
    PawnBackwards,
    /// A pawn's double step from a square other than its starting rank.
    PawnDoubleStepNotFromStart,
    /// A pawn reaching the last rank must be given a promotion piece.
    MustPromote,
    /// A promotion piece was given for a move that is not a promotion, or the piece is a king or pawn.
    InvalidPromotion,
    /// The move would leave (or put) one's own king in check from these pieces.
    LeavesKingInCheck {
        /// The enemy pieces that would attack the king.
        attackers: Bitboard,
        /// Whether the king is in check now and the move does not answer it.
        was_in_check: bool,
        /// Whether the moving piece is the king itself.
        king_moves: bool,
    },
    /// Castling: the king has already moved (or the right was given up).
    CastleKingMoved(CastlingSide),
    /// Castling: that rook has already moved or was captured.
    CastleRookMoved(CastlingSide),
    /// Castling: the right to castle on this side was lost earlier (cause unknown).
    CastleRightLost(CastlingSide),
    /// Castling: pieces stand between king and rook (these).
    CastlePathBlocked {
        /// The side.
        side: CastlingSide,
        /// The squares that are in the way.
        blockers: Bitboard,
    },
    /// Castling out of check is not allowed.
    CastleInCheck(CastlingSide),
    /// Castling: the king would cross an attacked square.
    CastleThroughCheck {
        /// The side.
        side: CastlingSide,
        /// The square the king would cross.
        square: Square,
        /// Who attacks it.
        attackers: Bitboard,
    },
    /// Castling: the king would land on an attacked square.
    CastleIntoCheck {
        /// The side.
        side: CastlingSide,
        /// Who attacks the landing square.
        attackers: Bitboard,
    },
}

impl IllegalMove {
    /// A stable kebab-case code (used by the app's DOM as `data-reason`).
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            IllegalMove::GameOver => "game-over",
            IllegalMove::NoPiece(_) => "no-piece",
            IllegalMove::NotYourTurn { .. } => "not-your-turn",
            IllegalMove::SameSquare => "same-square",
            IllegalMove::OwnPieceOnTarget(_) => "own-piece-on-target",
            IllegalMove::WrongPattern(_) => "wrong-pattern",
            IllegalMove::PathBlocked(_) => "path-blocked",
            IllegalMove::PawnBlockedAhead(_) => "pawn-blocked-ahead",
            IllegalMove::PawnCapturesOnlyDiagonally => "pawn-captures-only-diagonally",
            IllegalMove::EnPassantExpired(_) => "en-passant-expired",
            IllegalMove::PawnBackwards => "pawn-backwards",
            IllegalMove::PawnDoubleStepNotFromStart => "pawn-double-step-not-from-start",
            IllegalMove::MustPromote => "must-promote",
            IllegalMove::InvalidPromotion => "invalid-promotion",
            IllegalMove::LeavesKingInCheck { .. } => "leaves-king-in-check",
            IllegalMove::CastleKingMoved(_) => "castle-king-moved",
            IllegalMove::CastleRookMoved(_) => "castle-rook-moved",
            IllegalMove::CastleRightLost(_) => "castle-right-lost",
            IllegalMove::CastlePathBlocked { .. } => "castle-path-blocked",
            IllegalMove::CastleInCheck(_) => "castle-in-check",
            IllegalMove::CastleThroughCheck { .. } => "castle-through-check",
            IllegalMove::CastleIntoCheck { .. } => "castle-into-check",
        }
    }
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl std::error::Error for IllegalMove {}

impl Position {
    /// Explains why moving from `from` to `to` (with an optional promotion piece) is illegal.
    /// For a legal move the answer is meaningless; check legality first.
    #[must_use]
    pub fn explain(&self, from: Square, to: Square, promotion: Option<Role>) -> IllegalMove {
        let _ = (to, promotion);
        match self.board.piece_at(from) {
            None => IllegalMove::NoPiece(from),
            Some(p) if p.color != self.turn => IllegalMove::NotYourTurn { owner: p.color },
            Some(p) => IllegalMove::WrongPattern(p.role),
        }
    }
}
