//! The lenient PGN import against what people paste: the real-world fixtures of other
//! libraries (tests/data/real-world, see its README) and one small file per quirk
//! (tests/data/quirks). Every game reads with exactly the expected repairs, or is skipped with
//! the expected reason (variants); and export → import gives the same game, with no repair.

use kaissa_rules::pgn::{self, GameResult, NoteKind, PgnGame, RepairKind};
use kaissa_rules::{CastlingSide, Color, Square};
use std::path::PathBuf;

fn data(path: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(path);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// What one game of a file should give: read, with this many plies and these repair codes;
/// or skipped, with this error code.
#[derive(Debug)]
enum Expect {
    Read(usize, &'static [&'static str]),
    Skipped(&'static str),
}
use Expect::{Read, Skipped};

/// A stable code for a skipped game's reason, to compare with.
fn skip_code(kind: &pgn::PgnErrorKind) -> &'static str {
    match kind {
        pgn::PgnErrorKind::UnsupportedVariant(_) => "unsupported-variant",
        _ => "other",
    }
}

/// Imports a file and checks each game against `expect`, then the round trip of every game read.
fn check_file(path: &str, expect: &[Expect]) -> Vec<PgnGame> {
    let import = pgn::import(&data(path));
    let mut games = import.games.iter();
    let mut got = Vec::new();
    for (i, e) in expect.iter().enumerate() {
        let number = i + 1;
        let notes: Vec<&pgn::ImportNote> = import.report.iter().filter(|n| n.game == number).collect();
        match e {
            Read(plies, codes) => {
                let game = games.next().unwrap_or_else(|| panic!("{path}: game {number} missing: {:?}", import.report));
                assert_eq!(game.moves.len(), *plies, "{path}: game {number}");
                let found: Vec<&str> = notes.iter().map(|n| n.kind.code()).collect();
                assert_eq!(found, *codes, "{path}: game {number}: {notes:?}");
                got.push(game.clone());
            }
            Skipped(code) => {
                let [note] = notes.as_slice() else { panic!("{path}: game {number}: {notes:?}") };
                let NoteKind::GameSkipped(why) = &note.kind else { panic!("{path}: game {number}: {note:?}") };
                assert_eq!(skip_code(why), *code, "{path}: game {number}: {note}");
            }
        }
    }
    assert!(games.next().is_none(), "{path}: more games than expected");
    assert!(import.report.iter().all(|n| n.game <= expect.len()), "{path}: {:?}", import.report);
    for game in &got {
        assert_round_trip(path, game);
    }
    got
}

/// Export then import: the same start, moves (with comments, NAGs, variations and clocks) and
/// result, and nothing left to repair.
fn assert_round_trip(path: &str, game: &PgnGame) {
    let text = game.to_pgn();
    let again = pgn::import(&text);
    assert!(again.report.is_empty(), "{path}: the export needs repairs: {:?}\n{text}", again.report);
    let [back] = again.games.as_slice() else { panic!("{path}: {text}") };
    assert_eq!(back.start, game.start, "{path}\n{text}");
    assert_eq!(back.comments, game.comments, "{path}\n{text}");
    assert_eq!(back.moves, game.moves, "{path}\n{text}");
    assert_eq!(back.result.unwrap_or(GameResult::Unfinished), game.result.unwrap_or(GameResult::Unfinished));
    assert_eq!(back.to_pgn(), text, "{path}: writing is stable");
}

#[test]
fn real_world_fixtures() {
    let games = check_file("real-world/chessjs-0.pgn", &[Read(77, &[])]);
    assert_eq!(games[0].header("GreatestGameEverPlayed"), Some("True"));
    check_file("real-world/chessjs-1.pgn", &[Read(81, &[])]);
    check_file("real-world/chessjs-2.pgn", &[Read(4, &[])]);
    check_file("real-world/chessjs-3.pgn", &[Read(4, &[])]);
    let games = check_file("real-world/pychess-anastasian-lewis.pgn", &[Read(81, &["game-cut-at-null-move"])]);
    assert_eq!(games[0].result, Some(GameResult::WhiteWins));
    // Variants are refused with their reason, never read as standard chess.
    const VARIANT: Expect = Skipped("unsupported-variant");
    check_file("real-world/pychess-antichess-programfox.pgn", &[VARIANT, VARIANT]);
    check_file("real-world/pychess-chessbase-empty-line.pgn", &[Read(134, &[])]);
    check_file("real-world/pychess-cutechess-fischerrandom.pgn", &[VARIANT, VARIANT, VARIANT, VARIANT]);
    check_file(
        "real-world/pychess-kasparov-deep-blue-1997.pgn",
        &[Read(89, &[]), Read(89, &[]), Read(95, &[]), Read(111, &[]), Read(98, &[]), Read(37, &[])],
    );
    check_file("real-world/pychess-knightvuillaume-jannlee-zh-lichess.pgn", &[VARIANT]);
    check_file("real-world/pychess-molinari-bordais-1979.pgn", &[Read(10, &[])]);
    check_file("real-world/pychess-nepomniachtchi-liren-game1.pgn", &[Read(97, &[])]);
    check_file("real-world/pychess-saturs-jannlee-zh-lichess.pgn", &[VARIANT]);
    let games = check_file("real-world/pychess-stockfish-learning.pgn", &[Read(154, &[])]);
    // Engine comments stay comments.
    assert_eq!(games[0].moves[3].comments, ["0.00/31 48s"]);
    check_file("real-world/pychess-uci-moves.pgn", &[Read(113, &[])]);
    let games = check_file("real-world/pychess-utf8-bom.pgn", &[Read(0, &[]), Read(0, &[])]);
    assert_eq!(games[1].header("Event"), Some("B"));
}

