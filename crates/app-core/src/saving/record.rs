//! What the app saves in localStorage, as versioned JSON (`{"v":1,…}`):
//! - `kaissa.v1.game`: the game in progress ([`SavedGame`]), saved after every move;
//! - `kaissa.v1.history`: the finished games ([`History`]);
//! - `kaissa.v1.settings`: the settings ([`Settings`]).
//!
//! Reading goes through [`super::value::load`]: a value that cannot be read is kept aside
//! under `kaissa.v1.unreadable.<name>`, never dropped. A saved game is replayed move by move
//! through the rules core ([`replay`]), so a garbled one is reported with the ply where it
//! breaks, never played on. Also here: the PGN of a game with Kaissa's tags ([`pgn_game`]).

use super::value::{serde_color, SavedValue};
use crate::clock::chess_clock::{Clock, ClockError, SavedClock, TimeControl};
use crate::Session;
use kaissa_rules::pgn::{GameResult, PgnGame};
use kaissa_rules::{Color, FenError, Game, IllegalMove, Outcome, Position, Termination, UciError};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The format version of the game, the history and the settings.
pub const VERSION: u32 = 1;

/// The most finished games the history keeps; the oldest go first (a game takes about 1 kB, and
/// localStorage holds about 5 MB for everything).
pub const MAX_HISTORY: usize = 500;

/// Who plays the game (the same choices as the new-game dialog's).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SavedPlayers {
    /// Two people taking turns on this device.
    #[default]
    TwoHumans,
    /// The user plays `human`; the computer the other side, at `level` (1–10).
    Computer {
        /// The user's colour.
        #[serde(with = "serde_color")]
        human: Color,
        /// The computer's level.
        level: u8,
    },
}

/// The game in progress, saved after every move under `kaissa.v1.game`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    /// The format version ([`VERSION`]).
    pub v: u32,
    /// When the game was started, in ms since the Unix epoch (`Date.now()`).
    pub created_ms: u64,
    /// The start position.
    pub start_fen: String,
    /// The moves, in UCI.
    pub moves: Vec<String>,
    /// Who plays.
    pub players: SavedPlayers,
    /// The time control (as its code, `none` without a clock).
    pub time_control: TimeControl,
    /// The clock, with a time control.
    #[serde(default)]
    pub clock: Option<SavedClock>,
    /// How the game ended, if it has (a finished game stays until a new one starts).
    #[serde(default, with = "serde_outcome::option")]
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
            created_ms,
            start_fen: game.start().fen(),
            moves: game.moves().iter().map(|m| m.uci()).collect(),
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
        let session = replay(&self.start_fen, &self.moves, self.outcome)?;
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

/// A finished game, as the history keeps it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinishedGame {
    /// When it ended, in ms since the Unix epoch.
    pub date_ms: u64,
    /// Who played (the opponent, and the user's colour against the computer).
    pub players: SavedPlayers,
    /// How it ended: the result (`1-0`…) and the termination code (`checkmate`…).
    #[serde(with = "serde_outcome")]
    pub outcome: Outcome,
    /// The start position.
    pub start_fen: String,
    /// The moves, in UCI.
    pub moves: Vec<String>,
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
            players,
            outcome: game.outcome()?,
            start_fen: game.start().fen(),
            moves: game.moves().iter().map(|m| m.uci()).collect(),
            time_control,
        })
    }

    /// The game, replayed (to view it move by move or continue from any move).
    pub fn replay(&self) -> Result<Session, ReplayError> {
        replay(&self.start_fen, &self.moves, Some(self.outcome))
    }
}

/// A game handed between the app's wasm modules: the start, the moves and an outcome a player
/// caused. The PGN dialogs' module ([`PgnExport`], and the game chosen in an import) trades games
/// in this form, so that the start-up module never links the PGN reader and writer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// The start position.
    pub start_fen: String,
    /// The moves, in UCI.
    pub moves: Vec<String>,
    /// How the game ended, if it did.
    #[serde(with = "serde_outcome::option")]
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
            outcome: game.outcome(),
        }
    }

    /// The game, replayed through the rules core.
    pub fn replay(&self) -> Result<Session, ReplayError> {
        replay(&self.start_fen, &self.moves, self.outcome)
    }
}

