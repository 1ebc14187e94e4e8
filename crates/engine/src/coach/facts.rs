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
        /// No recapture is possible.
        free: bool,
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

impl Reason {
    /// The stable code (`data-reason`).
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            Reason::HangsPiece { .. } => "hangs-piece",
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
    if let (Score::Mate(m @ 1..), Some(first)) = (after.score, after.best()) {
        if !lost_already {
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
                return Some(Reason::HangsPiece { square: piece_square(&next, reply, square), role, by, free });
            }
        }
        if let Some((role, targets)) = fork_of(&next, reply) {
            return Some(Reason::AllowsFork { reply, role, targets });
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
            if missed >= SEE_VALUE[Role::Knight.index()] - 20
                || (missed >= SEE_VALUE[Role::Pawn.index()] && role == Role::Pawn)
            {
                let free = gain(b) >= SEE_VALUE[role.index()];
                return Some(Reason::MissesMaterial { best: b, square: piece_square(before, b, b.to()), role, free });
            }
        }
        if let Some((role, targets)) = fork_of(before, b) {
            if fork_of(before, played).is_none() {
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

/// The square of the piece that the capture `m` in `pos` takes: its destination, or the pawn
/// beside it taken en passant.
fn piece_square(pos: &Position, m: Move, to: Square) -> Square {
    if pos.is_en_passant(m) {
        Square::from_coords(to.file(), m.from().rank())
    } else {
        to
    }
}
