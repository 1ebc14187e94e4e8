//! The games in progress, one localStorage key each (`kaissa.v1.game.<id>`), and the decisions
//! that let several tabs play without ever losing a move:
//!
//! - every game has an identity ([`new_id`]); a tab writes only its own game's key, so two tabs
//!   with two games never overwrite each other;
//! - each tab remembers its game in its own `sessionStorage` ([`TAB_KEY`]), so a reload resumes
//!   that tab's game; opening the app afresh resumes the most recently played one ([`to_resume`]);
//! - tabs with the *same* game learn of each other's moves through the `storage` event and take
//!   the newer revision ([`to_adopt`]); a tab about to write over a revision it has not seen (two
//!   tabs moved at the same instant) keeps its own version as another game instead
//!   ([`written_elsewhere`]);
//! - a game left for another stays saved and listed as unfinished ([`unfinished`]) unless it
//!   holds nothing to lose ([`to_drop`]).
//!
//! The browser side (localStorage, sessionStorage, the `storage` event) is the app's
//! `src/play/saving.rs`.

use super::persist::Record;
use super::{History, SavedGame};

/// The prefix of every game's key: `kaissa.v1.game.<id>`.
pub const GAME_KEY_PREFIX: &str = "kaissa.v1.game.";

/// The one key the game in progress was saved under before games had an identity. A game found
/// there is moved to its own key at start-up.
pub const LEGACY_KEY: &str = "kaissa.v1.game";

/// The `sessionStorage` key under which a tab remembers the identity of the game it shows.
pub const TAB_KEY: &str = "kaissa.tab.game";

/// The localStorage key of game `id`.
#[must_use]
pub fn key(id: &str) -> String {
    format!("{GAME_KEY_PREFIX}{id}")
}

/// The game identity in a localStorage key, if it is a game's key.
#[must_use]
pub fn id_of_key(key: &str) -> Option<&str> {
    key.strip_prefix(GAME_KEY_PREFIX).filter(|id| !id.is_empty())
}

/// A new game identity: the time it was made, a number drawn once per tab (`salt`) and how many
/// games the tab has made (`n`), so that two tabs making a game in the same millisecond still
/// differ. Letters and digits only, as it is part of a storage key and of a file.
#[must_use]
pub fn new_id(epoch_ms: u64, salt: u32, n: u32) -> String {
    format!("{epoch_ms:x}{salt:08x}{n:x}")
}

/// Whether another tab has saved this game since this tab last wrote or read it: the stored
/// revision is newer than the one the tab knows. Writing then would lose that tab's moves.
#[must_use]
pub fn written_elsewhere(stored: Option<&SavedGame>, known_rev: u64) -> bool {
    stored.is_some_and(|s| s.rev > known_rev)
}

/// Whether a game saved by another tab (seen through the `storage` event) is a newer state of the
/// game on this tab's board, to be taken over.
#[must_use]
pub fn to_adopt(record: &Record, incoming: &SavedGame) -> bool {
    incoming.id == record.id && incoming.rev > record.rev
}

/// The game to put on the board when the app opens: the tab's own game after a reload (its
/// identity in `sessionStorage`), otherwise the most recently played one.
#[must_use]
pub fn to_resume<'a>(tab_game: Option<&str>, games: &'a [SavedGame]) -> Option<&'a SavedGame> {
    tab_game
        .and_then(|id| games.iter().find(|g| g.id == id))
        .or_else(|| games.iter().max_by_key(|g| (g.updated_ms, g.created_ms)))
}

/// The unfinished games worth listing (at least one move played), the most recently played first.
#[must_use]
pub fn unfinished(games: &[SavedGame]) -> Vec<&SavedGame> {
    let mut list: Vec<&SavedGame> = games.iter().filter(|g| g.outcome.is_none() && !g.moves.is_empty()).collect();
    list.sort_by_key(|g| std::cmp::Reverse((g.updated_ms, g.created_ms)));
    list
}

/// When `game` was last played, to be saved with it: the time of this save if a move (or the
/// ending) changed since the `stored` version, else the stored time — a save that changes no
/// move (the page hidden, a tab closed) does not make a game the most recently played.
#[must_use]
pub fn played_at(stored: Option<&SavedGame>, game: &SavedGame, now_epoch_ms: u64) -> u64 {
    match stored {
        Some(s) if s.moves == game.moves && s.outcome == game.outcome && s.start_fen == game.start_fen => s.updated_ms,
        _ => now_epoch_ms,
    }
}

