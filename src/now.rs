//! The two clocks the page reads: monotonic time for chess clocks and the engine's pauses, and
//! wall-clock time for the dates of games.

/// The monotonic time in ms (`performance.now()`; the wall clock where there is none).
#[must_use]
pub fn now_ms() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map_or_else(js_sys::Date::now, |p| p.now())
}

/// Wall-clock time in ms since the Unix epoch (`Date.now()`), for dates.
#[must_use]
pub fn epoch_ms() -> u64 {
    js_sys::Date::now().max(0.0) as u64
}
