//! Messages of the app's frame (issue 18): the first visit's welcome, the game screen's menu, the
//! colour scheme, and time controls written for people.

/// The strings of this area, one field of the [`Catalog`](super::Catalog).
#[derive(Debug)]
pub struct Shell {
    /// The welcome's heading.
    pub welcome_title: &'static str,
    /// One line under it.
    pub welcome_text: &'static str,
    /// The first choice: play the computer.
    pub welcome_computer: &'static str,
    /// The one question that picks a sensible level.
    pub welcome_new_question: &'static str,
    /// Its answers: new to chess (level 1), knows the moves (level 3).
    pub welcome_new_answers: [&'static str; 2],
    /// The second choice: learn the rules.
    pub welcome_learn: &'static str,
    /// What it means.
    pub welcome_learn_hint: &'static str,
    /// The third choice: two people at this device.
    pub welcome_friend: &'static str,
    /// What it means.
    pub welcome_friend_hint: &'static str,
    /// The button that opens the game screen's menu of less frequent actions.
    pub menu: &'static str,
    /// The menu's accessible name.
    pub menu_label: &'static str,
    /// The one-tap button that starts a game against the computer, on the last level chosen.
    pub play_computer: &'static str,
    /// Settings: the colour scheme's heading.
    pub scheme_label: &'static str,
    /// Its choices: follow the system, light, dark.
    pub schemes: [&'static str; 3],
    /// A time control for people: "{minutes} min + {seconds} s a move" (Fischer increment).
    pub tc_increment: &'static str,
    /// Without an increment: "{minutes} min a game".
    pub tc_plain: &'static str,
    /// With a delay: "{minutes} min, {seconds} s delay a move".
    pub tc_delay: &'static str,
}

/// The English strings.
pub static SHELL_EN: Shell = Shell {
    welcome_title: "Welcome to Kaissa",
    welcome_text: "What would you like to do?",
    welcome_computer: "Play the computer",
    welcome_new_question: "Are you new to chess?",
    welcome_new_answers: ["Yes, I am new", "I know how the pieces move"],
    welcome_learn: "Learn the rules",
    welcome_learn_hint: "Short lessons, one piece at a time",
    welcome_friend: "Play a friend",
    welcome_friend_hint: "Two players take turns on this device",
    menu: "More",
    menu_label: "More actions",
    play_computer: "Play the computer",
    scheme_label: "Colours",
    schemes: ["Like the system", "Light", "Dark"],
    tc_increment: "{minutes} min + {seconds} s a move",
    tc_plain: "{minutes} min a game",
    tc_delay: "{minutes} min, {seconds} s delay a move",
};

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
    let template = match tc.mode() {
        _ if tc.increment_ms() == 0 => c.shell.tc_plain,
        ClockMode::Bronstein | ClockMode::SimpleDelay => c.shell.tc_delay,
        ClockMode::Fischer | ClockMode::Untimed => c.shell.tc_increment,
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
