//! Each player's accuracy in a reviewed finished game (issue 23), kept under
//! `kaissa.v1.accuracy` so that the Games list shows it after the review is closed, the page
//! reloaded or the backup restored.
//!
//! It is a value of its own, not a field of [`FinishedGame`]: the start-up module writes the
//! history after every finished game and would then carry the code of a field that only the
//! dialogs' module (the review, the Games list, the backup) ever reads or writes. So the two are
//! joined by the game's identity ([`FinishedGame::id`]), and every decision that keeps them in
//! step is here, tested natively: which entries a review is of ([`Accuracies::keep`]), which
//! accuracies no longer have a game ([`Accuracies::prune`]), and what a backup adds
//! ([`Accuracies::merge`], [`in_backup`]).
//!
//! Each accuracy is kept with a fingerprint of the moves it was computed from, and is shown only
//! for an entry that still holds those moves: an identity does not pin the moves down (the
//! history replaces a game's entry under the same identity when the game ends otherwise, see
//! [`super::persist::record_finished`]; a backup file may have been edited).

use super::history::{FinishedGame, History};
use super::value::SavedValue;
use serde::{Deserialize, Serialize};

/// The format version of the kept accuracies.
pub const VERSION: u32 = 1;

/// The accuracies of the reviewed finished games. A list rather than a map by key: a map's
/// code (its tree, its serde) cost the dialogs' module about 7 KB gzipped more, for a list of at
/// most one entry per finished game, looked up a few hundred times when the Games list opens.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Accuracies {
    /// The format version ([`VERSION`]).
    pub v: u32,
    /// Each reviewed game's accuracies, one per game.
    #[serde(default)]
    pub games: Vec<Kept>,
}

/// One reviewed game's accuracies.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Kept {
    /// The game's key ([`key_of`]).
    pub id: String,
    /// White's accuracy in percent (0–100), `None` when White made no move.
    #[serde(default)]
    pub white: Option<f64>,
    /// Black's, the same way.
    #[serde(default)]
    pub black: Option<f64>,
    /// The [`fingerprint`] of the game the review was of.
    pub game: String,
}

impl Default for Accuracies {
    fn default() -> Accuracies {
        Accuracies { v: VERSION, games: Vec::new() }
    }
}

impl SavedValue for Accuracies {
    const NAME: &'static str = "accuracy";
    const VERSION: u32 = VERSION;

    fn check(&self) -> Result<(), String> {
        let bad = |a: Option<f64>| a.is_some_and(|a| !(0.0..=100.0).contains(&a));
        match self.games.iter().find(|k| bad(k.white) || bad(k.black)) {
            Some(k) => Err(format!("the accuracy of {} is not a percentage", k.id)),
            None => Ok(()),
        }
    }
}

/// The key a finished game's accuracy is kept under: its identity; for an entry saved before
/// games had one, `@` and its [`fingerprint`] (identities are letters and digits only, so the
/// two never meet).
#[must_use]
pub fn key_of(game: &FinishedGame) -> String {
    if game.id.is_empty() {
        format!("@{}", fingerprint(&game.start_fen, &game.moves))
    } else {
        game.id.clone()
    }
}

/// A short stable fingerprint of a game's start and moves (64-bit FNV-1a, in hex): the same in
/// every build and on every device, as it is saved and carried in backups.
#[must_use]
pub fn fingerprint(start_fen: &str, moves: &[String]) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut add = |bytes: &[u8]| {
        for &b in bytes {
            hash ^= u64::from(b);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    };
    add(start_fen.as_bytes());
    for m in moves {
        // A separator that no FEN or UCI move contains, so that the parts cannot run together.
        add(b"|");
        add(m.as_bytes());
    }
    format!("{hash:016x}")
}

/// Whether `kept` is the accuracy of `game` as it is now: kept under its key, from its moves.
fn is_of(kept: &Kept, game: &FinishedGame) -> bool {
    // The key without making it: most entries have an identity, and no fingerprint is computed
    // for an entry whose identity is another's.
    let key_fits = if game.id.is_empty() { kept.id.strip_prefix('@') == Some(&kept.game) } else { game.id == kept.id };
    key_fits && kept.game == fingerprint(&game.start_fen, &game.moves)
}

/// An accuracy as the review and the Games list show it: a whole percentage.
#[must_use]
pub fn percent(accuracy: f64) -> u32 {
    accuracy.round().clamp(0.0, 100.0) as u32
}

/// Whether two start positions are the same: the same text, or the same position written
/// differently (an entry from a backup file edited by hand). Parsed only when the texts differ.
fn same_start(a: &str, b: &str) -> bool {
    a == b
        || matches!(
            (kaissa_rules::Position::from_fen(a.trim()), kaissa_rules::Position::from_fen(b.trim())),
            (Ok(x), Ok(y)) if x.fen() == y.fen()
        )
}

