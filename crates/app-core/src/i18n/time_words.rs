//! Time controls in words for people ("3 min + 2 s a move"), from the templates of
//! [`super::frame_words`].

/// A time control in words for people ("3 min + 2 s a move"), from the catalog `c`; `None` for
/// no clock (the catalog's own "No clock" says that). A base that is not a whole number of
/// minutes is written `m:ss` ("0:30 min a game").
#[must_use]
pub fn time_control_words(c: &super::Catalog, tc: crate::TimeControl) -> Option<String> {
    use crate::clock::chess_clock::ClockMode;
    if !tc.is_timed() {
        return None;
    }
    let secs = tc.base_ms() / 1000;
    let minutes = if secs % 60 == 0 { (secs / 60).to_string() } else { format!("{}:{:02}", secs / 60, secs % 60) };
    let increment = (tc.increment_ms() / 1000).to_string();
    let w = super::frame_texts(c);
    let template = match tc.mode() {
        _ if tc.increment_ms() == 0 => w.tc_plain,
        ClockMode::Bronstein | ClockMode::SimpleDelay => w.tc_delay,
        ClockMode::Fischer | ClockMode::Untimed => w.tc_increment,
    };
    Some(super::fill(template, &[("minutes", &minutes), ("seconds", &increment)]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::catalog;

    #[test]
    fn time_controls_in_words() {
        let words = |code: &str| time_control_words(catalog(), code.parse().unwrap());
        assert_eq!(words("3+2").as_deref(), Some("3 min + 2 s a move"));
        assert_eq!(words("10+0").as_deref(), Some("10 min a game"));
        assert_eq!(words("5+3d").as_deref(), Some("5 min, 3 s delay a move"));
        assert_eq!(words("0:30+1").as_deref(), Some("0:30 min + 1 s a move"));
        assert_eq!(words("none"), None);
    }
}
