use super::*;
use crate::settings::new_game::{ColorChoice, NewGamePrefs, Opponent};
use kaissa_rules::{Bitboard, Color, Piece, PositionProblem, Role, Square};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn p(c: char) -> Piece {
    Piece::from_char(c).unwrap()
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn codes(e: &Editor) -> Vec<&'static str> {
    e.problems().iter().map(PositionProblem::code).collect()
}

/// An empty board with the hand tool, then each "<piece><square>" placed by taps.
fn built(pieces: &[&str]) -> Editor {
    let mut e = Editor::new(START);
    e.clear();
    for item in pieces {
        let (piece, square) = item.split_at(1);
        e.set_tool(Tool::Piece(p(piece.chars().next().unwrap())));
        e.tap(sq(square));
    }
    e.set_tool(Tool::Hand);
    e
}

#[test]
fn opens_on_the_board_s_position_and_writes_it_back() {
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 3 20";
    let e = Editor::new(fen);
    assert_eq!(e.fen(), fen);
    assert_eq!(e.turn(), Color::Black);
    assert!(e.problems().is_empty());
    assert_eq!(Editor::new(START).fen(), START);
    // The en passant square is dropped: a set-up position has no last move.
    let e = Editor::new("rnbqkbnr/pppp1ppp/8/4pP2/8/8/PPPPP1PP/RNBQKBNR w KQkq e6 0 3");
    assert_eq!(e.fen(), "rnbqkbnr/pppp1ppp/8/4pP2/8/8/PPPPP1PP/RNBQKBNR w KQkq - 0 3");
}

