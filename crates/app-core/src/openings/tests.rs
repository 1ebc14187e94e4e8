//! The opening book on the real list (every line reads and names its own position; known games
//! find the list's names; transpositions; a game that leaves the list; a set-up game) and on
//! broken text (each error names its line).

use super::*;
use std::collections::HashMap;
use std::sync::OnceLock;
use std::time::Instant;

use kaissa_rules::Game;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// The real list, read once for all the tests (its parse time is printed, not asserted).
fn book() -> &'static OpeningBook {
    static BOOK: OnceLock<OpeningBook> = OnceLock::new();
    BOOK.get_or_init(|| {
        let t = Instant::now();
        let book = OpeningBook::parse(BOOK_TSV).expect("the stored list reads");
        println!(
            "opening book: {} bytes, {} lines, {} named positions, parsed in {:?}",
            BOOK_TSV.len(),
            book.lines(),
            book.len(),
            t.elapsed()
        );
        book
    })
}

/// A game's moves from the start, written as in the list ("1. e4 e5 2. Nf3").
fn sans(pgn: &str) -> Vec<&str> {
    pgn.split_whitespace().filter(|w| !w.ends_with('.')).collect()
}

fn named(pgn: &str) -> Option<(usize, &'static str, &'static str)> {
    book().name_and_ply(START, &sans(pgn)).map(|(ply, o)| (ply, o.eco.as_str(), o.name.as_str()))
}

#[test]
fn the_stored_list_has_every_line() {
    let book = book();
    // a 815 + b 732 + c 1177 + d 516 + e 289 lines under their five headers.
    assert_eq!(book.lines(), 3529);
    assert!(book.len() <= book.lines());
    assert!(book.len() > 3400, "{} named positions", book.len());
    assert_eq!(BOOK_TSV.matches(HEADER).count(), 5);
}

#[test]
fn every_line_names_its_own_position() {
    let book = book();
    // Which line reached each position first, found here by replaying with the rules core alone.
    let mut first: HashMap<String, (&str, &str, usize)> = HashMap::new();
    let mut checked = 0;
    let mut shared = 0;
    for line in BOOK_TSV.lines().filter(|l| *l != HEADER) {
        let [eco, name, pgn] = line.split('\t').collect::<Vec<_>>()[..] else { panic!("{line}") };
        let moves = sans(pgn);
        let mut pos = Position::startpos();
        for san in &moves {
            pos = pos.after(pos.parse_san(san).unwrap_or_else(|e| panic!("{line}: {san}: {e}")));
        }
        let key = position_key(&pos);
        let winner = *first.entry(key).or_insert((eco, name, moves.len()));
        if winner != (eco, name, moves.len()) {
            shared += 1;
        }
        let own = book.get(&pos).unwrap_or_else(|| panic!("no name for {line}"));
        assert_eq!((own.eco.as_str(), own.name.as_str(), own.plies), winner, "{line}");
        // The game that plays the line reaches its position last, at its last ply.
        let (ply, opening) = book.name_and_ply(START, &moves).unwrap_or_else(|| panic!("{line}"));
        assert_eq!((ply, opening), (moves.len(), own), "{line}");
        checked += 1;
    }
    assert_eq!(checked, 3529);
    assert_eq!(book.len(), checked - shared);
    println!("{shared} lines reach a position an earlier line already names");
}

#[test]
fn known_games_find_the_lists_names() {
    assert_eq!(named("1. e4 e5 2. Nf3 Nc6 3. Bb5"), Some((5, "C60", "Ruy Lopez")));
    assert_eq!(named("1. d4 Nf6 2. c4 e6 3. Nc3 Bb4"), Some((6, "E20", "Nimzo-Indian Defense")));
    assert_eq!(named("1. e4"), Some((1, "B00", "King's Pawn Game")));
    assert_eq!(named("1. e4 c5"), Some((2, "B20", "Sicilian Defense")));
    assert_eq!(
        named("1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6"),
        Some((10, "B90", "Sicilian Defense: Najdorf Variation"))
    );
    let book = book();
    assert_eq!(book.name_and_ply::<&str>(START, &[]), None);
    // The opening's own `plies` is its line's, the ply is the game's.
    assert_eq!(book.name_of(START, &["e4", "e5", "Nf3", "Nc6", "Bb5"]).map(|o| o.plies), Some(5));
}

#[test]
fn a_transposition_finds_the_same_name() {
    let via_knight = named("1. Nf3 d5 2. d4");
    let via_pawn = named("1. d4 d5 2. Nf3");
    assert_eq!(via_knight, via_pawn);
    assert_eq!(via_pawn, Some((3, "D02", "Queen's Pawn Game: Zukertort Variation")));
    // On the way, 1.Nf3 d5 had its own name.
    assert_eq!(named("1. Nf3 d5"), Some((2, "A06", "Zukertort Opening")));
}