impl Accuracies {
    /// The accuracies kept for `game` (White's, Black's), if it was reviewed as it is now.
    #[must_use]
    pub fn of(&self, game: &FinishedGame) -> Option<[Option<f64>; 2]> {
        let kept = self.games.iter().find(|k| is_of(k, game))?;
        Some([kept.white, kept.black])
    }

    /// Keeps `accuracy` (White's, Black's) from the review of the game of `moves` (UCI) from
    /// `start_fen`, for every entry of `history` that is that game. The review reads the game on
    /// the board, whose identity is not always its entry's: a game opened from the Games list
    /// is put on the board as a new game with the same moves. Its entry is found by its moves,
    /// and two entries with the same moves are the same game to a review. Returns whether
    /// anything changed; nothing is kept for a game that is not in the history (an imported
    /// finished game) or that has no move.
    pub fn keep(&mut self, history: &History, start_fen: &str, moves: &[String], accuracy: [Option<f64>; 2]) -> bool {
        if accuracy == [None, None] {
            return false;
        }
        let mut changed = false;
        for game in history.games.iter().filter(|g| g.moves == moves && same_start(&g.start_fen, start_fen)) {
            let kept = Kept {
                id: key_of(game),
                white: accuracy[0],
                black: accuracy[1],
                game: fingerprint(&game.start_fen, &game.moves),
            };
            changed |= self.put(kept);
        }
        changed
    }

    /// Drops the accuracies that no longer belong to a game of `history`: its game was deleted,
    /// or dropped as the oldest beyond the history's limit, or its entry now holds other moves.
    /// Returns whether anything went.
    pub fn prune(&mut self, history: &History) -> bool {
        let before = self.games.len();
        self.games.retain(|kept| history.games.iter().any(|g| is_of(kept, g)));
        self.games.len() != before
    }

    /// Keeps `kept` in place of the accuracy kept under its key; returns whether it changed.
    fn put(&mut self, kept: Kept) -> bool {
        match self.games.iter_mut().find(|k| k.id == kept.id) {
            Some(k) if *k == kept => false,
            Some(k) => {
                *k = kept;
                true
            }
            None => {
                self.games.push(kept);
                true
            }
        }
    }

    /// Adds a backup's accuracies to these, for `history` (the history once the backup is
    /// merged into it): one this device lacks is added, one of a game whose moves differ here is
    /// taken when it fits the game here; then what fits no game is dropped ([`Accuracies::prune`]).
    pub fn merge(&mut self, theirs: Accuracies, history: &History) {
        for kept in theirs.games {
            let mine = self.games.iter().find(|k| k.id == kept.id);
            if !mine.is_some_and(|mine| history.games.iter().any(|g| is_of(mine, g))) {
                self.put(kept);
            }
        }
        self.prune(history);
    }
}

