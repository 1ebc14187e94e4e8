//! Saved, never lost: the decisions behind saving the game in progress, restoring it at start-up
//! and keeping the finished games, as plain functions tested natively. The browser side (when
//! to save, localStorage) is `saving.rs`; the formats are [`crate::saving::game`] and [`crate::saving::history`].

use crate::Players;
use crate::{Clock, FinishedGame, History, ReplayError, SavedGame, Session, TimeControl};

/// What the saving knows about the game on the board besides its moves and clock.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// The game's identity ([`SavedGame::id`]): the key it is saved under.
    pub id: String,
    /// The revision of the saved game this tab wrote or read last ([`SavedGame::rev`]).
    pub rev: u64,
    /// When the game started, in ms since the Unix epoch.
    pub created_ms: u64,
    /// The game's entry in the history, once the game ended and was recorded there. A game that
    /// came to the board already finished (opened from the history, imported) has one too, so
    /// that it is not recorded again.
    pub entry: Option<FinishedGame>,
}

impl Record {
    /// A game `id` started at `created_ms`, not finished and not saved yet.
    #[must_use]
    pub fn new(created_ms: u64, id: String) -> Record {
        Record { id, rev: 0, created_ms, entry: None }
    }

    /// The record of a game `id` put on the board as it is (loaded, opened from the history):
    /// if it has already ended, that ending counts as recorded.
    #[must_use]
    pub fn loaded(session: &Session, players: Players, tc: TimeControl, created_ms: u64, id: String) -> Record {
        let entry =
            FinishedGame::new(session, players.into(), tc, created_ms).map(|e| FinishedGame { id: id.clone(), ..e });
        Record { id, rev: 0, created_ms, entry }
    }
}

/// Whether two history entries are the same game with the same ending (whenever recorded). An
/// entry saved before games had an identity matches by its moves and ending alone.
#[must_use]
pub fn same_game(a: &FinishedGame, b: &FinishedGame) -> bool {
    let ids_agree = a.id == b.id || a.id.is_empty() || b.id.is_empty();
    ids_agree && FinishedGame { date_ms: b.date_ms, id: b.id.clone(), ..a.clone() } == *b
}

/// Records the game's ending in the history, exactly once: `finished` is the game's entry now
/// (`None` while it goes on). A game seen ending for the first time is added; the same ending
/// again (the same game saved again, reloaded, or recorded by another tab that has the same
/// game open) changes nothing; a game that ended, was taken back and ended otherwise replaces its
/// own entry rather than adding a second one. Returns whether the history changed (and so must
/// be saved).
pub fn record_finished(history: &mut History, record: &mut Record, finished: Option<FinishedGame>) -> bool {
    let Some(finished) = finished else { return false };
    if record.entry.as_ref().is_some_and(|entry| same_game(entry, &finished)) {
        return false;
    }
    // Another tab playing the same game may have recorded this very ending already.
    if let Some(there) = history.games.iter().rev().find(|g| !g.id.is_empty() && same_game(g, &finished)) {
        record.entry = Some(there.clone());
        return false;
    }
    let own = |entry: &FinishedGame| history.games.iter().rposition(|g| g == entry);
    match record.entry.as_ref().and_then(own) {
        Some(i) => history.games[i] = finished.clone(),
        None => history.push(finished.clone()),
    }
    record.entry = Some(finished);
    true
}

/// A game restored from storage, ready for the Play screen.
#[derive(Clone, Debug)]
pub struct RestoredGame {
    /// The game, replayed.
    pub session: Session,
    /// Its clock, running on from where it was saved (`None` without a clock).
    pub clock: Option<Clock>,
    /// Who plays.
    pub players: Players,
    /// Its record: a game saved finished had been recorded in the history when it ended (the
    /// entry is saved before the game is), so it is never recorded again, even if the user has
    /// since deleted it from the history.
    pub record: Record,
}

