//! The app frame's words that only the dialogs' module shows (issue 18): the first visit's
//! welcome, the colour scheme setting, and time controls written for people. A table of their
//! own, apart from the [`Catalog`] that the start-up module carries.

use super::Catalog;

/// The frame's words in the catalog's language.
#[must_use]
pub fn texts(c: &Catalog) -> &'static FrameWords {
    // One language so far; each added catalog names its frame words here.
    let _ = c.lang;
    &FRAME_WORDS_EN
}

/// The strings of this area.
#[derive(Debug)]
pub struct FrameWords {
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

/// The English strings.
pub static FRAME_WORDS_EN: FrameWords = FrameWords {
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
