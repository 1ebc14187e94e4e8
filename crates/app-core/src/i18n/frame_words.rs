//! The app frame's words that only the dialogs' module shows (issue 18): the first visit's
//! welcome, the colour scheme setting, time controls written for people, and the new-game dialog's
//! custom time control. A table of their
//! own, apart from the [`Catalog`](super::Catalog) that the start-up module carries.

use crate::TimeControlError;

/// The strings of this area.
#[derive(Debug)]
pub struct FrameWords {
    /// New game dialog: the custom time-control button.
    pub tc_custom: &'static str,
    /// Custom time control: the base time field ("5" or "0:30").
    pub tc_minutes: &'static str,
    /// Custom time control: the increment or delay field.
    pub tc_seconds: &'static str,
    /// Custom time control: the mode choice's heading.
    pub tc_mode: &'static str,
    /// The modes, in the order of [`crate::settings::new_game::CUSTOM_MODES`]: Fischer, Bronstein,
    /// simple delay.
    pub tc_modes: [&'static str; 3],
    /// What each mode does, same order.
    pub tc_mode_hints: [&'static str; 3],
    /// A custom time control the fields do not make: by [`TimeControlError`] variant.
    pub tc_bad_syntax: &'static str,
    /// A base time out of range.
    pub tc_bad_base: &'static str,
    /// An increment or delay out of range.
    pub tc_bad_increment: &'static str,
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

impl FrameWords {
    /// Why a custom time control was refused, in plain words.
    #[must_use]
    pub fn tc_error(&self, e: &TimeControlError) -> &'static str {
        match e {
            TimeControlError::Syntax(_) => self.tc_bad_syntax,
            TimeControlError::Base(_) => self.tc_bad_base,
            TimeControlError::Increment(_) => self.tc_bad_increment,
        }
    }
}

/// The English strings.
pub static FRAME_WORDS_EN: FrameWords = FrameWords {
    tc_custom: "Custom",
    tc_minutes: "Minutes each (5, or 0:30)",
    tc_seconds: "Seconds per move",
    tc_mode: "Time per move",
    tc_modes: ["Increment", "Bronstein delay", "Simple delay"],
    tc_mode_hints: [
        "The seconds are added to your clock after each move.",
        "After each move you get back the time it took, up to the seconds.",
        "Your clock waits the seconds before it starts counting down.",
    ],
    tc_bad_syntax:
        "Write the minutes as a number (5) or minutes and seconds (0:30), and the seconds as a whole number.",
    tc_bad_base: "The time for each player must be between 1 second and 10 hours, in whole seconds.",
    tc_bad_increment: "The seconds per move must be a whole number from 0 to 180.",
    welcome_title: "Welcome to Kaissa",
    welcome_text: "What would you like to do?",
    welcome_computer: "Play the computer",
    welcome_new_question: "Are you new to chess?",
    welcome_new_answers: ["Yes, I am new", "I know how the pieces move"],
    welcome_learn: "Learn the rules",
    welcome_learn_hint: "Short lessons, one piece at a time",
    welcome_friend: "Play a friend",
    welcome_friend_hint: "Two players take turns on this device",
    scheme_label: "Colours",
    schemes: ["Like the system", "Light", "Dark"],
    tc_increment: "{minutes} min + {seconds} s a move",
    tc_plain: "{minutes} min a game",
    tc_delay: "{minutes} min, {seconds} s delay a move",
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_string_is_filled_in() {
        let w = &FRAME_WORDS_EN;
        let all = [
            w.welcome_title,
            w.welcome_text,
            w.welcome_computer,
            w.welcome_new_question,
            w.welcome_learn,
            w.welcome_learn_hint,
            w.welcome_friend,
            w.welcome_friend_hint,
            w.scheme_label,
            w.tc_increment,
            w.tc_plain,
            w.tc_delay,
            w.tc_custom,
            w.tc_minutes,
            w.tc_seconds,
            w.tc_mode,
            w.tc_bad_syntax,
            w.tc_bad_base,
            w.tc_bad_increment,
        ];
        assert!(all
            .into_iter()
            .chain(w.welcome_new_answers)
            .chain(w.schemes)
            .chain(w.tc_modes)
            .chain(w.tc_mode_hints)
            .all(|t| !t.trim().is_empty()));
        assert_eq!(w.tc_error(&TimeControlError::Base(0)), w.tc_bad_base);
    }
}
