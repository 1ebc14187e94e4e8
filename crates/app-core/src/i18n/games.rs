//! How games and players are named on screen: the players' names in a game record, the history's
//! labels (opponent, result, reason) and a PGN file's entries. The domain modules hold the values;
//! only the catalog words them.

use super::dialog_words::DialogWords;
use super::{fill, termination_index, Catalog};
use crate::backup::{BackupError, Part};
use crate::{FinishedGame, Players, SavedPlayers};
use kaissa_rules::pgn::{GameResult, PgnGame};
use kaissa_rules::Color;

/// White's and Black's names for a game record: "You" and "Kaissa level 3" against the computer,
/// "White" and "Black" between two people.
#[must_use]
pub fn player_names(players: Players, c: &Catalog) -> [String; 2] {
    match players {
        // Names, not words inside a sentence: the labels, with their capitals.
        Players::TwoHumans => [c.colors[0].to_owned(), c.colors[1].to_owned()],
        Players::Computer { human, level } => {
            let you = c.actions.you.to_owned();
            let computer = fill(c.actions.computer_name, &[("n", &level.to_string())]);
            if human == Color::White {
                [you, computer]
            } else {
                [computer, you]
            }
        }
    }
}

/// Why a backup file was refused, in plain words.
#[must_use]
pub fn backup_error(s: &DialogWords, e: &BackupError) -> String {
    match e {
        BackupError::NotOurs => s.backup_not_ours.to_owned(),
        BackupError::Newer(_) => s.backup_newer.to_owned(),
        BackupError::Damaged(part) => {
            let detail = match part {
                Part::Text { line } => fill(s.backup_parts[0], &[("line", &line.to_string())]),
                Part::Settings => s.backup_parts[1].to_owned(),
                Part::NewGame => s.backup_parts[2].to_owned(),
                Part::Lessons => s.backup_parts[3].to_owned(),
                Part::Finished(n) => fill(s.backup_parts[4], &[("n", &n.to_string())]),
                Part::Unfinished(n) => fill(s.backup_parts[5], &[("n", &n.to_string())]),
            };
            fill(s.backup_damaged, &[("detail", &detail)])
        }
    }
}

/// The opponent as the history names it: "Kaissa level 3" against the computer, "Friend" for
/// two players on one device.
#[must_use]
pub fn opponent_label(c: &Catalog, players: SavedPlayers) -> String {
    match players {
        SavedPlayers::TwoHumans => c.saving.friend.to_owned(),
        SavedPlayers::Computer { level, .. } => fill(c.saving.computer, &[("n", &level.to_string())]),
    }
}

/// The result as the history shows it: from the user's side against the computer ("You won"),
/// otherwise who won ("White wins", "Draw").
#[must_use]
pub fn result_label(c: &Catalog, game: &FinishedGame) -> String {
    let winner = game.outcome.winner;
    match (game.players, winner) {
        (_, None) => c.draw.to_owned(),
        (SavedPlayers::Computer { human, .. }, Some(w)) if w == human => c.saving.won.to_owned(),
        (SavedPlayers::Computer { .. }, Some(_)) => c.saving.lost.to_owned(),
        (SavedPlayers::TwoHumans, Some(w)) => fill(c.wins, &[("color", c.color(w))]),
    }
}

/// Why the game ended, in words ("Checkmate", "Time is up").
#[must_use]
pub fn reason_label(c: &Catalog, game: &FinishedGame) -> &'static str {
    c.terminations[termination_index(game.outcome.termination)]
}

/// A game's line in the list to choose from: "Ann – Bob · 1-0", then the event when there is one
/// (`?` values, PGN's "unknown", are left out).
#[must_use]
pub fn entry_label(c: &Catalog, pgn: &PgnGame) -> (String, Option<String>) {
    let known = |name: &str| pgn.header(name).map(str::trim).filter(|v| !v.is_empty() && *v != "?");
    let white = known("White").unwrap_or(c.colors[0]);
    let black = known("Black").unwrap_or(c.colors[1]);
    let result = pgn.result.map_or("*", GameResult::token);
    let line = fill(c.actions.game_entry, &[("white", white), ("black", black), ("result", result)]);
    (line, known("Event").map(str::to_owned))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::chess_clock::TimeControl;
    use crate::i18n::catalog;
    use crate::test_support::play_uci;
    use crate::Session;

    const MATE: [&str; 4] = ["f2f3", "e7e5", "g2g4", "d8h4"];
    const VS: SavedPlayers = SavedPlayers::Computer { human: Color::White, level: 3 };

    fn read(text: &str) -> PgnGame {
        kaissa_rules::pgn::read_games(text).remove(0).unwrap()
    }

    #[test]
    fn player_names_for_a_record() {
        let c = catalog();
        assert_eq!(player_names(Players::TwoHumans, c), ["White", "Black"]);
        let p = Players::Computer { human: Color::Black, level: 3 };
        assert_eq!(player_names(p, c), ["Kaissa level 3", "You"]);
    }

    #[test]
    fn backup_refusals() {
        let s = crate::i18n::dialog_texts(crate::i18n::catalog());
        assert_eq!(
            backup_error(s, &BackupError::Damaged(Part::Finished(3))),
            "This backup is damaged (finished game 3), so nothing was imported."
        );
        assert!(backup_error(s, &BackupError::Damaged(Part::Text { line: 7 })).contains("line 7"));
        assert_eq!(backup_error(s, &BackupError::NotOurs), s.backup_not_ours);
        assert_eq!(backup_error(s, &BackupError::Newer(2)), s.backup_newer);
    }

    #[test]
    fn history_labels() {
        let c = catalog();
        assert_eq!(opponent_label(c, VS), "Kaissa level 3");
        assert_eq!(opponent_label(c, SavedPlayers::TwoHumans), "Friend");
        let mated = {
            let mut s = Session::new();
            play_uci(&mut s, &MATE);
            s
        };
        let lost = FinishedGame::new(&mated, VS, TimeControl::NONE, 0).unwrap();
        assert_eq!(result_label(c, &lost), "You lost");
        let won = FinishedGame { players: SavedPlayers::Computer { human: Color::Black, level: 1 }, ..lost.clone() };
        assert_eq!(result_label(c, &won), "You won");
        let friends = FinishedGame { players: SavedPlayers::TwoHumans, ..lost.clone() };
        assert_eq!(result_label(c, &friends), "Black wins");
        assert_eq!(reason_label(c, &lost), "Checkmate");
    }

    #[test]
    fn pgn_entries() {
        let c = catalog();
        let g = read("[Event \"Club final\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n\n1. e4 1-0");
        assert_eq!(entry_label(c, &g), ("Ann – Bob · 1-0".to_owned(), Some("Club final".to_owned())));
        let g = read("[Event \"?\"]\n[White \"?\"]\n\n1. e4 *");
        assert_eq!(entry_label(c, &g), ("White – Black · *".to_owned(), None));
    }
}
