//! The blunder profile: how often a move loses one or three pawns by the full engine's
//! judgement, in balanced and in lost positions.

use crate::data::Sample;
use kaissa_engine::{Limits, ManualClock, Score, Searcher};
use kaissa_rules::Move;
use std::collections::HashMap;

/// Evaluations are clamped to ±15 pawns, so that a mate in 5 against a mate in 7, or +20
/// against +30, is not counted as a loss.
pub const CLAMP: i32 = 1500;
/// A loss of at least this many centipawns is a mistake ("loses a pawn").
pub const ONE_PAWN: i32 = 100;
/// A loss of at least this many centipawns is a blunder ("loses three pawns").
pub const THREE_PAWNS: i32 = 300;

/// What the position was like for the mover before the move, by the judge's evaluation.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Context {
    /// Within two pawns either way (|eval| < 200 cp).
    Balanced,
    /// The mover is at least three pawns down (eval ≤ −300 cp).
    Lost,
    /// Anything else (ahead by two pawns or more, or between −3 and −2 pawns).
    Other,
}

impl Context {
    /// The context of a position the mover's judge evaluates at `before` centipawns.
    #[must_use]
    pub fn of(before: i32) -> Context {
        if before.abs() < 200 {
            Context::Balanced
        } else if before <= -300 {
            Context::Lost
        } else {
            Context::Other
        }
    }
}

/// Centipawns a move loses: the judge's evaluation before it less the evaluation after it,
/// both from the mover's side and clamped to ±[`CLAMP`], never below zero.
#[must_use]
pub fn loss(before: i32, after: i32) -> i32 {
    (before.clamp(-CLAMP, CLAMP) - after.clamp(-CLAMP, CLAMP)).max(0)
}

/// Counts of moves and of the moves that lost one and three pawns.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Profile {
    /// Moves counted.
    pub moves: u64,
    /// Of them, moves losing at least a pawn.
    pub lose1: u64,
    /// Of them, moves losing at least three pawns.
    pub lose3: u64,
}

impl Profile {
    /// Counts one move that lost `loss` centipawns.
    pub fn add(&mut self, loss: i32) {
        self.moves += 1;
        self.lose1 += u64::from(loss >= ONE_PAWN);
        self.lose3 += u64::from(loss >= THREE_PAWNS);
    }

    /// Moves losing a pawn or more, per 100 moves (0 when none was counted).
    #[must_use]
    pub fn per100_1(&self) -> f64 {
        per100(self.lose1, self.moves)
    }

    /// Moves losing three pawns or more, per 100 moves.
    #[must_use]
    pub fn per100_3(&self) -> f64 {
        per100(self.lose3, self.moves)
    }
}

fn per100(k: u64, n: u64) -> f64 {
    if n == 0 {
        0.0
    } else {
        100.0 * k as f64 / n as f64
    }
}

/// A score in centipawns from the side to move's view; mates become ±[`CLAMP`].
#[must_use]
pub fn centipawns(score: Score) -> i32 {
    // The coach's reading of a score (a mate as its ±MATE_CP), clamped to this tool's range.
    kaissa_engine::coach::centipawns(score).clamp(-CLAMP, CLAMP)
}

/// The full engine as judge: a fixed number of nodes from a fresh table for every position, so
/// a judgement does not depend on what was judged before it. Remembers what it judged.
pub struct Judge {
    searcher: Searcher,
    nodes: u64,
    cache: HashMap<(u64, usize, Option<Move>), i32>,
}

impl Judge {
    /// A judge searching `nodes` nodes per position.
    #[must_use]
    pub fn new(nodes: u64) -> Judge {
        Judge { searcher: Searcher::new(4), nodes, cache: HashMap::new() }
    }

    /// The mover's evaluation of the sample's position (`None`) or of the position after `m`,
    /// in centipawns from the mover's side.
    pub fn eval(&mut self, s: &Sample, m: Option<Move>) -> i32 {
        let key = (s.pos.hash(), s.history.len(), m);
        if let Some(&v) = self.cache.get(&key) {
            return v;
        }
        self.searcher.new_game(0);
        let clock = ManualClock::default();
        let v = match m {
            None => {
                let r = self.searcher.search(&s.pos, &s.history, Limits::nodes(self.nodes), &clock, &mut || false);
                centipawns(r.score)
            }
            Some(m) => {
                let mut history = s.history.clone();
                history.push(s.pos.hash());
                let after = s.pos.after(m);
                let r = self.searcher.search(&after, &history, Limits::nodes(self.nodes), &clock, &mut || false);
                -centipawns(r.score)
            }
        };
        self.cache.insert(key, v);
        v
    }

    /// The context of the sample's position and the centipawns `m` loses there.
    pub fn judge(&mut self, s: &Sample, m: Move) -> (Context, i32) {
        // The position's value is its own search's, the same whichever move is judged, so the
        // people and every level are counted in the same positions of each context (a move the
        // search before it did not see through can then look better: no loss).
        let before = self.eval(s, None);
        let after = self.eval(s, Some(m));
        (Context::of(before), loss(before, after))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kaissa_rules::Position;

    #[test]
    fn contexts_split_at_two_and_three_pawns() {
        assert_eq!(Context::of(0), Context::Balanced);
        assert_eq!(Context::of(199), Context::Balanced);
        assert_eq!(Context::of(-199), Context::Balanced);
        assert_eq!(Context::of(200), Context::Other);
        assert_eq!(Context::of(-200), Context::Other);
        assert_eq!(Context::of(-299), Context::Other);
        assert_eq!(Context::of(-300), Context::Lost);
        assert_eq!(Context::of(-CLAMP), Context::Lost);
    }

    #[test]
    fn losses_are_clamped_and_classified() {
        assert_eq!(loss(50, -60), 110);
        assert_eq!(loss(-60, 50), 0);
        assert_eq!(loss(CLAMP, 20_000), 0);
        assert_eq!(loss(30_000, 1_400), 100);
        let mut p = Profile::default();
        for l in [0, 99, 100, 299, 300, 1000] {
            p.add(l);
        }
        assert_eq!(p, Profile { moves: 6, lose1: 4, lose3: 2 });
        assert!((p.per100_1() - 66.666).abs() < 0.01);
        assert!((p.per100_3() - 33.333).abs() < 0.01);
        assert_eq!(Profile::default().per100_1(), 0.0);
        assert_eq!(centipawns(Score::Mate(3)), CLAMP);
        assert_eq!(centipawns(Score::Mate(-1)), -CLAMP);
        assert_eq!(centipawns(Score::Cp(-40)), -40);
    }

    #[test]
    fn the_judge_sees_a_queen_given_away() {
        // A queen against a rook: Qxa7 is answered by Rxa7, a queen for a pawn.
        let pos = Position::from_fen("r5k1/p4ppp/8/8/3Q4/8/5PPP/6K1 w - - 0 1").unwrap();
        let s =
            Sample { game: 1, ply: 20, pos, history: Vec::new(), played: pos.parse_san("Qxa7").unwrap(), elo: 1000 };
        let mut judge = Judge::new(20_000);
        let (context, lost) = judge.judge(&s, s.played);
        assert_eq!(context, Context::Other, "a queen against a rook is not balanced");
        assert!(lost >= THREE_PAWNS, "{lost}");
        let (_, kept) = judge.judge(&s, s.pos.parse_san("Qd2").unwrap());
        assert!(kept < THREE_PAWNS, "a quiet queen move is no blunder: {kept}");
    }
}
