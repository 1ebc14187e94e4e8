//! Why a move was bad, as a fact on the board that the search confirms: the coach never says
//! more than the rules core and the search can show. Each [`Reason`] is found by the rules (what
//! attacks what, what a capture wins by exchange, stalemate, castling rights) and tied to the
//! search's line (its reply is the capture, the fork, the mate); when no fact explains a move's
//! cost, [`explain`] gives nothing, and the review says only that the engine's move was better.

use super::chances::centipawns;
use crate::eval::SEE_VALUE;
use crate::ordering::see;
use crate::Score;
use kaissa_rules::attacks::attacks;
use kaissa_rules::{Color, Move, Position, Role, Square};

/// The search's view of one position: its score for the side to move there, and its line (the
/// best move first). Empty when the side to move has no move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The score, for the side to move.
    pub score: Score,
    /// The principal variation, best move first.
    pub pv: Vec<Move>,
}

impl Line {
    /// The best move, if there is one.
    #[must_use]
    pub fn best(&self) -> Option<Move> {
        self.pv.first().copied()
    }
}

/// A fact that explains why a move cost what it did, with what the words need.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The move leaves a piece to be taken: the search's reply takes it and the exchange loses
    /// material (`free`: nothing can take back).
    HangsPiece {
        /// Where the piece stands.
        square: Square,
        /// The piece.
        role: Role,
        /// The opponent's piece that takes it.
        by: Role,
        /// Where that piece stands (the words name it: "the bishop on g7 takes it", not only
        /// "the bishop", when there are two).
        from: Square,
        /// No recapture is possible.
        free: bool,
        /// How it came to hang, as far as the board shows: the fact a beginner can see.
        cause: Hang,
    },
    /// The opponent threatened something before the move, and the move does nothing against
    /// it: the threat (a mate in one, a fork) still works, and the search's reply is it.
    IgnoresThreat {
        /// The threatened move, the search's reply.
        threat: Move,
        /// What it does.
        kind: Threat,
    },
    /// The move allows a forced mate: in `moves` moves, starting with `first`.
    AllowsMate {
        /// The mate's length, in the opponent's moves.
        moves: u32,
        /// The opponent's first move of it.
        first: Move,
    },
    /// The position had a forced mate that the move lets go: in `moves`, starting with `best`.
    MissesMate {
        /// The mate's length, in the mover's moves.
        moves: u32,
        /// The first move of the mate.
        best: Move,
    },
    /// The move stalemates the opponent where a mate was there to be had (`best` begins it).
    StalemateNotMate {
        /// The first move of the mate.
        best: Move,
    },
    /// The search's move wins material that the move played leaves: a piece to take on
    /// `square` (`free`: for nothing).
    MissesMaterial {
        /// The move that wins it.
        best: Move,
        /// Where the piece to win stands.
        square: Square,
        /// The piece.
        role: Role,
        /// It could be taken for nothing.
        free: bool,
    },
    /// The search's move forks two pieces (or the king and a piece) that the move played leaves.
    MissesFork {
        /// The forking move.
        best: Move,
        /// The piece that forks.
        role: Role,
        /// Two of the squares it attacks.
        targets: [Square; 2],
    },
    /// The move lets the opponent fork two pieces (or the king and a piece): the search's reply.
    AllowsFork {
        /// The forking reply.
        reply: Move,
        /// The piece that forks.
        role: Role,
        /// Two of the squares it attacks.
        targets: [Square; 2],
    },
    /// The move lets an opponent's pawn promote: in the search's line, soon after.
    AllowsPromotion {
        /// The promoting move.
        promotion: Move,
    },
    /// The move gives up the right to castle, where the search's move keeps it.
    GivesUpCastling,
    /// The move repeats the position a third time (a draw to claim) in a won position.
    RepeatsWhileWinning,
}

/// How a piece came to hang ([`Reason::HangsPiece`]): what a beginner's mistakes are made of,
/// each read off the board before and after the move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Hang {
    /// The move put the piece where it is taken.
    Moved,
    /// The piece was attacked before the move (taking it then would have won material too), and
    /// the move left it where it was.
    LeftAttacked,
    /// The piece that moved defended it from `was` (taking it then would not have won), and
    /// defends it no more.
    DefenderMoved {
        /// The defender.
        defender: Role,
        /// Where it stood.
        was: Square,
    },
    /// Otherwise (a line opened, a pin): the capture and its exchange are the fact.
    Other,
}

