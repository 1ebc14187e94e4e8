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
    /// A language's texts could not be fetched; the page stays in the language it shows.
    pub language_failed: &'static str,
}
}

/// English.
pub const SETTINGS_EN: SettingsTexts = SettingsTexts {
    title: "Settings",
    opening: "Opening the settings…",
    open_failed: "The settings could not be opened ({why}). Check your connection and try again.",
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
    why_must_castle:
        "Touch move: you touched your king and then the rook on {square}, so you must castle on that side.",
    why_rook_first: "Touch move: you touched the rook before the king, so you can't castle on that side this move.",
    language_failed: "The texts of that language could not be loaded. Check the connection and try again.",
};