/// What the PGN export needs of the game on the board: the game and the tags' values (see
/// [`pgn_game`]), handed to the PGN dialogs' module as JSON.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PgnExport {
    /// The game.
    pub game: GameRecord,
    /// The White tag.
    pub white: String,
    /// The Black tag.
    pub black: String,
    /// The date, in ms since the Unix epoch.
    pub date_ms: u64,
    /// The local time zone's offset from UTC, in minutes (east positive).
    pub utc_offset_min: i32,
    /// The game's time control.
    pub time_control: TimeControl,
}

impl PgnExport {
    /// The game's PGN text.
    pub fn to_pgn(&self) -> Result<String, ReplayError> {
        let session = self.game.replay()?;
        let pgn =
            pgn_game(session.game(), &self.white, &self.black, self.date_ms, self.utc_offset_min, self.time_control);
        Ok(pgn.to_pgn())
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

/// The PGN `Termination` tag for an outcome (the standard's values: `normal`, `time forfeit`,
/// and `unterminated` for a game in progress).
#[must_use]
pub fn pgn_termination(outcome: Option<Outcome>) -> &'static str {
    match outcome.map(|o| o.termination) {
        None => "unterminated",
        Some(Termination::Timeout | Termination::TimeoutInsufficient) => "time forfeit",
        Some(_) => "normal",
    }
}

/// The game as PGN with Kaissa's tags: Event "Casual game", Site "Kaissa", Date (local, from
/// `date_ms` since the Unix epoch and the local offset `utc_offset_min` in minutes east of UTC —
/// in the browser `-new Date().getTimezoneOffset()`), Round "-", White and Black (the names as
/// shown, e.g. "You" and "Kaissa level 3", translated by the caller), Result, TimeControl
/// ([`TimeControl::pgn`]) and Termination ([`pgn_termination`]). `PgnGame::to_pgn` writes it.
#[must_use]
pub fn pgn_game(
    game: &Game,
    white: &str,
    black: &str,
    date_ms: u64,
    utc_offset_min: i32,
    time_control: TimeControl,
) -> PgnGame {
    // The moves of a `Game` are legal by construction, so this never falls back.
    let mut pgn = PgnGame::from_moves(*game.start(), game.moves()).unwrap_or_else(|_| PgnGame::new(*game.start()));
    let outcome = game.outcome();
    let result = outcome.and_then(|o| GameResult::from_token(o.result())).unwrap_or(GameResult::Unfinished);
    for (name, value) in [
        ("Event", "Casual game".to_owned()),
        ("Site", "Kaissa".to_owned()),
        ("Date", pgn_date(date_ms, utc_offset_min)),
        ("Round", "-".to_owned()),
        ("White", white.to_owned()),
        ("Black", black.to_owned()),
        ("Result", result.token().to_owned()),
        ("TimeControl", time_control.pgn()),
        ("Termination", pgn_termination(outcome).to_owned()),
    ] {
        pgn.set_header(name, &value);
    }
    pgn.result = Some(result);
    pgn
}

/// `YYYY.MM.DD` for a time in ms since the Unix epoch, shifted by `utc_offset_min`.
#[must_use]
pub fn pgn_date(date_ms: u64, utc_offset_min: i32) -> String {
    let secs = i64::try_from(date_ms / 1000).unwrap_or(i64::MAX / 2) + i64::from(utc_offset_min) * 60;
    let (y, m, d) = civil_from_days(secs.div_euclid(86_400));
    format!("{y:04}.{m:02}.{d:02}")
}

/// The proleptic Gregorian date of a day number (days since 1970-01-01), after Howard Hinnant's
/// `civil_from_days`.
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

/// How pieces move on the board.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AnimationSpeed {
    /// No animation.
    Off,
    /// Quick.
    Fast,
    /// The default.
    #[default]
    Normal,
    /// Slow, easy to follow.
    Slow,
}

impl AnimationSpeed {
    /// The length of a move's animation in ms.
    #[must_use]
    pub const fn duration_ms(self) -> u32 {
        match self {
            AnimationSpeed::Off => 0,
            AnimationSpeed::Fast => 120,
            AnimationSpeed::Normal => 250,
            AnimationSpeed::Slow => 450,
        }
    }
}

