//! Messages of the actions during a game (issue 5): resigning, draw offers and claims, reviewing
//! earlier moves, PGN and FEN import and export, sounds (the rules core's FEN and PGN errors are
//! worded by [`super::errors`]).

use crate::DrawReason;

text_table! {
/// The strings of this area, one field of the [`Catalog`](super::Catalog).
#[derive(Debug)]
pub struct Actions {
    /// Resign button.
    pub resign: &'static str,
    /// The confirmation step's question.
    pub resign_question: &'static str,
    /// The confirmation button.
    pub resign_confirm: &'static str,
    /// Offer-a-draw button.
    pub offer_draw: &'static str,
    /// The draw offer's confirmation step: what accepting would mean.
    pub draw_question: &'static str,
    /// Its confirmation button.
    pub draw_confirm: &'static str,
    /// Between two people: "{Color} offers a draw. {Other}, do you accept?".
    pub draw_offered: &'static str,
    /// Accept button of that prompt.
    pub draw_accept: &'static str,
    /// Decline button of that prompt.
    pub draw_decline: &'static str,
    /// "{Color} declines the draw." (between two people).
    pub draw_declined: &'static str,
    /// The computer's answers, indexed like [`draw_reason_index`].
    pub draw_reasons: [&'static str; 7],
    /// While the computer looks at the position to answer a draw offer.
    pub draw_considering: &'static str,
    /// The toggle for a claim made with the next move.
    pub claim_with_move: &'static str,
    /// Banner while reviewing: "Viewing the game after {move}" ({move} like "12... Nf6").
    pub viewing: &'static str,
    /// Banner while reviewing the start position.
    pub viewing_start: &'static str,
    /// Back to the live position.
    pub back_to_game: &'static str,
    /// Play on from the viewed position.
    pub continue_here: &'static str,
    /// The user's name in a game record.
    pub you: &'static str,
    /// The computer's name in a game record: "Kaissa level {n}".
    pub computer_name: &'static str,
    /// Shown after a copy.
    pub copied: &'static str,
    /// Close button.
    pub close: &'static str,
    /// An imported game that the board could not take after all (should never be seen).
    pub import_not_loaded: &'static str,
    /// A game in that list: "{white} – {black} · {result}".
    pub game_entry: &'static str,
    /// A game in that list that could not be read: "Game {n} cannot be read: {why}".
    pub game_unreadable: &'static str,
    /// The mute toggle's label.
    pub sounds: &'static str,
}
}

/// The English strings.
pub const ACTIONS_EN: Actions = Actions {
    resign: "Resign",
    resign_question: "Resign this game?",
    resign_confirm: "Yes, resign",
    offer_draw: "Offer a draw",
    draw_question: "Offer a draw? If it is accepted, the game ends with nobody winning.",
    draw_confirm: "Yes, offer a draw",
    draw_offered: "{Color} offers a draw. {Other}, do you accept?",
    draw_accept: "Accept the draw",
    draw_decline: "Decline",
    draw_declined: "{Color} declines the draw. Play on!",
    draw_reasons: [
        "The computer agrees to a draw: neither side can checkmate any more.",
        "The computer agrees to a draw: it thinks it is worse.",
        "The computer agrees to a draw: the position is level and little is left to play for.",
        "The computer declines: it thinks it is better and wants to play on.",
        "The computer declines: it thinks it is a little better.",
        "The computer declines: it is too early in the game for a draw.",
        "The computer declines: there is still plenty to play for.",
    ],
    draw_considering: "The computer is thinking about your draw offer…",
    claim_with_move: "Claim a draw with my next move",
    viewing: "Looking back: the position after {move}. The game goes on below.",
    viewing_start: "Looking back: the position before the first move.",
    back_to_game: "Back to the game",
    continue_here: "Continue from here",
    you: "You",
    computer_name: "Kaissa level {n}",
    copied: "Copied!",
    close: "Close",
    import_not_loaded: "The imported game could not be put on the board; the game on the board is unchanged.",
    game_entry: "{white} – {black} · {result}",
    game_unreadable: "Game {n} cannot be read. {why}",
    sounds: "Sounds",
};

/// The position of a draw reason in [`Actions::draw_reasons`].
#[must_use]
pub const fn draw_reason_index(r: DrawReason) -> usize {
    match r {
        DrawReason::DeadPosition => 0,
        DrawReason::Worse => 1,
        DrawReason::Level => 2,
        DrawReason::Better => 3,
        DrawReason::SlightlyBetter => 4,
        DrawReason::TooEarly => 5,
        DrawReason::PlayOn => 6,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_draw_reason_has_a_sentence() {
        assert!(draw_reason_index(DrawReason::PlayOn) < ACTIONS_EN.draw_reasons.len());
    }
}
