//! The coach (issue 23): a review of a finished game that judges every move by the winning
//! chances it gave away ([`chances`]) and says why a bad one was bad from facts on the board that
//! the search confirms ([`facts`]) — or says nothing beyond "the engine's move was better" when no
//! fact explains it. Plain Rust over the rules core and the search, so the review runs natively
//! in tests and in the app's engine worker alike.
//!
//! A review searches each position of the game once, at a fixed budget ([`Limits`]): the line of
//! the position before a move is what the best move keeps; the line of the position after it (the
//! next one's) is what the move kept, and its first move is the opponent's best reply, which the
//! facts check (the capture of a hung piece, the fork, the mate).
//!
//! ```
//! use kaissa_engine::coach::{review, Judgement};
//! use kaissa_engine::{Limits, ManualClock, Searcher};
//! use kaissa_rules::Position;
//!
//! // 1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6?? 4. Qxf7#: Black's third move does nothing against the
//! // mate White threatened.
//! let start = Position::startpos();
//! let mut pos = start;
//! let mut moves = Vec::new();
//! for san in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"] {
//!     let m = pos.parse_san(san).unwrap();
//!     moves.push(m);
//!     pos = pos.after(m);
//! }
//! let plies = review(&mut Searcher::new(4), &start, &moves, Limits::depth(6), &ManualClock::default());
//! assert_eq!(plies[5].judgement, Judgement::Blunder);
//! assert_eq!(plies[5].reason.as_ref().map(|r| r.code()), Some("ignores-threat"));
//! ```

pub mod chances;
pub mod facts;

pub use chances::{accuracy, centipawns, changes_result, for_other_side, judge, move_accuracy, win_chances, Judgement};
pub use facts::{explain, Hang, Line, Reason, Threat, HANG_MARGIN};

use crate::{Clock, Limits, Searcher};
use kaissa_rules::{Move, Position};

/// The review's budget per position, in nodes: fixed, so that a review says the same on every
/// device, and small enough that a 40-move game (81 positions) takes well under a minute in a
/// phone's browser (the README's Size and speed section has the figures).
pub const REVIEW_NODES: u64 = 60_000;

/// The search's line for `pos` at `limits` (`history`: the hashes of the positions before it, for
/// repetitions). A position with no move gets an empty line: mated (mate 0) or a draw.
#[must_use]
pub fn analyse(searcher: &mut Searcher, pos: &Position, history: &[u64], limits: Limits, clock: &dyn Clock) -> Line {
    if !pos.has_legal_moves() {
        let score = if pos.is_check() { crate::Score::Mate(0) } else { crate::Score::Cp(0) };
        return Line { score, pv: Vec::new() };
    }
    let result = searcher.search(pos, history, limits, clock, &mut || false);
    let mut pv = result.pv;
    if pv.is_empty() {
        pv.extend(result.best_move);
    }
    Line { score: result.score, pv }
}

/// One move of a reviewed game.
#[derive(Clone, Debug, PartialEq)]
pub struct PlyReview {
    /// The move.
    pub played: Move,
    /// How good it was.
    pub judgement: Judgement,
    /// Its accuracy, in percent (the mover's winning chances it kept).
    pub accuracy: f64,
    /// Why it was bad, when a fact says so (only for an inaccuracy, a mistake or a blunder).
    pub reason: Option<Reason>,
    /// The search's line before it, for the mover: what was better, and the score it kept.
    pub best: Line,
    /// The score after it, for the mover.
    pub after: crate::Score,
}

/// Reviews the game of `moves` from `start` (each legal in turn), searching each position at
/// `limits`: one [`PlyReview`] per move. The first pass of the app's review only: the app's
/// (`kaissa_app_core::coach::ReviewRun`) then looks again at its mistakes and blunders and
/// confirms its hung pieces.
#[must_use]
pub fn review(
    searcher: &mut Searcher,
    start: &Position,
    moves: &[Move],
    limits: Limits,
    clock: &dyn Clock,
) -> Vec<PlyReview> {
    let positions = positions_of(start, moves);
    let hashes: Vec<u64> = positions.iter().map(Position::hash).collect();
    // Each position on its own, without the game's history: a position met before would score 0
    // (a repetition the search can steer into) in one search and not in the next, and the review
    // would call the difference a blunder. Repetitions are a fact of their own
    // (`Reason::RepeatsWhileWinning`).
    let lines: Vec<Line> = positions.iter().map(|pos| analyse(searcher, pos, &[], limits.clone(), clock)).collect();
    (0..moves.len())
        .map(|i| ply_review(&positions[i], moves[i], &lines[i], &lines[i + 1], &hashes[..=i + 1], None))
        .collect()
}

/// The positions of the game of `moves` from `start`: the first, then one after each move.
#[must_use]
pub fn positions_of(start: &Position, moves: &[Move]) -> Vec<Position> {
    let mut positions = Vec::with_capacity(moves.len() + 1);
    positions.push(*start);
    for &m in moves {
        let last = positions[positions.len() - 1];
        positions.push(last.after(m));
    }
    positions
}

/// Whether a reviewed move is worth a second, deeper look before the review says so: a mistake,
/// a blunder, or a piece said to hang (a short search sees a capture that a deeper one refutes).
#[must_use]
pub fn needs_second_look(r: &PlyReview) -> bool {
    matches!(r.judgement, Judgement::Mistake | Judgement::Blunder)
        || matches!(r.reason, Some(Reason::HangsPiece { .. }))
}