/// How the player moves pieces.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MoveInput {
    /// Click (tap) the piece, then the square.
    Click,
    /// Drag the piece.
    Drag,
    /// Either.
    #[default]
    Both,
}

/// When the clocks pause while the page is hidden.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PauseWhenHidden {
    /// Never: the clocks run on (two players at one device may switch apps).
    Never,
    /// Against the computer (the default): the computer should not win on time while the
    /// player answers the door.
    #[default]
    VsComputer,
    /// Always.
    Always,
}

impl PauseWhenHidden {
    /// Whether the clocks pause in a game against the computer (`vs_computer`) or not.
    #[must_use]
    pub const fn applies(self, vs_computer: bool) -> bool {
        match self {
            PauseWhenHidden::Never => false,
            PauseWhenHidden::VsComputer => vs_computer,
            PauseWhenHidden::Always => true,
        }
    }
}

/// A 4-digit PIN that locks the takeback setting (a parent or teacher sets it).
///
/// Only a salted hash is stored, never the PIN. The hash is FNV-1a (not a cryptographic hash):
/// this is a parental lock against a child flipping a switch, not a secret — anyone with the
/// browser's developer tools can clear the setting, and 10 000 PINs are quickly tried.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PinLock {
    /// A random salt chosen when the PIN was set.
    pub salt: u32,
    /// FNV-1a of the salt and the PIN.
    pub hash: u64,
}

/// Why a PIN was refused.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum PinError {
    /// Not exactly four digits.
    NotFourDigits,
    /// Not the PIN that locked the setting.
    Wrong,
    /// The setting is already locked (unlock it first).
    AlreadyLocked,
}

impl PinError {
    /// A stable kebab-case code: `pin-not-four-digits`, `pin-wrong`, `pin-already-locked`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            PinError::NotFourDigits => "pin-not-four-digits",
            PinError::Wrong => "pin-wrong",
            PinError::AlreadyLocked => "pin-already-locked",
        }
    }
}

impl fmt::Display for PinError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl std::error::Error for PinError {}

impl PinLock {
    /// A lock for `pin` (exactly four ASCII digits) with `salt` (random, from the caller: the
    /// pure code has no randomness).
    pub fn new(pin: &str, salt: u32) -> Result<PinLock, PinError> {
        if pin.len() != 4 || !pin.bytes().all(|b| b.is_ascii_digit()) {
            return Err(PinError::NotFourDigits);
        }
        Ok(PinLock { salt, hash: fnv1a(salt, pin) })
    }

    /// Whether `pin` is the one that made this lock.
    #[must_use]
    pub fn verify(&self, pin: &str) -> bool {
        PinLock::new(pin, self.salt).is_ok_and(|l| l.hash == self.hash)
    }
}

fn fnv1a(salt: u32, pin: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in salt.to_le_bytes().iter().chain(pin.as_bytes()) {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// The settings, remembered under `kaissa.v1.settings`. A field missing from a saved value (an
/// older version's) takes its default, so adding a setting needs no new version.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The format version ([`VERSION`]).
    pub v: u32,
    /// Mark the legal destinations of the selected piece (default on).
    pub show_legal_moves: bool,
    /// Show the files and ranks along the board (default on).
    pub show_coordinates: bool,
    /// Piece animation.
    pub animation: AnimationSpeed,
    /// Sounds (default on).
    pub sounds: bool,
    /// The board's colour theme, as named in the CSS (`data-theme`).
    pub board_theme: String,
    /// How pieces are moved.
    pub move_input: MoveInput,
    /// Play a move only after a confirming tap (for young children; default off).
    pub confirm_moves: bool,
    /// Takebacks allowed (default on).
    pub takebacks: bool,
    /// The PIN lock on the takeback setting, if one is set.
    pub takeback_lock: Option<PinLock>,
    /// The touch-move training mode (default off).
    pub touch_move: bool,
    /// When the clocks pause while the page is hidden.
    pub pause_when_hidden: PauseWhenHidden,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            v: VERSION,
            show_legal_moves: true,
            show_coordinates: true,
            animation: AnimationSpeed::Normal,
            sounds: true,
            board_theme: "green".to_owned(),
            move_input: MoveInput::Both,
            confirm_moves: false,
            takebacks: true,
            takeback_lock: None,
            touch_move: false,
            pause_when_hidden: PauseWhenHidden::VsComputer,
        }
    }
}

