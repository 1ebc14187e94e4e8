//! Messages of the clock and of saved games (issue 5): the clock faces, the saved game and the
//! history of finished games (the new-game dialog's time controls: [`super::frame_words`]).

text_table! {
/// The strings of this area, one field of the [`super::Catalog`].
#[derive(Debug)]
pub struct Saving {
    /// A clock face's name for screen readers: "{color}'s clock".
    pub clock_of: &'static str,
    /// The saved game could not be read (and was kept aside).
    pub game_unreadable: &'static str,
    /// The history could not be read (and was kept aside).
    pub history_unreadable: &'static str,
    /// Writing to the browser's storage failed (full, turned off, private mode): the game goes on
    /// in memory.
    pub cannot_save: &'static str,
    /// Writing the lessons' progress failed: the lesson goes on, the stars are not kept.
    pub cannot_save_progress: &'static str,
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
    /// How long a game was: "{n} moves", a [`super::plural`] template.
    pub moves_count: &'static str,
    /// The games list's heading over the unfinished games.
    pub unfinished_heading: &'static str,
    /// The games list's heading over the finished games.
    pub finished_heading: &'static str,
    /// An unfinished game's state in the list.
    pub unfinished: &'static str,
    /// Go back to an unfinished game.
    pub history_continue: &'static str,
    /// Two tabs moved in one game at the same instant: this tab's version became a game of its
    /// own.
    pub forked: &'static str,
    /// The question before a new game replaces an unfinished one.
    pub new_game_question: &'static str,
    /// The button that starts the new game anyway.
    pub new_game_confirm: &'static str,
    /// The settings' section about the saved data.
    pub data_heading: &'static str,
    /// What a backup is for.
    pub data_hint: &'static str,
    /// The button that downloads the backup.
    pub export_data: &'static str,
    /// The button that reads a backup file.
    pub import_data: &'static str,
    /// A backup read: "{games} games added" (a [`super::plural`] template) and the rest restored.
    pub import_done: &'static str,
    /// A file that is not a Kaissa backup at all.
    pub backup_not_ours: &'static str,
    /// A backup of a newer format than this build reads.
    pub backup_newer: &'static str,
    /// A backup with a damaged part: "{detail}" says which.
    pub backup_damaged: &'static str,
    /// The backup could not be written into the browser's storage (full).
    pub backup_not_saved: &'static str,
    /// The damaged part of a backup, in [`crate::backup::Part`] order: the text ("{line}"), the settings, the
    /// new-game choices, the lessons' stars, a finished game ("{n}"), an unfinished game ("{n}").
    pub backup_parts: [&'static str; 6],
}
}

/// English.
pub const SAVING_EN: Saving = Saving {
    clock_of: "{color}'s clock",
    game_unreadable: "Your last game could not be read, so a new game was started. (It was kept aside.)",
    history_unreadable: "The list of finished games could not be read, so it starts empty. (It was kept aside.)",
    cannot_save: "Kaissa cannot save in this browser right now (its storage is full or turned off). You can play on, but this game will be lost when the page closes.",
    cannot_save_progress: "Kaissa cannot save in this browser right now (its storage is full or turned off). You can go on, but your stars will be lost when the page closes.",
    history_button: "Games",
    history_title: "Games",
    history_empty: "No games yet. The games you play are kept here.",
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
    moves_count: "{n, plural, one {# move} other {# moves}}",
    unfinished_heading: "Not finished",
    finished_heading: "Finished",
    unfinished: "Not finished yet",
    history_continue: "Continue",
    forked: "This game was played in another tab at the same moment. Both versions are kept: this tab's is now a game of its own in Games.",
    new_game_question: "Start a new game? The game you are playing stays in Games, so you can come back to it.",
    new_game_confirm: "Start the new game",
    data_heading: "Your data",
    data_hint: "A backup file holds your games, your lesson stars and your settings. Keep it safe, or open it with Kaissa on another device to carry everything over.",
    export_data: "Export all my data",
    import_data: "Import a backup",
    import_done: "Backup imported: {games, plural, one {# game added} other {# games added}}; lesson stars and settings restored.",
    backup_not_ours: "This file is not a Kaissa backup, so nothing was imported.",
    backup_newer: "This backup was made by a newer version of Kaissa. Update Kaissa (reload the page when it says a new version is ready), then import it again. Nothing was imported.",
    backup_damaged: "This backup is damaged ({detail}), so nothing was imported.",
    backup_not_saved: "The backup could not be stored in this browser (its storage is full or turned off), so nothing was imported.",
    backup_parts: [
        "its text breaks off at line {line}",
        "its settings",
        "its new-game choices",
        "its lesson stars",
        "finished game {n}",
        "unfinished game {n}",
    ],
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_string_is_filled_in() {
        let s = &SAVING_EN;
        let all = [
            s.clock_of,
            s.game_unreadable,
            s.history_unreadable,
            s.cannot_save,
            s.cannot_save_progress,
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
            s.unfinished_heading,
            s.finished_heading,
            s.unfinished,
            s.history_continue,
            s.forked,
            s.new_game_question,
            s.new_game_confirm,
            s.data_heading,
            s.data_hint,
            s.export_data,
            s.import_data,
            s.import_done,
            s.backup_not_ours,
            s.backup_newer,
            s.backup_damaged,
            s.backup_not_saved,
        ];
        assert!(all.into_iter().chain(s.backup_parts).all(|t| !t.trim().is_empty()));
    }
}