#[test]
fn placing_by_taps_replacing_and_taking_away() {
    let mut e = built(&["Ke1", "ke8", "Pe2"]);
    assert_eq!(e.fen(), "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    assert!(e.problems().is_empty());
    // A tap with another piece replaces; with the same piece takes it away.
    e.set_tool(Tool::Piece(p('N')));
    e.tap(sq("e2"));
    assert_eq!(e.piece_at(sq("e2")), Some(p('N')));
    e.tap(sq("e2"));
    assert_eq!(e.piece_at(sq("e2")), None);
    e.tap(sq("e2"));
    e.set_tool(Tool::Erase);
    e.tap(sq("e2"));
    e.tap(sq("d4")); // nothing there: nothing happens
    assert_eq!(e.fen(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
}

#[test]
fn moving_by_hand_and_by_drag() {
    let mut e = built(&["Ke1", "ke8", "Qd1"]);
    // Hand: tap picks up, tap puts down (replacing what stands there).
    e.tap(sq("d1"));
    assert_eq!(e.held, Some(sq("d1")));
    e.tap(sq("d1"));
    assert_eq!(e.held, None, "a second tap on the same piece puts it back");
    e.tap(sq("e5")); // empty: nothing picked up
    assert_eq!(e.held, None);
    e.tap(sq("d1"));
    e.tap(sq("d8"));
    assert_eq!((e.piece_at(sq("d1")), e.piece_at(sq("d8"))), (None, Some(p('Q'))));
    // Changing the tool drops what was held.
    e.tap(sq("d8"));
    e.set_tool(Tool::Erase);
    assert_eq!(e.held, None);
    // A drag moves, a drag off the board takes away, a drag from an empty square does nothing.
    e.move_piece(sq("d8"), Some(sq("e8")));
    assert_eq!(e.fen(), "4Q3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(codes(&e), ["missing-king"]);
    e.move_piece(sq("e8"), None);
    e.move_piece(sq("a3"), Some(sq("a4")));
    assert_eq!(e.fen(), "8/8/8/8/8/8/8/4K3 w - - 0 1");
}

#[test]
fn impossible_positions_list_every_problem_the_rules_core_finds() {
    // Two white kings.
    let e = built(&["Ke1", "Kd4", "ke8"]);
    assert_eq!(e.problems(), [PositionProblem::TooManyKings(Color::White)]);
    // A pawn on the first row.
    let e = built(&["Ke1", "ke8", "Pa1"]);
    assert_eq!(e.problems(), [PositionProblem::PawnsOnBackRank(Bitboard::EMPTY.with(sq("a1")))]);
    // The side not to move in check.
    let mut e = built(&["Ke1", "ke8", "Re5"]);
    e.set_turn(Color::White);
    assert_eq!(codes(&e), ["opponent-in-check"]);
    e.set_turn(Color::Black);
    assert!(e.problems().is_empty());
    // Nothing at all, too many pieces, an impossible check: all at once, in the core's order.
    assert_eq!(codes(&built(&[])), ["missing-king", "missing-king"]);
    let pawns = ["Pa2", "Pb2", "Pc2", "Pd2", "Pe2", "Pf2", "Pg2", "Ph2", "Pa3"];
    let e = built(&[&["Ke1", "ke8"][..], &pawns[..]].concat());
    assert_eq!(codes(&e), ["too-many-pieces"]);
    let e = built(&["Ke1", "ke8", "Bh5", "Bb5"]);
    let mut black = e.clone();
    black.set_turn(Color::Black);
    // Two bishops checking at once cannot come from one move.
    assert_eq!(codes(&black), ["impossible-check"]);
}

#[test]
fn nothing_starts_while_there_is_a_problem() {
    let choices = StartChoices { opponent: Opponent::Computer, level: 1, color: None };
    let e = built(&["Ke1", "Ke2", "ke8"]);
    let refused = e.start(&choices).unwrap_err();
    assert_eq!(refused.problems(), [PositionProblem::TooManyKings(Color::White)]);
    let mut e = built(&["Ke1", "ke8", "Pe2"]);
    e.set_turn(Color::Black);
    let started = e.start(&choices).unwrap();
    assert_eq!(started.fen, "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1");
    // Against the computer, the person plays the side to move unless another was chosen.
    assert_eq!(
        (started.prefs.opponent, started.prefs.color, started.prefs.level),
        (Opponent::Computer, ColorChoice::Black, 1)
    );
    assert_eq!(started.prefs.tc, crate::TimeControl::NONE);
    let white = StartChoices { color: Some(Color::White), level: 7, ..choices };
    assert_eq!(e.start(&white).unwrap().prefs.color, ColorChoice::White);
    assert_eq!(e.start(&white).unwrap().prefs.level, 7);
    // The FEN handed over is one the Play board reads.
    assert!(crate::Session::from_fen(&started.fen).is_ok());
}

#[test]
fn the_choices_offered_and_remembered() {
    let saved = NewGamePrefs { opponent: Opponent::Human, level: 4, color: ColorChoice::Random, ..Default::default() };
    let c = StartChoices::from_saved(&saved);
    assert_eq!(c, StartChoices { opponent: Opponent::Human, level: 4, color: None });
    assert_eq!(c.human(Color::Black), Color::Black);
    let c = StartChoices { opponent: Opponent::Computer, level: 9, color: Some(Color::White) };
    let kept = c.remembered(&saved);
    assert_eq!((kept.opponent, kept.level, kept.color), (Opponent::Computer, 9, ColorChoice::Random));
    // A damaged level is never handed on.
    let wild = StartChoices { opponent: Opponent::Computer, level: 200, color: None };
    assert_eq!(wild.prefs(Color::White).level, 10);
    assert_eq!(StartChoices::from_saved(&NewGamePrefs { level: 0, ..saved }).level, 1);
}

#[test]
fn castling_rights_follow_the_king_and_rooks() {
    let mut e = Editor::new(START);
    assert_eq!(e.rights(), CastlingRights::ALL);
    // The h1 rook leaves: White's kingside right goes, and its button is unavailable.
    e.move_piece(sq("h1"), Some(sq("h4")));
    assert!(!e.castle_available(Color::White, CastlingSide::KingSide));
    assert_eq!(e.fen(), "rnbqkbnr/pppppppp/8/8/7R/8/PPPPPPPP/RNBQKBN1 w Qkq - 0 1");
    // Its toggle does nothing while unavailable.
    e.toggle_castle(Color::White, CastlingSide::KingSide);
    assert!(!e.can_castle(Color::White, CastlingSide::KingSide));
    // Back home, the right comes back (it was still wanted).
    e.move_piece(sq("h4"), Some(sq("h1")));
    assert_eq!(e.rights(), CastlingRights::ALL);
    // Switched off and on.
    e.toggle_castle(Color::Black, CastlingSide::QueenSide);
    assert_eq!(e.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1");
    e.toggle_castle(Color::Black, CastlingSide::QueenSide);
    assert_eq!(e.rights(), CastlingRights::ALL);
    // The king moves: both of its rights go.
    e.move_piece(sq("e8"), Some(sq("e6")));
    assert_eq!(e.rights().fen(), "KQ");
    // A FEN's impossible right is not written back, so no castling problem can arise.
    let e = Editor::new("4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1");
    assert_eq!(e.rights(), CastlingRights::NONE);
    assert!(e.problems().is_empty());
    // On an empty board every right stays wanted: king and rook put home can castle.
    let e = built(&["Ke1", "Rh1", "ke8", "ra8"]);
    assert_eq!(e.rights().fen(), "Kq");
    assert!(RIGHTS.iter().all(|&(c, s, _)| e.can_castle(c, s) == e.castle_available(c, s)));
}

#[test]
fn start_empty_and_flip() {
    let mut e = built(&["Ke1", "ke8"]);
    e.set_tool(Tool::Erase);
    e.flip();
    e.start_position();
    assert_eq!(e.fen(), START);
    assert_eq!((e.tool, e.orientation), (Tool::Erase, Color::Black), "the tool and the view stay");
    e.set_turn(Color::Black);
    e.clear();
    assert_eq!(e.fen(), "8/8/8/8/8/8/8/8 w - - 0 1");
    assert_eq!(e.pieces(), [None; 64]);
    assert_eq!(Editor::new(START).pieces().iter().flatten().count(), 32);
}

#[test]
fn the_keyboard_s_square_moves_as_the_board_is_seen() {
    let mut e = Editor::new(START);
    e.move_cursor(1, 0);
    assert_eq!(e.cursor, Some(Square::A1));
    e.move_cursor(1, 0);
    e.move_cursor(0, 1);
    assert_eq!(e.cursor, Some(sq("b2")));
    e.move_cursor(-1, -1);
    e.move_cursor(-1, -1);
    assert_eq!(e.cursor, Some(Square::A1), "it stops at the edge");
    e.flip();
    e.move_cursor(1, 1);
    assert_eq!(e.cursor, Some(Square::A1), "seen from Black, right and up lead off the board");
    e.move_cursor(-1, -1);
    assert_eq!(e.cursor, Some(sq("b2")));
    // The keys act like taps.
    e.set_tool(Tool::Piece(p('k')));
    e.tap(e.cursor.unwrap());
    assert_eq!(e.piece_at(sq("b2")), Some(Piece::new(Color::Black, Role::King)));
}

#[test]
fn typed_fens_load_or_say_why_and_change_nothing() {
    let mut e = Editor::new(START);
    e.set_tool(Tool::Erase);
    assert!(e.load_fen("8/8/8/8/8/8/8/8 b - - 0 1").is_ok());
    assert_eq!(codes(&e), ["missing-king", "missing-king"]);
    assert_eq!(e.tool, Tool::Erase);
    // Four fields are enough.
    assert!(e.load_fen("4k3/8/8/8/8/8/8/4K3 w -  -").is_ok());
    assert_eq!(e.fen(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    let before = e.clone();
    for bad in [
        "",
        "   ",
        "rnbqkbnr",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
        "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqK - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 99999999999999",
        "xnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "8/8/8/8/8/8/8/8/8 w - - 0 1",
        "♔♕♖/8/8/8/8/8/8/8 w - - 0 1",
        "\u{0}\u{ffff}",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra",
    ] {
        assert!(e.load_fen(bad).is_err(), "{bad:?}");
        assert_eq!(e, before, "{bad:?} changed the editor");
        // The editor opened on such a text (never from the app) falls back to the start position.
        assert_eq!(Editor::new(bad).fen(), START, "{bad:?}");
    }
}

#[test]
fn random_edits_never_panic_and_the_fen_always_reads_back() {
    // A small deterministic generator: every kind of edit, on every square, many times over.
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    let mut next = move |n: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % n
    };
    let mut e = Editor::new(START);
    for _ in 0..5_000 {
        let square = Square::new(next(64) as u32).unwrap();
        match next(9) {
            0 => e.set_tool(Tool::Piece(Tool::PIECES[next(12) as usize])),
            1 => e.set_tool(Tool::Erase),
            2 => e.set_tool(Tool::Hand),
            3 => e.move_piece(square, Square::new(next(80) as u32)),
            4 => {
                let (color, side, _) = RIGHTS[next(4) as usize];
                e.toggle_castle(color, side);
            }
            5 => e.set_turn(if next(2) == 0 { Color::White } else { Color::Black }),
            6 => e.move_cursor(next(3) as i32 - 1, next(3) as i32 - 1),
            7 if next(50) == 0 => e.clear(),
            _ => e.tap(square),
        }
        let fen = e.fen();
        let again = Editor::new(&fen);
        assert_eq!(again.fen(), fen);
        // The problems and the start agree.
        let choices = StartChoices { opponent: Opponent::Human, level: 1, color: None };
        assert_eq!(e.problems().is_empty(), e.start(&choices).is_ok(), "{fen}");
        // Rights are never written that the pieces do not allow.
        assert!(!codes(&e).contains(&"castling-without-king-and-rook"), "{fen}");
    }
}

#[test]
fn the_palette_has_each_piece_once() {
    let codes: Vec<String> = Tool::PIECES.iter().map(|p| p.code()).collect();
    assert_eq!(codes, ["wK", "wQ", "wR", "wB", "wN", "wP", "bK", "bQ", "bR", "bB", "bN", "bP"]);
}