/// The replies to search to confirm the hung piece of `r` (the review of the move that led to
/// `after`, the position whose search's line is `line`): every legal reply but the line's
/// capture. `None` when `r` names no hung piece. An empty list: the capture is the only reply.
#[must_use]
pub fn hang_to_confirm(r: &PlyReview, after: &Position, line: &Line) -> Option<Vec<Move>> {
    let reply = line.best().filter(|_| matches!(r.reason, Some(Reason::HangsPiece { .. })))?;
    Some(after.legal_moves().iter().copied().filter(|&m| m != reply).collect())
}

/// The review of the move `played` from `before`, given the lines of the positions before and
/// after it, the hashes of the game's positions up to the one it reaches, and the score of the
/// best reply other than the line's capture when it was searched ([`explain`]'s `other`).
#[must_use]
pub fn ply_review(
    before: &Position,
    played: Move,
    best: &Line,
    after: &Line,
    hashes: &[u64],
    other: Option<crate::Score>,
) -> PlyReview {
    let kept = for_other_side(after.score);
    // A move that mates is the best there is, whichever mate the search's line had.
    let mates = after.score == crate::Score::Mate(0) && after.pv.is_empty();
    let mut judgement = judge(best.score, kept, mates || best.best() == Some(played));
    let (now, earlier) = hashes.split_last().map_or((0, &[][..]), |(h, e)| (*h, e));
    let repeats = earlier.iter().filter(|&&h| h == now).count() >= 2;
    let reason = if judgement.is_error() { explain(before, played, best, after, repeats, other) } else { None };
    let by_mate = matches!(best.score, crate::Score::Mate(_)) || matches!(kept, crate::Score::Mate(_));
    let by_promotion = matches!(reason, Some(Reason::AllowsPromotion { .. }));
    if judgement == Judgement::Blunder
        && !by_mate
        && !by_promotion
        && (minor_piece_ending(before) || minor_piece_ending(&before.after(played)) || fifty_moves_near(before))
    {
        judgement = Judgement::Mistake;
    }
    PlyReview { played, judgement, accuracy: move_accuracy(best.score, kept), reason, best: best.clone(), after: kept }
}

/// Whether the fifty-move rule is near in `pos` (fewer than ten moves of each side before a draw
/// can be claimed): whether a win can still be forced in time is then beyond a short search, and
/// the review calls no move a blunder there unless a mate decides it (a rook "given away" on move
/// 154 with the draw twelve moves off was no loss at all, by Stockfish).
#[must_use]
pub fn fifty_moves_near(pos: &Position) -> bool {
    pos.halfmove_clock() >= 80
}

/// Whether `pos` is an ending of kings, pawns and at most two knights or bishops in all, or of
/// minor pieces without pawns: where the result turns on what the evaluation does not know
/// (which corner a king can reach, the colour of a bishop against a rook's pawn, a king's race
/// to a pawn: what endgame tablebases know) more than on the material, so the review calls no move there a blunder unless a mate or
/// a promotion decides it — a mistake at most. Measured against Stockfish, the blunders it did
/// call there were the ones it got wrong most often (scripts/coach-agreement.py).
#[must_use]
pub fn minor_piece_ending(pos: &Position) -> bool {
    use kaissa_rules::Role;
    let b = pos.board();
    if (b.by_role(Role::Rook) | b.by_role(Role::Queen)).any() {
        return false;
    }
    (b.by_role(Role::Knight) | b.by_role(Role::Bishop)).count() <= 2 || !b.by_role(Role::Pawn).any()
}

/// The guard's budget per search, in nodes: small, so that the check is done in well under
/// 100 ms on a phone (two searches).
pub const GUARD_NODES: u64 = 20_000;

/// The blunder guard for beginners (issue 23): before the learner's move `m` (legal in `before`)
/// is played against the computer, whether it hangs a piece worth 3 or more (a knight, bishop,
/// rook or queen: the reply takes it and the exchange loses it) or allows a mate in one or two —
/// the one fact to warn about, or `None`. Two small searches: the position before (what the best
/// move keeps) and after (the reply); [`guard_verdict`] judges them.
#[must_use]
pub fn guard(searcher: &mut Searcher, before: &Position, m: Move, limits: Limits, clock: &dyn Clock) -> Option<Reason> {
    let next = before.after(m);
    let after = analyse(searcher, &next, &[], limits.clone(), clock);
    let best = analyse(searcher, before, &[], limits, clock);
    guard_verdict(before, m, &best, &after)
}

/// The guard's judgement of the move `m` from the search's lines of the position `before` it
/// (`best`) and after it (`after`): a hung piece worth 3 or more, or a mate in one or two
/// allowed; nothing where the position was lost by force anyway. Apart from the searches so
/// that the app can run them as plain UCI in its engine worker and judge here, off the worker.
#[must_use]
pub fn guard_verdict(before: &Position, m: Move, best: &Line, after: &Line) -> Option<Reason> {
    if matches!(best.score, crate::Score::Mate(..=0)) {
        // Lost by force whatever is played: nothing to warn about.
        return None;
    }
    match explain(before, m, best, after, false, None)? {
        r @ (Reason::AllowsMate { moves: 1..=2, .. } | Reason::IgnoresThreat { kind: Threat::Mate, .. }) => Some(r),
        r @ Reason::HangsPiece { role, .. } if role != kaissa_rules::Role::Pawn => Some(r),
        _ => None,
    }
}

#[cfg(test)]
mod tests;
