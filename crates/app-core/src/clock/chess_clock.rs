//! Chess clocks as FIDE Article 6 describes them and clubs use them: a base time per player and,
//! per move, a Fischer increment, a Bronstein delay or a simple (US) delay — or no clock at all.
//!
//! The clock never reads the time itself: every method takes `now_ms`, a monotonic time in
//! milliseconds such as `performance.now()`. Remaining times are computed from the moment the
//! running side's turn began, so timer jitter (the redraw timer is only a redraw) never makes the
//! clock drift, and the tests drive it with exact numbers.
//!
//! **When it starts.** FIDE starts White's clock at the start of the game; Kaissa, like the online
//! apps beginners know, starts the clock with the first move: the first move is made off the clock
//! (no time used, no increment or delay given), and from then on the clock of the side to move
//! runs. A beginner who opens the page is not already losing time while reading it.

use kaissa_rules::Color;
use serde::{Deserialize, Serialize};
use std::fmt;

/// How a time control gives time back per move.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum ClockMode {
    /// No clock.
    #[default]
    Untimed,
    /// Fischer increment: after each move the increment is added to the mover's time.
    Fischer,
    /// Bronstein delay: after each move the time the move took is added back, up to the delay.
    Bronstein,
    /// Simple (US) delay: each turn the clock waits for the delay before it starts counting down.
    SimpleDelay,
}

/// The longest base time a code may ask for (10 hours), so sums never overflow and nonsense is
/// refused.
pub const MAX_BASE_MS: u64 = 10 * 60 * 60 * 1000;

/// The longest increment or delay a code may ask for (3 minutes).
pub const MAX_INCREMENT_MS: u64 = 3 * 60 * 1000;

/// A time control: base time per player, and the increment (Fischer) or delay (Bronstein, simple)
/// per move.
///
/// Its stable string code (the new-game dialog's `data-tc`, and how it is saved):
/// - `none`: no clock;
/// - `B+I`: Fischer increment — `B` the base time in minutes (`5`) or minutes and seconds
///   (`0:30`), `I` the increment in whole seconds: `5+3`, `10+0`, `0:30+1`;
/// - `B+Id`: Bronstein delay of `I` seconds (`5+3d`);
/// - `B+Is`: simple (US) delay of `I` seconds (`5+3s`).
///
/// The base is a whole number of seconds, at least 1 s and at most [`MAX_BASE_MS`]; the increment
/// or delay a whole number of seconds up to [`MAX_INCREMENT_MS`]. Parsing accepts surrounding
/// spaces and upper case, and writes the canonical form back (`05+3` reads as `5+3`).
///
/// The fields are private so that every value has a code: build one with [`TimeControl::new`],
/// [`TimeControl::fischer`] and friends, or by parsing.
///
/// ```
/// use kaissa_app_core::{ClockMode, TimeControl};
/// let tc: TimeControl = "5+3".parse().unwrap();
/// assert_eq!((tc.base_ms(), tc.increment_ms(), tc.mode()), (300_000, 3_000, ClockMode::Fischer));
/// assert_eq!(tc.to_string(), "5+3");
/// assert_eq!("0:30+1s".parse::<TimeControl>().unwrap().base_ms(), 30_000);
/// assert!("5+".parse::<TimeControl>().is_err());
/// ```
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct TimeControl {
    base_ms: u64,
    increment_ms: u64,
    mode: ClockMode,
}

/// Why a time control code or a custom time control was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TimeControlError {
    /// Not of the form `none`, `5+3`, `5+3d`, `5+3s`, `0:30+1` (the text, shortened).
    Syntax(String),
    /// A base time of zero, above [`MAX_BASE_MS`], or not a whole number of seconds.
    Base(u64),
    /// An increment or delay above [`MAX_INCREMENT_MS`], or not a whole number of seconds.
    Increment(u64),
}

impl fmt::Display for TimeControlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TimeControlError::Syntax(t) => write!(f, "'{t}' is not a time control (like none, 5+3, 5+3d or 5+3s)"),
            TimeControlError::Base(ms) => {
                write!(f, "a base time of {ms} ms is not between 1 s and 10 h in whole seconds")
            }
            TimeControlError::Increment(ms) => {
                write!(f, "an increment of {ms} ms is not between 0 and 3 min in whole seconds")
            }
        }
    }
}

impl std::error::Error for TimeControlError {}

impl TimeControl {
    /// No clock.
    pub const NONE: TimeControl = TimeControl { base_ms: 0, increment_ms: 0, mode: ClockMode::Untimed };

    /// The presets the new-game dialog offers besides "none" and custom: 1+0, 3+2, 5+3, 10+0,
    /// 10+5, 15+10, 30+0, all with Fischer increment (as online play uses them).
    pub const PRESETS: [TimeControl; 7] = [
        TimeControl::fischer(1, 0),
        TimeControl::fischer(3, 2),
        TimeControl::fischer(5, 3),
        TimeControl::fischer(10, 0),
        TimeControl::fischer(10, 5),
        TimeControl::fischer(15, 10),
        TimeControl::fischer(30, 0),
    ];

