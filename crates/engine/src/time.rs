//! Search limits and time management.
//!
//! The search core never reads a clock itself: the caller passes a [`Clock`] (natively
//! [`SystemClock`], in a Web Worker a closure over `performance.now()`), so the same code runs
//! everywhere. Limits become two deadlines: a *soft* one, after which no new iteration starts,
//! and a *hard* one, at which the search stops wherever it is (checked every 2048 nodes).

use kaissa_rules::{Color, Move};

/// A source of milliseconds from any fixed origin (only differences matter).
pub trait Clock {
    /// Milliseconds since an arbitrary origin; never decreasing.
    fn now_ms(&self) -> f64;
}

impl<F: Fn() -> f64> Clock for F {
    fn now_ms(&self) -> f64 {
        self()
    }
}

/// A clock that only moves when told to: for tests, and for callers that have no time at all.
#[derive(Debug, Default)]
pub struct ManualClock(core::cell::Cell<f64>);

impl ManualClock {
    /// Moves the clock forward.
    pub fn advance(&self, ms: f64) {
        self.0.set(self.0.get() + ms);
    }
}

impl Clock for ManualClock {
    fn now_ms(&self) -> f64 {
        self.0.get()
    }
}

/// The native clock (`std::time::Instant`); not for `wasm32-unknown-unknown`, which has none.
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
#[derive(Debug, Clone, Copy)]
pub struct SystemClock(std::time::Instant);

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
impl SystemClock {
    /// A clock whose origin is now.
    #[must_use]
    pub fn new() -> SystemClock {
        SystemClock(std::time::Instant::now())
    }
}

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
impl Default for SystemClock {
    fn default() -> SystemClock {
        SystemClock::new()
    }
}

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
impl Clock for SystemClock {
    fn now_ms(&self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }
}

/// What may end a search (the UCI `go` parameters). Every limit given applies; none given means
/// "until stopped" only when `infinite` is set, otherwise a default depth.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Deepest iteration, in plies.
    pub depth: Option<u32>,
    /// Most nodes to visit.
    pub nodes: Option<u64>,
    /// Exact thinking time in milliseconds.
    pub movetime: Option<u64>,
    /// Remaining clock time per colour, in milliseconds (White, Black).
    pub time: [Option<u64>; 2],
    /// Increment per move per colour, in milliseconds.
    pub inc: [u64; 2],
    /// Moves until the next time control, if the clock is not sudden death.
    pub movestogo: Option<u32>,
    /// Search until `stop` (UCI `go infinite`).
    pub infinite: bool,
    /// Only these moves at the root (UCI `go searchmoves`); empty: every legal move. The coach
    /// asks what the best reply other than a capture is worth, to be sure the capture is best.
    pub searchmoves: Vec<Move>,
}

/// The depth used when no limit at all is given.
pub const DEFAULT_DEPTH: u32 = 8;

/// Time kept back for the GUI and the message round trip, in milliseconds.
pub const MOVE_OVERHEAD_MS: f64 = 50.0;

impl Limits {
    /// Search to a fixed depth.
    #[must_use]
    pub fn depth(depth: u32) -> Limits {
        Limits { depth: Some(depth), ..Limits::default() }
    }

    /// Search a fixed number of nodes.
    #[must_use]
    pub fn nodes(nodes: u64) -> Limits {
        Limits { nodes: Some(nodes), ..Limits::default() }
    }

    /// Search for a fixed time.
    #[must_use]
    pub fn movetime(ms: u64) -> Limits {
        Limits { movetime: Some(ms), ..Limits::default() }
    }

    /// Search until stopped.
    #[must_use]
    pub fn infinite() -> Limits {
        Limits { infinite: true, ..Limits::default() }
    }

    /// Whether some limit other than `infinite` ends the search by itself.
    #[must_use]
    pub fn is_bounded(&self) -> bool {
        self.depth.is_some() || self.nodes.is_some() || self.movetime.is_some() || self.time.iter().any(Option::is_some)
    }

    /// Whether the search ends by its depth or nodes alone, so that the same position, history
    /// and hash table always give the same result: no clock, no `infinite`. Such a search must
    /// not be paused in the middle of an iteration (a paused iteration runs again from its start
    /// with what the hash table kept of the first try, and where the pause falls depends on the
    /// machine): the coach's review of a game says the same every time, in the browser as in
    /// `kaissa-review`.
    #[must_use]
    pub fn is_reproducible(&self) -> bool {
        !self.infinite
            && self.movetime.is_none()
            && self.time.iter().all(Option::is_none)
            && (self.depth.is_some() || self.nodes.is_some())
    }

