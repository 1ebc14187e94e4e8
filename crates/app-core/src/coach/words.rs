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
    /// The button under a finished game that starts its review.
    pub start: &'static str,
    /// The review's heading.
    pub title: &'static str,
    /// The progress bar's name while the review runs (`{percent}`).
    pub progress: &'static str,
    /// Stops the review in progress.
    pub stop: &'static str,
    /// Closes the review.
    pub close: &'static str,
    /// Each side's accuracy: `{side}` and `{percent}`.
    pub accuracy: &'static str,
    /// A reviewed game's accuracies in the Games list: `{sides}`, each side's
    /// [`CoachWords::games_accuracy_side`] joined by " · ".
    pub games_accuracy: &'static str,
    /// One side's accuracy in the Games list: `{side}` and `{percent}`.
    pub games_accuracy_side: &'static str,
    /// The Games list's notice when the kept accuracies could not be read (set aside).
    pub accuracy_unreadable: &'static str,
    /// The game's opening: `{eco}` and `{name}`.
    pub opening: &'static str,
    /// The list's heading when the player played one side (against the computer).
    pub your_mistakes: &'static str,
    /// The list's heading in a game between two people.
    pub mistakes: &'static str,
    /// The list when it has nothing in it.
    pub clean: &'static str,
    /// Shows the position before the move on the board, with the better move's arrow.
    pub show: &'static str,
    /// Starts "try again" on a move.
    pub try_again: &'static str,
    /// The try-again goal: `{side}` to move, find better than `{move}`.
    pub retry_goal: &'static str,
    /// While the tried move is checked.
    pub checking: &'static str,
    /// The tried move is the engine's (`{move}`).
    pub retry_best: &'static str,
    /// The tried move is about as good (`{move}`).
    pub retry_good: &'static str,
    /// The tried move is not better (`{move}`); the reason's sentence follows when there is one.
    pub retry_wrong: &'static str,
    /// The tried move is the one played in the game.
    pub retry_same: &'static str,
    /// Asks for a hint.
    pub hint: &'static str,
    /// The hint: the piece to move stands on `{square}`.
    pub hint_square: &'static str,
    /// Shows the answer.
    pub answer: &'static str,
    /// Leaves try-again for the review.
    pub back: &'static str,
    /// The evaluation graph's accessible name.
    pub graph: &'static str,
    /// The review could not run: `{why}`.
    pub failed: &'static str,
    /// Starts a stopped or failed review again.
    pub restart: &'static str,
    /// The blunder guard's first words, before the danger's sentence ("Careful!").
    pub guard_title: &'static str,
    /// The guard's "Play it anyway".
    pub guard_play: &'static str,
    /// The guard's "Take it back".
    pub guard_back: &'static str,
}