    /// A Fischer time control of `minutes` + `seconds` per move (for constants; a custom one
    /// from the user goes through [`TimeControl::new`], which checks the limits).
    #[must_use]
    pub const fn fischer(minutes: u64, seconds: u64) -> TimeControl {
        TimeControl { base_ms: minutes * 60_000, increment_ms: seconds * 1000, mode: ClockMode::Fischer }
    }

    /// A custom time control, checked: base and increment (or delay) in whole seconds, within
    /// the limits. `ClockMode::Untimed` gives [`TimeControl::NONE`] whatever the times.
    pub fn new(base_ms: u64, increment_ms: u64, mode: ClockMode) -> Result<TimeControl, TimeControlError> {
        if mode == ClockMode::Untimed {
            return Ok(TimeControl::NONE);
        }
        if base_ms == 0 || base_ms > MAX_BASE_MS || base_ms % 1000 != 0 {
            return Err(TimeControlError::Base(base_ms));
        }
        if increment_ms > MAX_INCREMENT_MS || increment_ms % 1000 != 0 {
            return Err(TimeControlError::Increment(increment_ms));
        }
        Ok(TimeControl { base_ms, increment_ms, mode })
    }

    /// The base time of each player, in ms (0 without a clock).
    #[must_use]
    pub const fn base_ms(self) -> u64 {
        self.base_ms
    }

    /// The Fischer increment or the delay (Bronstein, simple) per move, in ms.
    #[must_use]
    pub const fn increment_ms(self) -> u64 {
        self.increment_ms
    }

    /// How time is given back per move.
    #[must_use]
    pub const fn mode(self) -> ClockMode {
        self.mode
    }

    /// Whether there is a clock at all.
    #[must_use]
    pub const fn is_timed(self) -> bool {
        !matches!(self.mode, ClockMode::Untimed)
    }

    /// The stable code (see the type's documentation).
    #[must_use]
    pub fn code(self) -> String {
        if !self.is_timed() {
            return "none".to_owned();
        }
        let secs = self.base_ms / 1000;
        let base = if secs % 60 == 0 { format!("{}", secs / 60) } else { format!("{}:{:02}", secs / 60, secs % 60) };
        let suffix = match self.mode {
            ClockMode::Bronstein => "d",
            ClockMode::SimpleDelay => "s",
            ClockMode::Fischer | ClockMode::Untimed => "",
        };
        format!("{base}+{}{suffix}", self.increment_ms / 1000)
    }

    /// The PGN `TimeControl` tag: `-` without a clock, `300` or `300+3` (seconds) with Fischer.
    /// The PGN standard has no notation for delays; Kaissa writes `300d3` (Bronstein) and
    /// `300s3` (simple delay), after its own codes.
    #[must_use]
    pub fn pgn(self) -> String {
        let (base, inc) = (self.base_ms / 1000, self.increment_ms / 1000);
        match self.mode {
            ClockMode::Untimed => "-".to_owned(),
            ClockMode::Fischer if inc == 0 => format!("{base}"),
            ClockMode::Fischer => format!("{base}+{inc}"),
            ClockMode::Bronstein => format!("{base}d{inc}"),
            ClockMode::SimpleDelay => format!("{base}s{inc}"),
        }
    }

    /// Below this many ms a clock shows the low-time warning: 10 % of the base, but never less
    /// than 10 s nor more than 20 s (a 1-minute game warns at 10 s, a 3-minute one at 18 s, a
    /// 5-minute or longer one at 20 s). Low enough not to nag, early enough to act on.
    #[must_use]
    pub fn low_time_ms(self) -> f64 {
        (self.base_ms as f64 / 10.0).clamp(10_000.0, 20_000.0)
    }
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.code())
    }
}

impl std::str::FromStr for TimeControl {
    type Err = TimeControlError;

    fn from_str(text: &str) -> Result<TimeControl, TimeControlError> {
        let text = text.trim().to_ascii_lowercase();
        let syntax = || TimeControlError::Syntax(text.chars().take(40).collect());
        if text == "none" {
            return Ok(TimeControl::NONE);
        }
        let (base, rest) = text.split_once('+').ok_or_else(syntax)?;
        let (inc, mode) = match rest.as_bytes().last() {
            Some(b'd') => (&rest[..rest.len() - 1], ClockMode::Bronstein),
            Some(b's') => (&rest[..rest.len() - 1], ClockMode::SimpleDelay),
            _ => (rest, ClockMode::Fischer),
        };
        let base_secs = match base.split_once(':') {
            Some((m, s)) if s.len() == 2 => {
                let s = digits(s).ok_or_else(syntax)?;
                if s >= 60 {
                    return Err(syntax());
                }
                digits(m).ok_or_else(syntax)? * 60 + s
            }
            Some(_) => return Err(syntax()),
            None => digits(base).ok_or_else(syntax)? * 60,
        };
        let inc_secs = digits(inc).ok_or_else(syntax)?;
        TimeControl::new(base_secs * 1000, inc_secs * 1000, mode)
    }
}

