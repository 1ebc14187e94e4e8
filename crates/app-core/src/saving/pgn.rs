//! PGN import as the Play screen needs it: a game read from a file becomes a session at its final
//! position (its result recorded, so it can be reviewed move by move and continued from any
//! move), and each game of a file gets a one-line label to choose it by. Pure, tested natively.

use crate::i18n::{fill, Catalog};
use crate::Session;
use kaissa_rules::pgn::{GameResult, PgnGame};
use kaissa_rules::{Color, Game, Outcome, Termination};

/// The game of a PGN record, replayed through the rules core. Its result is recorded when the
/// moves do not reach it by themselves: a decisive result as a loss on time when the
/// `Termination` tag says so and as a resignation otherwise (PGN does not say more), a draw as a
/// claimed repetition or fifty moves when one holds, else as agreed. `*` leaves the game going.
#[must_use]
pub fn session_of(pgn: &PgnGame) -> Session {
    let mut game = Game::from_position(pgn.start);
    for m in &pgn.moves {
        // The reader checked every move; a hand-made record stops at its first illegal one.
        if game.play(m.mv).is_err() {
            break;
        }
    }
    if !game.is_over() {
        let on_time = pgn.header("Termination").is_some_and(|t| t.eq_ignore_ascii_case("time forfeit"));
        let decisive =
            |winner: Color| Outcome::win(winner, if on_time { Termination::Timeout } else { Termination::Resignation });
        let outcome = match pgn.result {
            Some(GameResult::WhiteWins) => Some(decisive(Color::White)),
            Some(GameResult::BlackWins) => Some(decisive(Color::Black)),
            Some(GameResult::Draw) if game.can_claim_threefold() => {
                Some(Outcome::draw(Termination::ThreefoldRepetition))
            }
            Some(GameResult::Draw) if game.can_claim_fifty_moves() => Some(Outcome::draw(Termination::FiftyMoves)),
            Some(GameResult::Draw) => Some(Outcome::draw(Termination::Agreement)),
            Some(GameResult::Unfinished) | None => None,
        };
        game.set_recorded_outcome(outcome);
    }
    Session::from_game(game)
}

/// A game's line in the list to choose from: "Ann – Bob · 1-0", then the event when there is one
/// (`?` values, PGN's "unknown", are left out).
#[must_use]
pub fn entry_label(c: &Catalog, pgn: &PgnGame) -> (String, Option<String>) {
    let known = |name: &str| pgn.header(name).map(str::trim).filter(|v| !v.is_empty() && *v != "?");
    let white = known("White").unwrap_or(c.color(Color::White));
    let black = known("Black").unwrap_or(c.color(Color::Black));
    let result = pgn.result.map_or("*", GameResult::token);
    let line = fill(c.actions.game_entry, &[("white", white), ("black", black), ("result", result)]);
    (line, known("Event").map(str::to_owned))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::catalog;
    use kaissa_rules::pgn::read_games;

    fn read(text: &str) -> PgnGame {
        read_games(text).remove(0).unwrap()
    }

    #[test]
    fn games_become_sessions() {
        let s = session_of(&read("1. f3 e5 2. g4 Qh4# 0-1"));
        assert_eq!(s.san_moves(), ["f3", "e5", "g4", "Qh4#"]);
        assert_eq!(s.status().outcome.map(|o| o.termination), Some(Termination::Checkmate));
        let s = session_of(&read("1. e4 e5 1-0"));
        assert_eq!(s.status().outcome, Some(Outcome::win(Color::White, Termination::Resignation)));
        let s = session_of(&read("[Termination \"time forfeit\"]\n\n1. e4 e5 0-1"));
        assert_eq!(s.status().outcome, Some(Outcome::win(Color::Black, Termination::Timeout)));
        let s = session_of(&read("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2"));
        assert_eq!(s.status().outcome.map(|o| o.termination), Some(Termination::ThreefoldRepetition));
        let s = session_of(&read("1. e4 1/2-1/2"));
        assert_eq!(s.status().outcome.map(|o| o.termination), Some(Termination::Agreement));
        let mut s = session_of(&read("1. e4 e5 2. Nf3 *"));
        assert_eq!(s.status().outcome, None);
        assert_eq!(s.position().turn(), Color::Black);
        // Continued from an earlier move.
        let mut finished = session_of(&read("1. e4 e5 1-0"));
        finished.truncate(1);
        assert_eq!(finished.status().outcome, None);
        s.truncate(0);
        assert!(s.san_moves().is_empty());
        // From a FEN header.
        let s = session_of(&read("[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. O-O *"));
        assert_eq!(s.san_moves(), ["O-O"]);
    }

    #[test]
    fn labels() {
        let c = catalog();
        let g = read("[Event \"Club final\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n\n1. e4 1-0");
        assert_eq!(entry_label(c, &g), ("Ann – Bob · 1-0".to_owned(), Some("Club final".to_owned())));
        let g = read("[Event \"?\"]\n[White \"?\"]\n\n1. e4 *");
        assert_eq!(entry_label(c, &g), ("White – Black · *".to_owned(), None));
    }
}
