//! The game in progress as saved under `kaissa.v1.game` after every move ([`SavedGame`]), the
//! game as the wasm modules hand it to each other ([`GameRecord`]), and [`replay`]: every saved
//! game is replayed move by move through the rules core, so a garbled one is reported with the
//! ply where it breaks, never played on.

use super::value::SavedValue;
use crate::clock::chess_clock::{Clock, ClockError, SavedClock, TimeControl};
use crate::players::SavedPlayers;
use crate::Session;
use kaissa_rules::{FenError, Game, IllegalMove, Outcome, Position, UciError};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The format version of the saved game and of the history.
pub const VERSION: u32 = 1;

/// The game in progress, saved after every move under `kaissa.v1.game`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    /// The format version ([`VERSION`]).
    pub v: u32,
    /// The game's identity: it is saved under `kaissa.v1.game.<id>` (see
    /// [`super::games`]), so that tabs with different games never overwrite each other. Empty
    /// in a game saved before games had one (under `kaissa.v1.game`); it is given one when read.
    #[serde(default)]
    pub id: String,
    /// How many times this game has been saved: a tab that finds a higher revision saved than
    /// the one it last wrote or read knows that another tab has played on in the meantime.
    #[serde(default)]
    pub rev: u64,
    /// When it was last saved, in ms since the Unix epoch: the most recent game is the one to
    /// resume when the app is opened again.
    #[serde(default)]
    pub updated_ms: u64,
    /// When the game was started, in ms since the Unix epoch (`Date.now()`).
    pub created_ms: u64,
    /// The start position.
    pub start_fen: String,
    /// The moves, in UCI.
    pub moves: Vec<String>,
    /// Each move's clock reading, the mover's remaining ms after it ([`Session::clocks`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty", with = "crate::json::clocks")]
    pub clocks: Vec<Option<u64>>,
    /// Who plays.
    pub players: SavedPlayers,
    /// The time control (as its code, `none` without a clock).
    pub time_control: TimeControl,
    /// The clock, with a time control.
    #[serde(default)]
    pub clock: Option<SavedClock>,
    /// How the game ended, if it has (a finished game stays until a new one starts).
    #[serde(default, with = "crate::json::outcome::option")]
    pub outcome: Option<Outcome>,
    /// Whether the touch-move training mode is on.
    #[serde(default)]
    pub touch_move: bool,
}

impl SavedValue for SavedGame {
    const NAME: &'static str = "game";
    const VERSION: u32 = VERSION;
}

/// A game restored from storage.
#[derive(Clone, Debug)]
pub struct Restored {
    /// The game, replayed.
    pub session: Session,
    /// Its clock, running again from the restore time (`None` without a clock).
    pub clock: Option<Clock>,
}

impl SavedGame {
    /// The game to save now: `session` played by `players`, with its `clock` as it is at
    /// `now_ms` (monotonic time) and the touch-move mode; `created_ms` is wall-clock time.
    #[must_use]
    pub fn new(
        session: &Session,
        players: SavedPlayers,
        clock: Option<&Clock>,
        now_ms: f64,
        touch_move: bool,
        created_ms: u64,
    ) -> SavedGame {
        let game = session.game();
        SavedGame {
            v: VERSION,
            id: String::new(),
            rev: 0,
            updated_ms: created_ms,
            created_ms,
            start_fen: game.start().fen(),
            moves: game.moves().iter().map(|m| m.uci()).collect(),
            clocks: session.clocks().to_vec(),
            players,
            time_control: clock.map_or(TimeControl::NONE, Clock::time_control),
            clock: clock.map(|c| c.save(now_ms)),
            outcome: game.outcome(),
            touch_move,
        }
    }

    /// Replays the saved game and restores its clock at `now_ms`. A clock that does not fit the
    /// game (another side to move while the game goes on) is an error, not a guess.
    pub fn restore(&self, now_ms: f64) -> Result<Restored, ReplayError> {
        let session = replay(&self.start_fen, &self.moves, self.outcome)?.with_clocks(&self.clocks);
        let clock = match &self.clock {
            None => None,
            Some(saved) => {
                let clock = Clock::restore(saved, now_ms).map_err(ReplayError::Clock)?;
                if !session.game().is_over() && clock.to_move() != session.position().turn() {
                    return Err(ReplayError::Clock(ClockError(format!(
                        "the clock has {} to move, the game {}",
                        clock.to_move(),
                        session.position().turn()
                    ))));
                }
                Some(clock)
            }
        };
        Ok(Restored { session, clock })
    }
}