#[test]
fn a_game_that_leaves_the_list_keeps_its_last_name() {
    // 3...Qf6 is in no line, nor is anything after it.
    let game = "1. e4 e5 2. Nf3 Nc6 3. Bb5 Qf6 4. O-O Qd8 5. Re1 a6 6. Bf1 Nf6";
    assert_eq!(named(game), Some((5, "C60", "Ruy Lopez")));
    // The same placement as after 3.Bb5 but with White's castling rights gone is not the Ruy
    // Lopez's position: the key has the castling rights.
    let king_walk = "1. e4 e5 2. Nf3 Nc6 3. Bb5 Qf6 4. Ke2 Qd8 5. Ke1";
    assert_eq!(named(king_walk), Some((5, "C60", "Ruy Lopez")));
    let mut pos = Position::startpos();
    for san in sans(king_walk) {
        pos = pos.after(pos.parse_san(san).unwrap());
    }
    assert_eq!(book().get(&pos), None);
    // A long game: once fewer pieces are left than in any named position (22, after the 12
    // captures of D69's line), the walk stops, and the name stays.
    assert_eq!(book().min_pieces, 22);
    let long = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. Nxe5 Qd4 6. Nf3 Qxe4+ 7. Qe2 Qxe2+ 8. Kxe2 Bg4 \
                9. d3 Bxf3+ 10. gxf3 O-O-O 11. Nc3 Rxd3 12. cxd3 Bb4 13. Bd2 Bxc3 14. Bxc3 Ne7";
    assert_eq!(named(long), Some((7, "C68", "Ruy Lopez: Exchange Variation")));
    let mut pos = Position::startpos();
    for san in sans(long) {
        pos = pos.after(pos.parse_san(san).unwrap());
    }
    assert_eq!(pos.board().occupied().count(), 20);
}

#[test]
fn a_move_list_that_cannot_be_replayed_names_what_came_before() {
    assert_eq!(
        book().name_of(START, &["e4", "e5", "Nf3", "Nc6", "Bb5", "Ke3", "a6"]).map(|o| o.eco.as_str()),
        Some("C60")
    );
}

#[test]
fn a_game_as_the_rules_core_keeps_it() {
    let mut game = Game::new();
    for uci in ["d2d4", "g8f6", "c2c4", "e7e6", "b1c3", "f8b4"] {
        let m = game.position().parse_uci(uci).unwrap();
        game.play(m).unwrap();
    }
    let opening = book().name_of_moves(game.start(), game.moves()).unwrap();
    assert_eq!((opening.eco.as_str(), opening.name.as_str()), ("E20", "Nimzo-Indian Defense"));
}

#[test]
fn a_set_up_game_has_no_opening() {
    let book = book();
    // The start position after 1.e4 set up in the editor: the same board as a named position.
    let after_e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    assert!(book.get(&after_e4.parse().unwrap()).is_some());
    assert_eq!(book.name_of(after_e4, &["e5"]), None);
    let endgame = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
    assert_eq!(book.name_of(endgame, &["e4"]), None);
    let position: Position = endgame.parse().unwrap();
    let m = position.parse_san("e4").unwrap();
    assert_eq!(book.name_of_moves(&position, &[m]), None);
    assert_eq!(book.name_of("not a fen", &["e4"]), None);
    // The start position itself, whatever its move counters say, is the standard start.
    let later = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 7";
    assert_eq!(book.name_of(later, &["e4"]).map(|o| o.eco.as_str()), Some("B00"));
}