/// What a threat the move did not answer does ([`Reason::IgnoresThreat`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Threat {
    /// It mates at once.
    Mate,
    /// It forks two pieces (or the king and a piece), and the fork wins.
    Fork {
        /// The piece that forks.
        role: Role,
        /// Two of the squares it attacks.
        targets: [Square; 2],
    },
}

impl Reason {
    /// The stable code (`data-reason`).
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            Reason::HangsPiece { cause: Hang::Moved, .. } => "moves-into-capture",
            Reason::HangsPiece { cause: Hang::LeftAttacked, .. } => "leaves-attacked",
            Reason::HangsPiece { cause: Hang::DefenderMoved { .. }, .. } => "removes-defender",
            Reason::HangsPiece { cause: Hang::Other, .. } => "hangs-piece",
            Reason::IgnoresThreat { .. } => "ignores-threat",
            Reason::AllowsMate { .. } => "allows-mate",
            Reason::MissesMate { .. } => "misses-mate",
            Reason::StalemateNotMate { .. } => "stalemate-not-mate",
            Reason::MissesMaterial { .. } => "misses-material",
            Reason::MissesFork { .. } => "misses-fork",
            Reason::AllowsFork { .. } => "allows-fork",
            Reason::AllowsPromotion { .. } => "allows-promotion",
            Reason::GivesUpCastling => "gives-up-castling",
            Reason::RepeatsWhileWinning => "repeats-while-winning",
        }
    }
}

/// The squares of `them`'s pieces that the piece on `sq` (of `us`) attacks in `pos` and that a
/// fork wins: the king, a piece worth more than the forker, or one nobody defends.
fn fork_targets(pos: &Position, sq: Square, us: Color) -> Vec<Square> {
    let b = pos.board();
    let Some(role) = b.role_at(sq) else { return Vec::new() };
    let worth = SEE_VALUE[role.index()];
    let hit = attacks(us, role, sq, b.occupied()) & b.by_color(!us);
    hit.squares()
        .filter(|&t| {
            let Some(target) = b.role_at(t) else { return false };
            target == Role::King
                || SEE_VALUE[target.index()] > worth
                || (target != Role::Pawn && !b.is_attacked(t, !us, b.occupied().without(sq)))
        })
        .collect()
}

/// The fork that the move `m` (by the side to move in `pos`) makes, if it makes one: the piece
/// and two of its targets.
fn fork_of(pos: &Position, m: Move) -> Option<(Role, [Square; 2])> {
    let us = pos.turn();
    let after = pos.after(m);
    let targets = fork_targets(&after, m.to(), us);
    let role = after.board().role_at(m.to())?;
    match targets.as_slice() {
        [a, b, ..] => Some((role, [*a, *b])),
        _ => None,
    }
}

/// [`fork_of`] for the tests.
#[cfg(test)]
pub(super) fn fork_of_pub(pos: &Position, m: Move) -> Option<(Role, [Square; 2])> {
    fork_of(pos, m)
}

/// How much better than every other reply the capture of a piece must be, in centipawns, by the
/// search, for the review to say the piece hangs: a minor piece's worth. Less, and a stronger
/// engine may well prefer another reply (a check first, a bigger threat, or in an ending that is
/// won or drawn anyway, a quieter move): measured against Stockfish, scripts/coach-agreement.py.
pub const HANG_MARGIN: i32 = 300;