/// A game handed between the app's wasm modules: the start, the moves and an outcome a player
/// caused. The PGN dialogs' module ([`PgnExport`](super::pgn::PgnExport), and the game chosen in an import) trades games
/// in this form, so that the start-up module never links the PGN reader and writer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// The start position.
    pub start_fen: String,
    /// The moves, in UCI.
    pub moves: Vec<String>,
    /// Each move's clock reading, the mover's remaining ms after it ([`Session::clocks`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty", with = "crate::json::clocks")]
    pub clocks: Vec<Option<u64>>,
    /// How the game ended, if it did.
    #[serde(with = "crate::json::outcome::option")]
    pub outcome: Option<Outcome>,
}

impl GameRecord {
    /// The record of `session`'s game.
    #[must_use]
    pub fn of(session: &Session) -> GameRecord {
        let game = session.game();
        GameRecord {
            start_fen: game.start().fen(),
            moves: game.moves().iter().map(|m| m.uci()).collect(),
            clocks: session.clocks().to_vec(),
            outcome: game.outcome(),
        }
    }

    /// The game, replayed through the rules core.
    pub fn replay(&self) -> Result<Session, ReplayError> {
        Ok(replay(&self.start_fen, &self.moves, self.outcome)?.with_clocks(&self.clocks))
    }
}

/// Why a saved game could not be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// The start position is not a legal FEN.
    Fen(FenError),
    /// The move at `ply` (1 = the first move) is garbled or illegal.
    Move {
        /// The ply, counted from 1.
        ply: usize,
        /// The move as saved (shortened).
        uci: String,
        /// What is wrong with it.
        error: UciError,
    },
    /// The clock cannot be restored.
    Clock(ClockError),
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Fen(e) => write!(f, "saved start position: {e}"),
            ReplayError::Move { ply, error, .. } => write!(f, "saved move {ply}: {error}"),
            ReplayError::Clock(e) => write!(f, "saved clock: {e}"),
        }
    }
}

impl std::error::Error for ReplayError {}