impl SavedValue for Settings {
    const NAME: &'static str = "settings";
    const VERSION: u32 = VERSION;
}

impl Settings {
    /// Whether the takeback setting is locked by a PIN.
    #[must_use]
    pub fn is_takeback_locked(&self) -> bool {
        self.takeback_lock.is_some()
    }

    /// Turns takebacks on or off; when locked, only with the right `pin`.
    pub fn set_takebacks(&mut self, allowed: bool, pin: Option<&str>) -> Result<(), PinError> {
        if let Some(lock) = self.takeback_lock {
            if !pin.is_some_and(|p| lock.verify(p)) {
                return Err(PinError::Wrong);
            }
        }
        self.takebacks = allowed;
        Ok(())
    }

    /// Locks the takeback setting with a 4-digit `pin` and a random `salt`.
    pub fn lock_takebacks(&mut self, pin: &str, salt: u32) -> Result<(), PinError> {
        if self.takeback_lock.is_some() {
            return Err(PinError::AlreadyLocked);
        }
        self.takeback_lock = Some(PinLock::new(pin, salt)?);
        Ok(())
    }

    /// Removes the lock, given the right `pin` (unlocked already: fine).
    pub fn unlock_takebacks(&mut self, pin: &str) -> Result<(), PinError> {
        match self.takeback_lock {
            Some(lock) if !lock.verify(pin) => Err(PinError::Wrong),
            _ => {
                self.takeback_lock = None;
                Ok(())
            }
        }
    }
}

/// Serde for [`Outcome`] as `{"result":"1-0","termination":"checkmate"}`; a result that does not
/// fit the termination (a stalemate won by White) is refused.
mod serde_outcome {
    use kaissa_rules::{Color, Outcome, Termination};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    #[derive(Serialize, Deserialize)]
    struct Repr {
        result: String,
        termination: String,
    }