#[test]
fn the_key_is_the_fen_without_the_counters() {
    let start = Position::startpos();
    assert_eq!(position_key(&start), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -");
    // No en passant square after 1.e4: no black pawn can take.
    let e4 = start.after(start.parse_san("e4").unwrap());
    assert_eq!(position_key(&e4), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -");
    // One when a capture is legal: 1.e4 Nf6 2.e5 d5.
    let mut pos = start;
    for san in ["e4", "Nf6", "e5", "d5"] {
        pos = pos.after(pos.parse_san(san).unwrap());
    }
    assert_eq!(position_key(&pos), "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6");
}

#[test]
fn the_first_line_to_reach_a_position_names_it() {
    let text = "eco\tname\tpgn\nA45\tFirst\t1. d4 Nf6 2. c4\nA50\tSecond\t1. c4 Nf6 2. d4\n";
    let book = OpeningBook::parse(text).unwrap();
    assert_eq!((book.len(), book.lines()), (1, 2));
    let first = book.name_of(START, &["c4", "Nf6", "d4"]).unwrap();
    assert_eq!((first.eco.as_str(), first.name.as_str(), first.plies), ("A45", "First", 3));
}

#[test]
fn carriage_returns_and_empty_lines_are_read() {
    let text = "eco\tname\tpgn\r\n\r\nB00\tKing's Pawn Game\t1. e4\r\n\n";
    let book = OpeningBook::parse(text).unwrap();
    assert_eq!(book.name_of(START, &["e4"]).map(|o| o.name.as_str()), Some("King's Pawn Game"));
    assert!(OpeningBook::parse("").unwrap().is_empty());
}

#[test]
fn broken_lines_are_errors_with_their_number() {
    let ok = "eco\tname\tpgn\nB00\tKing's Pawn Game\t1. e4\n";
    let bad_move = format!("{ok}C20\tKing's Pawn Game\t1. e4 e5\nC60\tRuy Lopez\t1. e4 e5 2. Nf3 Nc6 3. Bb6\n");
    let err = OpeningBook::parse(&bad_move).unwrap_err();
    assert_eq!(err.line(), 4);
    assert!(matches!(&err, OpeningError::Move { ply: 5, san, .. } if san == "Bb6"), "{err:?}");
    assert!(err.to_string().starts_with("line 4: move 5 ('Bb6')"), "{err}");

    let missing_column = format!("{ok}C60\t1. e4 e5 2. Nf3 Nc6 3. Bb5\n");
    let err = OpeningBook::parse(&missing_column).unwrap_err();
    assert_eq!(err, OpeningError::Columns { line: 3, found: 2 });
    assert!(err.to_string().contains("line 3"), "{err}");

    let extra_column = format!("{ok}C60\tRuy Lopez\t1. e4\textra\n");
    assert_eq!(OpeningBook::parse(&extra_column).unwrap_err(), OpeningError::Columns { line: 3, found: 4 });

    let cases: [(&str, OpeningError); 5] = [
        ("F00\tNo Such Code\t1. e4", OpeningError::Eco { line: 2, eco: "F00".into() }),
        ("B00\t \t1. e4", OpeningError::Name { line: 2 }),
        ("B00\tNothing\t", OpeningError::NoMoves { line: 2 }),
        ("B00\tWrong Number\t2. e4", OpeningError::MoveNumber { line: 2, word: "2.".into() }),
        ("B00\tBlack's Number\t1. e4 2. e5", OpeningError::MoveNumber { line: 2, word: "2.".into() }),
    ];
    for (line, expected) in cases {
        assert_eq!(OpeningBook::parse(&format!("eco\tname\tpgn\n{line}\n")).unwrap_err(), expected, "{line}");
    }
    let garbage = OpeningBook::parse("B00\tGarbage\t1. @@@\n").unwrap_err();
    assert!(matches!(garbage, OpeningError::Move { line: 1, ply: 1, .. }), "{garbage:?}");
}

#[test]
fn the_files_added_one_at_a_time_make_the_same_book() {
    let mut added = OpeningBook::empty();
    for file in [
        include_str!("../../data/openings/a.tsv"),
        include_str!("../../data/openings/b.tsv"),
        include_str!("../../data/openings/c.tsv"),
        include_str!("../../data/openings/d.tsv"),
        include_str!("../../data/openings/e.tsv"),
    ] {
        added.add(file).expect("each file reads");
    }
    let whole = book();
    assert_eq!((added.len(), added.lines()), (whole.len(), whole.lines()));
    let ruy = sans("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6");
    let start = Position::startpos().fen();
    assert_eq!(added.name_of(&start, &ruy), whole.name_of(&start, &ruy));
    // A broken line stops the reading there, with its line number in that text.
    let mut broken = OpeningBook::empty();
    let err =
        broken.add("eco\tname\tpgn\nC60\tRuy Lopez\t1. e4 e5 2. Nf3 Nc6 3. Bb5\nC6\tBroken\t1. e4\n").unwrap_err();
    assert_eq!(err.line(), 3);
    assert_eq!(broken.lines(), 1);
}

#[test]
fn the_list_read_in_pieces_is_the_same_book() {
    // Pieces of whole lines, every line in one of them, the last one shorter.
    assert_eq!(pieces("a\nb\nc\nd\ne", 2).collect::<Vec<_>>(), ["a\nb\n", "c\nd\n", "e"]);
    assert_eq!(pieces("a\nb\n", 2).collect::<Vec<_>>(), ["a\nb\n"]);
    assert_eq!(pieces("a\nb\n", 0).collect::<Vec<_>>(), ["a\n", "b\n"]);
    assert_eq!(pieces("", 3).count(), 0);
    let mut added = OpeningBook::empty();
    for piece in pieces(BOOK_TSV, 150) {
        assert!(piece.lines().count() <= 150);
        added.add(piece).expect("each piece reads");
    }
    let whole = book();
    assert_eq!((added.len(), added.lines()), (whole.len(), whole.lines()));
    assert_eq!(pieces(BOOK_TSV, 150).collect::<String>(), BOOK_TSV);
}

#[test]
fn only_a_game_from_the_start_can_be_named() {
    assert!(can_be_named(START));
    assert!(can_be_named("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 7 30"));
    assert!(!can_be_named("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
    assert!(!can_be_named("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1"));
    assert!(!can_be_named("not a position"));
    assert!(!can_be_named(""));
}