/// A number of at most 6 ASCII digits (so that no sum overflows), or `None`.
fn digits(text: &str) -> Option<u64> {
    if text.is_empty() || text.len() > 6 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

impl TryFrom<String> for TimeControl {
    type Error = TimeControlError;
    fn try_from(code: String) -> Result<TimeControl, TimeControlError> {
        code.parse()
    }
}

impl From<TimeControl> for String {
    fn from(tc: TimeControl) -> String {
        tc.code()
    }
}

/// The clock's state before a move, kept so that a takeback restores it.
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Snapshot {
    /// White's and Black's remaining ms when that move's turn began.
    pub remaining_ms: [f64; 2],
    /// The side that made the move.
    #[serde(with = "crate::json::color")]
    pub to_move: Color,
    /// Whether the clock was running (false before the first move).
    pub started: bool,
}

/// A pair of chess clocks.
#[derive(Clone, Debug, PartialEq)]
pub struct Clock {
    tc: TimeControl,
    /// Each side's remaining ms at the start of the current turn; the running side's time is this
    /// minus what the current turn has used (so nothing accumulates rounding or timer jitter).
    remaining: [f64; 2],
    to_move: Color,
    started: bool,
    /// The game ended (or a flag fell): the times are frozen.
    stopped: bool,
    fallen: Option<Color>,
    paused: bool,
    /// What the current turn used before the last pause (or before a reload).
    used_before: f64,
    /// When the running clock last started or resumed (meaningless while paused or stopped).
    since: f64,
    history: Vec<Snapshot>,
}

/// Why a saved clock could not be restored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClockError(pub String);

impl fmt::Display for ClockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unreadable clock: {}", self.0)
    }
}

impl std::error::Error for ClockError {}

/// A clock as saved with the game.
///
/// It holds the remaining times at the start of the current turn, the side to move, and what
/// that side had used of its turn when the game was saved. Restored, the running side goes on
/// from exactly there: a reload neither gives free time nor charges the time the page was closed
/// (the device may have been off for a day; charging it would lose games on time while nobody
/// played). The app saves after every move and when the page is hidden, so a reload gives back
/// at most the time since then.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedClock {
    /// The time control (as its code).
    pub time_control: TimeControl,
    /// White's and Black's remaining ms at the start of the current turn.
    pub remaining_ms: [f64; 2],
    /// The side to move (whose clock runs once started).
    #[serde(with = "crate::json::color")]
    pub to_move: Color,
    /// Whether the clock has started (the first move was made).
    pub started: bool,
    /// Whether the clock was stopped (game over).
    #[serde(default)]
    pub stopped: bool,
    /// The side whose flag fell, if one did.
    #[serde(default, with = "crate::json::color::option")]
    pub flagged: Option<Color>,
    /// What the side to move had used of its turn at save time.
    #[serde(default)]
    pub used_ms: f64,
    /// The state before each move, for takebacks.
    #[serde(default)]
    pub history: Vec<Snapshot>,
}

/// The clock times to give the engine with UCI `go` (ms). Delays are given as increments, since
/// UCI has no delay: the time a move may use is about the same.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct GoTimes {
    /// White's remaining time.
    pub wtime: u64,
    /// Black's remaining time.
    pub btime: u64,
    /// White's increment (or delay).
    pub winc: u64,
    /// Black's increment (or delay).
    pub binc: u64,
}

impl Clock {
    /// A clock before the first move; `first` is the side that moves first (White, unless the
    /// game starts from a position with Black to move).
    #[must_use]
    pub fn new(tc: TimeControl, first: Color) -> Clock {
        let base = tc.base_ms as f64;
        Clock {
            tc,
            remaining: [base, base],
            to_move: first,
            started: false,
            stopped: false,
            fallen: None,
            paused: false,
            used_before: 0.0,
            since: 0.0,
            history: Vec::new(),
        }
    }

    /// The time control.
    #[must_use]
    pub fn time_control(&self) -> TimeControl {
        self.tc
    }

    /// The side whose clock runs now: the side to move once the first move is made, `None`
    /// before it, after the game, while paused, and without a clock.
    #[must_use]
    pub fn running(&self) -> Option<Color> {
        (self.ticking() && !self.paused).then_some(self.to_move)
    }

    /// The side to move, as far as the clock knows.
    #[must_use]
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// Whether both clocks are paused ([`Clock::pause`]).
    #[must_use]
    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// Whether the clock was stopped for good ([`Clock::stop`] or a flag fall at a press).
    #[must_use]
    pub fn is_stopped(&self) -> bool {
        self.stopped
    }

    /// Whether the side to move is using time (whether or not paused).
    fn ticking(&self) -> bool {
        self.tc.is_timed() && self.started && !self.stopped
    }

