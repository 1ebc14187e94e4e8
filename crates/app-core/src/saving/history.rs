//! The finished games, oldest first, under `kaissa.v1.history`.

use super::game::{replay, ReplayError, VERSION};
use super::value::SavedValue;
use crate::clock::chess_clock::TimeControl;
use crate::players::SavedPlayers;
use crate::Session;
use kaissa_rules::Outcome;
use serde::{Deserialize, Serialize};

/// The most finished games the history keeps; the oldest go first (a game takes about 1 kB, and
/// localStorage holds about 5 MB for everything).
pub const MAX_HISTORY: usize = 500;

/// A finished game, as the history keeps it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinishedGame {
    /// When it ended, in ms since the Unix epoch.
    pub date_ms: u64,
    /// The identity of the game it was while being played ([`super::SavedGame::id`]), so that
    /// two tabs, or a backup imported twice, never record one game twice. Empty in entries
    /// saved before games had one.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub id: String,
    /// Who played (the opponent, and the user's colour against the computer).
    pub players: SavedPlayers,
    /// How it ended: the result (`1-0`…) and the termination code (`checkmate`…).
    #[serde(with = "crate::json::outcome")]
    pub outcome: Outcome,
    /// The start position.
    pub start_fen: String,
    /// The moves, in UCI.
    pub moves: Vec<String>,
    /// Each move's clock reading, the mover's remaining ms after it ([`Session::clocks`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty", with = "crate::json::clocks")]
    pub clocks: Vec<Option<u64>>,
    /// The time control.
    pub time_control: TimeControl,
}

impl FinishedGame {
    /// The history entry for `session`, if its game is over.
    #[must_use]
    pub fn new(
        session: &Session,
        players: SavedPlayers,
        time_control: TimeControl,
        date_ms: u64,
    ) -> Option<FinishedGame> {
        let game = session.game();
        Some(FinishedGame {
            date_ms,
            id: String::new(),
            players,
            outcome: game.outcome()?,
            start_fen: game.start().fen(),
            moves: game.moves().iter().map(|m| m.uci()).collect(),
            clocks: session.clocks().to_vec(),
            time_control,
        })
    }

    /// The game, replayed (to view it move by move or continue from any move).
    pub fn replay(&self) -> Result<Session, ReplayError> {
        Ok(replay(&self.start_fen, &self.moves, Some(self.outcome))?.with_clocks(&self.clocks))
    }
}

/// The finished games, oldest first, under `kaissa.v1.history`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct History {
    /// The format version ([`VERSION`]).
    pub v: u32,
    /// The games, oldest first.
    #[serde(default)]
    pub games: Vec<FinishedGame>,
}

impl Default for History {
    fn default() -> History {
        History { v: VERSION, games: Vec::new() }
    }
}

impl SavedValue for History {
    const NAME: &'static str = "history";
    const VERSION: u32 = VERSION;
}

impl History {
    /// Adds a finished game, dropping the oldest beyond [`MAX_HISTORY`].
    pub fn push(&mut self, game: FinishedGame) {
        self.games.push(game);
        let excess = self.games.len().saturating_sub(MAX_HISTORY);
        self.games.drain(..excess);
    }

    /// Deletes the game at `index` (oldest first); returns it, or `None` for a bad index.
    pub fn remove(&mut self, index: usize) -> Option<FinishedGame> {
        (index < self.games.len()).then(|| self.games.remove(index))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::saving::value::load_or_default;
    use crate::test_support::play_uci as play;
    use kaissa_rules::Color;

    const VS_COMPUTER: SavedPlayers = SavedPlayers::Computer { human: Color::Black, level: 3 };

    #[test]
    fn history_round_trip_replay_and_delete() {
        let mut s = Session::new();
        assert_eq!(FinishedGame::new(&s, SavedPlayers::TwoHumans, TimeControl::NONE, 5), None, "not over");
        play(&mut s, &["f2f3", "e7e5", "g2g4", "d8h4"]);
        let tc: TimeControl = "3+2".parse().unwrap();
        let g = FinishedGame::new(&s, VS_COMPUTER, tc, 1_700_000_000_000).unwrap();
        let mut h = History::default();
        h.push(g.clone());
        let json = h.to_json();
        assert!(json.contains(r#""outcome":{"result":"0-1","termination":"checkmate"}"#), "{json}");
        let back = load_or_default::<History>(Some(&json)).value;
        assert_eq!(back, h);
        assert_eq!(back.games[0].replay().unwrap().game(), s.game());
        let mut h = back;
        for i in 0..MAX_HISTORY {
            h.push(FinishedGame { date_ms: i as u64 + 10, ..g.clone() });
        }
        assert_eq!(h.games.len(), MAX_HISTORY);
        assert_eq!(h.games[0].date_ms, 10, "the oldest went");
        assert_eq!(h.remove(0).map(|g| g.date_ms), Some(10));
        assert_eq!(h.remove(MAX_HISTORY), None);
        assert_eq!(h.games.len(), MAX_HISTORY - 1);
    }
}