    /// The deadlines for `turn` to move, in milliseconds after the search starts.
    #[must_use]
    pub fn deadlines(&self, turn: Color) -> Deadlines {
        if self.infinite {
            return Deadlines::NONE;
        }
        let mut d = Deadlines::NONE;
        if let Some(mt) = self.movetime {
            let t = (mt as f64 - MOVE_OVERHEAD_MS / 3.0).max(1.0);
            d = Deadlines { soft: Some(t), hard: Some(t), stop_early: false };
        }
        if let Some(remaining) = self.time[turn.index()] {
            let inc = self.inc[turn.index()] as f64;
            let available = (remaining as f64 - MOVE_OVERHEAD_MS).max(1.0);
            // Without a `movestogo`, plan as if 20 more moves had to be played on this clock:
            // the time is spent where games are decided (the opening's end and the middlegame);
            // what is left decays geometrically, and the increment keeps the ending playable.
            // (At 30, with a new iteration started only up to half the soft deadline, Kaissa
            // used about a fifth of Stockfish's time per move in the first 15 moves at 10 s + 0.1 s.)
            let moves_left = f64::from(self.movestogo.unwrap_or(20).clamp(1, 50));
            // The share of the clock this move may take, plus most of the increment.
            let ideal = available / moves_left + inc * 0.8;
            // Never more than a third of what is left on one move, so that the clock decays
            // slowly enough for the increment and the overhead to keep up.
            let soft = ideal.min(available * 0.2).max(1.0);
            let hard = (ideal * 3.0).min(available * 0.35).max(soft);
            let soft = d.soft.map_or(soft, |s| s.min(soft));
            let hard = d.hard.map_or(hard, |h| h.min(hard));
            d = Deadlines { soft: Some(soft), hard: Some(hard), stop_early: true };
        }
        d
    }
}

/// On a clock, an iteration that ends past this fraction of the (scaled) soft deadline ends the
/// search: the next iteration would most likely not finish in time.
pub const NEXT_ITERATION_FRACTION: f64 = 0.6;

/// How much of the soft deadline a search on a clock should use, by how settled its result is:
/// more when the best move has just changed or the score has just dropped (the position is
/// harder than it looked), less when the same move has been best for several iterations.
/// `stable_iterations` counts the iterations in a row that kept the best move; `score_drop` is
/// how many centipawns the last iteration's score fell below the one before (negative: rose).
#[must_use]
pub fn effort_scale(stable_iterations: u32, score_drop: i32) -> f64 {
    let stability = match stable_iterations {
        0 => 1.4,
        1 => 1.2,
        2 => 1.0,
        3 => 0.9,
        _ => 0.8,
    };
    let trouble = if score_drop >= 50 {
        1.4
    } else if score_drop >= 20 {
        1.2
    } else {
        1.0
    };
    stability * trouble
}

/// When to stop, in milliseconds after the start of the search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Deadlines {
    /// No new iteration starts after this.
    pub soft: Option<f64>,
    /// The search stops wherever it is at this.
    pub hard: Option<f64>,
    /// Whether the search is on a clock: then the soft deadline is scaled by [`effort_scale`],
    /// and an iteration that ends past [`NEXT_ITERATION_FRACTION`] of it ends the search (the
    /// next one would most likely not finish). False for a fixed move time.
    pub stop_early: bool,
}

impl Deadlines {
    /// No deadline at all.
    pub const NONE: Deadlines = Deadlines { soft: None, hard: None, stop_early: false };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_searches_without_a_clock_are_reproducible() {
        assert!(Limits::nodes(60_000).is_reproducible());
        assert!(Limits::depth(8).is_reproducible());
        assert!(Limits { searchmoves: vec![], ..Limits::nodes(1) }.is_reproducible());
        assert!(!Limits::movetime(400).is_reproducible());
        assert!(!Limits { movetime: Some(400), ..Limits::depth(12) }.is_reproducible());
        assert!(!Limits { time: [Some(60_000), Some(60_000)], ..Limits::default() }.is_reproducible());
        assert!(!Limits::infinite().is_reproducible());
        assert!(!Limits { nodes: Some(1), ..Limits::infinite() }.is_reproducible());
        // No limit at all searches to the default depth, but says nothing of it: not counted.
        assert!(!Limits::default().is_reproducible());
    }

    #[test]
    fn clock_deadlines_are_ordered_and_within_the_clock() {
        let limits = Limits { time: [Some(10_000), Some(5_000)], inc: [100, 100], ..Limits::default() };
        for turn in [Color::White, Color::Black] {
            let d = limits.deadlines(turn);
            let (soft, hard) = (d.soft.unwrap(), d.hard.unwrap());
            assert!(soft > 0.0 && soft <= hard);
            assert!(hard < limits.time[turn.index()].unwrap() as f64);
        }
        let last_move = Limits { time: [Some(1_000), None], movestogo: Some(1), ..Limits::default() };
        assert!(last_move.deadlines(Color::White).hard.unwrap() < 1_000.0);
    }

    #[test]
    fn unsettled_searches_get_more_time() {
        assert!(effort_scale(0, 0) > effort_scale(2, 0));
        assert!(effort_scale(2, 0) > effort_scale(6, 0));
        assert!(effort_scale(2, 60) > effort_scale(2, 25));
        assert!(effort_scale(2, 25) > effort_scale(2, -40));
        assert!((effort_scale(2, 0) - 1.0).abs() < 1e-9);
        // Even the largest extension stays below the hard deadline's multiple of the ideal time.
        assert!(effort_scale(0, 100) * NEXT_ITERATION_FRACTION < 3.0);
    }

    #[test]
    fn movetime_is_both_deadlines() {
        let d = Limits::movetime(500).deadlines(Color::White);
        assert_eq!(d.soft, d.hard);
        assert!(d.hard.unwrap() <= 500.0);
        assert_eq!(Limits::infinite().deadlines(Color::Black), Deadlines::NONE);
    }
}