/// Why the move `played` (legal in `before`) cost what it did, if a fact says so: `best` is the
/// search's view of `before` (its score for the mover), `after` its view of the position after
/// `played` (for the opponent, to move there), and `repeats` whether `played` repeats the
/// position a third time. `other` is the search's score, for the opponent, of their best reply
/// other than the line's capture, when that was searched: a piece is then said to hang only if
/// taking it beats every other reply by [`HANG_MARGIN`]. `None` (not searched: the guard's quick
/// check, the review's first pass) takes the exchange and the scores as enough. The first fact
/// that holds, in this order: a stalemate or a missed mate, an allowed mate, a piece hung, a fork
/// or a promotion allowed, material or a fork missed, a won position repeated, castling given up.
#[must_use]
pub fn explain(
    before: &Position,
    played: Move,
    best: &Line,
    after: &Line,
    repeats: bool,
    other: Option<Score>,
) -> Option<Reason> {
    let us = before.turn();
    let next = before.after(played);
    let best_move = best.best();
    if let (Score::Mate(n @ 1..), Some(b)) = (best.score, best_move) {
        if b != played {
            if next.is_stalemate() {
                return Some(Reason::StalemateNotMate { best: b });
            }
            let still_mating = matches!(after.score, Score::Mate(..=0));
            if !still_mating {
                return Some(Reason::MissesMate { moves: n.unsigned_abs(), best: b });
            }
        }
    }
    let lost_already = matches!(best.score, Score::Mate(..=0));
    let passed = passed(before);
    if let (Score::Mate(m @ 1..), Some(first)) = (after.score, after.best()) {
        if !lost_already {
            // A mate in one that was there before the move too: the threat not answered.
            let threatened = passed.is_some_and(|p| p.is_legal(first) && p.after(first).is_checkmate());
            if m == 1 && threatened && next.after(first).is_checkmate() {
                return Some(Reason::IgnoresThreat { threat: first, kind: Threat::Mate });
            }
            return Some(Reason::AllowsMate { moves: m.unsigned_abs(), first });
        }
    }
    if let Some(reply) = after.best() {
        // What the reply wins by exchange, less what the move itself won: the material the two
        // plies cost the mover.
        let won = if before.is_capture(played) || played.promotion().is_some() { see(before, played) } else { 0 };
        if let Some(role) = next.captured_role(reply) {
            let lost = see(&next, reply) - won.max(0);
            // And the search's scores show the loss, half of it at least (a piece that can be
            // taken in a drawn ending, or whose capture walks into something, is not "hung").
            let shown = centipawns(best.score) + centipawns(after.score);
            let clearly_best = other.is_none_or(|o| centipawns(after.score) - centipawns(o) >= HANG_MARGIN);
            if lost >= SEE_VALUE[Role::Pawn.index()] && 2 * shown >= lost && clearly_best {
                let by = next.board().role_at(reply.from()).unwrap_or(Role::Pawn);
                let square = reply.to();
                let then = next.after(reply);
                let free = !then.board().is_attacked(square, us, then.board().occupied());
                let square = piece_square(&next, reply, square);
                let cause = hang_cause(before, played, passed.as_ref(), reply, square);
                return Some(Reason::HangsPiece { square, role, by, from: reply.from(), free, cause });
            }
        }
        if let Some((role, targets)) = fork_of(&next, reply) {
            if fork_wins(&next.after(reply), reply.to(), targets, after.pv.get(1..).unwrap_or(&[])) {
                // The fork was there to play before the move as well: the threat not answered.
                if passed.is_some_and(|p| p.is_legal(reply) && fork_of(&p, reply).is_some()) {
                    return Some(Reason::IgnoresThreat { threat: reply, kind: Threat::Fork { role, targets } });
                }
                return Some(Reason::AllowsFork { reply, role, targets });
            }
        }
        // The opponent's moves of the line's first three plies: a promotion there that the best
        // line does not allow.
        let promotes = |line: &[Move], theirs_first: bool| {
            line.iter()
                .take(3)
                .enumerate()
                .find(|(i, m)| (i % 2 == 0) == theirs_first && m.promotion().is_some())
                .map(|(_, m)| *m)
        };
        if let Some(promotion) = promotes(&after.pv, true) {
            if promotes(best.pv.get(1..).unwrap_or(&[]), true).is_none() {
                return Some(Reason::AllowsPromotion { promotion });
            }
        }
    }
    if let Some(b) = best_move.filter(|&b| b != played) {
        let gain = |m: Move| if before.is_capture(m) { see(before, m) } else { 0 };
        if let Some(role) = before.captured_role(b) {
            let missed = gain(b) - gain(played).max(0);
            // And the search's scores show that leaving it cost a pawn at least (in an ending a
            // piece may be worth less than its material, never nothing).
            let shown = centipawns(best.score) + centipawns(after.score);
            if (missed >= SEE_VALUE[Role::Knight.index()] - 20
                || (missed >= SEE_VALUE[Role::Pawn.index()] && role == Role::Pawn))
                && shown >= SEE_VALUE[Role::Pawn.index()]
            {
                let free = gain(b) >= SEE_VALUE[role.index()];
                return Some(Reason::MissesMaterial { best: b, square: piece_square(before, b, b.to()), role, free });
            }
        }
        if let Some((role, targets)) = fork_of(before, b) {
            let wins = fork_wins(&before.after(b), b.to(), targets, best.pv.get(1..).unwrap_or(&[]));
            if wins && fork_of(before, played).is_none() {
                return Some(Reason::MissesFork { best: b, role, targets });
            }
        }
    }
    let winning = match best.score {
        Score::Cp(cp) => cp >= 200,
        Score::Mate(n) => n > 0,
    };
    if repeats && winning {
        return Some(Reason::RepeatsWhileWinning);
    }
    let rights = |p: &Position| p.castling_rights().has_color(us);
    let castles = before.castling_side(played).is_some();
    if rights(before) && !rights(&next) && !castles {
        if let Some(b) = best_move {
            if rights(&before.after(b)) || before.castling_side(b).is_some() {
                return Some(Reason::GivesUpCastling);
            }
        }
    }
    None
}

