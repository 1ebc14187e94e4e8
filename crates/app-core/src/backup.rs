//! "Export all my data" and "Import a backup": one versioned JSON file holding the settings, the
//! new-game choices, the lessons' progress, the finished games (with the accuracies of the
//! reviewed ones) and the unfinished ones, so that a learner can keep them safe or carry them to
//! another device.
//!
//! Reading a backup is all or nothing: [`read`] checks every part (each game is replayed through
//! the rules core, every value passes its own [`SavedValue::check`]) before anything is written,
//! and refuses a file that is not a backup, one written by a newer Kaissa, or one with a damaged
//! part, saying which ([`BackupError`]). [`merge`] then adds the backup to what the device has:
//! games already there (the same game, whenever saved) are not added twice, the best stars of
//! each lesson level are kept, and the backup's settings replace the device's. The accuracies
//! are the one part read leniently ([`accuracy::in_backup`]): a file from before they were
//! kept, or with them damaged, is still read, without them.

use crate::lessons::progress::{LessonProgress, Progress};
use crate::saving::accuracy::{self, Accuracies};
use crate::saving::history::MAX_HISTORY;
use crate::saving::persist::same_game;
use crate::saving::value::SavedValue;
use crate::{History, NewGamePrefs, SavedGame, Settings};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The value of [`Backup::kind`]: what tells a Kaissa backup from any other JSON file.
pub const KIND: &str = "kaissa-backup";

/// The backup format this build writes and reads (and any older one).
pub const FORMAT: u32 = 1;

/// Everything Kaissa keeps on a device.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Backup {
    /// Always [`KIND`].
    pub kind: String,
    /// The format ([`FORMAT`]).
    pub format: u32,
    /// When it was exported, in ms since the Unix epoch.
    pub exported_ms: u64,
    /// The settings.
    pub settings: Settings,
    /// The new-game dialog's last choices.
    pub new_game: NewGamePrefs,
    /// The lessons' progress.
    pub lessons: Progress,
    /// The finished games.
    pub history: History,
    /// The games saved while being played (unfinished, or finished and still on a board).
    pub games: Vec<SavedGame>,
    /// The accuracies of the reviewed finished games, read apart from the rest of the file (none
    /// from a file written before they were kept, or from a part that cannot be read: see
    /// [`accuracy::in_backup`]).
    #[serde(default, skip_deserializing)]
    pub accuracy: Accuracies,
}

/// What the device has, as read from its storage: the other side of a [`merge`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Local {
    /// The settings.
    pub settings: Settings,
    /// The new-game choices.
    pub new_game: NewGamePrefs,
    /// The lessons' progress.
    pub lessons: Progress,
    /// The finished games.
    pub history: History,
    /// The saved games, one per identity.
    pub games: Vec<SavedGame>,
    /// The accuracies of the reviewed finished games.
    pub accuracy: Accuracies,
}

/// The part of a backup that is damaged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Part {
    /// The file is not well-formed JSON of a backup's shape, at this line.
    Text {
        /// The line, from 1.
        line: usize,
    },
    /// The settings.
    Settings,
    /// The new-game choices.
    NewGame,
    /// The lessons' progress.
    Lessons,
    /// A finished game, counted from 1 in the file.
    Finished(usize),
    /// A saved (unfinished) game, counted from 1 in the file.
    Unfinished(usize),
}

/// Why a backup file is refused. Nothing is changed when it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BackupError {
    /// Not a Kaissa backup (not JSON, or JSON without the backup's mark).
    NotOurs,
    /// Written by a newer Kaissa, in this format.
    Newer(u32),
    /// A Kaissa backup with a part that cannot be used.
    Damaged(Part),
}

impl fmt::Display for BackupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BackupError::NotOurs => f.write_str("not a Kaissa backup"),
            BackupError::Newer(v) => write!(f, "a backup of format {v}, newer than this Kaissa reads"),
            BackupError::Damaged(part) => write!(f, "a damaged backup: {part:?}"),
        }
    }
}

impl std::error::Error for BackupError {}

impl Backup {
    /// The backup of what the device has, exported at `exported_ms`.
    #[must_use]
    pub fn of(local: Local, exported_ms: u64) -> Backup {
        Backup {
            kind: KIND.to_owned(),
            format: FORMAT,
            exported_ms,
            settings: local.settings,
            new_game: local.new_game,
            lessons: local.lessons,
            history: local.history,
            games: local.games,
            accuracy: local.accuracy,
        }
    }

