//! A level in play, as the runner and the look-ahead both see it: the game, the goal's progress,
//! and the two kinds of step — the learner's move, and the other side's reply by the level's
//! [`Opponent`] policy.

use super::goal::{self, Track};
use super::model::{Level, Opponent};
use kaissa_rules::{Color, Game, Move, Position};

/// Why a level's data cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LevelError {
    /// The FEN is not a legal position (with the rules core's message).
    BadFen(String),
    /// A move of the history is not legal (its index and text).
    BadHistory(usize, &'static str),
}

impl std::fmt::Display for LevelError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LevelError::BadFen(e) => write!(f, "bad FEN: {e}"),
            LevelError::BadHistory(i, san) => write!(f, "history move {i} ({san}) is not legal"),
        }
    }
}

impl std::error::Error for LevelError {}

/// The replies the other side may make now, by the level's policy.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Replies {
    /// It passes (the exercise has it never move).
    Pass,
    /// One of these moves, best first for a defender; empty when the game is over.
    Moves(Vec<Move>),
}

/// A level in play.
#[derive(Clone, Debug)]
pub struct Sim {
    /// The game since the level's start (for levels where the other side passes, since the
    /// learner's last move: passing is not a chess move, so each pass starts a new record).
    pub game: Game,
    /// The goal's progress.
    pub track: Track,
    /// The last move on the board (either side's), for highlighting.
    pub last: Option<Move>,
    /// The learner's colour.
    pub learner: Color,
}

impl Sim {
    /// The level's start: its FEN with its history played.
    pub fn start(level: &Level) -> Result<Sim, LevelError> {
        let pos = Position::from_fen(level.fen).map_err(|e| LevelError::BadFen(e.to_string()))?;
        let mut game = Game::from_position(pos);
        let mut last = None;
        for (i, san) in level.history.iter().enumerate() {
            let m = game.position().parse_san(san).map_err(|_| LevelError::BadHistory(i, san))?;
            game.play(m).map_err(|_| LevelError::BadHistory(i, san))?;
            last = Some(m);
        }
        let learner = game.position().turn();
        let track = Track { start_balance: goal::balance(game.position(), learner), ..Track::default() };
        Ok(Sim { game, track, last, learner })
    }

    /// The current position.
    #[must_use]
    pub fn position(&self) -> &Position {
        self.game.position()
    }

    /// Whether the learner is to move.
    #[must_use]
    pub fn learner_to_move(&self) -> bool {
        self.position().turn() == self.learner
    }

    /// Whether the learner's move `m` is legal now (levels where the other side passes judge by
    /// the position alone: such a position may be a "game over" that never ends the exercise).
    #[must_use]
    pub fn is_legal(&self, level: &Level, m: Move) -> bool {
        if level.opponent == Opponent::Pass {
            self.position().is_legal(m)
        } else {
            !self.game.is_over() && self.position().is_legal(m)
        }
    }

    /// Plays the learner's legal move and records it; returns whether the goal is reached at
    /// once.
    pub fn apply_learner(&mut self, level: &Level, m: Move) -> bool {
        let before = *self.position();
        if level.opponent == Opponent::Pass {
            self.game = Game::from_position(before.after(m));
        } else if self.game.play(m).is_err() {
            return false;
        }
        self.last = Some(m);
        goal::record_move(&level.goal, &before, m, &mut self.track);
        goal::reached_after_move(&level.goal, &before, m, &self.game, &self.track)
    }

    /// The replies the level's policy allows now (the other side to move).
    #[must_use]
    pub fn replies(&self, level: &Level) -> Replies {
        if level.opponent == Opponent::Pass {
            return Replies::Pass;
        }
        if self.game.is_over() {
            return Replies::Moves(Vec::new());
        }
        let pos = self.position();
        if let Opponent::Script(script) = level.opponent {
            if let Some(m) = script.get(self.track.replies as usize).and_then(|san| pos.parse_san(san).ok()) {
                return Replies::Moves(vec![m]);
            }
        }
        Replies::Moves(ordered_moves(pos))
    }

    /// Plays the other side's reply (`None`: it passes); returns whether the goal is reached.
    pub fn apply_reply(&mut self, level: &Level, reply: Option<Move>) -> bool {
        match reply {
            None => {
                let mut p = *self.position();
                if !p.is_check() {
                    p.play_null();
                    self.game = Game::from_position(p);
                }
            }
            Some(m) => {
                if self.game.play(m).is_err() {
                    return false;
                }
                self.last = Some(m);
                self.track.replies += 1;
            }
        }
        goal::reached_after_reply(&level.goal, &self.game, &self.track, self.learner)
    }
}

/// The legal moves in the order a defender tries them: captures of the most valuable pieces
/// first, then checks, then the rest in the rules core's order.
#[must_use]
pub fn ordered_moves(pos: &Position) -> Vec<Move> {
    let mut moves: Vec<(i32, usize, Move)> = pos
        .legal_moves()
        .iter()
        .enumerate()
        .map(|(i, &m)| {
            let capture = pos.captured_role(m).map_or(0, |r| 10 + r.value() as i32 * 10);
            let check = i32::from(pos.after(m).is_check()) * 5;
            let promotion = m.promotion().map_or(0, |r| r.value() as i32);
            (-(capture + check + promotion), i, m)
        })
        .collect();
    moves.sort_by_key(|&(score, index, _)| (score, index));
    moves.into_iter().map(|(_, _, m)| m).collect()
}
