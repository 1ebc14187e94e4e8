//! The shape of the coach's words in one language: what a review calls each move and the
//! sentence of each reason. Placeholders: `{piece}` a piece and its square ("the queen on d5"),
//! `{piece.acc}` the same in the accusative, `{by}` the kind of piece that takes, `{move}` a move
//! in the language's letters, `{a}` and `{b}` two pieces with their squares (accusative),
//! `{defender.acc}` the piece that guarded, `{side}` the side that threatened, and
//! `{n, plural, …}` a count of moves in ICU MessageFormat.

/// The coach's words in one language.
#[derive(Debug)]
pub struct CoachWords {
    /// What the review calls a move, in `kaissa_engine::coach::Judgement` order: best, good,
    /// book, inaccuracy, mistake, blunder.
    pub judgements: [&'static str; 6],
    /// A piece left to be taken for nothing (`{piece.acc}`; `{by}`, the piece that takes and
    /// its square: "the bishop on g7").
    pub hangs_free: &'static str,
    /// A piece left to be taken where the exchange loses material.
    pub hangs_exchange: &'static str,
    /// The move put the piece where it is taken (`{piece.acc}`, `{by}`); then
    /// [`CoachWords::then_free`] or [`CoachWords::then_exchange`].
    pub moves_into: &'static str,
    /// The piece was attacked before the move and is left (`{piece.acc}`, `{by}`); then the same.
    pub left_attacked: &'static str,
    /// The moved piece guarded the piece now taken (`{defender.acc}`, `{piece.acc}`, `{by}`).
    pub defender_moved: &'static str,
    /// After a hung piece's cause: nothing can take back.
    pub then_free: &'static str,
    /// After a hung piece's cause: the exchange loses material.
    pub then_exchange: &'static str,
    /// A mate in one threatened before the move and not stopped (`{side}`, `{move}`).
    pub threat_mate: &'static str,
    /// A fork threatened before the move and not stopped (`{side}`, `{move}`, `{a}`, `{b}`).
    pub threat_fork: &'static str,
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
    /// The best move: `{move}` (never "the engine's" or "the computer's": against the computer
    /// a child reads that as "your opponent played better"; issue 46).
    pub better: &'static str,
    /// No fact explains the move's cost: only that there was a better move (listed only in a
    /// game between two people; a learner's move without a fact is not listed).
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
    /// The hint: the piece to move, `{piece}` ("the knight on g1"; its square is marked too).
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
    /// A move the guard stopped, in the review: `{move}`; the guard's sentence follows.
    pub guard_almost: &'static str,
    /// The heading of the moves the guard stopped, in the review.
    pub guard_stopped: &'static str,
    /// The guard's "Take it back".
    pub guard_back: &'static str,
}
