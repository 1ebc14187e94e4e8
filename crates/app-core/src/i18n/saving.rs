//! Messages of the clock and of saved games (issue 5): the new-game dialog's time controls, the
//! clock faces, the saved game and the history of finished games.

use crate::TimeControlError;

/// The strings of this area, one field of the [`super::Catalog`].
#[derive(Debug)]
pub struct Saving {
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
    /// A clock face's name for screen readers: "{color}'s clock".
    pub clock_of: &'static str,
    /// The saved game could not be read (and was kept aside).
    pub game_unreadable: &'static str,
    /// The history could not be read (and was kept aside).
    pub history_unreadable: &'static str,
    /// Writing to the browser's storage failed (full, turned off, private mode): the game goes on
    /// in memory.
    pub cannot_save: &'static str,
    /// The button opening the history.
    pub history_button: &'static str,
    /// The history dialog's title.
    pub history_title: &'static str,
    /// An empty history.
    pub history_empty: &'static str,
    /// Open a finished game on the board.
    pub history_open: &'static str,
    /// Delete a finished game.
    pub history_delete: &'static str,
    /// The question before deleting.
    pub history_delete_question: &'static str,
    /// The button confirming the deletion.
    pub history_delete_confirm: &'static str,
    /// A game from the history that cannot be replayed (garbled by hand).
    pub history_game_unreadable: &'static str,
    /// Close the history.
    pub close: &'static str,
    /// The opponent of a game between two people on the device.
    pub friend: &'static str,
    /// The computer as opponent: "Kaissa level {n}".
    pub computer: &'static str,
    /// The user won against the computer.
    pub won: &'static str,
    /// The user lost against the computer.
    pub lost: &'static str,
    /// How long a game was: "{n} moves".
    pub moves_count: &'static str,
}

impl Saving {
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

/// English.
pub static SAVING_EN: Saving = Saving {
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
    clock_of: "{color}'s clock",
    game_unreadable: "Your last game could not be read, so a new game was started. (It was kept aside.)",
    history_unreadable: "The list of finished games could not be read, so it starts empty. (It was kept aside.)",
    cannot_save: "Kaissa cannot save in this browser right now (its storage is full or turned off). You can play on, but this game will be lost when the page closes.",
    history_button: "Games",
    history_title: "Finished games",
    history_empty: "No finished games yet. Games you finish are kept here.",
    history_open: "Open",
    history_delete: "Delete",
    history_delete_question: "Delete this game for good?",
    history_delete_confirm: "Yes, delete",
    history_game_unreadable: "This game could not be replayed: its saved moves are damaged.",
    close: "Close",
    friend: "Friend",
    computer: "Kaissa level {n}",
    won: "You won",
    lost: "You lost",
    moves_count: "{n} moves",
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_string_is_filled_in() {
        let s = &SAVING_EN;
        let all = [
            s.tc_custom,
            s.tc_minutes,
            s.tc_seconds,
            s.tc_mode,
            s.tc_bad_syntax,
            s.tc_bad_base,
            s.tc_bad_increment,
            s.clock_of,
            s.game_unreadable,
            s.history_unreadable,
            s.cannot_save,
            s.history_button,
            s.history_title,
            s.history_empty,
            s.history_open,
            s.history_delete,
            s.history_delete_question,
            s.history_delete_confirm,
            s.history_game_unreadable,
            s.close,
            s.friend,
            s.computer,
            s.won,
            s.lost,
            s.moves_count,
        ];
        assert!(all.into_iter().chain(s.tc_modes).chain(s.tc_mode_hints).all(|t| !t.trim().is_empty()));
        assert_eq!(s.tc_error(&TimeControlError::Base(0)), s.tc_bad_base);
    }
}