/// `pos` with the turn passed (what the opponent threatened there); `None` in check.
fn passed(pos: &Position) -> Option<Position> {
    (!pos.is_check()).then(|| {
        let mut p = *pos;
        p.play_null();
        p
    })
}

/// How the piece on `square` came to hang, taken by `reply` after `played` (from `before`;
/// `passed`: `before` with the turn passed): put there by the move; attacked before and left
/// (the same capture won material then); or defended by the piece that moved (the same capture
/// did not win then), which defends it no more.
fn hang_cause(before: &Position, played: Move, passed: Option<&Position>, reply: Move, square: Square) -> Hang {
    let us = before.turn();
    if square == played.to() && before.castling_side(played).is_none() {
        return Hang::Moved;
    }
    let Some(passed) = passed.filter(|p| p.is_legal(reply) && p.captured_role(reply).is_some()) else {
        return Hang::Other;
    };
    if see(passed, reply) >= SEE_VALUE[Role::Pawn.index()] {
        return Hang::LeftAttacked;
    }
    let b = before.board();
    let Some(defender) = b.role_at(played.from()) else { return Hang::Other };
    let defended = attacks(us, defender, played.from(), b.occupied()).contains(square);
    let next = before.after(played);
    let nb = next.board();
    let still = nb.role_at(played.to()).is_some_and(|r| attacks(us, r, played.to(), nb.occupied()).contains(square));
    if defended && !still {
        Hang::DefenderMoved { defender, was: played.from() }
    } else {
        Hang::Other
    }
}

/// Whether the fork on `sq` in `pos` (reached by the forking move; the other side to move)
/// wins what it attacks after the best defence: nothing takes the forker without losing on the
/// exchange (a queen "fork" that the king takes back is a trade), and the search's line from
/// here, `rest` (the defence, then the forker's side's move), takes one of the `targets`.
fn fork_wins(pos: &Position, sq: Square, targets: [Square; 2], rest: &[Move]) -> bool {
    let takes_forker = pos.legal_moves().iter().any(|&m| m.to() == sq && pos.is_capture(m) && see(pos, m) >= 0);
    if takes_forker {
        return false;
    }
    let [defence, win, ..] = rest else { return false };
    if !pos.is_legal(*defence) {
        return false;
    }
    let then = pos.after(*defence);
    then.is_legal(*win) && then.captured_role(*win).is_some() && targets.contains(&win.to())
}

/// The square of the piece that the capture `m` in `pos` takes: its destination, or the pawn
/// beside it taken en passant.
fn piece_square(pos: &Position, m: Move, to: Square) -> Square {
    if pos.is_en_passant(m) {
        Square::from_coords(to.file(), m.from().rank())
    } else {
        to
    }
}