/// Replays `moves` (UCI) from `start_fen` through the rules core, checking every move, and
/// records `outcome` when it is one a player caused (resignation, agreement, a claim, time);
/// an ending the moves reach by themselves (checkmate…) is the rules core's to find.
pub fn replay(start_fen: &str, moves: &[String], outcome: Option<Outcome>) -> Result<Session, ReplayError> {
    let start = Position::from_fen(start_fen.trim()).map_err(ReplayError::Fen)?;
    let mut game = Game::from_position(start);
    for (i, uci) in moves.iter().enumerate() {
        let bad = |error| ReplayError::Move { ply: i + 1, uci: uci.chars().take(12).collect(), error };
        if game.is_over() {
            let m = kaissa_rules::Move::from_uci(uci).map_err(bad)?;
            return Err(bad(UciError::Illegal { mv: m, reason: IllegalMove::GameOver }));
        }
        let m = game.position().parse_uci(uci).map_err(bad)?;
        game.play(m).map_err(|reason| bad(UciError::Illegal { mv: m, reason }))?;
    }
    if let Some(o) = outcome.filter(|o| !o.termination.is_automatic()) {
        if game.outcome().is_none() {
            game.set_recorded_outcome(Some(o));
        }
    }
    Ok(Session::from_game(game))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::saving::value::{load, load_or_default, SavedError};
    use crate::test_support::play_uci as play;
    use crate::{History, Settings};
    use kaissa_rules::{Color, Move, Square, Termination};

    const VS_COMPUTER: SavedPlayers = SavedPlayers::Computer { human: Color::Black, level: 3 };

    fn strings(moves: &[&str]) -> Vec<String> {
        moves.iter().map(|s| (*s).to_owned()).collect()
    }

    #[test]
    fn game_in_progress_round_trip_with_clock() {
        let mut s = Session::new();
        let mut clock = Clock::new("5+3".parse().unwrap(), Color::White);
        play(&mut s, &["e2e4"]);
        clock.press(1_000.0).unwrap();
        play(&mut s, &["e7e5"]);
        clock.press(11_000.0).unwrap(); // Black 293 s
        let saved = SavedGame::new(&s, VS_COMPUTER, Some(&clock), 15_000.0, true, 1_700_000_000_000);
        let json = saved.to_json();
        assert!(
            json.starts_with(r#"{"v":1,"id":"","rev":0,"updated_ms":1700000000000,"created_ms":1700000000000,"#),
            "{json}"
        );
        assert!(json.contains(r#""moves":["e2e4","e7e5"]"#), "{json}");
        assert!(json.contains(r#""players":{"kind":"computer","human":"black","level":3}"#), "{json}");
        assert!(json.contains(r#""time_control":"5+3""#), "{json}");
        assert!(json.contains(r#""outcome":null"#), "{json}");
        let loaded = load::<SavedGame>(Some(&json));
        assert_eq!(loaded.unreadable, None);
        let back = loaded.value.unwrap();
        assert_eq!(back, saved);
        let r = back.restore(100.0).unwrap();
        assert_eq!(r.session.game(), s.game());
        let c = r.clock.unwrap();
        assert_eq!(c.remaining(Color::White, 100.0), 296_000.0, "White had used 4 s");
        assert_eq!(c.remaining(Color::Black, 100.0), 293_000.0);
        assert_eq!(c.remaining(Color::White, 1_100.0), 295_000.0);
        assert!(back.touch_move);
    }

    /// Values as this build and the one before wrote them, character for character: an update of
    /// the app must read what the version before it saved (the game in progress survives it).
    #[test]
    fn values_written_by_this_format_and_the_one_before_are_read() {
        let before = r#"{"v":1,"created_ms":1700000000000,"start_fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","moves":["e2e4","e7e5"],"players":{"kind":"computer","human":"black","level":3},"time_control":"5+3","clock":{"time_control":"5+3","remaining_ms":[296000.0,293000.0],"to_move":"white","started":true,"stopped":false,"flagged":null,"used_ms":4000.0,"history":[]},"outcome":null,"touch_move":true}"#;
        let now = r#"{"v":1,"id":"18c2a3f00012ab34ef1","rev":7,"updated_ms":1700000005000,"created_ms":1700000000000,"start_fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","moves":["e2e4","e7e5"],"players":{"kind":"two_humans"},"time_control":"none","clock":null,"outcome":null,"touch_move":false}"#;
        let old = load::<SavedGame>(Some(before));
        assert_eq!(old.error, None);
        let old = old.value.unwrap();
        assert_eq!((old.id.as_str(), old.rev, old.updated_ms), ("", 0, 0), "no identity yet: given one when read");
        assert_eq!(old.restore(0.0).unwrap().session.game().moves().len(), 2);
        let new = load::<SavedGame>(Some(now)).value.unwrap();
        assert_eq!((new.id.as_str(), new.rev, new.updated_ms), ("18c2a3f00012ab34ef1", 7, 1_700_000_005_000));
        assert_eq!(new.to_json(), now, "written back the same");
        let finished = r#"{"v":1,"games":[{"date_ms":5,"id":"ab","players":{"kind":"two_humans"},"outcome":{"result":"0-1","termination":"checkmate"},"start_fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","moves":["f2f3","e7e5","g2g4","d8h4"],"time_control":"none"}]}"#;
        let h = load_or_default::<History>(Some(finished));
        assert_eq!(h.error, None);
        assert_eq!(h.value.games[0].id, "ab");
        assert!(h.value.games[0].replay().is_ok());
    }

    #[test]
    fn recorded_outcomes_are_restored() {
        let mut s = Session::from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").unwrap();
        play(&mut s, &["e2e4"]);
        let mut game = s.game().clone();
        game.resign(Color::Black);
        let s = Session::from_game(game);
        let saved = SavedGame::new(&s, SavedPlayers::TwoHumans, None, 0.0, false, 0);
        let json = saved.to_json();
        assert!(json.contains(r#""outcome":{"result":"1-0","termination":"resignation"}"#), "{json}");
        assert!(json.contains(r#""clock":null"#) && json.contains(r#""time_control":"none""#), "{json}");
        let r = load::<SavedGame>(Some(&json)).value.unwrap().restore(0.0).unwrap();
        assert_eq!(r.session.status().outcome, Some(Outcome::win(Color::White, Termination::Resignation)));
        assert!(r.clock.is_none());
        // An automatic ending comes from the moves (and a saved one that contradicts them is ignored).
        let s = replay(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            &strings(&["f2f3", "e7e5", "g2g4", "d8h4"]),
            Some(Outcome::draw(Termination::Agreement)),
        )
        .unwrap();
        assert_eq!(s.status().outcome, Some(Outcome::win(Color::Black, Termination::Checkmate)));
    }

    #[test]
    fn bad_moves_are_reported_with_their_ply() {
        let start = Position::startpos().fen();
        let err = replay(&start, &strings(&["e2e4", "e7e5", "e1e3"]), None).unwrap_err();
        let ReplayError::Move { ply: 3, uci, error: UciError::Illegal { .. } } = &err else { panic!("{err:?}") };
        assert_eq!(uci, "e1e3");
        assert!(err.to_string().starts_with("saved move 3: e1e3 is illegal"), "{err}");
        let err = replay(&start, &strings(&["e2e4", "zz"]), None).unwrap_err();
        assert!(matches!(err, ReplayError::Move { ply: 2, error: UciError::Syntax(_), .. }), "{err:?}");
        let long = "x".repeat(10_000);
        let err = replay(&start, &[long], None).unwrap_err();
        let ReplayError::Move { uci, .. } = err else { panic!() };
        assert_eq!(uci.len(), 12);
        // A move after checkmate.
        let err = replay(&start, &strings(&["f2f3", "e7e5", "g2g4", "d8h4", "a2a3"]), None).unwrap_err();
        assert!(
            matches!(
                err,
                ReplayError::Move { ply: 5, error: UciError::Illegal { reason: IllegalMove::GameOver, .. }, .. }
            ),
            "{err:?}"
        );
        assert!(matches!(replay("not a fen", &[], None), Err(ReplayError::Fen(_))));
        // Castling written as the king taking its rook is read as castling.
        let s = replay("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", &strings(&["e1h1"]), None).unwrap();
        assert_eq!(s.last_move(), Some(Move::new(Square::E1, Square::G1, None)));
    }

    #[test]
    fn a_clock_that_does_not_fit_is_an_error() {
        let mut s = Session::new();
        play(&mut s, &["e2e4"]);
        let clock = Clock::new("5+3".parse().unwrap(), Color::White); // never pressed: White to move
        let saved = SavedGame::new(&s, SavedPlayers::TwoHumans, Some(&clock), 0.0, false, 0);
        assert!(matches!(saved.restore(0.0), Err(ReplayError::Clock(_))));
    }

    #[test]
    fn unreadable_and_newer_values_are_kept_aside() {
        for bad in [
            "{",
            r#"{"v":1}"#,
            r#"{"v":1,"created_ms":0,"start_fen":"x","moves":[],"players":{"kind":"robot"},"time_control":"none"}"#,
            r#"{"v":1,"created_ms":0,"start_fen":"x","moves":[],"players":{"kind":"two_humans"},"time_control":"5+"}"#,
            r#"{"v":1,"created_ms":0,"start_fen":"x","moves":[],"players":{"kind":"two_humans"},"time_control":"none","outcome":{"result":"1-0","termination":"stalemate"}}"#,
            r#"{"v":1,"created_ms":0,"start_fen":"x","moves":[],"players":{"kind":"two_humans"},"time_control":"none","outcome":{"result":"1-0","termination":"boredom"}}"#,
        ] {
            let loaded = load::<SavedGame>(Some(bad));
            assert_eq!(loaded.value, None, "{bad}");
            assert_eq!(loaded.unreadable.as_deref(), Some(bad));
            assert!(matches!(loaded.error, Some(SavedError::Malformed { .. })), "{bad}");
        }
        assert_eq!(SavedGame::storage_key(), "kaissa.v1.game");
        assert_eq!(SavedGame::unreadable_key(), "kaissa.v1.unreadable.game");
        let newer = load_or_default::<Settings>(Some(r#"{"v":2,"sounds":"maybe"}"#));
        assert_eq!(newer.value, Settings::default());
        assert_eq!(newer.error, Some(SavedError::NewerVersion(2)));
        assert_eq!(newer.unreadable.as_deref(), Some(r#"{"v":2,"sounds":"maybe"}"#));
        let h = load_or_default::<History>(Some(r#"{"v":1,"games":[{"date_ms":1}]}"#));
        assert_eq!((h.value, h.unreadable.is_some()), (History::default(), true));
        assert_eq!(History::unreadable_key(), "kaissa.v1.unreadable.history");
        assert_eq!(Settings::storage_key(), "kaissa.v1.settings");
    }

    #[test]
    fn game_records_cross_modules_unchanged() {
        let mut resigned = Session::new();
        play(&mut resigned, &["e2e4", "e7e5", "g1f3"]);
        assert!(resigned.resign(Color::Black).is_some());
        let mut mated = Session::new();
        play(&mut mated, &["f2f3", "e7e5", "g2g4", "d8h4"]);
        let mut going = Session::from_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1").unwrap();
        play(&mut going, &["e8d7"]);
        let mut repeated = Session::new();
        play(&mut repeated, &["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"]);
        assert!(repeated.claim_draw().is_some());
        for session in [resigned, mated, going, repeated, Session::new()] {
            let record = GameRecord::of(&session);
            let json = serde_json::to_string(&record).unwrap();
            let back: GameRecord = serde_json::from_str(&json).unwrap();
            assert_eq!(back, record, "{json}");
            let replayed = back.replay().unwrap();
            assert_eq!(replayed.game().start(), session.game().start());
            assert_eq!(replayed.game().moves(), session.game().moves());
            assert_eq!(replayed.status(), session.status(), "{json}");
        }
        // A broken record is refused with its reason, never half played.
        let bad = GameRecord {
            start_fen: Position::default().fen(),
            moves: vec!["e2e5".into()],
            clocks: vec![],
            outcome: None,
        };
        assert!(matches!(bad.replay(), Err(ReplayError::Move { ply: 1, .. })));
        assert!(serde_json::from_str::<GameRecord>(
            r#"{"start_fen":"x","moves":[],"outcome":{"result":"1-0","termination":"stalemate"}}"#
        )
        .is_err());
    }
}
