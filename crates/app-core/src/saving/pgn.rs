//! PGN import as the Play screen needs it: a game read from a file becomes a session at its final
//! position (its result recorded, so it can be reviewed move by move and continued from any
//! move), and each game of a file gets a one-line label to choose it by. Pure, tested natively.

use super::game::{GameRecord, ReplayError};
use crate::clock::chess_clock::TimeControl;
use crate::Session;
use kaissa_rules::pgn::{GameResult, PgnGame};
use kaissa_rules::{Color, Game, Outcome, Termination};
use serde::{Deserialize, Serialize};

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
    Session::from_game(game).with_clocks(&pgn.clocks())
}

/// What the PGN export needs of the game on the board: the game and the tags' values (see
/// [`pgn_game`]), handed to the PGN dialogs' module as JSON.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PgnExport {
    /// The game.
    pub game: GameRecord,
    /// The White tag.
    pub white: String,
    /// The Black tag.
    pub black: String,
    /// The date, in ms since the Unix epoch.
    pub date_ms: u64,
    /// The local time zone's offset from UTC, in minutes (east positive).
    pub utc_offset_min: i32,
    /// The game's time control.
    pub time_control: TimeControl,
}

impl PgnExport {
    /// The game's PGN text.
    pub fn to_pgn(&self) -> Result<String, ReplayError> {
        let session = self.game.replay()?;
        let mut pgn =
            pgn_game(session.game(), &self.white, &self.black, self.date_ms, self.utc_offset_min, self.time_control);
        pgn.set_clocks(session.clocks());
        Ok(pgn.to_pgn())
    }
}

/// The PGN `Termination` tag for an outcome (the standard's values: `normal`, `time forfeit`,
/// and `unterminated` for a game in progress).
#[must_use]
pub fn pgn_termination(outcome: Option<Outcome>) -> &'static str {
    match outcome.map(|o| o.termination) {
        None => "unterminated",
        Some(Termination::Timeout | Termination::TimeoutInsufficient) => "time forfeit",
        Some(_) => "normal",
    }
}

/// The game as PGN with Kaissa's tags: Event "Casual game", Site "Kaissa", Date (local, from
/// `date_ms` since the Unix epoch and the local offset `utc_offset_min` in minutes east of UTC —
/// in the browser `-new Date().getTimezoneOffset()`), Round "-", White and Black (the names as
/// shown, e.g. "You" and "Kaissa level 3", translated by the caller), Result, TimeControl
/// ([`TimeControl::pgn`]) and Termination ([`pgn_termination`]). `PgnGame::to_pgn` writes it.
#[must_use]
pub fn pgn_game(
    game: &Game,
    white: &str,
    black: &str,
    date_ms: u64,
    utc_offset_min: i32,
    time_control: TimeControl,
) -> PgnGame {
    // The moves of a `Game` are legal by construction, so this never falls back.
    let mut pgn = PgnGame::from_moves(*game.start(), game.moves()).unwrap_or_else(|_| PgnGame::new(*game.start()));
    let outcome = game.outcome();
    let result = outcome.and_then(|o| GameResult::from_token(o.result())).unwrap_or(GameResult::Unfinished);
    for (name, value) in [
        ("Event", "Casual game".to_owned()),
        ("Site", "Kaissa".to_owned()),
        ("Date", pgn_date(date_ms, utc_offset_min)),
        ("Round", "-".to_owned()),
        ("White", white.to_owned()),
        ("Black", black.to_owned()),
        ("Result", result.token().to_owned()),
        ("TimeControl", time_control.pgn()),
        ("Termination", pgn_termination(outcome).to_owned()),
    ] {
        pgn.set_header(name, &value);
    }
    pgn.result = Some(result);
    pgn
}

/// `YYYY.MM.DD` for a time in ms since the Unix epoch, shifted by `utc_offset_min`.
#[must_use]
pub fn pgn_date(date_ms: u64, utc_offset_min: i32) -> String {
    let secs = i64::try_from(date_ms / 1000).unwrap_or(i64::MAX / 2) + i64::from(utc_offset_min) * 60;
    let (y, m, d) = civil_from_days(secs.div_euclid(86_400));
    format!("{y:04}.{m:02}.{d:02}")
}

