//! The settings page, "confirm moves" and the touch-move training mode (issue 5, settings).

text_table! {
/// Every string of the settings page, the move confirmation and the touch-move mode.
#[derive(Debug)]
pub struct SettingsTexts {
    /// Navigation button and page title.
    pub title: &'static str,
    /// Shown while the page's module (the dialogs' module) is fetched, the first time it opens.
    pub opening: &'static str,
    /// The page's module could not be loaded: "{why}" is the technical reason.
    pub open_failed: &'static str,
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
    /// Pause-when-hidden label.
    pub pause_when_hidden: &'static str,
    /// Pause choices: never, against the computer, always.
    pub pause_choices: [&'static str; 3],
    /// The question over a held move.
    pub confirm_prompt: &'static str,
    /// Button playing the held move.
    pub confirm_move: &'static str,
    /// Button dropping the held move.
    pub cancel_move: &'static str,
    /// "J'adoube" button.
    pub adjust: &'static str,
    /// The j'adoube button's tooltip.
    pub adjust_title: &'static str,
    /// Obligation line with nothing touched.
    pub touch_none: &'static str,
    /// Obligation line after j'adoube.
    pub touch_adjusting: &'static str,
    /// "{piece} must move: you touched it."
    pub touch_move_line: &'static str,
    /// "{piece} must be captured: you touched it."
    pub touch_capture_line: &'static str,
    /// "{piece} must capture {target}."
    pub touch_capture_with_line: &'static str,
    /// "Castle with the rook on {square}."
    pub touch_castle_line: &'static str,
    /// A free touch: {piece} has no legal move.
    pub touch_free_cannot_move: &'static str,
    /// A free touch: {piece} cannot be captured.
    pub touch_free_cannot_be_captured: &'static str,
    /// A free touch after j'adoube.
    pub touch_free_adjusted: &'static str,
    /// Refusal: the touched {piece} must move.
    pub why_must_move: &'static str,
    /// Refusal: the touched {piece} must be captured.
    pub why_must_capture: &'static str,
    /// Refusal: {target} must be captured with {piece}.
    pub why_must_capture_with: &'static str,
    /// Refusal: castle on the side of the rook on {square}.
    pub why_must_castle: &'static str,
    /// Refusal: the rook was touched before the king.
    pub why_rook_first: &'static str,
    /// The language choice's heading (the choices are each language's own name).
    pub language: &'static str,
    /// A language's texts could not be fetched; the page stays in the language it shows.
    pub language_failed: &'static str,
    /// How moves are written: the choice's heading.
    pub notation: &'static str,
    /// The choices, letters then figurines, each with `{example}` (the knight's move to f3).
    pub notations: [&'static str; 2],
}
}

/// English.
pub const SETTINGS_EN: SettingsTexts = SettingsTexts {
    title: "Settings",
    opening: "Opening the settings…",
    open_failed: "The settings could not be opened ({why}). Check your connection and try again.",
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
    pause_when_hidden: "Pause the clocks when the page is hidden",
    pause_choices: ["Never", "Against the computer", "Always"],
    confirm_prompt: "Play this move?",
    confirm_move: "Play this move",
    cancel_move: "Cancel",
    adjust: "J'adoube",
    adjust_title: "Say “J'adoube” (I adjust) before touching a piece you do not mean to move.",
    touch_none: "Touch move: the first piece you touch must be moved (or captured).",
    touch_adjusting: "J'adoube: your next touch only adjusts a piece.",
    touch_move_line: "You touched {piece}: it must move.",
    touch_capture_line: "You touched {piece}: it must be captured.",
    touch_capture_with_line: "You touched {piece} and {target}: take it with {piece}.",
    touch_castle_line: "You touched the king, then the rook on {square}: castle on that side.",
    touch_free_cannot_move: "{piece} has no legal move, so touching it does not bind you.",
    touch_free_cannot_be_captured: "{piece} cannot be captured, so touching it does not bind you.",
    touch_free_adjusted: "You adjusted {piece}: no obligation.",
    why_must_move: "Touch move: you touched {piece}, so you must move it.",
    why_must_capture: "Touch move: you touched {piece}, so you must capture it.",
    why_must_capture_with: "Touch move: you touched {piece} and {target}, so you must capture {target} with {piece}.",
    why_must_castle: "Touch move: you touched your king and then the rook on {square}, so you must castle on that side.",
    why_rook_first: "Touch move: you touched the rook before the king, so you can't castle on that side this move.",
    language: "Language",
    language_failed: "The texts of that language could not be loaded. Check the connection and try again.",
    notation: "Moves written with",
    notations: ["Letters: {example}", "Figurines: {example}"],
};