    /// The file's text: indented JSON, so that a curious user can read it.
    #[must_use]
    pub fn to_json(&self) -> String {
        // Our own plain data always serialises (string keys only, finite numbers).
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// The file's name for an export dated `yyyy_mm_dd`: `kaissa-backup-2026-12-03.json`.
    #[must_use]
    pub fn file_name(yyyy_mm_dd: &str) -> String {
        format!("{KIND}-{yyyy_mm_dd}.json")
    }
}

/// The backup's mark and format, read before its shape: a newer format is reported as such even
/// when this build could not read the rest.
#[derive(Deserialize)]
struct Mark {
    kind: Option<String>,
    format: Option<u64>,
}

/// Reads and checks a backup file's text. Every part is checked before anything is used.
pub fn read(text: &str) -> Result<Backup, BackupError> {
    // A file saved by an editor may start with a byte-order mark.
    let text = text.trim_start_matches('\u{feff}');
    let mark: Mark = serde_json::from_str(text).map_err(|_| BackupError::NotOurs)?;
    if mark.kind.as_deref() != Some(KIND) {
        return Err(BackupError::NotOurs);
    }
    match mark.format {
        Some(v) if v > u64::from(FORMAT) => return Err(BackupError::Newer(u32::try_from(v).unwrap_or(u32::MAX))),
        Some(_) => {}
        None => return Err(BackupError::NotOurs),
    }
    let mut backup: Backup =
        serde_json::from_str(text).map_err(|e| BackupError::Damaged(Part::Text { line: e.line().max(1) }))?;
    check(&backup).map_err(BackupError::Damaged)?;
    backup.accuracy = accuracy::in_backup(text);
    Ok(backup)
}

/// Checks each part as the app would check it when read from storage.
fn check(b: &Backup) -> Result<(), Part> {
    if b.settings.v > Settings::VERSION || b.settings.check().is_err() {
        return Err(Part::Settings);
    }
    if b.new_game.version > NewGamePrefs::VERSION || b.new_game.check().is_err() {
        return Err(Part::NewGame);
    }
    if b.lessons.version > Progress::VERSION || b.lessons.check().is_err() {
        return Err(Part::Lessons);
    }
    if let Some(i) = b.history.games.iter().position(|g| g.replay().is_err()) {
        return Err(Part::Finished(i + 1));
    }
    let bad_game = |g: &SavedGame| g.v > SavedGame::VERSION || g.id.is_empty() || g.restore(0.0).is_err();
    if let Some(i) = b.games.iter().position(bad_game) {
        return Err(Part::Unfinished(i + 1));
    }
    Ok(())
}

/// What an import added.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Merged {
    /// Games that were not on the device (finished and unfinished).
    pub games_added: usize,
}

/// Adds the backup to what the device has: finished games not already there (oldest first, at
/// most [`MAX_HISTORY`]), saved games by identity (the later revision wins), the accuracies of
/// the finished games kept ([`Accuracies::merge`]), the best stars of every lesson level; the
/// backup's settings and new-game choices replace the device's.
pub fn merge(local: &mut Local, backup: Backup) -> Merged {
    let mut added = 0;
    for game in backup.history.games {
        if !local.history.games.iter().any(|g| same_game(g, &game)) {
            local.history.games.push(game);
            added += 1;
        }
    }
    local.history.games.sort_by_key(|g| g.date_ms);
    let excess = local.history.games.len().saturating_sub(MAX_HISTORY);
    local.history.games.drain(..excess);
    local.accuracy.merge(backup.accuracy, &local.history);

    for game in backup.games {
        match local.games.iter_mut().find(|g| g.id == game.id) {
            Some(mine) if game.rev > mine.rev => *mine = game,
            Some(_) => {}
            None => {
                local.games.push(game);
                added += 1;
            }
        }
    }

    for (id, theirs) in backup.lessons.lessons {
        let mine = local
            .lessons
            .lessons
            .entry(id)
            .or_insert_with(|| LessonProgress { current: theirs.current, ..LessonProgress::default() });
        merge_stars(mine, &theirs.stars);
    }

    local.settings = backup.settings;
    local.new_game = backup.new_game;
    Merged { games_added: added }
}

