//! "Try again" (issue 23): the learner is set the position before one of their mistakes and looks
//! for a better move, as plain state. A move is judged the way the review judged the game's: the
//! engine's best move is found at once; any other is searched (one UCI search of the position it
//! reaches, at the review's budget) and kept if the coach calls it best or good — so a move as good
//! as the engine's counts, and a bad one gets the coach's reason, from the facts, like the game's.
//! The mistake is never skipped: the learner stays on it until they find a move or ask for the
//! answer.

use kaissa_engine::coach::{ply_review, Judgement, Line, PlyReview, REVIEW_NODES};
use kaissa_rules::{Move, Position};

/// What became of the last move tried.
#[derive(Clone, Debug, PartialEq)]
pub enum Tried {
    /// Nothing tried yet.
    Nothing,
    /// The move is being searched.
    Checking(Move),
    /// The engine's own move.
    Best(Move),
    /// As good as the engine's, by the coach's judgement.
    Good(Move),
    /// The move the game had.
    Same(Move),
    /// Not better: the coach's review of it (its reason, when a fact gives one).
    Worse(PlyReview),
}

impl Tried {
    /// Whether the better move was found (the exercise is done).
    #[must_use]
    pub fn is_found(&self) -> bool {
        matches!(self, Tried::Best(_) | Tried::Good(_))
    }
}

/// One "try again" exercise: the position before the mistake, the game's move, and the line the
/// review found there.
#[derive(Clone, Debug)]
pub struct Retry {
    before: Position,
    played: Move,
    best: Line,
    /// The game's position hashes up to `before` (repetitions, as in the review).
    hashes: Vec<u64>,
    tried: Tried,
    /// How much help was asked for: 0 none, 1 the piece's square, 2 the answer.
    hints: u8,
}

impl Retry {
    /// The exercise on the move `played` from `before`, the review's `best` line there, and the
    /// game's position hashes up to and including `before`.
    #[must_use]
    pub fn new(before: Position, played: Move, best: Line, hashes: Vec<u64>) -> Retry {
        Retry { before, played, best, hashes, tried: Tried::Nothing, hints: 0 }
    }

    /// The position the learner moves in.
    #[must_use]
    pub fn position(&self) -> &Position {
        &self.before
    }

    /// The game's move (the mistake).
    #[must_use]
    pub fn played(&self) -> Move {
        self.played
    }

    /// The engine's move there.
    #[must_use]
    pub fn best(&self) -> Option<Move> {
        self.best.best()
    }

    /// What became of the last move tried.
    #[must_use]
    pub fn tried(&self) -> &Tried {
        &self.tried
    }

    /// How much help has been given: 0 none, 1 the square of the piece to move, 2 the answer.
    #[must_use]
    pub fn hints(&self) -> u8 {
        self.hints
    }

    /// One more hint (the square first, then the answer, which also ends the exercise).
    pub fn hint(&mut self) {
        self.hints = (self.hints + 1).min(2);
        if self.hints == 2 {
            if let Some(best) = self.best() {
                self.tried = Tried::Best(best);
            }
        }
    }

    /// The learner tries `m` (legal in [`Retry::position`]); the UCI lines of the search it needs,
    /// if it needs one (then [`Retry::answer`] gets its line). Nothing is done while a move is
    /// being checked or once the exercise is done.
    pub fn try_move(&mut self, m: Move) -> Option<[String; 2]> {
        if matches!(self.tried, Tried::Checking(_)) || self.tried.is_found() {
            return None;
        }
        if self.best() == Some(m) {
            self.tried = Tried::Best(m);
            return None;
        }
        if m == self.played {
            self.tried = Tried::Same(m);
            return None;
        }
        let after = self.before.after(m);
        if !after.has_legal_moves() {
            // Mate or stalemate: known without a search (as the review knows them).
            let score = if after.is_check() { kaissa_engine::Score::Mate(0) } else { kaissa_engine::Score::Cp(0) };
            self.judge(m, &Line { score, pv: Vec::new() });
            return None;
        }
        self.tried = Tried::Checking(m);
        Some([format!("position fen {}", after.fen()), format!("go nodes {REVIEW_NODES}")])
    }

    /// The search's line for the move being checked (ignored when none is).
    pub fn answer(&mut self, line: &Line) {
        if let Tried::Checking(m) = self.tried {
            self.judge(m, line);
        }
    }

    /// Judges `m` from the line of the position it reaches.
    fn judge(&mut self, m: Move, after: &Line) {
        let mut hashes = self.hashes.clone();
        hashes.push(self.before.after(m).hash());
        let review = ply_review(&self.before, m, &self.best, after, &hashes, None);
        self.tried = match review.judgement {
            Judgement::Best | Judgement::Good | Judgement::Book => Tried::Good(m),
            _ => Tried::Worse(review),
        };
    }
}
