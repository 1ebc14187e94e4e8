//! The shape of the coach's words in one language: what a review calls each move and the
//! sentence of each reason. Placeholders: `{piece}` a piece and its square ("the queen on d5"),
//! `{piece.acc}` the same in the accusative, `{by}` the kind of piece that takes, `{move}` a move
//! in the language's letters, `{a}` and `{b}` two pieces with their squares (accusative), `{line}`
//! a line of moves, and `{n, plural, …}` a count of moves in ICU MessageFormat.

/// The coach's words in one language.
#[derive(Debug)]
pub struct CoachWords {
    /// What the review calls a move, in `kaissa_engine::coach::Judgement` order: best, good,
    /// book, inaccuracy, mistake, blunder.
    pub judgements: [&'static str; 6],
    /// A piece left to be taken for nothing (`{piece.acc}`, `{by}`).
    pub hangs_free: &'static str,
    /// A piece left to be taken where the exchange loses material.
    pub hangs_exchange: &'static str,
    /// A forced mate allowed (`{n}` moves, starting with the opponent's `{move}`).
    pub allows_mate: &'static str,
    /// A forced mate let go (`{n}` moves, starting with `{move}`).
    pub misses_mate: &'static str,
    /// A stalemate where `{move}` led to mate.
    pub stalemate_not_mate: &'static str,
    /// A piece to take for nothing left (`{move}` takes `{piece.acc}`).
    pub misses_free: &'static str,
    /// Material to win by exchange left.
    pub misses_material: &'static str,
    /// A fork left (`{move}` attacks `{a}` and `{b}`).
    pub misses_fork: &'static str,
    /// A fork allowed (the opponent's `{move}`, its `{by}`, attacks `{a}` and `{b}`).
    pub allows_fork: &'static str,
    /// A pawn let through to promote (`{move}`).
    pub allows_promotion: &'static str,
    /// The right to castle given up for nothing.
    pub gives_up_castling: &'static str,
    /// A won position repeated a third time.
    pub repeats_while_winning: &'static str,
    /// What was better: `{move}`.
    pub better: &'static str,
    /// The engine's line from there: `{line}`.
    pub line: &'static str,
    /// No fact explains the move's cost: only that the engine's move was better.
    pub no_reason: &'static str,
}
