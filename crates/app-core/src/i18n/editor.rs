//! The board editor's words ("Set up a position"): its buttons and labels, and every problem the
//! rules core can find in a position, worded for someone building one by hand (filled in by
//! [`super::editor_words`]). Not a part of [`super::Catalog`] but reached through [`super::editor_texts`]: the
//! start-up module names the catalog, and these words are only needed by the dialogs' module,
//! which holds the editor (the start-up module's bytes are counted).

/// Every string of the board editor.
#[derive(Debug)]
pub struct EditorTexts {
    /// The dialog's title (the same words as its button, [`super::Catalog::editor_open`]).
    pub title: &'static str,
    /// How to use it, under the title.
    pub how: &'static str,
    /// The palette's label (a group of tools).
    pub palette: &'static str,
    /// A piece tool's label: "Put a {piece} on the squares you tap".
    pub place: &'static str,
    /// The eraser's label.
    pub erase: &'static str,
    /// The hand tool's label (move pieces).
    pub hand: &'static str,
    /// "Start position".
    pub start_position: &'static str,
    /// "Empty board".
    pub clear: &'static str,
    /// "Current position" (the Play board's).
    pub current: &'static str,
    /// The editor's board, for screen readers.
    pub board_label: &'static str,
    /// "Side to move".
    pub turn_label: &'static str,
    /// "White to move", "Black to move".
    pub turns: [&'static str; 2],
    /// "Castling".
    pub castling_label: &'static str,
    /// The four rights, in FEN order (K, Q, k, q).
    pub rights: [&'static str; 4],
    /// Why a right cannot be given: "{Color}'s king and that rook are not on their squares."
    pub right_unavailable: &'static str,
    /// The FEN field's label.
    pub fen_label: &'static str,
    /// "This position can be played." (no problems).
    pub ready: &'static str,
    /// Heading of the problems list.
    pub problems_heading: &'static str,
    /// Every problem, in the order of `kaissa_rules::PositionProblem`: missing king {color}, too many kings
    /// {color}, too many pieces {color}, pawns on the first or last row {squares}, the side not to
    /// move ({them}) in check while {us} is to move, castling without king and rook {color}
    /// {side}, impossible en passant {square}, an impossible check {us}.
    pub problems: [&'static str; 8],
    /// The Start section's heading.
    pub play_heading: &'static str,
    /// The button that starts the game.
    pub start: &'static str,
    /// Said beside the disabled Start button while there are problems.
    pub start_blocked: &'static str,
    /// Closes the editor without starting.
    pub close: &'static str,
}

/// The editor's words in English.
pub static EDITOR_EN: EditorTexts = EditorTexts {
    title: "Set up a position",
    how: "Choose a piece, then tap squares to put it there. Drag pieces to move them, or off the board to remove them.",
    palette: "Pieces",
    place: "Put a {piece} on the squares you tap",
    erase: "Remove pieces",
    hand: "Move pieces",
    start_position: "Start position",
    clear: "Empty board",
    current: "Current position",
    board_label: "Board being set up",
    turn_label: "Side to move",
    turns: ["White to move", "Black to move"],
    castling_label: "Castling",
    rights: ["White O‑O", "White O‑O‑O", "Black O‑O", "Black O‑O‑O"],
    right_unavailable: "Only possible while the king and that rook stand on their starting squares.",
    fen_label: "FEN",
    ready: "This position can be played.",
    problems_heading: "This position can't be played yet:",
    problems: [
        "{Color} has no king. Each side needs exactly one.",
        "{Color} has more than one king. Each side has exactly one.",
        "{Color} has too many pieces: at most 16, of which at most 8 pawns.",
        "Pawns can't stand on the first or last row ({squares}).",
        "{Them} is in check, but it is {us}'s move: the side in check must be the one to move.",
        "{Color} can't castle {side}: that king and rook are not both on their starting squares.",
        "En passant on {square} is impossible: no pawn can just have moved two squares past it.",
        "{Us} is in a check that no move could have given (too many pieces give check at once).",
    ],
    play_heading: "Play from this position",
    start: "Start the game",
    start_blocked: "Fix the problems above to start.",
    close: "Close",
};
