//! Who plays a game in progress, and what follows from it: whose turn belongs to the computer,
//! which way the board faces, how far a takeback goes, what to ask the engine.

use crate::engine_link::Request;
use kaissa_rules::{Color, Game};
use serde::{Deserialize, Serialize};

/// Who plays the game (the same choices as the new-game dialog's), saved as
/// `{"kind":"two_humans"}` or `{"kind":"computer","human":"white","level":3}`.
///
/// Read through a flat struct (`FlatPlayers`) rather than serde's internally tagged enums,
/// which buffer the value in a generic tree first: that machinery alone was several KB of the
/// start-up module, for the one enum that used it.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", try_from = "FlatPlayers")]
pub enum SavedPlayers {
    /// Two people taking turns on this device.
    #[default]
    TwoHumans,
    /// The user plays `human`; the computer the other side, at `level` (1–10).
    Computer {
        /// The user's colour.
        #[serde(with = "crate::json::color")]
        human: Color,
        /// The computer's level.
        level: u8,
    },
}

/// The players of a game.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Players {
    /// Two people taking turns on this device.
    #[default]
    TwoHumans,
    /// The user plays `human`; the computer plays the other side at `level` (1–10).
    Computer {
        /// The user's colour.
        human: Color,
        /// The computer's level.
        level: u8,
    },
}

impl Players {
    /// The side at the bottom of the board when the game starts: the user's.
    #[must_use]
    pub fn orientation(self) -> Color {
        match self {
            Players::TwoHumans => Color::White,
            Players::Computer { human, .. } => human,
        }
    }

    /// The computer's colour, if it plays.
    #[must_use]
    pub fn computer_color(self) -> Option<Color> {
        match self {
            Players::TwoHumans => None,
            Players::Computer { human, .. } => Some(!human),
        }
    }

    /// The computer's level, if it plays.
    #[must_use]
    pub fn level(self) -> Option<u8> {
        match self {
            Players::TwoHumans => None,
            Players::Computer { level, .. } => Some(level),
        }
    }

    /// Whether the side to move is the computer's.
    #[must_use]
    pub fn is_computer(self, turn: Color) -> bool {
        self.computer_color() == Some(turn)
    }

    /// What the engine should be asked now in `game`: a move, when the computer is to move in a
    /// game that goes on.
    #[must_use]
    pub fn request(self, game: &Game) -> Option<Request> {
        let level = self.level()?;
        if game.is_over() || !self.is_computer(game.position().turn()) {
            return None;
        }
        Some(Request {
            fen: game.start().fen(),
            moves: game.moves().iter().map(|m| m.uci()).collect(),
            level,
            clock: None,
            pause: true,
        })
    }

    /// How many plies "take back" removes, with `turn` to move after `plies` plies. Between two
    /// people, one. Against the computer, the user's last move: with the user to move that is the
    /// computer's reply and the move before it (two plies); with the computer to move (thinking,
    /// or the user's move ended the game) just the user's move. Nothing when the only move is the
    /// computer's first one, which it would simply play again.
    #[must_use]
    pub fn takeback_plies(self, turn: Color, plies: usize) -> usize {
        match self {
            Players::TwoHumans => plies.min(1),
            Players::Computer { human, .. } if turn == human => {
                if plies >= 2 {
                    2
                } else {
                    0
                }
            }
            Players::Computer { .. } => plies.min(1),
        }
    }
}

/// [`SavedPlayers`] as it is read: the tag and the computer's fields, all optional.
#[derive(Deserialize)]
struct FlatPlayers {
    kind: String,
    #[serde(default, with = "crate::json::color::option")]
    human: Option<Color>,
    #[serde(default)]
    level: Option<u8>,
}

impl TryFrom<FlatPlayers> for SavedPlayers {
    type Error = String;

    fn try_from(f: FlatPlayers) -> Result<SavedPlayers, String> {
        match (f.kind.as_str(), f.human, f.level) {
            ("two_humans", _, _) => Ok(SavedPlayers::TwoHumans),
            ("computer", Some(human), Some(level)) => Ok(SavedPlayers::Computer { human, level }),
            ("computer", _, _) => Err("the computer's game names no colour or no level".to_owned()),
            (other, _, _) => Err(format!("unknown players: {other}")),
        }
    }
}