    pub fn serialize<S: Serializer>(o: &Outcome, s: S) -> Result<S::Ok, S::Error> {
        Repr { result: o.result().to_owned(), termination: o.termination.code().to_owned() }.serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Outcome, D::Error> {
        from_repr(Repr::deserialize(d)?).map_err(serde::de::Error::custom)
    }

    fn from_repr(r: Repr) -> Result<Outcome, String> {
        let termination =
            Termination::from_code(&r.termination).ok_or_else(|| format!("unknown termination {}", r.termination))?;
        let decisive = matches!(termination, Termination::Checkmate | Termination::Resignation | Termination::Timeout);
        let winner = match r.result.as_str() {
            "1-0" if decisive => Some(Color::White),
            "0-1" if decisive => Some(Color::Black),
            "1/2-1/2" if !decisive => None,
            _ => return Err(format!("result {} does not fit {}", r.result, r.termination)),
        };
        Ok(Outcome { winner, termination })
    }

    pub mod option {
        use super::Repr;
        use kaissa_rules::Outcome;
        use serde::{Deserialize, Deserializer, Serializer};

        pub fn serialize<S: Serializer>(o: &Option<Outcome>, s: S) -> Result<S::Ok, S::Error> {
            match o {
                Some(o) => super::serialize(o, s),
                None => s.serialize_none(),
            }
        }

        pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Outcome>, D::Error> {
            match Option::<Repr>::deserialize(d)? {
                None => Ok(None),
                Some(r) => super::from_repr(r).map(Some).map_err(serde::de::Error::custom),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::saving::value::{load, load_or_default, to_json, SavedError};
    use kaissa_rules::{Move, Square};

    fn play(session: &mut Session, moves: &[&str]) {
        for uci in moves {
            let m = session.position().parse_uci(uci).unwrap();
            session.play(m).unwrap();
        }
    }

    fn strings(moves: &[&str]) -> Vec<String> {
        moves.iter().map(|s| (*s).to_owned()).collect()
    }

    const VS_COMPUTER: SavedPlayers = SavedPlayers::Computer { human: Color::Black, level: 3 };

    #[test]
    fn game_in_progress_round_trip_with_clock() {
        let mut s = Session::new();
        let mut clock = Clock::new("5+3".parse().unwrap(), Color::White);
        play(&mut s, &["e2e4"]);
        clock.press(1_000.0).unwrap();
        play(&mut s, &["e7e5"]);
        clock.press(11_000.0).unwrap(); // Black 293 s
        let saved = SavedGame::new(&s, VS_COMPUTER, Some(&clock), 15_000.0, true, 1_700_000_000_000);
        let json = to_json(&saved);
        assert!(json.starts_with(r#"{"v":1,"created_ms":1700000000000,"#), "{json}");
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

    #[test]
    fn recorded_outcomes_are_restored() {
        let mut s = Session::from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").unwrap();
        play(&mut s, &["e2e4"]);
        let mut game = s.game().clone();
        game.resign(Color::Black);
        let s = Session::from_game(game);
        let saved = SavedGame::new(&s, SavedPlayers::TwoHumans, None, 0.0, false, 0);
        let json = to_json(&saved);
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
            assert!(matches!(loaded.error, Some(SavedError::Malformed(_))), "{bad}");
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
    fn history_round_trip_replay_and_delete() {
        let mut s = Session::new();
        assert_eq!(FinishedGame::new(&s, SavedPlayers::TwoHumans, TimeControl::NONE, 5), None, "not over");
        play(&mut s, &["f2f3", "e7e5", "g2g4", "d8h4"]);
        let tc: TimeControl = "3+2".parse().unwrap();
        let g = FinishedGame::new(&s, VS_COMPUTER, tc, 1_700_000_000_000).unwrap();
        let mut h = History::default();
        h.push(g.clone());
        let json = to_json(&h);
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

    #[test]
    fn settings_defaults_round_trip_and_missing_fields() {
        let d = Settings::default();
        assert!(d.show_legal_moves && d.show_coordinates && d.sounds && d.takebacks);
        assert!(!d.confirm_moves && !d.touch_move && !d.is_takeback_locked());
        assert!(d.pause_when_hidden.applies(true) && !d.pause_when_hidden.applies(false));
        let mut s = d.clone();
        s.animation = AnimationSpeed::Off;
        s.move_input = MoveInput::Drag;
        s.board_theme = "wood".to_owned();
        s.pause_when_hidden = PauseWhenHidden::Always;
        let json = to_json(&s);
        assert!(json.starts_with(r#"{"v":1,"#), "{json}");
        assert!(json.contains(r#""animation":"off""#) && json.contains(r#""move_input":"drag""#), "{json}");
        assert!(json.contains(r#""pause_when_hidden":"always""#), "{json}");
        assert_eq!(load_or_default::<Settings>(Some(&json)).value, s);
        // An older value without the newer fields.
        let old = load_or_default::<Settings>(Some(r#"{"v":1,"sounds":false}"#));
        assert_eq!(old.value, Settings { sounds: false, ..Settings::default() });
        assert_eq!(old.unreadable, None);
        assert_eq!(AnimationSpeed::Slow.duration_ms(), 450);
        assert!(!PauseWhenHidden::Never.applies(true));
    }

    #[test]
    fn takeback_pin_lock() {
        let mut s = Settings::default();
        assert_eq!(s.lock_takebacks("12a4", 7), Err(PinError::NotFourDigits));
        assert_eq!(s.lock_takebacks("12345", 7), Err(PinError::NotFourDigits));
        assert_eq!(s.lock_takebacks("٣٣٣٣", 7), Err(PinError::NotFourDigits));
        s.lock_takebacks("0420", 0xdead_beef).unwrap();
        assert_eq!(s.lock_takebacks("1111", 1), Err(PinError::AlreadyLocked));
        let json = to_json(&s);
        assert!(!json.contains("0420"), "the PIN itself is never stored: {json}");
        let mut s = load_or_default::<Settings>(Some(&json)).value;
        assert!(s.is_takeback_locked());
        assert_eq!(s.set_takebacks(false, None), Err(PinError::Wrong));
        assert_eq!(s.set_takebacks(false, Some("0421")), Err(PinError::Wrong));
        assert!(s.takebacks);
        assert_eq!(s.set_takebacks(false, Some("0420")), Ok(()));
        assert!(!s.takebacks);
        assert_eq!(s.unlock_takebacks("9999"), Err(PinError::Wrong));
        assert_eq!(s.unlock_takebacks("0420"), Ok(()));
        assert_eq!(s.set_takebacks(true, None), Ok(()));
        // The same PIN with another salt hashes differently.
        assert_ne!(PinLock::new("0420", 1).unwrap().hash, PinLock::new("0420", 2).unwrap().hash);
        assert_eq!(PinError::Wrong.code(), "pin-wrong");
    }

    #[test]
    fn pgn_tags_and_round_trip() {
        let mut s = Session::new();
        play(&mut s, &["e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6", "h5f7"]);
        // 2023-11-14 22:13:20 UTC; in UTC+2 it is already the 15th.
        let pgn = pgn_game(s.game(), "You", "Kaissa level 3", 1_700_000_000_000, 120, "5+3".parse().unwrap());
        let text = pgn.to_pgn();
        for tag in [
            "[Event \"Casual game\"]",
            "[Site \"Kaissa\"]",
            "[Date \"2023.11.15\"]",
            "[Round \"-\"]",
            "[White \"You\"]",
            "[Black \"Kaissa level 3\"]",
            "[Result \"1-0\"]",
            "[TimeControl \"300+3\"]",
            "[Termination \"normal\"]",
        ] {
            assert!(text.contains(tag), "{tag} in\n{text}");
        }
        assert!(text.contains("4. Qxf7# 1-0"), "{text}");
        let read = kaissa_rules::pgn::read_games(&text).remove(0).unwrap();
        assert_eq!(read.mainline(), s.game().moves());
        // A game in progress from a position, without a clock.
        let s = Session::from_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1").unwrap();
        let text = pgn_game(s.game(), "A", "B", 0, 0, TimeControl::NONE).to_pgn();
        for tag in ["[Date \"1970.01.01\"]", "[Result \"*\"]", "[TimeControl \"-\"]", "[Termination \"unterminated\"]"]
        {
            assert!(text.contains(tag), "{tag} in\n{text}");
        }
        assert!(text.contains("[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 1\"]"), "{text}");
        assert_eq!(pgn_termination(Some(Outcome::draw(Termination::TimeoutInsufficient))), "time forfeit");
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
        let bad = GameRecord { start_fen: Position::default().fen(), moves: vec!["e2e5".into()], outcome: None };
        assert!(matches!(bad.replay(), Err(ReplayError::Move { ply: 1, .. })));
        assert!(serde_json::from_str::<GameRecord>(
            r#"{"start_fen":"x","moves":[],"outcome":{"result":"1-0","termination":"stalemate"}}"#
        )
        .is_err());
    }

    #[test]
    fn pgn_export_requests_give_the_games_pgn() {
        let mut s = Session::new();
        play(&mut s, &["e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6", "h5f7"]);
        let tc: TimeControl = "5+3".parse().unwrap();
        let request = PgnExport {
            game: GameRecord::of(&s),
            white: "You".into(),
            black: "Kaissa level 3".into(),
            date_ms: 1_700_000_000_000,
            utc_offset_min: 120,
            time_control: tc,
        };
        let json = serde_json::to_string(&request).unwrap();
        let back: PgnExport = serde_json::from_str(&json).unwrap();
        let direct = pgn_game(s.game(), "You", "Kaissa level 3", 1_700_000_000_000, 120, tc).to_pgn();
        assert_eq!(back.to_pgn().unwrap(), direct);
    }

    #[test]
    fn dates() {
        assert_eq!(pgn_date(0, 0), "1970.01.01");
        assert_eq!(pgn_date(0, -60), "1969.12.31");
        assert_eq!(pgn_date(951_782_400_000, 0), "2000.02.29");
        assert_eq!(pgn_date(4_107_542_400_000, 0), "2100.03.01");
        assert_eq!(pgn_date(1_700_000_000_000, 0), "2023.11.14");
        let _ = pgn_date(u64::MAX, i32::MAX); // nonsense in, no panic
        let _ = pgn_date(0, i32::MIN);
    }
}