#[test]
fn byte_order_marks_between_games() {
    let games = check_file("quirks/bom-between-games.pgn", &[Read(1, &[]), Read(1, &[]), Read(1, &[])]);
    let events: Vec<_> = games.iter().map(|g| g.header("Event").unwrap()).collect();
    assert_eq!(events, ["A", "B", "C"]);
}

#[test]
fn results_with_other_dashes_and_halves() {
    let games =
        check_file("quirks/result-dashes.pgn", &[Read(7, &[]), Read(2, &[]), Read(4, &[]), Read(1, &[]), Read(1, &[])]);
    let results: Vec<_> = games.iter().map(|g| g.result.unwrap()).collect();
    use GameResult::{BlackWins, Draw, WhiteWins};
    assert_eq!(results, [WhiteWins, Draw, BlackWins, Draw, BlackWins]);
}

#[test]
fn fen_header_rights_that_do_not_fit_are_dropped() {
    let text = data("quirks/fen-castling-default.pgn");
    let import = pgn::import(&text);
    let kinds: Vec<_> = import.report.iter().map(|n| (n.game, n.line, n.kind.clone())).collect();
    let dropped = |color, side| NoteKind::Repaired(RepairKind::CastlingRightDropped { color, side });
    assert_eq!(
        kinds,
        [
            (1, 2, dropped(Color::White, CastlingSide::KingSide)),
            (1, 2, dropped(Color::Black, CastlingSide::KingSide)),
            (1, 2, dropped(Color::Black, CastlingSide::QueenSide)),
            (2, 8, NoteKind::Repaired(RepairKind::EnPassantDropped { square: Square::E6 })),
        ]
    );
    assert_eq!(
        import.report[1].to_string(),
        "game 1, line 2, column 1: castling right O-O of black dropped: the king must stand on e8 and a rook on h8"
    );
    let games = check_file(
        "quirks/fen-castling-default.pgn",
        &[
            Read(3, &["castling-right-dropped", "castling-right-dropped", "castling-right-dropped"]),
            Read(1, &["en-passant-dropped"]),
        ],
    );
    assert_eq!(games[0].moves[0].san, "O-O-O");
    assert_eq!(games[0].start.fen(), "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
}

#[test]
fn null_moves_cut_the_game_or_the_variation() {
    let games = check_file(
        "quirks/null-moves.pgn",
        &[
            Read(2, &["game-cut-at-null-move"]),
            Read(1, &["game-cut-at-null-move"]),
            Read(2, &["game-cut-at-null-move"]),
            Read(3, &["variation-skipped"]),
        ],
    );
    assert_eq!(games[0].result, Some(GameResult::WhiteWins));
    let import = pgn::import(&data("quirks/null-moves.pgn"));
    let sentences: Vec<String> = import.report.iter().map(|n| n.to_string()).collect();
    assert_eq!(
        sentences,
        [
            "game 1, line 3, column 13: null move at 2.; the game is read up to 1...",
            "game 2, line 7, column 7: null move at 1...; the game is read up to 1.",
            "game 3, line 11, column 10: null move at 2.; the game is read up to 1...",
            "game 4, line 15, column 14: rest of a variation skipped: null moves ('--') are not supported",
        ]
    );
    assert_eq!(games[3].moves[0].variations[0].moves.len(), 1);
}

#[test]
fn en_passant_written_after_the_move() {
    check_file("quirks/en-passant-suffix.pgn", &[Read(6, &[]), Read(6, &[]), Read(5, &[])]);
}

#[test]
fn evaluation_glyphs() {
    let games = check_file("quirks/glyphs.pgn", &[Read(9, &[])]);
    let nags: Vec<&[u8]> = games[0].moves.iter().map(|m| m.nags.as_slice()).collect();
    assert_eq!(nags, [&[16][..], &[15], &[18], &[19], &[14], &[15], &[], &[13], &[10]]);
    // `↑` does not say whose initiative it is: kept as a comment rather than guessed.
    assert_eq!(games[0].moves[6].comments, ["↑"]);
}

#[test]
fn header_without_its_closing_quote() {
    let games =
        check_file("quirks/header-quote-missing.pgn", &[Read(2, &["header-value-closed", "header-value-closed"])]);
    assert_eq!(games[0].header("Event"), Some("Club championship"));
    assert_eq!(games[0].header("White"), Some("Ann"));
    assert_eq!(games[0].header("Black"), Some("Bob"));
    let import = pgn::import(&data("quirks/header-quote-missing.pgn"));
    assert_eq!(import.report[1].line, 3);
    assert!(
        matches!(&import.report[0].kind, NoteKind::Repaired(RepairKind::HeaderValueClosed { name }) if name == "Event")
    );
}

#[test]
fn forum_wrappers() {
    let games = check_file("quirks/forum-wrapper.pgn", &[Read(3, &[]), Read(1, &[])]);
    assert_eq!(games[0].header("Event"), Some("Forum post"));
    assert_eq!(games[1].header("Event"), Some("Second"));
}

#[test]
fn clock_comments_from_lichess_and_chess_com() {
    let games = check_file("quirks/lichess-clocks.pgn", &[Read(6, &[])]);
    let g = &games[0];
    assert_eq!(g.clocks(), [Some(180_000), Some(179_000), Some(178_500), Some(177_000), Some(170_000), Some(170_000)]);
    assert_eq!(g.comments, ["A comment before the first move."]);
    assert_eq!(g.moves[0].comments, ["[%eval 0.17]"]);
    assert_eq!(g.moves[3].comments, ["[%timestamp 12]"]);
    assert_eq!(g.moves[4].comments, ["+0.22/8"]);
    assert!(g.moves[5].comments.is_empty());
    let games = check_file("quirks/chesscom-clocks.pgn", &[Read(2, &[])]);
    assert_eq!(games[0].clocks(), [Some(179_900), Some(178_700)]);
    assert!(games[0].to_pgn().contains("1. e4 {[%clk 0:02:59.9]} 1... e5 {[%clk 0:02:58.7]} 1-0"));
}

#[test]
fn clocks_of_a_game_played_here_are_exported() {
    let mut game = PgnGame::from_moves(kaissa_rules::Position::startpos(), &[]).unwrap();
    for san in ["e4", "e5", "Nf3"] {
        let m = game.final_position().parse_san(san).unwrap();
        game.push(m).unwrap();
    }
    game.set_clocks(&[Some(300_000), Some(299_500), None, Some(1)]);
    let text = game.to_pgn();
    assert!(text.contains("1. e4 {[%clk 0:05:00]} 1... e5 {[%clk 0:04:59.5]} 2. Nf3 *"), "{text}");
    assert_eq!(pgn::import(&text).games[0].clocks(), [Some(300_000), Some(299_500), None]);
}

#[test]
fn line_ends_and_tabs() {
    let games = check_file("quirks/line-ends.pgn", &[Read(4, &[]), Read(3, &[]), Read(4, &[])]);
    let whites: Vec<_> = games.iter().map(|g| g.header("White").unwrap()).collect();
    assert_eq!(whites, ["Ann", "Bob", "Cy"]);
    assert_eq!(games[0].moves[1].comments, ["a comment to the line end"]);
    assert_eq!(games[1].moves[1].comments, ["comment"]);
    // Line numbers count a lone CR as a line end: game 2's second line of moves is line 11.
    let text = data("quirks/line-ends.pgn").replace("2. c4 *", "2. Kf3 *");
    let import = pgn::import(&text);
    let skipped = import.report.iter().find(|n| n.game == 2).unwrap();
    assert_eq!((skipped.line, skipped.column), (11, 4), "{skipped}");
}

#[test]
fn header_names_are_read_as_written_back() {
    // Found by fuzzing: a `fEN/` header was ignored, then written as `fEN`, which the reader
    // takes for the start position. Names are read without the characters PGN does not allow.
    let import = pgn::import("[fEN/ \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. O-O *");
    assert_eq!(import.games[0].moves[0].san, "O-O");
    assert_eq!(import.games[0].header("fEN"), Some("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
    assert_round_trip("fEN/", &import.games[0]);
    // A name with no character PGN allows is no header.
    assert!(matches!(
        pgn::import("[?? \"x\"]\n\n1. e4 *").report[0].kind,
        NoteKind::GameSkipped(pgn::PgnErrorKind::MalformedHeader)
    ));
}
