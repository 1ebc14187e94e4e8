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