/// The best of each level's stars.
fn merge_stars(mine: &mut LessonProgress, theirs: &[u8]) {
    if mine.stars.len() < theirs.len() {
        mine.stars.resize(theirs.len(), 0);
    }
    for (best, &other) in mine.stars.iter_mut().zip(theirs) {
        *best = (*best).max(other.min(3));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::play_uci as play;
    use crate::{FinishedGame, SavedPlayers, Session, TimeControl};

    fn finished(moves: &[&str], date_ms: u64, id: &str) -> FinishedGame {
        let mut s = Session::new();
        play(&mut s, moves);
        let g = FinishedGame::new(&s, SavedPlayers::TwoHumans, TimeControl::NONE, date_ms).unwrap();
        FinishedGame { id: id.to_owned(), ..g }
    }

    fn saved(id: &str, moves: &[&str], rev: u64) -> SavedGame {
        let mut s = Session::new();
        play(&mut s, moves);
        SavedGame { id: id.to_owned(), rev, ..SavedGame::new(&s, SavedPlayers::TwoHumans, None, 0.0, false, 5) }
    }

    const MATE: [&str; 4] = ["f2f3", "e7e5", "g2g4", "d8h4"];
    const MATE2: [&str; 4] = ["g2g4", "e7e5", "f2f3", "d8h4"];

    fn device() -> Local {
        let mut lessons = Progress::default();
        lessons.lessons.insert("pawn".into(), LessonProgress { stars: vec![3, 1, 0], current: 2 });
        let mut history = History::default();
        history.push(finished(&MATE, 10, "a"));
        let mut accuracy = Accuracies::default();
        let g = history.games[0].clone();
        assert!(accuracy.keep(&history, &g.start_fen, &g.moves, [Some(30.5), Some(88.0)]));
        Local {
            settings: Settings::default(),
            new_game: NewGamePrefs::default(),
            lessons,
            history,
            games: vec![saved("u1", &["e2e4"], 3)],
            accuracy,
        }
    }

    #[test]
    fn export_then_import_on_an_empty_device_gives_everything_back() {
        let local = device();
        let text = Backup::of(local.clone(), 99).to_json();
        assert!(text.contains("\"kind\": \"kaissa-backup\""), "{text}");
        assert!(text.contains("\"white\": 30.5"), "{text}");
        let backup = read(&text).unwrap();
        let mut empty = Local::default();
        let merged = merge(&mut empty, backup);
        assert_eq!(merged.games_added, 2);
        assert_eq!(empty, local);
        assert_eq!(Backup::file_name("2026-12-03"), "kaissa-backup-2026-12-03.json");
    }

    #[test]
    fn importing_twice_or_onto_the_same_games_adds_no_duplicate() {
        let mut local = device();
        let backup = read(&Backup::of(local.clone(), 1).to_json()).unwrap();
        assert_eq!(merge(&mut local, backup.clone()), Merged { games_added: 0 });
        assert_eq!(local, device());
        // An entry saved before games had an identity is the same game as its copy with one.
        let mut old = device();
        old.history.games[0].id.clear();
        assert_eq!(merge(&mut old, backup).games_added, 0);
        assert_eq!(old.history.games.len(), 1);
    }

    #[test]
    fn merging_keeps_the_best_of_both() {
        let mut local = device();
        let mut other = device();
        other.history.games = vec![finished(&MATE2, 5, "b")];
        other.games = vec![saved("u1", &["e2e4", "e7e5"], 7), saved("u2", &["d2d4"], 1)];
        other.lessons.lessons.insert("pawn".into(), LessonProgress { stars: vec![1, 2, 3, 2], current: 0 });
        other.lessons.lessons.insert("rook".into(), LessonProgress { stars: vec![2], current: 1 });
        other.settings.sounds = false;
        let merged = merge(&mut local, read(&Backup::of(other, 1).to_json()).unwrap());
        assert_eq!(merged.games_added, 2, "one finished, one unfinished");
        let dates: Vec<u64> = local.history.games.iter().map(|g| g.date_ms).collect();
        assert_eq!(dates, [5, 10], "oldest first");
        assert_eq!(local.games.len(), 2);
        assert_eq!(local.games[0].moves.len(), 2, "the later revision of u1");
        assert_eq!(local.lessons.lessons["pawn"], LessonProgress { stars: vec![3, 2, 3, 2], current: 2 });
        assert_eq!(local.lessons.lessons["rook"].stars, [2]);
        assert!(!local.settings.sounds, "the backup's settings");
    }

    #[test]
    fn the_reviewed_games_accuracies_come_with_their_games() {
        // The backup's game "b" was reviewed there: its accuracy comes with it.
        let mut local = device();
        let mut other = device();
        other.history.games = vec![finished(&MATE2, 5, "b")];
        let g = other.history.games[0].clone();
        other.accuracy = Accuracies::default();
        assert!(other.accuracy.keep(&other.history, &g.start_fen, &g.moves, [Some(70.0), None]));
        merge(&mut local, read(&Backup::of(other, 1).to_json()).unwrap());
        assert_eq!(local.accuracy.of(&local.history.games[0]), Some([Some(70.0), None]), "b, the older");
        assert_eq!(local.accuracy.of(&local.history.games[1]), Some([Some(30.5), Some(88.0)]), "a, kept");
        // A game the history drops as the oldest beyond its limit loses its accuracy with it.
        let mut full = device();
        full.history.games = (0..MAX_HISTORY as u64).map(|i| finished(&MATE, 100 + i, &format!("x{i}"))).collect();
        let mut old = device();
        old.history.games = vec![finished(&MATE2, 1, "b")];
        let g = old.history.games[0].clone();
        assert!(old.accuracy.keep(&old.history, &g.start_fen, &g.moves, [Some(1.0), Some(2.0)]));
        merge(&mut full, read(&Backup::of(old, 1).to_json()).unwrap());
        assert!(!full.accuracy.games.iter().any(|k| k.id == "b"), "its game was not kept");
    }

    #[test]
    fn a_backup_without_accuracies_or_with_them_damaged_still_reads() {
        let text = Backup::of(device(), 1).to_json();
        let start = text.find("  \"accuracy\"").unwrap();
        // Written before accuracies were kept: the field is not there at all.
        let before = format!("{}\n}}", text[..start].trim_end().trim_end_matches(','));
        let damaged = format!("{}  \"accuracy\": {{\"v\": 1, \"games\": [42]}}\n}}", &text[..start]);
        let newer = format!("{}  \"accuracy\": {{\"v\": 7, \"games\": \"later\"}}\n}}", &text[..start]);
        for file in [before, damaged, newer] {
            let backup = read(&file).unwrap_or_else(|e| panic!("{e}: {file}"));
            assert_eq!(backup.accuracy, Accuracies::default(), "{file}");
            assert_eq!(backup.history, device().history, "the rest is all there");
            // This device's own accuracies are not lost by it.
            let mut local = device();
            assert_eq!(merge(&mut local, backup), Merged { games_added: 0 });
            assert_eq!(local, device());
        }
    }

    #[test]
    fn wrong_damaged_and_newer_files_are_refused_with_the_reason() {
        assert_eq!(read("hello"), Err(BackupError::NotOurs));
        assert_eq!(read("{\"v\":1,\"games\":[]}"), Err(BackupError::NotOurs), "a saved value, not a backup");
        assert_eq!(read("[1,2]"), Err(BackupError::NotOurs));
        assert_eq!(read("{\"kind\":\"kaissa-backup\"}"), Err(BackupError::NotOurs), "no format");
        assert_eq!(read("{\"kind\":\"kaissa-backup\",\"format\":2,\"whatever\":true}"), Err(BackupError::Newer(2)));

        let good = Backup::of(device(), 1).to_json();
        assert!(read(&format!("\u{feff}{good}")).is_ok(), "a byte-order mark is fine");
        let cut = &good[..good.len() / 2];
        assert!(matches!(read(cut), Err(BackupError::NotOurs | BackupError::Damaged(Part::Text { .. }))));
        let missing = good.replace("\"history\"", "\"hist\"");
        assert!(matches!(read(&missing), Err(BackupError::Damaged(Part::Text { line })) if line > 1));

        let mut b = Backup::of(device(), 1);
        b.history.games[0].moves[1] = "e7e4".into();
        assert_eq!(read(&b.to_json()), Err(BackupError::Damaged(Part::Finished(1))));
        let mut b = Backup::of(device(), 1);
        b.games[0].moves.push("zz".into());
        assert_eq!(read(&b.to_json()), Err(BackupError::Damaged(Part::Unfinished(1))));
        let mut b = Backup::of(device(), 1);
        b.games[0].id.clear();
        assert_eq!(read(&b.to_json()), Err(BackupError::Damaged(Part::Unfinished(1))));
        let mut b = Backup::of(device(), 1);
        b.new_game.level = 42;
        assert_eq!(read(&b.to_json()), Err(BackupError::Damaged(Part::NewGame)));
        let mut b = Backup::of(device(), 1);
        b.settings.v = 9;
        assert_eq!(read(&b.to_json()), Err(BackupError::Damaged(Part::Settings)));
    }
}
