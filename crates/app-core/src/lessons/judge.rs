//! What is wrong at once with a learner's legal move, judged by the level's goal and rules
//! without looking ahead (the look-ahead, [`super::search`], asks this of every move it tries).

use super::goal::why_not_mate;
use super::mistake::{Mistake, MistakeKind};
use super::model::{Goal, Level, Opponent};
use super::sim::Sim;
use kaissa_rules::{Move, Termination};

/// What is wrong at once with the learner's legal move `m`, judged by the goal's conditions and
/// the level's rules (no look ahead): a stalemate, check where the other side cannot answer,
/// castling on the wrong side, a promotion to the wrong piece, another move than the one
/// written … `None` when nothing is. The mistake names the move played.
#[must_use]
pub fn immediate_mistake(level: &Level, sim: &Sim, m: Move) -> Option<Mistake> {
    quick_mistake(level, sim, m).map(|mistake| mistake.played(sim.position().san(m)))
}

/// [`immediate_mistake`] without naming the move (for the look-ahead, which only needs to know).
#[must_use]
pub fn quick_mistake(level: &Level, sim: &Sim, m: Move) -> Option<Mistake> {
    let before = sim.position();
    let after = before.after(m);
    let reached = sim.clone().apply_learner(level, m);
    let limit = level.limit.unwrap_or(1);
    let mistake = |kind| Some(Mistake::new(kind));
    if level.opponent == Opponent::Pass && after.is_check() && !reached {
        return Some(Mistake::new(MistakeKind::NoCheckHere).squares(after.checkers()));
    }
    let draw_goal = matches!(level.goal, Goal::Draw(_));
    if after.is_stalemate() && !draw_goal && level.opponent != Opponent::Pass {
        return mistake(MistakeKind::Stalemate);
    }
    match level.goal {
        Goal::Escape(Some(way)) if !reached => mistake(MistakeKind::EscapeOtherWay(way)),
        Goal::Castle(_) if !reached && before.castling_side(m).is_some() => mistake(MistakeKind::OtherCastling),
        Goal::Castle(_) if !reached => mistake(MistakeKind::NotCastling),
        Goal::EnPassant if !reached => mistake(MistakeKind::NotEnPassant),
        // With moves to spare (a pawn race), the pawn may walk first; the look-ahead judges.
        Goal::Promote(_) if m.promotion().is_none() && limit <= 1 => mistake(MistakeKind::NotPromotion),
        Goal::Promote(_) if m.promotion().is_some() && !reached => mistake(MistakeKind::WrongPromotion),
        Goal::Play(san) if !reached => {
            let want = before.parse_san(san).ok();
            Some(Mistake::new(MistakeKind::NotThatMove).naming(san.to_owned(), want))
        }
        Goal::Refused(_) => mistake(MistakeKind::LegalHere),
        Goal::Defend(_) if !reached => mistake(MistakeKind::NotDefended),
        Goal::Rescue(sq) if !reached => {
            let now = if m.from() == sq { m.to() } else { sq };
            Some(Mistake::new(MistakeKind::StillAttacked).squares(after.attackers_of(now, !before.turn())))
        }
        Goal::Check if !reached && limit <= 1 => mistake(MistakeKind::NotCheck),
        Goal::Mate if !reached && limit <= 1 => Some(why_not_mate(&after)),
        Goal::Capture(_) if !reached && limit <= 1 => mistake(MistakeKind::CaptureMissed),
        Goal::Draw(Some(Termination::FiftyMoves | Termination::SeventyFiveMoves)) if before.is_zeroing(m) => {
            mistake(MistakeKind::ResetsCount)
        }
        _ => None,
    }
}
