//! What a transition of the Play screen asks of the outside world, and what the engine answers.

use crate::engine_link::Request;
use crate::session::Sound;
use kaissa_engine::Score;
use kaissa_rules::Color;

/// One thing to do after a transition, in order.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Ask the engine for its move; hand its answer to
    /// [`PlayState::engine_answer`](super::PlayState::engine_answer) with the same `ticket`.
    AskMove {
        /// Identifies the request: an answer with another ticket is stale and dropped.
        ticket: u64,
        /// The position, the level and the clock.
        request: Request,
    },
    /// Ask the engine to judge the position for a draw offer; hand the score to
    /// [`PlayState::engine_score`](super::PlayState::engine_score) with the same `ticket`.
    Evaluate {
        /// Identifies the evaluation.
        ticket: u64,
        /// The game's start position.
        fen: String,
        /// The moves since, in UCI.
        moves: Vec<String>,
    },
    /// Stop waiting for the engine (the game changed under its search).
    CancelEngine,
    /// A game against the computer at this level begins (the engine forgets the last one).
    EngineNewGame(u8),
    /// Turn the board so that this side is at the bottom.
    TurnBoard(Color),
    /// Play a sound (moves' sounds follow the game itself; this is the clock's warning).
    Sound(Sound),
    /// Save the game now.
    Save,
    /// The blunder guard checks the held move: wait for its [`GuardAnswer`] (handed to
    /// [`PlayState::guard_answer`](super::PlayState::guard_answer) with this ticket) at most
    /// [`GUARD_WAIT_MS`], then hand it [`GuardAnswer::Late`]: a check that is late never holds
    /// the game up.
    GuardWait(u64),
}

/// How long the Play screen waits for the blunder guard's check before the move is played
/// anyway, in ms: the check itself takes about 100 ms on a phone (two small searches); the
/// rest is for the dialogs' module to be reached and its worker to answer.
pub const GUARD_WAIT_MS: u32 = 400;

/// What the blunder guard says about the held move (issue 23), or what the learner chose after
/// its warning.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum GuardAnswer {
    /// Nothing to warn about: the move is played.
    Safe,
    /// A danger is shown; the move waits for the learner's choice.
    Warned,
    /// "Play it anyway".
    Play,
    /// "Take it back": the move is not played.
    Back,
    /// Not an answer of the guard's: the Play screen's wait for it is over. If it has not
    /// warned by then, the move is played.
    Late,
}

/// What became of a request for a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineAnswer {
    /// The engine's move in UCI (checked like any move before it is played).
    Move(String),
    /// The engine found no move.
    NoMove,
    /// The engine failed; the message says how.
    Failed(String),
}

/// A draw offer's evaluation: the score from the side to move's point of view, if the engine
/// gave one.
pub type EngineScore = Option<Score>;

// Read by its name alone: the start-up module reads these answers, and this reader is the
// smallest (a derived one costs it about a kilobyte).
deserialize_by_code!(GuardAnswer { Safe => "safe", Warned => "warned", Play => "play", Back => "back", Late => "late" });
