//! The dialogs' own words: the settings page's labels and choices, the games list and the
//! backup, the PGN dialogs and the menu's items. Only the dialogs' module shows them, so they are a
//! table of their own (in every language, [`super::dialog_texts`]), apart from the
//! [`Catalog`](super::Catalog) whose language file the start-up module fetches.

/// The strings of the dialogs.
#[derive(Debug)]
pub struct DialogWords {
    /// "Show legal moves".
    pub show_legal_moves: &'static str,
    /// "Show coordinates".
    pub show_coordinates: &'static str,
    /// Animation speed label.
    pub animation: &'static str,
    /// Animation speeds: off, fast, normal, slow.
    pub animation_speeds: [&'static str; 4],
    /// "Sounds".
    pub sounds: &'static str,
    /// Board theme label.
    pub board_theme: &'static str,
    /// Move input label.
    pub move_input: &'static str,
    /// Move input modes: click, drag, both.
    pub move_inputs: [&'static str; 3],
    /// "Confirm moves".
    pub confirm_moves: &'static str,
    /// What "confirm moves" is for.
    pub confirm_moves_hint: &'static str,
    /// "Allow takebacks".
    pub takebacks: &'static str,
    /// Shown while the takeback setting is locked.
    pub takebacks_locked: &'static str,
    /// The PIN field's label.
    pub pin: &'static str,
    /// Lock button.
    pub lock: &'static str,
    /// Unlock button.
    pub unlock: &'static str,
    /// Why a PIN was refused: not four digits, wrong, already locked.
    pub pin_errors: [&'static str; 3],
    /// "Touch-move training".
    pub touch_move: &'static str,
    /// What touch-move training is.
    pub touch_move_hint: &'static str,
    /// The computer's pause before its move (a switch).
    pub computer_pause: &'static str,
    /// What the pause is for.
    pub computer_pause_hint: &'static str,
    /// Pause-when-hidden label.
    pub pause_when_hidden: &'static str,
    /// Pause choices: never, against the computer, always.
    pub pause_choices: [&'static str; 3],
    /// The blunder guard's heading (issue 23).
    pub blunder_guard: &'static str,
    /// What the guard does.
    pub blunder_guard_hint: &'static str,
    /// The guard's choices: at levels 1–3, at every level, never.
    pub blunder_guard_choices: [&'static str; 3],
    /// The language choice's heading (the choices are each language's own name).
    pub language: &'static str,
    /// How moves are written: the choice's heading.
    pub notation: &'static str,
    /// The choices, letters then figurines, each with `{example}` (the knight's move to f3).
    pub notations: [&'static str; 2],
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
    /// The backup could not be written into the browser's storage (full).
    pub backup_not_saved: &'static str,
    /// Export button.
    pub export_pgn: &'static str,
    /// Import button.
    pub import_pgn: &'static str,
    /// Export dialog title.
    pub export_title: &'static str,
    /// Download button.
    pub download: &'static str,
    /// Copy button.
    pub copy: &'static str,
    /// The clipboard refused: the text is selected for the user to copy.
    pub copy_manually: &'static str,
    /// Import dialog title.
    pub import_title: &'static str,
    /// Placeholder of the paste field.
    pub import_placeholder: &'static str,
    /// Label of the file chooser.
    pub open_file: &'static str,
    /// Button reading the pasted text.
    pub read_pgn: &'static str,
    /// "{n} games found. Choose one:", a [`super::plural`] template.
    pub pick_game: &'static str,
    /// The file could not be read at all.
    pub file_unreadable: &'static str,
    /// Copy-FEN button.
    pub copy_fen: &'static str,
    /// Shown after copying the FEN.
    pub fen_copied: &'static str,
    /// The mute toggle's icon: sounds on, sounds off.
    pub sound_icons: [&'static str; 2],
    /// Theme switch button: "Board: {name}".
    pub theme_button: &'static str,
    /// New game dialog title.
    pub new_game_title: &'static str,
    /// "Two players on this device".
    pub opponent_human: &'static str,
    /// Button opening the FEN field.
    pub load_fen: &'static str,
    /// Placeholder of the FEN field.
    pub fen_placeholder: &'static str,
    /// New game dialog: "The computer".
    pub opponent_computer: &'static str,
    /// New game dialog: heading of the opponent row.
    pub opponent_label: &'static str,
    /// New game dialog: heading of the colour row ("You play").
    pub color_label: &'static str,
    /// New game dialog: a colour drawn at random.
    pub color_random: &'static str,
    /// New game dialog: heading of the level row.
    pub level_label: &'static str,
    /// New game dialog: a level button's name for screen readers, "Level {n}".
    pub level_button: &'static str,
    /// New game dialog: what the chosen level is like: "Level {n}: {hint}".
    pub level_hint: &'static str,
    /// What each level is like, levels 1–10.
    pub level_hints: [&'static str; 10],
    /// New game dialog: heading of the time-control row.
    pub clock_label: &'static str,
    /// New game dialog: no clock.
    pub tc_none: &'static str,
    /// New game dialog: the remembered choices could not be read (and were set aside).
    pub prefs_unreadable: &'static str,
    /// A file that is not a Kaissa backup at all.
    pub backup_not_ours: &'static str,
    /// A backup of a newer format than this build reads.
    pub backup_newer: &'static str,
    /// A backup with a damaged part: "{detail}" says which.
    pub backup_damaged: &'static str,
    /// The damaged part of a backup, in [`crate::backup::Part`] order: the text ("{line}"), the settings, the
    /// new-game choices, the lessons' stars, a finished game ("{n}"), an unfinished game ("{n}").
    pub backup_parts: [&'static str; 6],
}

/// English.
pub static DIALOG_WORDS_EN: DialogWords = DialogWords {
    show_legal_moves: "Show legal moves",
    show_coordinates: "Show coordinates",
    animation: "Piece animation",
    animation_speeds: ["Off", "Fast", "Normal", "Slow"],
    sounds: "Sounds",
    board_theme: "Board colours",
    move_input: "Move pieces by",
    move_inputs: ["Clicking or tapping", "Dragging", "Both"],
    confirm_moves: "Confirm moves",
    confirm_moves_hint: "A move is played only after a tap on “Play this move” (for young children).",
    takebacks: "Allow takebacks",
    takebacks_locked: "Locked with a PIN: enter it to change this setting.",
    pin: "4-digit PIN",
    lock: "Lock with this PIN",
    unlock: "Unlock",
    pin_errors: ["The PIN must be exactly four digits.", "That is not the right PIN.", "The setting is already locked."],
    touch_move: "Touch-move training",
    touch_move_hint: "As over the board: a piece you touch must be moved, an opponent's piece you touch must be captured. Say “J'adoube” first to adjust a piece.",
    computer_pause: "The computer takes a moment before it moves",
    computer_pause_hint: "As a person would, so that you can see what happened. Off, it moves as soon as it has chosen.",
    pause_when_hidden: "Pause the clocks when the page is hidden",
    pause_choices: ["Never", "Against the computer", "Always"],
    blunder_guard: "Warn me before a blunder",
    blunder_guard_hint: "Against the computer: before a move that leaves a piece to be taken or allows a quick mate is played, the page says so and lets you take it back.",
    blunder_guard_choices: ["At levels 1–3", "At every level", "Never"],
    language: "Language",
    notation: "Moves written with",
    notations: ["Letters: {example}", "Figurines: {example}"],
    history_button: "Games",
    history_title: "Games",
    history_empty: "No games yet. The games you play are kept here.",
    history_open: "Open",
    history_delete: "Delete",
    history_delete_question: "Delete this game for good?",
    history_delete_confirm: "Yes, delete",
    moves_count: "{n, plural, one {# move} other {# moves}}",
    unfinished_heading: "Not finished",
    finished_heading: "Finished",
    unfinished: "Not finished yet",
    history_continue: "Continue",
    new_game_question: "Start a new game? The game you are playing stays in Games, so you can come back to it.",
    new_game_confirm: "Start the new game",
    data_heading: "Your data",
    data_hint: "A backup file holds your games, your lesson stars and your settings. Keep it safe, or open it with Kaissa on another device to carry everything over.",
    export_data: "Export all my data",
    import_data: "Import a backup",
    import_done: "Backup imported: {games, plural, one {# game added} other {# games added}}; lesson stars and settings restored.",
    backup_not_saved: "The backup could not be stored in this browser (its storage is full or turned off), so nothing was imported.",
    export_pgn: "Export PGN",
    import_pgn: "Import PGN",
    export_title: "This game in PGN",
    download: "Download .pgn",
    copy: "Copy",
    copy_manually: "The browser did not allow copying: the text is selected, press Ctrl+C (or ⌘C).",
    import_title: "Import a game (PGN)",
    import_placeholder: "Paste a game in PGN here, e.g. 1. e4 e5 2. Nf3 Nc6",
    open_file: "Open a .pgn file",
    read_pgn: "Read",
    pick_game: "{n, plural, one {# game found} other {# games found}}. Choose one:",
    file_unreadable: "The file could not be read.",
    copy_fen: "Copy FEN",
    fen_copied: "FEN copied!",
    sound_icons: ["🔊", "🔇"],
    theme_button: "Board: {name}",
    new_game_title: "New game",
    opponent_human: "Two players on this device",
    load_fen: "Load a FEN",
    fen_placeholder: "FEN, e.g. 8/8/8/8/8/8/8/8 w - - 0 1",
    opponent_computer: "The computer",
    opponent_label: "Play against",
    color_label: "You play",
    color_random: "Random",
    level_label: "Level",
    level_button: "Level {n}",
    level_hint: "Level {n}: {hint}",
    level_hints: [
        "knows the rules, often leaves pieces hanging",
        "takes what you leave, misses threats",
        "looks a move ahead, still blunders",
        "a casual player",
        "a keen beginner at a club",
        "a club player",
        "a strong club player",
        "hard to beat",
        "very strong",
        "full strength",
    ],
    clock_label: "Clock",
    tc_none: "No clock",
    prefs_unreadable: "Your last choices could not be read, so the usual ones are shown. (They were kept aside.)",
    backup_not_ours: "This file is not a Kaissa backup, so nothing was imported.",
    backup_newer: "This backup was made by a newer version of Kaissa. Update Kaissa (reload the page when it says a new version is ready), then import it again. Nothing was imported.",
    backup_damaged: "This backup is damaged ({detail}), so nothing was imported.",
    backup_parts: [
        "its text breaks off at line {line}",
        "its settings",
        "its new-game choices",
        "its lesson stars",
        "finished game {n}",
        "unfinished game {n}",
    ],
};