/// Whether a saved game that is no longer on this tab's board can lose its key: it holds no
/// move (nothing to lose), or it is finished and its ending is in the history. An unfinished
/// game, or a finished one the history lacks (its write failed), is kept.
#[must_use]
pub fn to_drop(game: &SavedGame, history: &History) -> bool {
    if game.moves.is_empty() {
        return true;
    }
    game.outcome.is_some_and(|outcome| {
        history.games.iter().any(|h| h.start_fen == game.start_fen && h.moves == game.moves && h.outcome == outcome)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::play_uci as play;
    use crate::{FinishedGame, SavedPlayers, Session, TimeControl};

    fn saved(id: &str, moves: &[&str], updated_ms: u64) -> SavedGame {
        let mut s = Session::new();
        play(&mut s, moves);
        let mut g = SavedGame::new(&s, SavedPlayers::TwoHumans, None, 0.0, false, 1);
        g.id = id.to_owned();
        g.updated_ms = updated_ms;
        g
    }

    #[test]
    fn keys_and_identities() {
        assert_eq!(key("abc"), "kaissa.v1.game.abc");
        assert_eq!(id_of_key("kaissa.v1.game.abc"), Some("abc"));
        assert_eq!(id_of_key(LEGACY_KEY), None);
        assert_eq!(id_of_key("kaissa.v1.game."), None);
        assert_eq!(id_of_key("kaissa.v1.history"), None);
        assert_ne!(new_id(5, 1, 0), new_id(5, 2, 0), "two tabs in the same millisecond");
        assert_ne!(new_id(5, 1, 0), new_id(5, 1, 1), "two games of one tab");
        assert!(new_id(u64::MAX, u32::MAX, u32::MAX).bytes().all(|b| b.is_ascii_alphanumeric()));
    }

    #[test]
    fn a_tab_resumes_its_own_game_and_a_new_tab_the_latest() {
        let games = [saved("a", &["e2e4"], 10), saved("b", &["d2d4"], 30), saved("c", &[], 20)];
        assert_eq!(to_resume(Some("a"), &games).map(|g| g.id.as_str()), Some("a"));
        assert_eq!(to_resume(None, &games).map(|g| g.id.as_str()), Some("b"));
        assert_eq!(to_resume(Some("gone"), &games).map(|g| g.id.as_str()), Some("b"), "its game was deleted");
        assert!(to_resume(None, &[]).is_none());
    }

    #[test]
    fn revisions_tell_a_newer_game_from_an_older_one() {
        let mut record = Record::new(1, "a".to_owned());
        record.rev = 4;
        let mut other = saved("a", &["e2e4"], 5);
        other.rev = 5;
        assert!(to_adopt(&record, &other));
        assert!(written_elsewhere(Some(&other), record.rev), "the other tab moved since");
        other.rev = 4;
        assert!(!to_adopt(&record, &other), "our own write, echoed");
        assert!(!written_elsewhere(Some(&other), record.rev));
        assert!(!written_elsewhere(None, record.rev), "deleted meanwhile: writing brings it back");
        other.rev = 9;
        other.id = "b".to_owned();
        assert!(!to_adopt(&record, &other), "another game");
    }

    #[test]
    fn only_a_move_makes_a_game_the_latest() {
        let stored = saved("a", &["e2e4"], 10);
        assert_eq!(played_at(Some(&stored), &saved("a", &["e2e4"], 0), 99), 10, "saved again as the tab closed");
        assert_eq!(played_at(Some(&stored), &saved("a", &["e2e4", "e7e5"], 0), 99), 99);
        assert_eq!(played_at(None, &saved("a", &[], 0), 99), 99);
    }

    #[test]
    fn unfinished_games_are_listed_newest_first_and_kept() {
        let mut mated = saved("m", &["f2f3", "e7e5", "g2g4", "d8h4"], 50);
        mated.outcome = mated.restore(0.0).unwrap().session.game().outcome();
        let games = [saved("a", &["e2e4"], 10), saved("b", &["d2d4"], 30), saved("empty", &[], 40), mated.clone()];
        let ids: Vec<&str> = unfinished(&games).iter().map(|g| g.id.as_str()).collect();
        assert_eq!(ids, ["b", "a"]);

        let mut history = History::default();
        assert!(!to_drop(&games[0], &history), "unfinished: kept");
        assert!(to_drop(&games[2], &history), "no move: nothing to lose");
        assert!(!to_drop(&mated, &history), "finished but not in the history (its write failed)");
        let s = mated.restore(0.0).unwrap().session;
        history.push(FinishedGame::new(&s, SavedPlayers::TwoHumans, TimeControl::NONE, 9).unwrap());
        assert!(to_drop(&mated, &history));
    }
}
