//! Checking the [`Fact`]s a level's texts state against its position, with the rules core, so
//! that no text says "you are behind" of an equal position or "seventy-four moves each" of a
//! count that is not. The native tests check every level's facts (in every language the texts
//! state the same facts, since the facts are data beside the texts, not words in them).

use super::dead::{is_dead, mate_within};
use super::goal::balance;
use super::model::{Fact, Level, Step};
use super::sim::Sim;
use kaissa_rules::{Bitboard, Color, Game, Position, Role};

/// Why a fact does not hold: a sentence for the test's failure message.
pub type Broken = String;

/// Checks one fact: `start` is the level's start, `end` the game once its stored solution is
/// played (for facts about the end).
pub fn check(fact: &Fact, level: &Level, start: &Sim, end: &Game) -> Result<(), Broken> {
    let pos = start.position();
    let us = start.learner;
    let fail = |what: String| Err(format!("{fact:?}: {what}"));
    match *fact {
        Fact::Balance(n) => match balance(pos, us) {
            b if b == n => Ok(()),
            b => fail(format!("the balance is {b}")),
        },
        Fact::Gained(n) => match balance(end.position(), us) - balance(pos, us) {
            g if g == n => Ok(()),
            g => fail(format!("the gain is {g}")),
        },
        Fact::InCheck(side) => {
            let checked = [Color::White, Color::Black].into_iter().find(|&c| in_check(pos, c));
            if checked == side {
                Ok(())
            } else {
                fail(format!("the king in check is {checked:?}"))
            }
        }
        Fact::MovesEach { white, black } => match moves_each(pos) {
            each if each == (white, black) => Ok(()),
            each => fail(format!("the moves are {each:?} (White, Black)")),
        },
        Fact::Occurrences(n) => match start.game.repetitions() {
            r if r == n => Ok(()),
            r => fail(format!("the position stood {r} times")),
        },
        Fact::RepeatsWith(san) => {
            let m = pos.parse_san(san).map_err(|e| format!("{fact:?}: {e:?}"))?;
            if start.game.threefold_moves().contains(&m) && !start.game.can_claim_threefold() {
                Ok(())
            } else {
                fail("the move does not make the third repetition (or one is already there)".to_owned())
            }
        }
        Fact::MoveNumber(n, side) => {
            if pos.fullmoves() == n && pos.turn() == side {
                Ok(())
            } else {
                fail(format!("move {} with {:?} to move", pos.fullmoves(), pos.turn()))
            }
        }
        Fact::MateThreat => {
            let mut theirs = *pos;
            if pos.is_check() {
                return fail("the learner is in check: the other side cannot move now".to_owned());
            }
            theirs.play_null();
            if theirs.legal_moves().iter().any(|&m| theirs.after(m).is_checkmate()) {
                Ok(())
            } else {
                fail("no mate in one for the other side".to_owned())
            }
        }
        Fact::Pinned(sq) => {
            let Some(piece) = pos.board().piece_at(sq) else { return fail("no piece there".to_owned()) };
            if is_pinned(pos, sq, piece.color) {
                Ok(())
            } else {
                fail("the piece is not pinned".to_owned())
            }
        }
        Fact::Protected(sq, want) => {
            let Some(piece) = pos.board().piece_at(sq) else { return fail("no piece there".to_owned()) };
            let protected = pos.attackers_of(sq, piece.color).any();
            if protected == want {
                Ok(())
            } else {
                fail(format!("protected: {protected}"))
            }
        }
        Fact::CaptureDeclined => {
            let can = pos.legal_moves().iter().any(|&m| pos.is_capture(m));
            let captured =
                level.solution.iter().any(|s| matches!(s, Step::Move(san) | Step::Write(san) if san.contains('x')));
            if can && !captured {
                Ok(())
            } else {
                fail(format!("a capture is possible: {can}; the solution captures: {captured}"))
            }
        }
        Fact::Dead => {
            if is_dead(pos) {
                Ok(())
            } else {
                fail("checkmate is not proved impossible".to_owned())
            }
        }
        Fact::MateWithin(plies) => {
            if mate_within(pos, plies) {
                Ok(())
            } else {
                fail("no checkmate within reach".to_owned())
            }
        }
        Fact::Live => {
            if end.position().is_insufficient_material() || end.outcome().is_some() {
                fail(format!("the game ends: {:?}", end.outcome()))
            } else {
                Ok(())
            }
        }
        Fact::Ends(termination) => match end.outcome() {
            Some(o) if o.termination == termination => Ok(()),
            other => fail(format!("the game ends with {other:?}")),
        },
        Fact::Count(role, n) => {
            let b = end.position().board();
            let count = (b.by_color(us) & b.by_role(role)).count();
            if count == n {
                Ok(())
            } else {
                fail(format!("{count} of them"))
            }
        }
        Fact::PromotesIn(side, n) => match moves_to_promote(pos, side) {
            Some(m) if m == n => Ok(()),
            other => fail(format!("the fastest pawn needs {other:?} moves")),
        },
    }
}

/// The fewest moves a pawn of `side` needs to promote with nothing in its way (no piece on the
/// squares ahead of it), `None` when no pawn has a free path.
fn moves_to_promote(pos: &Position, side: Color) -> Option<u32> {
    let b = pos.board();
    let occupied = b.occupied();
    (b.by_color(side) & b.by_role(Role::Pawn))
        .into_iter()
        .filter_map(|sq| {
            let rank = (sq.index() / 8) as i32;
            let (step, last, start) = if side == Color::White { (1, 7, 1) } else { (-1, 0, 6) };
            let distance = (last - rank) * step;
            let free = (1..=distance).all(|i| sq.offset(0, i * step).is_some_and(|s| !occupied.contains(s)));
            let moves = if rank == start { distance - 1 } else { distance };
            free.then_some(moves.unsigned_abs())
        })
        .min()
}

/// Whether the king of `color` is attacked in `pos` (whoever is to move).
fn in_check(pos: &Position, color: Color) -> bool {
    pos.board().king_of(color).is_some_and(|k| pos.attackers_of(k, !color).any())
}

/// The moves White and Black have made since the last capture or pawn move: the half-move
/// clock, split by whose turn it is now (the last of those moves was the other side's).
fn moves_each(pos: &Position) -> (u32, u32) {
    let plies = pos.halfmove_clock();
    let (last, other) = (plies.div_ceil(2), plies / 2);
    match pos.turn() {
        // White to move: Black made the last move.
        Color::White => (other, last),
        Color::Black => (last, other),
    }
}

/// Whether the piece of `color` on `sq` is pinned: taking it off the board would expose its
/// king to an enemy rook, bishop or queen.
fn is_pinned(pos: &Position, sq: kaissa_rules::Square, color: Color) -> bool {
    let Some(king) = pos.board().king_of(color) else { return false };
    if sq == king {
        return false;
    }
    let without = pos.board().occupied() & !Bitboard::from_square(sq);
    let before = pos.board().attackers(king, !color, pos.board().occupied());
    let after = pos.board().attackers(king, !color, without);
    let sliders =
        pos.board().by_role(Role::Rook) | pos.board().by_role(Role::Bishop) | pos.board().by_role(Role::Queen);
    ((after & !before) & sliders).any()
}
