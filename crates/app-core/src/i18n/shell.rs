//! Messages of the app's frame (issue 18) that the start-up module shows: the game screen's menu
//! button and Play the computer. The frame's other words (the welcome, the colour scheme, time
//! controls for people) are shown only by the dialogs' module: [`super::frame_words`].

text_table! {
/// The strings of this area, one field of the [`Catalog`](super::Catalog).
#[derive(Debug)]
pub struct Shell {
    /// The button that opens the game screen's menu of less frequent actions.
    pub menu: &'static str,
    /// The menu's accessible name.
    pub menu_label: &'static str,
    /// The one-tap button that starts a game against the computer, on the last level chosen.
    pub play_computer: &'static str,
}
}

/// The English strings.
pub const SHELL_EN: Shell = Shell { menu: "More", menu_label: "More actions", play_computer: "Play the computer" };