/// Restores the saved game at `now_ms` (monotonic time); `history` finds the entry of a game saved
/// finished. A game that cannot be replayed is an error (the caller keeps it aside).
pub fn restore(saved: &SavedGame, history: &History, now_ms: f64) -> Result<RestoredGame, ReplayError> {
    let restored = saved.restore(now_ms)?;
    let players = Players::from(saved.players);
    let mut record = Record::loaded(&restored.session, players, saved.time_control, saved.created_ms, saved.id.clone());
    record.rev = saved.rev;
    if let Some(entry) = &record.entry {
        record.entry = Some(history.games.iter().rev().find(|g| same_game(g, entry)).cloned().unwrap_or(entry.clone()));
    }
    // A clock that ran on after the game ended (a flag not yet noticed) would tick over a
    // finished game: the ending stops it.
    let clock = restored.clock.map(|mut c| {
        if restored.session.game().is_over() {
            c.stop(now_ms);
        }
        c
    });
    Ok(RestoredGame { session: restored.session, clock, players, record })
}

/// The history as listed: newest first, each with its index in the saved list.
#[must_use]
pub fn newest_first(history: &History) -> Vec<(usize, &FinishedGame)> {
    history.games.iter().enumerate().rev().collect()
}

/// Deletes `game` from the history (found by value, so a list shown before another tab changed
/// the history never deletes the wrong game). Returns whether it was there.
pub fn delete(history: &mut History, game: &FinishedGame) -> bool {
    match history.games.iter().rposition(|g| g == game) {
        Some(i) => history.remove(i).is_some(),
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::SavedPlayers;
    use kaissa_rules::{Color, Termination};

    fn session(moves: &[&str]) -> Session {
        let mut s = Session::new();
        for uci in moves {
            let m = s.position().parse_uci(uci).unwrap();
            s.play(m).unwrap();
        }
        s
    }

    const MATE: [&str; 4] = ["f2f3", "e7e5", "g2g4", "d8h4"];
    const VS: SavedPlayers = SavedPlayers::Computer { human: Color::White, level: 3 };

    fn entry(s: &Session, date: u64) -> Option<FinishedGame> {
        FinishedGame::new(s, VS, TimeControl::NONE, date)
    }

    #[test]
    fn a_finished_game_is_recorded_once() {
        let mut h = History::default();
        let mut r = Record::new(1, "g".to_owned());
        assert!(!record_finished(&mut h, &mut r, entry(&session(&["e2e4"]), 5)), "still going on");
        let mated = session(&MATE);
        assert!(record_finished(&mut h, &mut r, entry(&mated, 10)));
        assert!(!record_finished(&mut h, &mut r, entry(&mated, 20)), "saved again: no second entry");
        assert_eq!(h.games.len(), 1);
        assert_eq!(h.games[0].date_ms, 10);
        // Taken back and ended otherwise (here: White resigns instead): the entry is replaced.
        let mut g = session(&MATE[..3]).game().clone();
        g.resign(Color::White);
        let resigned = Session::from_game(g);
        assert!(record_finished(&mut h, &mut r, entry(&resigned, 30)));
        assert_eq!(h.games.len(), 1);
        assert_eq!(h.games[0].outcome.termination, Termination::Resignation);
        // A new game adds its own entry.
        let mut r = Record::new(2, "g".to_owned());
        assert!(record_finished(&mut h, &mut r, entry(&mated, 40)));
        assert_eq!(h.games.len(), 2);
        // The entry was deleted meanwhile: a changed ending is added again rather than lost.
        h.games.clear();
        assert!(record_finished(&mut h, &mut r, entry(&resigned, 50)));
        assert_eq!(h.games.len(), 1);
    }

    #[test]
    fn a_loaded_finished_game_is_not_recorded_again() {
        let mated = session(&MATE);
        let players = Players::from(VS);
        let mut r = Record::loaded(&mated, players, TimeControl::NONE, 7, "g".to_owned());
        let mut h = History::default();
        assert!(!record_finished(&mut h, &mut r, entry(&mated, 99)));
        assert!(h.games.is_empty());
        // Loaded unfinished (continue from a position): its ending is new.
        let mut r = Record::loaded(&session(&MATE[..3]), players, TimeControl::NONE, 7, "g".to_owned());
        assert_eq!(r.entry, None);
        assert!(record_finished(&mut h, &mut r, entry(&mated, 99)));
    }

    #[test]
    fn restore_a_game_in_progress_and_a_finished_one() {
        let s = session(&["e2e4"]);
        let mut clock = Clock::new("5+3".parse().unwrap(), Color::White);
        clock.press(1_000.0).unwrap();
        let saved = SavedGame::new(&s, VS, Some(&clock), 4_000.0, false, 123);
        let r = restore(&saved, &History::default(), 50.0).unwrap();
        assert_eq!(r.session.game(), s.game());
        assert_eq!(r.players, Players::Computer { human: Color::White, level: 3 });
        assert_eq!(r.record, Record::new(123, String::new()), "saved before games had an identity");
        let c = r.clock.unwrap();
        assert_eq!(c.running(), Some(Color::Black));
        assert_eq!(c.remaining(Color::Black, 50.0), 297_000.0, "Black had used 3 s");

        // Finished and recorded at date 500: the restored record points at that entry.
        let s = session(&MATE);
        let mut h = History::default();
        h.push(entry(&s, 500).unwrap());
        let saved = SavedGame::new(&s, VS, None, 0.0, false, 123);
        let mut r = restore(&saved, &h, 0.0).unwrap();
        assert_eq!(r.record.entry.as_ref().map(|e| e.date_ms), Some(500));
        assert!(!record_finished(&mut h, &mut r.record, entry(&s, 900)));
        // Even when deleted from the history since, it is not recorded again.
        let mut empty = History::default();
        let mut r = restore(&saved, &empty, 0.0).unwrap();
        assert!(!record_finished(&mut empty, &mut r.record, entry(&s, 900)));
        assert!(empty.games.is_empty());
    }

    #[test]
    fn a_running_clock_saved_with_a_finished_game_is_stopped() {
        let mut g = session(&["e2e4"]).game().clone();
        let mut clock = Clock::new("1+0".parse().unwrap(), Color::White);
        clock.press(0.0).unwrap();
        g.resign(Color::Black);
        let saved = SavedGame::new(&Session::from_game(g), SavedPlayers::TwoHumans, Some(&clock), 1_000.0, false, 1);
        let r = restore(&saved, &History::default(), 0.0).unwrap();
        let c = r.clock.unwrap();
        assert_eq!(c.running(), None);
        assert_eq!(c.flagged(1e9), None);
    }

    #[test]
    fn garbled_games_are_errors() {
        let mut saved = SavedGame::new(&session(&["e2e4"]), VS, None, 0.0, false, 1);
        saved.moves.push("e2e4".to_owned());
        assert!(matches!(restore(&saved, &History::default(), 0.0), Err(ReplayError::Move { ply: 2, .. })));
    }

    #[test]
    fn listing_and_deleting() {
        let mated = session(&MATE);
        let mut h = History::default();
        for d in [1, 2, 3] {
            h.push(entry(&mated, d).unwrap());
        }
        let dates: Vec<u64> = newest_first(&h).iter().map(|(_, g)| g.date_ms).collect();
        assert_eq!(dates, [3, 2, 1]);
        assert_eq!(newest_first(&h)[0].0, 2);
        let second = h.games[1].clone();
        assert!(delete(&mut h, &second));
        assert!(!delete(&mut h, &second), "already gone");
        let dates: Vec<u64> = h.games.iter().map(|g| g.date_ms).collect();
        assert_eq!(dates, [1, 3]);
    }
}
