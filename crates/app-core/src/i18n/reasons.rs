//! Turns the rules core's reason for refusing a move into a sentence.

use super::{fill, Catalog};
use kaissa_rules::{Bitboard, IllegalMove, Position, Square};

/// The sentence explaining `reason` for a move of the piece on `from`, naming the pieces involved
/// as they stand in `pos` (the position in which the move was tried).
#[must_use]
pub fn explain(c: &Catalog, reason: &IllegalMove, pos: &Position, from: Square) -> String {
    let r = &c.reasons;
    let pieces = |bb: Bitboard| -> String {
        let mut names: Vec<String> =
            bb.squares().filter_map(|sq| pos.board().piece_at(sq).map(|p| c.piece_on(p.role, sq))).collect();
        if names.is_empty() {
            names = bb.squares().map(|sq| sq.to_string()).collect();
        }
        c.list(&names)
    };
    match reason {
        IllegalMove::GameOver => r.game_over.to_owned(),
        IllegalMove::NoPiece(sq) => fill(r.no_piece, &[("square", &sq.to_string())]),
        IllegalMove::NotYourTurn { owner } => {
            fill(r.not_your_turn, &[("color", c.color(!*owner)), ("owner", c.color(*owner))])
        }
        IllegalMove::SameSquare => r.same_square.to_owned(),
        IllegalMove::OwnPieceOnTarget(sq) => {
            let role = pos.board().role_at(*sq).map_or("", |role| c.role(role));
            fill(r.own_piece_on_target, &[("role", role), ("square", &sq.to_string())])
        }
        IllegalMove::WrongPattern(role) => {
            fill(r.wrong_pattern, &[("role", c.role(*role)), ("moves", c.roles[role.index()].moves)])
        }
        IllegalMove::PathBlocked(bb) => {
            let role = pos.board().role_at(from).map_or("", |role| c.role(role));
            fill(r.path_blocked, &[("role", role), ("pieces", &pieces(*bb))])
        }
        IllegalMove::PawnBlockedAhead(sq) => {
            fill(r.pawn_blocked_ahead, &[("piece", &pieces(Bitboard::from_square(*sq)))])
        }
        IllegalMove::PawnCapturesOnlyDiagonally => r.pawn_captures_only_diagonally.to_owned(),
        IllegalMove::EnPassantExpired(sq) => fill(r.en_passant_expired, &[("square", &sq.to_string())]),
        IllegalMove::PawnBackwards => r.pawn_backwards.to_owned(),
        IllegalMove::PawnDoubleStepNotFromStart => r.pawn_double_step_not_from_start.to_owned(),
        IllegalMove::MustPromote => r.must_promote.to_owned(),
        IllegalMove::InvalidPromotion => r.invalid_promotion.to_owned(),
        IllegalMove::LeavesKingInCheck { attackers, was_in_check, king_moves } => {
            let template = if *was_in_check && !*king_moves {
                r.still_in_check
            } else if *king_moves {
                r.king_into_check
            } else {
                r.leaves_king_in_check
            };
            fill(template, &[("pieces", &pieces(*attackers))])
        }
        IllegalMove::CastleKingMoved(_) => r.castle_king_moved.to_owned(),
        IllegalMove::CastleRookMoved(_) => r.castle_rook_moved.to_owned(),
        IllegalMove::CastleRightLost(_) => r.castle_right_lost.to_owned(),
        IllegalMove::CastlePathBlocked { blockers, .. } => {
            fill(r.castle_path_blocked, &[("pieces", &pieces(*blockers))])
        }
        IllegalMove::CastleInCheck(_) => r.castle_in_check.to_owned(),
        IllegalMove::CastleThroughCheck { square, attackers, .. } => {
            fill(r.castle_through_check, &[("square", &square.to_string()), ("pieces", &pieces(*attackers))])
        }
        IllegalMove::CastleIntoCheck { attackers, .. } => fill(r.castle_into_check, &[("pieces", &pieces(*attackers))]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::catalog;
    use kaissa_rules::{Game, Square};

    fn why(fen: &str, from: &str, to: &str) -> (String, &'static str) {
        let pos = Position::from_fen(fen).unwrap();
        let game = Game::from_position(pos);
        let (from, to): (Square, Square) = (from.parse().unwrap(), to.parse().unwrap());
        let reason = game.explain(from, to, None);
        (explain(catalog(), &reason, &pos, from), reason.code())
    }

    #[test]
    fn reasons_read_as_sentences() {
        let (text, _) = why("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1", "e1", "e2");
        assert_eq!(text, "It is Black's turn: that piece belongs to White.");
        let (text, _) = why("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "d4", "d5");
        assert_eq!(text, "There is no piece on d4.");
    }
}
