//! The clock on the Play screen as plain decisions: what each clock face shows, where it stands,
//! when a flag has fallen, and what the engine is told. The clock's arithmetic itself is
//! [`crate::clock::chess_clock`]; the component (`clocks.rs`) only reads the time and draws.

use crate::engine_link::ClockTimes;
use crate::{format_clock, Clock};
use kaissa_rules::Color;

/// What one clock face shows at a moment.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Face {
    /// The remaining time in whole ms (`data-ms`), rounded down like the text.
    pub ms: u64,
    /// The text (`5:00`, `9.8`).
    pub text: String,
    /// Whether this clock runs now (highlighted).
    pub running: bool,
    /// Whether it shows the low-time warning.
    pub low: bool,
}

/// The face of `color`'s clock at `now_ms`.
#[must_use]
pub fn face(clock: &Clock, color: Color, now_ms: f64) -> Face {
    let ms = clock.remaining(color, now_ms);
    Face {
        ms: ms.max(0.0).floor() as u64,
        text: format_clock(ms),
        running: clock.running() == Some(color),
        low: clock.is_low(color, now_ms),
    }
}

/// The colours of the clock above and below the board: the player at the bottom sees their own
/// clock nearest to them, the opponent's across the board, as over a real board.
#[must_use]
pub fn clock_sides(orientation: Color) -> [Color; 2] {
    [!orientation, orientation]
}

/// The side whose flag has fallen in a game still going on, if any: then the game ends on time.
#[must_use]
pub fn fallen_flag(clock: Option<&Clock>, game_over: bool, now_ms: f64) -> Option<Color> {
    if game_over {
        return None;
    }
    clock?.flagged(now_ms)
}

/// The clock times the engine gets with its `go` command (`None` without a clock: the level
/// then thinks for its own fixed time).
#[must_use]
pub fn engine_clock(clock: Option<&Clock>, now_ms: f64) -> Option<ClockTimes> {
    let clock = clock.filter(|c| c.time_control().is_timed())?;
    let t = clock.go_times(now_ms);
    Some(ClockTimes { wtime: t.wtime, btime: t.btime, winc: t.winc, binc: t.binc })
}

/// Whether the clock belongs to the game on the board: while the game goes on, the clock's side to
/// move is the game's. A change to the game that bypassed the clock (a position set up another
/// way) would otherwise charge the wrong side and make the saved game unreadable.
#[must_use]
pub fn clock_fits(clock: &Clock, turn: Color, game_over: bool) -> bool {
    game_over || clock.to_move() == turn
}

/// Whether a clock has just gone low (for the one warning sound): it was not low at the last
/// look, and is now.
#[must_use]
pub const fn went_low(before: bool, now: bool) -> bool {
    !before && now
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::TimeControl;
    use Color::{Black, White};

    fn clock(code: &str) -> Clock {
        Clock::new(code.parse::<TimeControl>().unwrap(), White)
    }

    #[test]
    fn faces_before_and_during_the_game() {
        let mut c = clock("0:15+0");
        let w = face(&c, White, 5_000.0);
        assert_eq!(w, Face { ms: 15_000, text: "0:15".to_owned(), running: false, low: false });
        c.press(1_000.0).unwrap();
        let b = face(&c, Black, 6_000.5);
        assert_eq!((b.ms, b.text.as_str(), b.running, b.low), (9_999, "9.9", true, true));
        assert!(!face(&c, White, 6_000.0).running, "only the side to move runs");
        assert_eq!(face(&c, Black, 99_000.0).ms, 0, "never below zero");
    }

    #[test]
    fn opponent_on_top() {
        assert_eq!(clock_sides(White), [Black, White]);
        assert_eq!(clock_sides(Black), [White, Black]);
    }

    #[test]
    fn flags_fall_only_in_a_game_going_on() {
        let mut c = clock("1+0");
        assert_eq!(fallen_flag(None, false, 1e9), None);
        assert_eq!(fallen_flag(Some(&c), false, 1e9), None, "not started");
        c.press(0.0).unwrap();
        assert_eq!(fallen_flag(Some(&c), false, 59_999.0), None);
        assert_eq!(fallen_flag(Some(&c), false, 60_000.0), Some(Black));
        assert_eq!(fallen_flag(Some(&c), true, 60_000.0), None, "the game ended first");
    }

    #[test]
    fn the_engine_plays_on_its_clock() {
        assert_eq!(engine_clock(None, 0.0), None);
        assert_eq!(engine_clock(Some(&clock("none")), 0.0), None);
        let mut c = clock("3+2");
        c.press(1_000.0).unwrap();
        assert_eq!(
            engine_clock(Some(&c), 11_000.0),
            Some(ClockTimes { wtime: 180_000, btime: 170_000, winc: 2_000, binc: 2_000 })
        );
    }

    #[test]
    fn a_clock_fits_its_game() {
        let mut c = clock("5+3");
        assert!(clock_fits(&c, White, false));
        assert!(!clock_fits(&c, Black, false));
        c.press(0.0).unwrap();
        assert!(clock_fits(&c, Black, false));
        assert!(clock_fits(&c, White, true), "a finished game's clock is whatever it was");
    }

    #[test]
    fn low_time_warns_once() {
        assert!(went_low(false, true));
        assert!(!went_low(true, true) && !went_low(false, false) && !went_low(true, false));
    }
}