/// The accuracies in a backup file's `text`, read without ever refusing the file for them: a
/// file written before they were kept has none, and a part that cannot be read — damaged, out
/// of range, or of a newer format — is read as none, as the games, settings and lessons in the
/// file matter more than a review that can be run again. (Read apart from the rest of the file,
/// rather than through an untagged serde enum, whose buffering would add about 4 KB gzipped to
/// the dialogs' module.)
#[must_use]
pub fn in_backup(text: &str) -> Accuracies {
    /// The file as far as the accuracies go: every other field is skipped.
    #[derive(Deserialize)]
    struct File {
        /// The backup's accuracies, if it has any.
        #[serde(default)]
        accuracy: Option<Accuracies>,
    }
    let read = serde_json::from_str::<File>(text).ok().and_then(|f| f.accuracy);
    read.filter(|a| a.v <= VERSION && a.check().is_ok()).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::{COACH_EN, COACH_LT, COACH_LV, COACH_RU};
    use crate::saving::value::{load_or_default, SavedError};
    use crate::test_support::play_uci as play;
    use crate::{SavedPlayers, Session, TimeControl};

    const MATE: [&str; 4] = ["f2f3", "e7e5", "g2g4", "d8h4"];
    const MATE2: [&str; 4] = ["g2g4", "e7e5", "f2f3", "d8h4"];

    fn finished(moves: &[&str], date_ms: u64, id: &str) -> FinishedGame {
        let mut s = Session::new();
        play(&mut s, moves);
        let g = FinishedGame::new(&s, SavedPlayers::TwoHumans, TimeControl::NONE, date_ms).unwrap();
        FinishedGame { id: id.to_owned(), ..g }
    }

    fn strings(moves: &[&str]) -> Vec<String> {
        moves.iter().map(|m| (*m).to_owned()).collect()
    }

    fn history(games: &[FinishedGame]) -> History {
        History { games: games.to_vec(), ..History::default() }
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    #[test]
    fn a_review_is_kept_under_its_games_entry_and_read_back() {
        let h = history(&[finished(&MATE, 10, "a"), finished(&MATE2, 20, "b")]);
        let mut acc = Accuracies::default();
        assert!(acc.keep(&h, START, &strings(&MATE), [Some(12.5), Some(97.25)]));
        assert!(!acc.keep(&h, START, &strings(&MATE), [Some(12.5), Some(97.25)]), "the same again changes nothing");
        assert_eq!(acc.of(&h.games[0]), Some([Some(12.5), Some(97.25)]));
        assert_eq!(acc.of(&h.games[1]), None, "not reviewed");
        let json = acc.to_json();
        assert_eq!(
            json,
            format!(
                r#"{{"v":1,"games":[{{"id":"a","white":12.5,"black":97.25,"game":"{}"}}]}}"#,
                fingerprint(START, &strings(&MATE))
            )
        );
        let back = load_or_default::<Accuracies>(Some(&json));
        assert_eq!((back.value, back.error), (acc, None));
        assert_eq!(Accuracies::storage_key(), "kaissa.v1.accuracy");
    }

    #[test]
    fn a_game_opened_from_the_list_is_found_by_its_moves() {
        // Opened from the Games list, the game is on the board under a new identity; its entry
        // (and any other with the same moves) gets the accuracy; a game not in the history,
        // or with no move, gets none.
        let h = history(&[finished(&MATE, 10, "a"), finished(&MATE, 30, "c"), finished(&MATE2, 20, "b")]);
        let mut acc = Accuracies::default();
        assert!(acc.keep(&h, START, &strings(&MATE), [Some(40.0), None]));
        assert_eq!(acc.games.iter().map(|k| k.id.as_str()).collect::<Vec<_>>(), ["a", "c"]);
        assert!(!acc.keep(&h, START, &strings(&["e2e4"]), [Some(90.0), None]), "not in the history");
        assert!(!acc.keep(&h, START, &[], [None, None]), "no move");
        // The same start written differently (a hand-edited backup) is the same game.
        let mut other = finished(&MATE2, 40, "d");
        other.start_fen = format!(" {START} ");
        let h = history(std::slice::from_ref(&other));
        assert!(acc.keep(&h, START, &strings(&MATE2), [Some(1.0), Some(2.0)]));
        assert_eq!(acc.of(&other), Some([Some(1.0), Some(2.0)]));
    }

    #[test]
    fn entries_without_an_identity_are_kept_by_their_moves() {
        let old = finished(&MATE, 10, "");
        assert_eq!(key_of(&old), format!("@{}", fingerprint(START, &strings(&MATE))));
        let h = history(std::slice::from_ref(&old));
        let mut acc = Accuracies::default();
        assert!(acc.keep(&h, START, &strings(&MATE), [Some(50.0), Some(60.0)]));
        assert_eq!(acc.of(&old), Some([Some(50.0), Some(60.0)]));
        assert!(!acc.prune(&h));
    }

    #[test]
    fn deleted_games_and_changed_entries_lose_their_accuracy() {
        let mut h = history(&[finished(&MATE, 10, "a"), finished(&MATE2, 20, "b")]);
        let mut acc = Accuracies::default();
        acc.keep(&h, START, &strings(&MATE), [Some(10.0), Some(90.0)]);
        acc.keep(&h, START, &strings(&MATE2), [Some(20.0), Some(80.0)]);
        assert!(!acc.prune(&h), "both games are there");
        let first = h.games[0].clone();
        assert!(crate::saving::persist::delete(&mut h, &first));
        assert!(acc.prune(&h));
        assert_eq!(acc.games.iter().map(|k| k.id.as_str()).collect::<Vec<_>>(), ["b"]);
        // The entry of "b" now holds other moves (its game ended otherwise, under the same identity):
        // the accuracy of the moves it no longer has is neither shown nor kept.
        h.games[0].moves = strings(&["g2g4", "e7e5", "f2f4", "d8h4"]);
        assert_eq!(acc.of(&h.games[0]), None);
        assert!(acc.prune(&h));
        assert!(acc.games.is_empty());
    }

    #[test]
    fn broken_newer_and_impossible_values_are_kept_aside() {
        for (bad, newer) in [
            ("{", false),
            ("[1,2]", false),
            (r#"{"v":1,"games":[[1,2]]}"#, false),
            (r#"{"v":1,"games":{"a":{"white":1,"game":"0"}}}"#, false),
            (r#"{"v":1,"games":[{"white":1,"game":"0"}]}"#, false),
            (r#"{"v":1,"games":[{"id":"a","white":"x","game":"0"}]}"#, false),
            (r#"{"v":1,"games":[{"id":"a","white":101,"game":"0"}]}"#, false),
            (r#"{"v":1,"games":[{"id":"a","black":-1,"game":"0"}]}"#, false),
            (r#"{"v":2,"games":[{"id":"a","white":1,"game":"0"}]}"#, true),
        ] {
            let loaded = load_or_default::<Accuracies>(Some(bad));
            assert_eq!(loaded.value, Accuracies::default(), "{bad}");
            assert_eq!(loaded.unreadable.as_deref(), Some(bad));
            assert_eq!(matches!(loaded.error, Some(SavedError::NewerVersion(2))), newer, "{bad}");
        }
        assert_eq!(Accuracies::unreadable_key(), "kaissa.v1.unreadable.accuracy");
        // Nothing saved yet, and a side with no move.
        assert_eq!(load_or_default::<Accuracies>(None).value, Accuracies::default());
        let one = load_or_default::<Accuracies>(Some(r#"{"v":1,"games":[{"id":"a","white":55.5,"game":"0"}]}"#));
        assert_eq!(one.error, None);
        assert_eq!(one.value.games[0].black, None);
    }

    #[test]
    fn a_backups_accuracies_are_merged_for_the_merged_history() {
        let h = history(&[finished(&MATE, 10, "a"), finished(&MATE2, 20, "b")]);
        let mut mine = Accuracies::default();
        mine.keep(&h, START, &strings(&MATE), [Some(10.0), Some(90.0)]);
        let mut theirs = Accuracies::default();
        theirs.keep(&h, START, &strings(&MATE), [Some(11.0), Some(91.0)]);
        theirs.keep(&h, START, &strings(&MATE2), [Some(20.0), Some(80.0)]);
        theirs.games.push(Kept { id: "gone".into(), white: Some(1.0), black: None, game: "0".into() });
        mine.merge(theirs, &h);
        assert_eq!(mine.of(&h.games[0]), Some([Some(10.0), Some(90.0)]), "this device's, which fits its game");
        assert_eq!(mine.of(&h.games[1]), Some([Some(20.0), Some(80.0)]), "added");
        assert_eq!(mine.games.len(), 2, "one with no game is not added");
        // A device whose entry was kept for other moves takes the backup's that fits.
        let mut stale = Accuracies::default();
        stale.games.push(Kept { id: "b".into(), white: Some(5.0), black: None, game: "0".into() });
        stale.merge(mine.clone(), &h);
        assert_eq!(stale.of(&h.games[1]), mine.of(&h.games[1]));
        assert_eq!(stale.games.len(), 2);
    }

    #[test]
    fn a_backups_part_that_cannot_be_read_is_read_as_none() {
        let good = r#"{"v":1,"games":[{"id":"a","white":55.5,"black":60,"game":"0"}]}"#;
        let file = |part: &str| format!(r#"{{"kind":"kaissa-backup","format":1,"accuracy":{part},"games":[]}}"#);
        assert_eq!(in_backup(&file(good)).games[0].black, Some(60.0));
        for part in [
            r#""broken""#,
            "[1]",
            "null",
            r#"{"v":9,"games":{}}"#,
            r#"{"v":1,"games":[{"id":"a","white":300,"game":"0"}]}"#,
            r#"{"v":1,"games":[5]}"#,
        ] {
            assert_eq!(in_backup(&file(part)), Accuracies::default(), "{part}");
        }
        assert_eq!(in_backup(r#"{"kind":"kaissa-backup","format":1}"#), Accuracies::default(), "from before");
        assert_eq!(in_backup("not json"), Accuracies::default());
    }

    #[test]
    fn percentages_and_fingerprints() {
        assert_eq!([percent(86.5), percent(86.49), percent(0.2), percent(100.0)], [87, 86, 0, 100]);
        assert_eq!(fingerprint(START, &strings(&MATE)), fingerprint(START, &strings(&MATE)));
        assert_ne!(fingerprint(START, &strings(&MATE)), fingerprint(START, &strings(&MATE2)));
        assert_ne!(fingerprint("a", &strings(&["b"])), fingerprint("ab", &[]), "parts never run together");
        assert_eq!(fingerprint("", &[]), "cbf29ce484222325", "FNV-1a's offset: the same in every build");
    }

    /// The Games list's words in every language, with the parts it fills in.
    #[test]
    fn the_lists_words_in_every_language() {
        for w in [&COACH_EN, &COACH_RU, &COACH_LT, &COACH_LV] {
            assert!(w.games_accuracy.contains("{sides}"), "{}", w.games_accuracy);
            assert!(w.games_accuracy_side.contains("{Side}") && w.games_accuracy_side.contains("{percent}"));
            assert!(!w.accuracy_unreadable.is_empty());
        }
    }
}
