//! How good a move was, from the search's scores before and after it: winning chances, the
//! judgement of a move by how much of them it gave away, and a game's accuracy.
//!
//! The scale is lichess's (`Advice.scala`, `AccuracyPercent.scala`): a centipawn score becomes
//! winning chances in [-1, 1] by a logistic curve, and a move is an inaccuracy, a mistake or a
//! blunder when it gives away at least 0.1, 0.2 or 0.3 of them. Mates are judged apart: walking
//! into a forced mate or letting one slip is never hidden by a centipawn curve.

use crate::Score;

/// The logistic curve's steepness (per centipawn): +400 cp is about 0.66 winning chances.
const STEEPNESS: f64 = 0.004;

/// The centipawns a mate counts as on the curve (far beyond any material).
pub const MATE_CP: i32 = 10_000;

/// Winning chances of a score, from the point of view of the side it is for: -1 (lost) to 1
/// (won), 0 even.
#[must_use]
pub fn win_chances(score: Score) -> f64 {
    2.0 / (1.0 + (-STEEPNESS * f64::from(centipawns(score))).exp()) - 1.0
}

/// The turn's point of view turned over: the score of a position for the side that is not to
/// move (the search scores for the side to move; a move's mover is the other side after it).
#[must_use]
pub fn for_other_side(score: Score) -> Score {
    match score {
        Score::Cp(cp) => Score::Cp(-cp),
        // A side mated now (mate 0) means the other has mated: as won as a mate in one (a
        // negated 0 would read as mated, and a mating move would be judged a blunder).
        Score::Mate(0) => Score::Mate(1),
        // Mate in n for the side to move is mated in n for the other, and so on.
        Score::Mate(n) => Score::Mate(-n),
    }
}

/// What a move was, as the review marks it (`data-judgement`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Judgement {
    /// The engine's own move, or one as good.
    Best,
    /// Gave away less than an inaccuracy's worth.
    Good,
    /// A move of the opening book (judged by the list of openings, not here).
    Book,
    /// Gave away at least 0.1 of the winning chances.
    Inaccuracy,
    /// At least 0.2.
    Mistake,
    /// At least 0.3 and two pawns, turning a game that was not lost into a lost one or a won
    /// one into one that is not ([`changes_result`]); or walked into a forced mate, or let a
    /// forced mate slip where the game is no longer won.
    Blunder,
}

impl Judgement {
    /// The stable code (`data-judgement`).
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Judgement::Best => "best",
            Judgement::Good => "good",
            Judgement::Book => "book",
            Judgement::Inaccuracy => "inaccuracy",
            Judgement::Mistake => "mistake",
            Judgement::Blunder => "blunder",
        }
    }

    /// Whether the review lists and explains it (an inaccuracy, a mistake, a blunder).
    #[must_use]
    pub const fn is_error(self) -> bool {
        matches!(self, Judgement::Inaccuracy | Judgement::Mistake | Judgement::Blunder)
    }
}

/// Drops of winning chances from which a move is an inaccuracy, a mistake, a blunder.
pub const THRESHOLDS: [f64; 3] = [0.1, 0.2, 0.3];

/// The judgement of a move from `best` (the search's score of the position before it, for the
/// mover: what the best move keeps) and `after` (its score of the position after the move, also
/// for the mover), and whether the move was the search's best one.
#[must_use]
pub fn judge(best: Score, after: Score, was_best: bool) -> Judgement {
    if was_best {
        return Judgement::Best;
    }
    match (best, after) {
        // Walked into a forced mate from a position that was not lost: by force, or by a margin
        // where a short search may not see the mate yet (a rook down, the mate was coming anyway;
        // the curve judges that).
        (Score::Cp(-299..) | Score::Mate(1..), Score::Mate(..=0)) => return Judgement::Blunder,
        // Let a forced mate go.
        (Score::Mate(1..), Score::Cp(cp)) => {
            return if cp >= 700 {
                // Still winning easily: the mate was only the quicker way.
                Judgement::Inaccuracy
            } else if cp >= 300 {
                Judgement::Mistake
            } else {
                Judgement::Blunder
            };
        }
        // A longer mate or a quicker loss by mate: as good as the same, unless much longer.
        (Score::Mate(a @ 1..), Score::Mate(b @ 1..)) => {
            return if b > a + 5 { Judgement::Inaccuracy } else { Judgement::Good };
        }
        _ => {}
    }
    let drop = win_chances(best) - win_chances(after);
    // Tuned for a beginner's review on a short search (measured against Stockfish,
    // scripts/coach-agreement.py): around an even score the curve is steep, and a short search's
    // scores move by half a pawn from one position to the next, so a blunder must also cost two
    // pawns, and a mistake one.
    let lost = centipawns(best) - centipawns(after);
    if drop >= THRESHOLDS[2] && lost >= MIN_LOSS[2] && changes_result(best, after) {
        Judgement::Blunder
    } else if drop >= THRESHOLDS[1] && lost >= MIN_LOSS[1] {
        Judgement::Mistake
    } else if drop >= THRESHOLDS[0] && lost >= MIN_LOSS[0] {
        Judgement::Inaccuracy
    } else {
        Judgement::Good
    }
}

/// The centipawns a move must cost, besides its winning chances, to be an inaccuracy, a
/// mistake, a blunder.
pub const MIN_LOSS: [i32; 3] = [40, 100, 200];

/// The score from which a game counts as decided for the side it is for (won), in centipawns.
pub const DECIDED: i32 = 250;

/// The score down to which a game counts as not lost yet for the side it is for, in centipawns
/// (a pawn behind).
pub const NOT_LOST: i32 = -100;

/// Whether a move from `best` to `after` (both for the mover) changes what the game is heading
/// for: from not lost ([`NOT_LOST`] or better) to lost ([`DECIDED`] behind), or from won
/// ([`DECIDED`] ahead) to level or worse. A blunder must: two pawns given away in a game lost
/// already, or still a pawn or two ahead after, change less than a beginner can see, and there a
/// short search's scores are the least certain — measured against Stockfish at depth 18
/// (scripts/coach-agreement.py), the blunders it called on such moves were the ones it got wrong.
#[must_use]
pub fn changes_result(best: Score, after: Score) -> bool {
    let (b, a) = (centipawns(best), centipawns(after));
    (b >= NOT_LOST && a <= -DECIDED) || (b >= DECIDED && a <= 0)
}

/// A score in centipawns, a mate counted as [`MATE_CP`].
#[must_use]
pub fn centipawns(score: Score) -> i32 {
    match score {
        Score::Cp(cp) => cp.clamp(-MATE_CP, MATE_CP),
        Score::Mate(n) if n > 0 => MATE_CP,
        Score::Mate(_) => -MATE_CP,
    }
}

/// The accuracy of one move, in percent (lichess's curve): 100 for a move that keeps every
/// winning chance, falling steeply with what it gives away.
#[must_use]
pub fn move_accuracy(best: Score, after: Score) -> f64 {
    // Winning chances as a percentage, 0 to 100.
    let percent = |s: Score| 50.0 + 50.0 * win_chances(s);
    let lost = (percent(best) - percent(after)).max(0.0);
    (103.166_8 * (-0.043_54 * lost).exp() - 3.166_9).clamp(0.0, 100.0)
}

/// A player's accuracy over a game: the mean of its moves' accuracies (`None` for no move).
#[must_use]
pub fn accuracy(moves: &[f64]) -> Option<f64> {
    (!moves.is_empty()).then(|| moves.iter().sum::<f64>() / moves.len() as f64)
}