    /// What the current turn has used so far.
    fn used(&self, now_ms: f64) -> f64 {
        if !self.ticking() {
            return 0.0;
        }
        // `max` also turns a NaN or a clock going backwards into "no time".
        let live = if self.paused { 0.0 } else { (now_ms - self.since).max(0.0) };
        self.used_before + live
    }

    /// How much of `used` comes off the clock: all of it, except the simple delay's grace.
    fn charged(&self, used: f64) -> f64 {
        match self.tc.mode {
            ClockMode::SimpleDelay => (used - self.tc.increment_ms as f64).max(0.0),
            _ => used,
        }
    }

    /// `color`'s remaining ms at `now_ms` (never below 0; always 0 without a clock).
    #[must_use]
    pub fn remaining(&self, color: Color, now_ms: f64) -> f64 {
        let stored = self.remaining[color.index()];
        if color == self.to_move && self.ticking() {
            (stored - self.charged(self.used(now_ms))).max(0.0)
        } else {
            stored
        }
    }

    /// The side whose flag has fallen (time used up), if any.
    #[must_use]
    pub fn flagged(&self, now_ms: f64) -> Option<Color> {
        if self.fallen.is_some() {
            return self.fallen;
        }
        let left = self.remaining[self.to_move.index()] - self.charged(self.used(now_ms));
        (self.ticking() && left <= 0.0).then_some(self.to_move)
    }

    /// Whether `color`'s clock shows the low-time warning ([`TimeControl::low_time_ms`]).
    #[must_use]
    pub fn is_low(&self, color: Color, now_ms: f64) -> bool {
        self.tc.is_timed() && self.remaining(color, now_ms) < self.tc.low_time_ms()
    }

    /// The player to move completed a move at `now_ms`: their clock stops, gets its increment or
    /// delay, and the opponent's starts. The first press starts the clock.
    ///
    /// A flag that fell before the press is not rescued by the increment: the clock stops and
    /// the error names the side whose time ran out (the app checks [`Clock::flagged`] before it
    /// plays a move, so this only catches a move made in the same instant). A press on a
    /// stopped clock changes nothing.
    pub fn press(&mut self, now_ms: f64) -> Result<(), Color> {
        if let Some(fallen) = self.fallen {
            return Err(fallen);
        }
        if self.stopped {
            return Ok(());
        }
        let mover = self.to_move;
        let before = Snapshot { remaining_ms: self.remaining, to_move: mover, started: self.started };
        if self.ticking() {
            let used = self.used(now_ms);
            let left = self.remaining[mover.index()] - self.charged(used);
            if left <= 0.0 {
                self.flag(mover);
                return Err(mover);
            }
            let inc = self.tc.increment_ms as f64;
            let back = match self.tc.mode {
                ClockMode::Fischer => inc,
                ClockMode::Bronstein => used.min(inc),
                ClockMode::SimpleDelay | ClockMode::Untimed => 0.0,
            };
            self.remaining[mover.index()] = left + back;
        }
        self.history.push(before);
        self.started = true;
        self.to_move = !mover;
        self.used_before = 0.0;
        self.since = now_ms;
        Ok(())
    }

    fn flag(&mut self, loser: Color) {
        self.remaining[loser.index()] = 0.0;
        self.fallen = Some(loser);
        self.stopped = true;
        self.used_before = 0.0;
    }

    /// Pauses both clocks (the page was hidden). Pausing twice is harmless.
    pub fn pause(&mut self, now_ms: f64) {
        if self.paused {
            return;
        }
        self.used_before = self.used(now_ms);
        self.paused = true;
    }

    /// Resumes after [`Clock::pause`]: the running side goes on from where it was.
    pub fn resume(&mut self, now_ms: f64) {
        if !self.paused {
            return;
        }
        self.paused = false;
        self.since = now_ms;
    }

    /// Stops the clock for good (the game ended): the times are frozen as they are at `now_ms`.
    /// If the running side's time had run out by then, its flag is recorded.
    pub fn stop(&mut self, now_ms: f64) {
        if self.stopped {
            return;
        }
        if self.ticking() {
            if let Some(loser) = self.flagged(now_ms) {
                self.flag(loser);
                return;
            }
            self.remaining[self.to_move.index()] = self.remaining(self.to_move, now_ms);
        }
        self.stopped = true;
        self.used_before = 0.0;
    }

    /// Takes back `plies` moves: the times are restored as they stood when the first taken-back
    /// move's turn began, and that side's clock runs again from `now_ms`. The thinking time of
    /// the taken-back moves is given back — a takeback is a learning aid, and against the
    /// computer it also gives back the computer's time. A stopped clock runs again (as the game
    /// reopens). Returns how many moves were taken back (fewer if the history is shorter).
    pub fn undo(&mut self, plies: usize, now_ms: f64) -> usize {
        let mut undone = 0;
        while undone < plies {
            let Some(snap) = self.history.pop() else { break };
            self.remaining = snap.remaining_ms;
            self.to_move = snap.to_move;
            self.started = snap.started;
            undone += 1;
        }
        if undone > 0 {
            self.stopped = false;
            self.fallen = None;
            self.used_before = 0.0;
            self.since = now_ms;
        }
        undone
    }

