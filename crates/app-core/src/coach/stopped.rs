//! The moves the blunder guard stopped (issue 46): a move the learner was warned about and took
//! back is kept, per game, for the review to list ("you almost played Ng6 — the pawn takes the
//! knight"). Kept under a key of its own ([`key`]), written and read by the dialogs' module that
//! shows the guard and the review, not in the saved game: the start-up module, which saves the
//! game after every move, then carries no code for it (its bytes are at their budget). A game
//! with no such key (any game saved before there was one) simply has none; text that cannot be
//! read counts as none.

use kaissa_rules::Position;
use serde::{Deserialize, Serialize};

/// How many stopped moves one game keeps (the first ones; a game with more is a game of its own).
pub const MAX_STOPPED: usize = 50;

/// One stopped move: the position it was tried in and the move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoppedMove {
    /// The position, as FEN.
    pub fen: String,
    /// The move, in UCI.
    pub mv: String,
}

/// The storage key of the stopped moves of the game `id` (`kaissa.v1.game.<id>`'s).
#[must_use]
pub fn key(id: &str) -> String {
    format!("kaissa.v1.stopped.{id}")
}

/// The stopped moves kept in `text` (none when absent or unreadable).
#[must_use]
pub fn read(text: Option<&str>) -> Vec<StoppedMove> {
    text.and_then(|t| serde_json::from_str(t).ok()).unwrap_or_default()
}

/// The text to keep once `mv` (UCI) was stopped in the position `fen`, after those of `text`;
/// the same move stopped twice in one position is kept once.
#[must_use]
pub fn add(text: Option<&str>, fen: &str, mv: &str) -> String {
    let mut moves = read(text);
    let stopped = StoppedMove { fen: fen.to_owned(), mv: mv.to_owned() };
    if !moves.contains(&stopped) && moves.len() < MAX_STOPPED {
        moves.push(stopped);
    }
    serde_json::to_string(&moves).unwrap_or_default()
}

/// The stopped moves that belong to the game of `positions` (its first position, then the one
/// after each move): each with the index of the first position of the game it was tried in. A
/// move of a position the game no longer has (taken back, another game) is left out.
#[must_use]
pub fn in_game(stopped: &[StoppedMove], positions: &[Position]) -> Vec<(usize, String)> {
    let fens: Vec<String> = positions.iter().map(Position::fen).collect();
    stopped.iter().filter_map(|s| Some((fens.iter().position(|f| *f == s.fen)?, s.mv.clone()))).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kept_read_and_matched_to_the_game() {
        let start = Position::startpos();
        let e4 = start.parse_uci("e2e4").unwrap();
        let positions = [start, start.after(e4)];
        let fen = positions[1].fen();
        let text = add(None, &fen, "d8h4");
        let text = add(Some(&text), &fen, "d8h4");
        let text = add(Some(&text), "8/8/8/8/8/8/8/K6k w - - 0 1", "a1a2");
        assert_eq!(read(Some(&text)).len(), 2, "{text}");
        assert_eq!(in_game(&read(Some(&text)), &positions), vec![(1, "d8h4".to_owned())]);
        // Nothing kept, or text that is not ours: none, and no panic.
        assert!(read(None).is_empty());
        assert!(read(Some("{not json")).is_empty());
        assert!(read(Some("{\"moves\":1}")).is_empty());
        assert_eq!(add(Some("garbage"), &fen, "d8h4"), format!("[{{\"fen\":\"{fen}\",\"mv\":\"d8h4\"}}]"));
    }
}