impl From<Players> for SavedPlayers {
    fn from(p: Players) -> SavedPlayers {
        match p {
            Players::TwoHumans => SavedPlayers::TwoHumans,
            Players::Computer { human, level } => SavedPlayers::Computer { human, level },
        }
    }
}

impl From<SavedPlayers> for Players {
    /// A saved level outside 1–10 (edited by hand) is brought back into range.
    fn from(p: SavedPlayers) -> Players {
        match p {
            SavedPlayers::TwoHumans => Players::TwoHumans,
            SavedPlayers::Computer { human, level } => Players::Computer { human, level: level.clamp(1, 10) },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kaissa_rules::Position;

    fn game(moves: &[&str]) -> Game {
        let mut g = Game::new();
        for m in moves {
            let mv = g.position().parse_uci(m).unwrap();
            g.try_move(mv.from(), mv.to(), mv.promotion()).unwrap();
        }
        g
    }

    #[test]
    fn saved_players_read_and_written() {
        let computer = SavedPlayers::Computer { human: Color::Black, level: 3 };
        for p in [SavedPlayers::TwoHumans, computer] {
            let json = serde_json::to_string(&p).unwrap();
            assert_eq!(serde_json::from_str::<SavedPlayers>(&json).unwrap(), p, "{json}");
        }
        assert_eq!(serde_json::to_string(&computer).unwrap(), r#"{"kind":"computer","human":"black","level":3}"#);
        for bad in [
            r#"{"kind":"computer","human":"black"}"#,
            r#"{"kind":"computer","level":3}"#,
            r#"{"kind":"robot"}"#,
            r#"{}"#,
            r#"{"kind":"computer","human":"red","level":3}"#,
        ] {
            assert!(serde_json::from_str::<SavedPlayers>(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn requests_only_on_the_computers_turn() {
        let white = Players::Computer { human: Color::White, level: 2 };
        let black = Players::Computer { human: Color::Black, level: 2 };
        assert_eq!(white.request(&game(&[])), None);
        assert_eq!(Players::TwoHumans.request(&game(&["e2e4"])), None);
        let r = black.request(&game(&[])).unwrap();
        assert_eq!(r.position_line(), format!("position fen {}", Position::startpos().fen()));
        assert_eq!((r.level, r.clock), (2, None));
        let r = white.request(&game(&["e2e4", "e7e5", "e1e2"])).unwrap_or_else(|| panic!());
        assert_eq!(r.moves, ["e2e4", "e7e5", "e1e2"]);
        // Over: no request, whoever is to move.
        let mated = game(&["f2f3", "e7e5", "g2g4", "d8h4"]);
        assert!(mated.is_over());
        assert_eq!(white.request(&mated), None);
        assert_eq!(black.request(&mated), None);
        // From a set-up position the start FEN goes along.
        let g = Game::from_position(Position::from_fen("4k3/8/8/8/8/8/8/4K2R b K - 0 1").unwrap());
        assert!(white.request(&g).unwrap().position_line().ends_with("4k3/8/8/8/8/8/8/4K2R b K - 0 1"));
    }

    #[test]
    fn saved_and_back() {
        for p in [Players::TwoHumans, Players::Computer { human: Color::Black, level: 7 }] {
            assert_eq!(Players::from(SavedPlayers::from(p)), p);
        }
        let odd = SavedPlayers::Computer { human: Color::White, level: 99 };
        assert_eq!(Players::from(odd), Players::Computer { human: Color::White, level: 10 });
    }

    #[test]
    fn takebacks() {
        assert_eq!(Players::TwoHumans.takeback_plies(Color::White, 0), 0);
        assert_eq!(Players::TwoHumans.takeback_plies(Color::Black, 1), 1);
        let white = Players::Computer { human: Color::White, level: 1 };
        assert_eq!(white.takeback_plies(Color::White, 0), 0);
        assert_eq!(white.takeback_plies(Color::Black, 1), 1, "the computer is thinking: the user's move");
        assert_eq!(white.takeback_plies(Color::White, 2), 2, "the reply and the move before it");
        assert_eq!(white.takeback_plies(Color::White, 40), 2);
        let black = Players::Computer { human: Color::Black, level: 1 };
        assert_eq!(black.takeback_plies(Color::Black, 1), 0, "only the computer's first move");
        assert_eq!(black.takeback_plies(Color::Black, 3), 2);
        assert_eq!(black.takeback_plies(Color::White, 2), 1);
        assert_eq!(black.takeback_plies(Color::White, 0), 0);
    }
}