/// The proleptic Gregorian date of a day number (days since 1970-01-01), after Howard Hinnant's
/// `civil_from_days`.
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::play_uci as play;
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
    fn clock_comments_come_in_and_go_out() {
        let text = "1. e4 {[%clk 0:03:00]} e5 {[%clk 0:02:58.4]} 2. Nf3 3... Nc6 *";
        let s = session_of(&read(text));
        assert_eq!(s.clocks(), [Some(180_000), Some(178_400)]);
        // The record handed between the modules and saved carries them, and the export writes them.
        let record = GameRecord::of(&s);
        let back: GameRecord = serde_json::from_str(&serde_json::to_string(&record).unwrap()).unwrap();
        assert_eq!(back.replay().unwrap().clocks(), s.clocks());
        let export = PgnExport {
            game: back,
            white: "A".into(),
            black: "B".into(),
            date_ms: 0,
            utc_offset_min: 0,
            time_control: TimeControl::NONE,
        };
        let out = export.to_pgn().unwrap();
        assert!(out.contains("1. e4 {[%clk 0:03:00]} 1... e5 {[%clk 0:02:58.4]} 2. Nf3"), "{out}");
        // A record saved before clocks were kept reads as one without them.
        let old: GameRecord =
            serde_json::from_str(r#"{"start_fen":"8/8/8/8/8/8/8/K1k5 w - - 0 1","moves":[],"outcome":null}"#).unwrap();
        assert!(old.clocks.is_empty());
        // A cut drops the readings of the plies cut off.
        let mut cut = s.clone();
        cut.truncate(1);
        assert_eq!(cut.clocks(), [Some(180_000)]);
    }

    #[test]
    fn pgn_tags_and_round_trip() {
        let mut s = Session::new();
        play(&mut s, &["e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6", "h5f7"]);
        // 2023-11-14 22:13:20 UTC; in UTC+2 it is already the 15th.
        let pgn = pgn_game(s.game(), "You", "Kaissa level 3", 1_700_000_000_000, 120, "5+3".parse().unwrap());
        let text = pgn.to_pgn();
        for tag in [
            "[Event \"Casual game\"]",
            "[Site \"Kaissa\"]",
            "[Date \"2023.11.15\"]",
            "[Round \"-\"]",
            "[White \"You\"]",
            "[Black \"Kaissa level 3\"]",
            "[Result \"1-0\"]",
            "[TimeControl \"300+3\"]",
            "[Termination \"normal\"]",
        ] {
            assert!(text.contains(tag), "{tag} in\n{text}");
        }
        assert!(text.contains("4. Qxf7# 1-0"), "{text}");
        let read = kaissa_rules::pgn::read_games(&text).remove(0).unwrap();
        assert_eq!(read.mainline(), s.game().moves());
        // A game in progress from a position, without a clock.
        let s = Session::from_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1").unwrap();
        let text = pgn_game(s.game(), "A", "B", 0, 0, TimeControl::NONE).to_pgn();
        for tag in ["[Date \"1970.01.01\"]", "[Result \"*\"]", "[TimeControl \"-\"]", "[Termination \"unterminated\"]"]
        {
            assert!(text.contains(tag), "{tag} in\n{text}");
        }
        assert!(text.contains("[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 1\"]"), "{text}");
        assert_eq!(pgn_termination(Some(Outcome::draw(Termination::TimeoutInsufficient))), "time forfeit");
    }

    #[test]
    fn pgn_export_requests_give_the_games_pgn() {
        let mut s = Session::new();
        play(&mut s, &["e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6", "h5f7"]);
        let tc: TimeControl = "5+3".parse().unwrap();
        let request = PgnExport {
            game: GameRecord::of(&s),
            white: "You".into(),
            black: "Kaissa level 3".into(),
            date_ms: 1_700_000_000_000,
            utc_offset_min: 120,
            time_control: tc,
        };
        let json = serde_json::to_string(&request).unwrap();
        let back: PgnExport = serde_json::from_str(&json).unwrap();
        let direct = pgn_game(s.game(), "You", "Kaissa level 3", 1_700_000_000_000, 120, tc).to_pgn();
        assert_eq!(back.to_pgn().unwrap(), direct);
    }

    #[test]
    fn dates() {
        assert_eq!(pgn_date(0, 0), "1970.01.01");
        assert_eq!(pgn_date(0, -60), "1969.12.31");
        assert_eq!(pgn_date(951_782_400_000, 0), "2000.02.29");
        assert_eq!(pgn_date(4_107_542_400_000, 0), "2100.03.01");
        assert_eq!(pgn_date(1_700_000_000_000, 0), "2023.11.14");
        let _ = pgn_date(u64::MAX, i32::MAX); // nonsense in, no panic
        let _ = pgn_date(0, i32::MIN);
    }
}