    /// How many moves the clock has seen (the length of its takeback history).
    #[must_use]
    pub fn moves(&self) -> usize {
        self.history.len()
    }

    /// The times for the engine's `go` command.
    #[must_use]
    pub fn go_times(&self, now_ms: f64) -> GoTimes {
        let inc = self.tc.increment_ms;
        GoTimes {
            wtime: self.remaining(Color::White, now_ms) as u64,
            btime: self.remaining(Color::Black, now_ms) as u64,
            winc: inc,
            binc: inc,
        }
    }

    /// The clock to save at `now_ms` (see [`SavedClock`]).
    #[must_use]
    pub fn save(&self, now_ms: f64) -> SavedClock {
        SavedClock {
            time_control: self.tc,
            remaining_ms: self.remaining,
            to_move: self.to_move,
            started: self.started,
            stopped: self.stopped,
            flagged: self.fallen,
            used_ms: self.used(now_ms),
            history: self.history.clone(),
        }
    }

    /// A saved clock, running again from `now_ms` with what its turn had used. A value that no
    /// clock could hold (a negative or infinite time) is refused. The clock is not paused.
    pub fn restore(saved: &SavedClock, now_ms: f64) -> Result<Clock, ClockError> {
        let ok = |ms: f64| ms.is_finite() && ms >= 0.0;
        if !saved.remaining_ms.iter().all(|&ms| ok(ms)) || !ok(saved.used_ms) {
            let [white, black] = saved.remaining_ms.map(whole_ms);
            return Err(ClockError(format!("times [{white}, {black}], used {}", whole_ms(saved.used_ms))));
        }
        if !saved.history.iter().all(|s| s.remaining_ms.iter().all(|&ms| ok(ms))) {
            return Err(ClockError("a takeback snapshot holds an impossible time".to_owned()));
        }
        Ok(Clock {
            tc: saved.time_control,
            remaining: saved.remaining_ms,
            to_move: saved.to_move,
            started: saved.started,
            stopped: saved.stopped || saved.flagged.is_some(),
            fallen: saved.flagged,
            paused: false,
            used_before: if saved.started { saved.used_ms } else { 0.0 },
            since: now_ms,
            history: saved.history.clone(),
        })
    }
}

/// A time for a message, in whole milliseconds ("NaN", "inf" and "-inf" as they are). Integers,
/// because printing an `f64` would link the float printer (about 14 KB of the page's wasm).
fn whole_ms(ms: f64) -> String {
    if ms.is_nan() {
        "NaN".to_owned()
    } else if ms.is_infinite() {
        if ms > 0.0 { "inf" } else { "-inf" }.to_owned()
    } else {
        // In range: an i64 holds any time a clock could show, and `as` saturates beyond it.
        (ms.round() as i64).to_string()
    }
}

