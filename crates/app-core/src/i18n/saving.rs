//! Messages of the clock and of saved games (issue 5): the clock faces, the saved game and the
//! history of finished games (the new-game dialog's time controls: [`super::frame_words`]).

text_table! {
/// The strings of this area, one field of the [`super::Catalog`].
#[derive(Debug)]
pub struct Saving {
    /// A clock face's name for screen readers: "{Color}'s clock".
    pub clock_of: &'static str,
    /// The saved game could not be read (and was kept aside).
    pub game_unreadable: &'static str,
    /// The history could not be read (and was kept aside).
    pub history_unreadable: &'static str,
    /// Writing to the browser's storage failed (full, turned off, private mode): the game goes on
    /// in memory.
    pub cannot_save: &'static str,
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
    /// Two tabs moved in one game at the same instant: this tab's version became a game of its
    /// own.
    pub forked: &'static str,
}
}

/// English.
pub const SAVING_EN: Saving = Saving {
    clock_of: "{Color}'s clock",
    game_unreadable: "Your last game could not be read, so a new game was started. (It was kept aside.)",
    history_unreadable: "The list of finished games could not be read, so it starts empty. (It was kept aside.)",
    cannot_save: "Kaissa cannot save in this browser right now (its storage is full or turned off). You can play on, but this game will be lost when the page closes.",
    history_game_unreadable: "This game could not be replayed: its saved moves are damaged.",
    close: "Close",
    friend: "Friend",
    computer: "Kaissa level {n}",
    won: "You won",
    lost: "You lost",
    forked: "This game was played in another tab at the same moment. Both versions are kept: this tab's is now a game of its own in Games.",
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_string_is_filled_in() {
        let all = crate::i18n::translations::debug_strings(&format!("{SAVING_EN:?}"));
        assert!(all.len() > 10 && all.iter().all(|t| !t.trim().is_empty()));
    }
}
