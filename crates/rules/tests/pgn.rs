//! PGN reading and writing.
//!
//! Every game of tests/data/games.pgn (python-chess's export of the corpus games) imports and
//! reaches the corpus's final position; writing then reading gives the same game; hand-written
//! tricky files import; broken ones fail with a located error that says why.

use kaissa_rules::pgn::{self, GameResult, PgnError, PgnErrorKind, PgnGame, RepairKind};
use kaissa_rules::{Color, Position, SanError};
use std::path::PathBuf;

fn data(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// The FEN of each game's last line in games.jsonl, by game number. Only two fields are needed,
/// so they are picked out of the machine-written lines directly.
fn corpus_final_fens() -> Vec<String> {
    let mut fens: Vec<String> = Vec::new();
    for line in data("games.jsonl").lines().filter(|l| !l.trim().is_empty()) {
        let field = |key: &str| {
            let start = line.find(key).unwrap_or_else(|| panic!("no {key} in {line}")) + key.len();
            &line[start..]
        };
        let game: usize = field("\"game\":").split([',', '}']).next().unwrap().trim().parse().unwrap();
        let fen = field("\"fen\":\"").split('"').next().unwrap().to_string();
        if game == fens.len() {
            fens.push(fen);
        } else {
            assert_eq!(game + 1, fens.len(), "games.jsonl is in game order");
            *fens.last_mut().unwrap() = fen;
        }
    }
    fens
}

fn read_one(text: &str) -> PgnGame {
    let games = pgn::read_games(text);
    assert_eq!(games.len(), 1, "expected one game in {text:?}: {games:?}");
    games.into_iter().next().unwrap().unwrap_or_else(|e| panic!("{e}\nin:\n{text}"))
}

fn read_err(text: &str) -> PgnError {
    let games = pgn::read_games(text);
    match games.as_slice() {
        [Err(e)] => e.clone(),
        other => panic!("expected one error for {text:?}, got {other:?}"),
    }
}

/// Writing then reading gives the same game (headers, moves with annotations, result).
fn assert_round_trip(game: &PgnGame) {
    let text = game.to_pgn();
    for line in text.lines().filter(|l| !l.starts_with('[')) {
        assert!(line.chars().count() <= 80 || !line.contains(' '), "line longer than 80: {line}");
    }
    let again = read_one(&text);
    assert_eq!(again.start, game.start, "{text}");
    assert_eq!(again.comments, game.comments, "{text}");
    assert_eq!(again.moves, game.moves, "{text}");
    for (name, value) in &game.headers {
        assert_eq!(again.header(name), Some(value.as_str()), "header {name} after writing:\n{text}");
    }
    let result = game.result.unwrap_or(GameResult::Unfinished);
    assert_eq!(again.result, Some(result), "{text}");
    assert_eq!(again.to_pgn(), text, "writing is stable");
}

#[test]
fn corpus_games_import_and_reach_the_corpus_positions() {
    let fens = corpus_final_fens();
    let games = pgn::read_games(&data("games.pgn"));
    assert_eq!(games.len(), fens.len(), "games in games.pgn vs games.jsonl");
    assert_eq!(games.len(), 120);
    for (i, (game, fen)) in games.iter().zip(&fens).enumerate() {
        let game = game.as_ref().unwrap_or_else(|e| panic!("game {i}: {e}"));
        assert_eq!(game.header("Round"), Some(i.to_string().as_str()));
        assert_eq!(game.final_position().fen(), *fen, "game {i}");
        let header_result = game.header("Result").and_then(GameResult::from_token);
        assert_eq!(game.result, header_result, "game {i}");
        assert!(game.repairs.is_empty());
        assert_round_trip(game);
    }
}

#[test]
fn corpus_games_survive_writing_all_at_once() {
    let games: Vec<PgnGame> = pgn::read_games(&data("games.pgn")).into_iter().map(Result::unwrap).collect();
    let text = pgn::write_games(&games);
    let again: Vec<PgnGame> = pgn::read_games(&text).into_iter().map(Result::unwrap).collect();
    assert_eq!(again, games);
}

const ANNOTATED: &str = r#"[Event "Tricky \"annotated\" game"]
[Site "Here"]
[Date "2024.01.02"]
[Round "1"]
[White "A \"quoted\" name"]
[Black "Back\\slash"]
[Result "1-0"]
[Annotator "me"]

{Opening comment with ) and ; inside} 1. e4 {King's pawn; a good start (really)} e5
2. Nf3 $1 Nc6!? 3. Bb5 (3. Bc4 Bc5 (3... Nf6 {Two
knights}) 4. c3) (3. d4) 3... a6?! ; line comment (with paren
4. Ba4 Nf6 5. 0-0 Be7 $14 1-0
"#;

#[test]
fn comments_variations_nags_and_escapes() {
    let game = read_one(ANNOTATED);
    assert_eq!(game.header("Event"), Some("Tricky \"annotated\" game"));
    assert_eq!(game.header("White"), Some("A \"quoted\" name"));
    assert_eq!(game.header("Black"), Some("Back\\slash"));
    assert_eq!(game.header("Annotator"), Some("me"));
    assert_eq!(game.headers.len(), 8);
    assert_eq!(game.comments, ["Opening comment with ) and ; inside"]);
    let sans: Vec<&str> = game.moves.iter().map(|m| m.san.as_str()).collect();
    assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7"]);
    assert_eq!(game.moves[0].comments, ["King's pawn; a good start (really)"]);
    assert_eq!(game.moves[2].nags, [1]);
    assert_eq!(game.moves[3].nags, [5]);
    assert_eq!(game.moves[5].nags, [6]);
    assert_eq!(game.moves[5].comments, ["line comment (with paren"]);
    assert_eq!(game.moves[9].nags, [14]);
    let bb5 = &game.moves[4];
    assert_eq!(bb5.variations.len(), 2);
    let main_var: Vec<&str> = bb5.variations[0].moves.iter().map(|m| m.san.as_str()).collect();
    assert_eq!(main_var, ["Bc4", "Bc5", "c3"]);
    let nested = &bb5.variations[0].moves[1].variations[0];
    assert_eq!(nested.moves[0].san, "Nf6");
    assert_eq!(nested.moves[0].comments, ["Two knights"]);
    assert_eq!(bb5.variations[1].moves[0].san, "d4");
    assert_eq!(game.result, Some(GameResult::WhiteWins));
    assert!(game.repairs.is_empty());
    assert_round_trip(&game);
}

#[test]
fn writer_output_is_exact() {
    let game = read_one(ANNOTATED);
    let expected = r#"[Event "Tricky \"annotated\" game"]
[Site "Here"]
[Date "2024.01.02"]
[Round "1"]
[White "A \"quoted\" name"]
[Black "Back\\slash"]
[Result "1-0"]
[Annotator "me"]

{Opening comment with ) and ; inside} 1. e4 {King's pawn; a good start (really)}
1... e5 2. Nf3 $1 Nc6 $5 3. Bb5 (3. Bc4 Bc5 (3... Nf6 {Two knights}) 4. c3)
(3. d4) 3... a6 $6 {line comment (with paren} 4. Ba4 Nf6 5. O-O Be7 $14 1-0
"#;
    assert_eq!(game.to_pgn(), expected);
}

#[test]
fn writer_fills_the_seven_tag_roster_and_the_setup() {
    let start = Position::from_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 12").unwrap();
    let mut game = PgnGame::new(start);
    game.set_header("White", "Ann");
    game.set_header("ECO", "A00");
    for m in ["Kd7", "e4", "Kc6"] {
        let mv = game.final_position().parse_san(m).unwrap();
        game.push(mv).unwrap();
    }
    game.moves[0].comments.push("a } brace".into());
    let expected = r#"[Event "?"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "Ann"]
[Black "?"]
[Result "*"]
[SetUp "1"]
[FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 0 12"]
[ECO "A00"]

12... Kd7 ;a } brace
13. e4 Kc6 *
"#;
    assert_eq!(game.to_pgn(), expected);
    assert!(game.push(kaissa_rules::Move::from_uci("e1e3").unwrap()).is_err());
    assert_round_trip(&game);
}

#[test]
fn long_movetext_is_wrapped_at_80_columns() {
    let games = pgn::read_games(&data("games.pgn"));
    let game = games[0].as_ref().unwrap();
    let text = game.to_pgn();
    let movetext: Vec<&str> = text.lines().skip_while(|l| !l.is_empty()).skip(1).collect();
    assert!(movetext.len() > 5);
    assert!(movetext.iter().all(|l| l.len() <= 80 && !l.starts_with(' ') && !l.ends_with(' ')));
    // Lines are filled: the next token would not have fitted.
    for pair in movetext.windows(2) {
        // A move number and its move form one unit.
        let mut words = pair[1].split(' ');
        let first = words.next().unwrap();
        let next = if first.ends_with('.') { format!("{first} {}", words.next().unwrap()) } else { first.to_string() };
        assert!(pair[0].len() + 1 + next.len() > 80, "{:?}", pair);
        assert!(!pair[0].ends_with('.'), "a move number ends a line: {:?}", pair);
    }
}

#[test]
fn game_from_fen_with_black_to_move() {
    let text =
        "[Event \"From FEN\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 12\"]\n\n12... Kd7 13. e4 Kc6 *\n";
    let game = read_one(text);
    assert_eq!(game.start.turn(), Color::Black);
    assert_eq!(game.moves.len(), 3);
    assert_eq!(game.final_position().fen(), "8/8/2k5/8/4P3/8/8/4K3 w - - 1 14");
    assert_eq!(game.result, Some(GameResult::Unfinished));
    assert!(game.to_pgn().contains("\n12... Kd7 13. e4 Kc6 *\n"));
    assert_round_trip(&game);
}

#[test]
fn windows_line_endings_escape_lines_and_missing_result() {
    let text = "\u{feff}% an escape line\r\n[Event \"CRLF\"]\r\n[Result \"*\"]\r\n\r\n1. d4 d5 ; comment\r\n% another escape\r\n2. c4 {multi\r\nline} e6\r\n";
    let game = read_one(text);
    assert_eq!(game.header("Event"), Some("CRLF"));
    assert_eq!(game.moves.len(), 4);
    assert_eq!(game.moves[1].comments, ["comment"]);
    assert_eq!(game.moves[2].comments, ["multi line"]);
    assert_eq!(game.result, None);
    assert_round_trip(&game);
}

#[test]
fn tolerated_spellings() {
    // Move numbers glued to moves, `1...`, `0-0`, stray dots, `e.p.`, free-standing annotations,
    // check marks missing or wrong, no headers at all.
    let game = read_one("1.e4 a6 2.e5 d5 3.exd6 e.p. ... Nc6 4.d4 ! e5 5.Nf3 ?? Bd6 6.Be2 Nf6 7.0-0+ 0-0 *");
    let sans: Vec<&str> = game.moves.iter().map(|m| m.san.as_str()).collect();
    assert_eq!(sans, ["e4", "a6", "e5", "d5", "exd6", "Nc6", "d4", "e5", "Nf3", "Bxd6", "Be2", "Nf6", "O-O", "O-O"]);
    assert_eq!(game.moves[6].nags, [1]);
    assert_eq!(game.moves[8].nags, [4]);
    assert!(game.headers.is_empty());
    assert_eq!(game.start, Position::startpos());

    // Latvian notation's en passant mark, apart or glued.
    for text in ["1.e4 a6 2.e5 d5 3.exd6 g.e. *", "1.e4 a6 2.e5 d5 3.exd6g.e. *"] {
        let sans: Vec<String> = read_one(text).moves.iter().map(|m| m.san.clone()).collect();
        assert_eq!(sans, ["e4", "a6", "e5", "d5", "exd6"], "{text}");
    }

    let game = read_one("1. e4 1... e5 2. Nf3 2... Nc6");
    assert_eq!(game.moves.len(), 4);
    assert_eq!(game.result, None);
}

#[test]
fn deeply_nested_variations() {
    let game = read_one("1. e4 (1. d4 (1. c4 (1. Nf3 Nf6 (1... d5)) e5) d5) (1. b3) 1... e5 (1... c5) 2. Nf3 *");
    let e4 = &game.moves[0];
    assert_eq!(e4.variations.len(), 2);
    let d4 = &e4.variations[0].moves[0];
    let c4 = &d4.variations[0].moves[0];
    let nf3 = &c4.variations[0].moves[0];
    assert_eq!((d4.san.as_str(), c4.san.as_str(), nf3.san.as_str()), ("d4", "c4", "Nf3"));
    assert_eq!(c4.variations[0].moves[1].variations[0].moves[0].san, "d5");
    assert_eq!(game.moves[1].variations[0].moves[0].san, "c5");
    assert_round_trip(&game);
}

#[test]
fn a_bad_move_inside_a_variation_only_drops_that_variation() {
    let game = read_one("1. e4 (1. d4 Nf5 2. c4 (2. Nc3)) (1. c4) 1... e5 *");
    assert_eq!(game.moves.len(), 2);
    let vars = &game.moves[0].variations;
    assert_eq!(vars.len(), 2);
    assert_eq!(vars[0].moves.len(), 1, "the line stops before the illegal move");
    assert_eq!(vars[1].moves[0].san, "c4");
    assert_eq!(game.repairs.len(), 1);
    assert_eq!(
        game.repairs[0].to_string(),
        "line 1, column 14: rest of a variation skipped: move 1... Nf5 is illegal: no knight can reach f5"
    );
}

#[test]
fn several_games_in_one_text() {
    let fen_game = "[Event \"From FEN\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 12\"]\n\n12... Kd7 *\n";
    let text = format!("{ANNOTATED}\n{fen_game}\n1. e4 e5 1/2-1/2 {{a comment after the result}}\n\n1. d4 0-1\n[Event \"Last\"]\n1. c4");
    let games: Vec<PgnGame> = pgn::read_games(&text).into_iter().map(|g| g.unwrap()).collect();
    assert_eq!(games.len(), 5);
    assert_eq!(games[0].moves.len(), 10);
    assert_eq!(games[1].start.turn(), Color::Black);
    assert_eq!(games[2].result, Some(GameResult::Draw));
    assert_eq!(games[3].result, Some(GameResult::BlackWins));
    assert_eq!(games[4].header("Event"), Some("Last"));
    assert_eq!(games[4].result, None);
    assert_eq!(pgn::read_games("").len(), 0);
    assert_eq!(pgn::read_games("  \n\n% nothing\n").len(), 0);
    // `%` escapes a line only in the first column.
    assert!(pgn::read_games("1. e4 % e5 *")[0].is_err());
    assert_eq!("".parse::<PgnGame>().unwrap_err().kind, PgnErrorKind::NoGame);
}

#[test]
fn headers_without_moves_and_empty_values() {
    let game = read_one("[Event \"\"]\n[White \"x\"] [Black \"y\"]\n");
    assert_eq!(game.header("Event"), Some(""));
    assert_eq!(game.header("Black"), Some("y"));
    assert!(game.moves.is_empty());
    assert_eq!(game.result, None);
}

/// The error texts users see: located, and saying why.
#[test]
fn broken_games_fail_with_located_errors() {
    let cases: &[(&str, &str)] = &[
        (
            "[Event \"Bad\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6\n4. Ba4 Nf5 *\n",
            "line 4, column 8: move 4... Nf5 is illegal: no knight can reach f5",
        ),
        (
            "1. d4 d5 2. Nf3 Nf6 3. Nd2 *",
            "line 1, column 24: move 3. Nd2 is ambiguous: the knights on b1 and f3 can both reach d2",
        ),
        ("1. e4 e5 2. Ke3 *", "line 1, column 13: move 2. Ke3 is illegal: no king can reach e3"),
        ("1. e4 {never closed\n2. d4 *", "line 1, column 7: unterminated comment: '{' has no matching '}'"),
        ("1. e4 (1. d4 d5 2. c4 *", "line 1, column 7: unterminated variation: '(' has no matching ')'"),
        ("1. e4 (1. d4 (1. c4) *\n", "line 1, column 7: unterminated variation: '(' has no matching ')'"),
        (
            "[Event \"no end\n\n1. e4 *",
            "line 1, column 1: unterminated header: expected [Name \"value\"] with the closing '\"' and ']' on the same line",
        ),
        (
            "[Event \"x\"\n\n1. e4 *",
            "line 1, column 1: unterminated header: expected [Name \"value\"] with the closing '\"' and ']' on the same line",
        ),
        ("[Event x]\n1. e4 *", "line 1, column 1: malformed header: expected [Name \"value\"]"),
        (
            "1. e4 @@ e5 *",
            "line 1, column 7: unexpected '@@': not a move, move number, comment, annotation or result",
        ),
        (
            "1. e4 e5\n2. Hello *",
            "line 2, column 4: unexpected 'Hello': not a move, move number, comment, annotation or result",
        ),
        ("1. e4 ] e5 *", "line 1, column 7: unexpected ']': not a move, move number, comment, annotation or result"),
        ("1. e4 e5 ) *", "line 1, column 10: ')' has no matching '('"),
        ("1. e4 $x *", "line 1, column 7: '$' is not a NAG (expected '$' and a number 0-255)"),
        ("1. e4 $300 *", "line 1, column 7: '$300' is not a NAG (expected '$' and a number 0-255)"),
        ("1. e4 !!! *", "line 1, column 7: unexpected '!!!': not a move, move number, comment, annotation or result"),
        ("[Variant \"Atomic\"]\n\n1. e4 *", "line 1, column 1: variant \"Atomic\" is not supported (only standard chess)"),
    ];
    for (text, expected) in cases {
        let e = read_err(text);
        assert_eq!(e.to_string(), *expected, "for {text:?}");
    }
    let e = read_err("[Event \"e\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*");
    assert_eq!((e.line, e.column), (2, 1));
    assert!(matches!(e.kind, PgnErrorKind::Fen { .. }));
    assert!(
        e.to_string().starts_with("line 2, column 1: FEN header \"8/8/8/8/8/8/8/8 w - - 0 1\" is invalid: "),
        "{e}"
    );
    let e = read_err("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Bxe4 *");
    assert_eq!((e.line, e.column), (1, 89));
    match e.kind {
        PgnErrorKind::Move { number: 9, color: Color::Black, ref san, error: SanError::Illegal(_) } => {
            assert_eq!(san, "Bxe4")
        }
        ref other => panic!("{other:?}"),
    }
}

#[test]
fn reading_goes_on_after_a_broken_game() {
    let text = format!(
        "{}\n[Event \"Second\"]\n\n1. e4 {{oops\n\n[Event \"Third\"]\n\n1. d4 d5 *\n\n1. e4 Ke7 *\n1. c4 *\n[Event x]\n[Site \"?\"]\n\n1. e4 *\n[Event \"Sixth\"]\n\n1. f4 *",
        "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf8# 1-0"
    );
    let games = pgn::read_games(&text);
    let summary: Vec<String> = games
        .iter()
        .map(|g| match g {
            Ok(g) => format!("ok {}", g.moves.first().map_or("-", |m| m.san.as_str())),
            Err(e) => format!("err {}:{}", e.line, e.column),
        })
        .collect();
    assert_eq!(summary, ["err 1:35", "err 4:7", "ok d4", "err 10:7", "ok c4", "err 12:1", "ok f4"]);
}

#[test]
fn a_line_comment_holding_a_brace_survives_writing() {
    let game = read_one("1. e4 ; a } brace (and more)\ne5 (1... c5 ; } again\n) 2. Nf3 *");
    assert_eq!(game.moves[0].comments, ["a } brace (and more)"]);
    assert_eq!(game.moves[1].variations[0].moves[0].comments, ["} again"]);
    let text = game.to_pgn();
    assert!(text.contains("1. e4 ;a } brace (and more)\n1... e5 (1... c5 ;} again\n) 2. Nf3 *"), "{text}");
    assert_round_trip(&game);
}

#[test]
fn absurd_nesting_is_cut_off_with_a_warning() {
    let depth = 5_000;
    let mut text = String::from("1. e4 ");
    for _ in 0..depth {
        text.push_str("(1. d4 ");
    }
    for _ in 0..depth {
        text.push(')');
    }
    text.push_str(" 1... e5 *");
    let game = read_one(&text);
    assert_eq!(game.moves.len(), 2);
    let mut levels = 0;
    let mut m = &game.moves[0];
    while let Some(v) = m.variations.first() {
        levels += 1;
        m = &v.moves[0];
    }
    assert_eq!(levels, pgn::MAX_VARIATION_DEPTH);
    assert_eq!(game.repairs.len(), 1);
    assert_eq!(game.repairs[0].kind, RepairKind::VariationSkipped(PgnErrorKind::VariationTooDeep));
    assert_round_trip(&game);
}

#[test]
fn move_counters_at_their_limit_stop_the_import_instead_of_overflowing() {
    let text = "[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 4294967295\"]\n\n4294967295... Kd7 *";
    assert_eq!(read_err(text).to_string(), "line 3, column 15: the move counters are too large to continue");
}