/// A clock face's text: `h:mm:ss` from an hour, `m:ss` from 10 s, and seconds with tenths below
/// (`9.8`). Rounded down, as clock faces do: `0:10` turns into `9.9`, and `0.0` shows during the
/// last tenth of a second.
#[must_use]
pub fn format_clock(ms: f64) -> String {
    let ms = if ms.is_finite() { ms.max(0.0) } else { 0.0 };
    if ms < 10_000.0 {
        let tenths = (ms / 100.0).floor() as u64;
        return format!("{}.{}", tenths / 10, tenths % 10);
    }
    let secs = (ms / 1000.0).floor() as u64;
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Color::{Black, White};

    fn tc(code: &str) -> TimeControl {
        code.parse().unwrap()
    }

    /// A clock whose first move (White's) was made at t = 1000 ms.
    fn started(code: &str) -> Clock {
        let mut c = Clock::new(tc(code), White);
        c.press(1000.0).unwrap();
        c
    }

    #[test]
    fn the_first_move_starts_the_clock() {
        let mut c = Clock::new(tc("5+3"), White);
        assert_eq!(c.running(), None);
        assert_eq!(c.remaining(White, 50_000.0), 300_000.0, "nothing runs before the first move");
        assert_eq!(c.flagged(1e12), None);
        c.press(60_000.0).unwrap();
        assert_eq!(c.remaining(White, 60_000.0), 300_000.0, "the first move is off the clock, no increment");
        assert_eq!(c.running(), Some(Black));
        assert_eq!(c.remaining(Black, 70_000.0), 290_000.0);
        // A game from a position with Black to move: Black's first move starts White's clock.
        let mut c = Clock::new(tc("5+3"), Black);
        c.press(0.0).unwrap();
        assert_eq!(c.running(), Some(White));
    }

    #[test]
    fn fischer_adds_the_increment_after_each_move() {
        let mut c = started("5+3");
        // Black thinks 10 s: 300 - 10 + 3 = 293 s.
        c.press(11_000.0).unwrap();
        assert_eq!(c.remaining(Black, 11_000.0), 293_000.0);
        assert_eq!(c.running(), Some(White));
        // White thinks 1 s: 300 - 1 + 3 = 302 s (Fischer may grow the time).
        c.press(12_000.0).unwrap();
        assert_eq!(c.remaining(White, 99_000.0), 302_000.0);
        assert_eq!(c.remaining(Black, 12_500.0), 292_500.0, "Black's clock runs");
    }

    #[test]
    fn bronstein_gives_back_what_was_used_up_to_the_delay() {
        let mut c = started("5+3d");
        // Black uses 10 s, gets 3 back: 293 s.
        c.press(11_000.0).unwrap();
        assert_eq!(c.remaining(Black, 11_000.0), 293_000.0);
        // White uses 1 s, gets 1 s back: never more than it had.
        assert_eq!(c.remaining(White, 11_500.0), 299_500.0, "the display counts down from the start");
        c.press(12_000.0).unwrap();
        assert_eq!(c.remaining(White, 12_000.0), 300_000.0);
        // Black uses 2.5 s: back to 293 s.
        c.press(14_500.0).unwrap();
        assert_eq!(c.remaining(Black, 14_500.0), 293_000.0);
    }

    #[test]
    fn simple_delay_waits_before_counting_down() {
        let mut c = started("5+3s");
        assert_eq!(c.remaining(Black, 3_500.0), 300_000.0, "2.5 s into the delay");
        assert_eq!(c.remaining(Black, 4_000.0), 300_000.0, "the delay is over");
        assert_eq!(c.remaining(Black, 5_000.0), 299_000.0);
        // Black uses 10 s: 7 s come off.
        c.press(11_000.0).unwrap();
        assert_eq!(c.remaining(Black, 11_000.0), 293_000.0);
        // White uses 2 s: nothing comes off, nothing is added.
        c.press(13_000.0).unwrap();
        assert_eq!(c.remaining(White, 13_000.0), 300_000.0);
    }

    #[test]
    fn no_clock() {
        let mut c = Clock::new(TimeControl::NONE, White);
        for t in [0.0, 5e6, 1e9] {
            c.press(t).unwrap();
        }
        assert_eq!(c.running(), None);
        assert_eq!(c.remaining(White, 2e9), 0.0);
        assert_eq!(c.flagged(2e9), None);
        assert!(!c.is_low(White, 2e9));
        assert_eq!(c.moves(), 3);
        assert_eq!(c.undo(2, 3e9), 2);
        assert_eq!(c.to_move(), Black);
    }

    #[test]
    fn flag_fall() {
        let c = started("1+0");
        assert_eq!(c.flagged(60_999.0), None);
        assert_eq!(c.remaining(Black, 60_999.0), 1.0);
        assert_eq!(c.flagged(61_000.0), Some(Black));
        assert_eq!(c.remaining(Black, 90_000.0), 0.0, "never below zero");
        // A move made after the flag fell is not rescued (here by an increment).
        let mut c = started("1+5");
        assert_eq!(c.press(61_000.0), Err(Black));
        assert!(c.is_stopped());
        assert_eq!(c.flagged(0.0), Some(Black));
        assert_eq!(c.remaining(Black, 99e9), 0.0);
        assert_eq!(c.remaining(White, 99e9), 60_000.0);
        assert_eq!(c.press(62_000.0), Err(Black));
        // Simple delay: the flag falls only after delay + remaining time.
        let c = started("1+3s");
        assert_eq!(c.flagged(63_999.0), None);
        assert_eq!(c.flagged(64_000.0), Some(Black));
        // Bronstein: the delay does not postpone the flag.
        let c = started("1+3d");
        assert_eq!(c.flagged(61_000.0), Some(Black));
    }

    #[test]
    fn stop_freezes_the_times() {
        let mut c = started("3+2");
        c.stop(31_000.0);
        assert_eq!(c.remaining(Black, 1e9), 150_000.0);
        assert_eq!(c.running(), None);
        assert_eq!(c.flagged(1e9), None);
        assert_eq!(c.press(2e9), Ok(()));
        assert_eq!(c.remaining(Black, 3e9), 150_000.0, "a press after the end changes nothing");
        // Stopping after the time ran out records the flag.
        let mut c = started("1+0");
        c.stop(70_000.0);
        assert_eq!(c.flagged(0.0), Some(Black));
    }

    #[test]
    fn pause_and_resume() {
        let mut c = started("5+0");
        c.pause(11_000.0);
        assert_eq!(c.running(), None);
        assert!(c.is_paused());
        assert_eq!(c.remaining(Black, 500_000.0), 290_000.0, "nothing runs while paused");
        assert_eq!(c.flagged(1e9), None);
        c.pause(20_000.0);
        c.resume(600_000.0);
        c.resume(700_000.0);
        assert_eq!(c.running(), Some(Black));
        assert_eq!(c.remaining(Black, 605_000.0), 285_000.0);
        c.press(605_000.0).unwrap();
        assert_eq!(c.remaining(Black, 605_000.0), 285_000.0);
        // A move arriving while paused (the computer's, page hidden): the next clock waits.
        c.pause(606_000.0);
        c.press(607_000.0).unwrap();
        assert_eq!(c.remaining(White, 607_000.0), 299_000.0);
        assert_eq!(c.remaining(Black, 900_000.0), 285_000.0);
        c.resume(1_000_000.0);
        assert_eq!(c.remaining(Black, 1_001_000.0), 284_000.0);
        // Simple delay: the part of the delay used before the pause stays used.
        let mut c = started("5+3s");
        c.pause(3_000.0);
        c.resume(10_000.0);
        assert_eq!(c.remaining(Black, 11_000.0), 300_000.0);
        assert_eq!(c.remaining(Black, 12_000.0), 299_000.0);
    }

    #[test]
    fn undo_restores_the_times_before_the_taken_back_moves() {
        let mut c = started("5+3");
        c.press(11_000.0).unwrap(); // Black: 293 s
        c.press(21_000.0).unwrap(); // White: 293 s
        c.press(41_000.0).unwrap(); // Black: 276 s
        assert_eq!(c.remaining(Black, 41_000.0), 276_000.0);
        // White, to move after 5 s, takes back its own last move and Black's reply.
        assert_eq!(c.undo(2, 46_000.0), 2);
        assert_eq!(c.to_move(), White);
        assert_eq!(c.remaining(White, 46_000.0), 300_000.0, "as when White's taken-back turn began");
        assert_eq!(c.remaining(Black, 46_000.0), 293_000.0);
        assert_eq!(c.remaining(White, 47_000.0), 299_000.0, "and White's clock runs from now");
        // Taking back the first move stops the clock again; more than there is takes back all.
        assert_eq!(c.undo(5, 50_000.0), 2);
        assert_eq!(c.running(), None);
        assert_eq!(c.to_move(), White);
        assert_eq!(c.remaining(Black, 1e9), 300_000.0);
        assert_eq!(c.undo(1, 0.0), 0);
        // A takeback after a flag fall reopens the clock.
        let mut c = started("1+0");
        assert_eq!(c.press(70_000.0), Err(Black));
        assert_eq!(c.undo(1, 80_000.0), 1);
        assert_eq!(c.flagged(80_000.0), None);
        assert_eq!(c.running(), None);
        assert_eq!(c.remaining(White, 80_000.0), 60_000.0);
    }

    #[test]
    fn low_time_warning() {
        assert_eq!(tc("1+0").low_time_ms(), 10_000.0);
        assert_eq!(tc("3+2").low_time_ms(), 18_000.0);
        assert_eq!(tc("5+3").low_time_ms(), 20_000.0);
        assert_eq!(tc("30+0").low_time_ms(), 20_000.0);
        let c = started("3+2");
        assert!(!c.is_low(Black, 163_000.0));
        assert!(c.is_low(Black, 163_001.0));
        assert!(!c.is_low(White, 1e9), "White's clock is not running");
    }

    #[test]
    fn go_times() {
        let c = started("3+2");
        assert_eq!(c.go_times(11_000.0), GoTimes { wtime: 180_000, btime: 170_000, winc: 2000, binc: 2000 });
    }

    #[test]
    fn formatting() {
        for (ms, text) in [
            (300_000.0, "5:00"),
            (299_999.0, "4:59"),
            (60_000.0, "1:00"),
            (10_000.0, "0:10"),
            (9_999.0, "9.9"),
            (9_800.0, "9.8"),
            (1_050.0, "1.0"),
            (99.0, "0.0"),
            (0.0, "0.0"),
            (-5.0, "0.0"),
            (f64::NAN, "0.0"),
            (3_600_000.0, "1:00:00"),
            (5_025_000.0, "1:23:45"),
            (36_000_000.0, "10:00:00"),
        ] {
            assert_eq!(format_clock(ms), text, "{ms}");
        }
    }

    #[test]
    fn codes_round_trip() {
        let mut codes = vec!["none".to_owned()];
        codes.extend(TimeControl::PRESETS.iter().map(|t| t.code()));
        assert_eq!(codes, ["none", "1+0", "3+2", "5+3", "10+0", "10+5", "15+10", "30+0"]);
        codes.extend(["5+3d", "5+3s", "0:30+1", "1:05+0s", "600+180d", "0:01+0"].map(str::to_owned));
        for code in codes {
            let tc: TimeControl = code.parse().unwrap();
            assert_eq!(tc.code(), code);
            assert_eq!(tc.to_string().parse::<TimeControl>(), Ok(tc));
            let json = serde_json::to_string(&tc).unwrap();
            assert_eq!(json, format!("\"{code}\""));
            assert_eq!(serde_json::from_str::<TimeControl>(&json).unwrap(), tc);
        }
        assert_eq!(tc("5+3s").mode(), ClockMode::SimpleDelay);
        assert_eq!(tc("5+3d").mode(), ClockMode::Bronstein);
        assert_eq!((tc("1:05+0s").base_ms(), tc("1:05+0s").increment_ms()), (65_000, 0));
        assert_eq!(tc(" 05+3D ").code(), "5+3d", "lenient, then canonical");
        assert_eq!(tc("NONE"), TimeControl::NONE);
        let custom = TimeControl::new(90_000, 2_000, ClockMode::Fischer).unwrap();
        assert_eq!(custom.code(), "1:30+2");
    }

    #[test]
    fn bad_codes_are_errors() {
        for bad in [
            "",
            "5",
            "5+",
            "+3",
            "5+3x",
            "5+3ds",
            "5+-3",
            "-5+3",
            "5.5+3",
            "5+3.5",
            "0+0",
            "0+1",
            "0:00+1",
            "1:5+0",
            "1:60+0",
            "1:+0",
            "a+b",
            "5 + 3",
            "601+0",
            "5+181",
            "99999999999999999999+0",
            "5+3+1",
            "5:00:00+0",
            "nonе",
            "५+३",
        ] {
            assert!(bad.parse::<TimeControl>().is_err(), "{bad}");
        }
        assert!(matches!("5+".parse::<TimeControl>(), Err(TimeControlError::Syntax(_))));
        assert_eq!("601+0".parse::<TimeControl>(), Err(TimeControlError::Base(36_060_000)));
        assert_eq!("5+181".parse::<TimeControl>(), Err(TimeControlError::Increment(181_000)));
        assert!(serde_json::from_str::<TimeControl>("\"5+\"").is_err());
        assert!(serde_json::from_str::<TimeControl>("3").is_err());
        assert_eq!(TimeControl::new(1_500, 0, ClockMode::Fischer), Err(TimeControlError::Base(1_500)));
        assert_eq!(TimeControl::new(60_000, 500, ClockMode::Bronstein), Err(TimeControlError::Increment(500)));
        assert_eq!(TimeControl::new(0, 0, ClockMode::Untimed), Ok(TimeControl::NONE));
    }

    #[test]
    fn pgn_tags() {
        assert_eq!(TimeControl::NONE.pgn(), "-");
        assert_eq!(tc("5+3").pgn(), "300+3");
        assert_eq!(tc("10+0").pgn(), "600");
        assert_eq!(tc("0:30+1d").pgn(), "30d1");
        assert_eq!(tc("5+2s").pgn(), "300s2");
    }

    #[test]
    fn save_and_restore_continue_exactly() {
        let mut c = started("5+3");
        c.press(11_000.0).unwrap(); // Black 293 s; White runs from 11 s
        let saved = c.save(18_500.0); // White used 7.5 s
        let json = serde_json::to_string(&saved).unwrap();
        let back: SavedClock = serde_json::from_str(&json).unwrap();
        assert_eq!(back, saved);
        // Reloaded: performance.now() starts again near 0; the hour the page was closed is free.
        let r = Clock::restore(&back, 250.0).unwrap();
        assert_eq!(r.remaining(White, 250.0), 292_500.0);
        assert_eq!(r.remaining(Black, 250.0), 293_000.0);
        assert_eq!(r.running(), Some(White));
        assert_eq!(r.remaining(White, 1_250.0), 291_500.0);
        // The takeback history survives too.
        let mut r = r;
        assert_eq!(r.undo(1, 2_000.0), 1);
        assert_eq!(r.remaining(Black, 2_000.0), 300_000.0);
        // A stopped clock stays stopped; a fallen flag stays fallen.
        let mut c = started("1+0");
        let _ = c.press(99_000.0);
        let r = Clock::restore(&c.save(0.0), 5.0).unwrap();
        assert_eq!(r.flagged(5.0), Some(Black));
        assert_eq!(r.running(), None);
        // A clock not yet started stays so.
        let c = Clock::new(tc("5+3s"), Black);
        let r = Clock::restore(&c.save(77.0), 5.0).unwrap();
        assert_eq!(r, Clock { since: 5.0, ..c });
    }

    #[test]
    fn impossible_saved_clocks_are_refused() {
        let mut saved = started("5+3").save(2_000.0);
        saved.used_ms = -1.0;
        assert!(Clock::restore(&saved, 0.0).is_err());
        saved.used_ms = 0.0;
        saved.remaining_ms[1] = f64::INFINITY;
        assert!(Clock::restore(&saved, 0.0).is_err());
        let json = r#"{"time_control":"5+3","remaining_ms":[1,2],"to_move":"green","started":true}"#;
        assert!(serde_json::from_str::<SavedClock>(json).is_err());
        let json = r#"{"time_control":"5+3","remaining_ms":[1,2],"to_move":"white","started":true}"#;
        let saved: SavedClock = serde_json::from_str(json).unwrap();
        assert_eq!(Clock::restore(&saved, 0.0).unwrap().remaining(White, 0.5), 0.5);
    }
}
