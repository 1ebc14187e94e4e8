//! The findings of the independent check against python-chess (issue 22), one test each, with
//! the exact inputs the check reported. Each failed before its fix.

use kaissa_rules::pgn;
use kaissa_rules::{FenError, Game, Move, ParseFenError, PlacementProblem, Position, PositionProblem, SanError, Setup};

/// Finding 1: a byte-order mark between games (files made by joining BOM-prefixed exports)
/// no longer loses the game after it.
#[test]
fn byte_order_mark_between_games() {
    let text = "\u{feff}[Event \"A\"]\n\n1. e4 *\n\n\u{feff}[Event \"B\"]\n\n1. d4 *";
    let games = pgn::read_games(text);
    assert_eq!(games.len(), 2, "{games:?}");
    let b = games[1].as_ref().expect("game B reads");
    assert_eq!(b.header("Event"), Some("B"));
    assert_eq!(b.moves[0].san, "d4");
    // Also in the middle of movetext and after the last game: it is no text at all.
    let games = pgn::read_games("1. e4 \u{feff}e5 *\u{feff}\n");
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].as_ref().unwrap().moves.len(), 2);
}

fn problems(fen: &str) -> Vec<PositionProblem> {
    match Position::from_fen(fen) {
        Err(FenError::Position(e)) => e.problems().to_vec(),
        other => panic!("{fen}: expected an illegal position, got {other:?}"),
    }
}

/// Finding 2: the strict constructor refuses checks no legal last move can give; the lenient one
/// (for perft suites) still takes them.
#[test]
fn strict_setup_refuses_impossible_checks() {
    for fen in [
        // Queen a6 and bishop d3 on one diagonal with the king between them.
        "3R4/8/q4k2/2B5/1NK5/3b4/8/8 w - - 0 1",
        // d2-d4 cannot have uncovered the queen's check along f1-b5: it was there before.
        "8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1",
        // d7-d5 cannot have uncovered the bishop's check along b8-e5 either.
        "1b1k4/8/8/1rPpK3/8/8/8/8 w - d6 0 1",
        // A rook and a queen on one file, the king between them.
        "k7/4q3/8/8/4K3/8/4r3/8 w - - 0 1",
        // A knight check with an en passant square: no double step gives a knight check.
        "4k3/8/8/3pP3/8/5n2/8/4K3 w - d6 0 1",
    ] {
        assert_eq!(problems(fen), [PositionProblem::ImpossibleCheck], "{fen}");
        let setup = Setup::from_fen(fen).unwrap();
        assert!(Position::from_setup_lenient(setup).is_ok(), "{fen}");
    }
    for fen in [
        // Possible double checks: rook and bishop on different lines (a discovered check).
        "4k3/8/8/8/8/8/3b4/r3K3 w - - 0 1",
        // The pawn that just double-stepped gives the check itself.
        "8/8/8/8/3k4/8/4P3/4K3 b - - 0 1",
        "8/8/8/8/3k4/4P3/8/4K3 b - - 0 1",
        "8/8/8/8/3kP3/8/8/4K3 b - e3 0 1",
        // The double step uncovered the bishop's check along h5-d1, through e2.
        "K7/8/8/7B/4P3/8/8/3k4 b - e3 0 1",
    ] {
        assert!(Position::from_fen(fen).is_ok(), "{fen}: {:?}", Position::from_fen(fen));
    }
}

/// Finding 4: with the fifty-move claim made with a move, a move that mates or stalemates ends
/// the game by itself and is not offered (python-chess lists the same 15 moves).
#[test]
fn fifty_move_claim_leaves_out_moves_that_end_the_game() {
    let game = Game::from_position(Position::from_fen("7k/8/5KQ1/8/8/8/8/8 w - - 99 150").unwrap());
    let moves = game.fifty_moves_moves();
    assert_eq!(moves.len(), 15, "{moves:?}");
    let pos = game.position();
    for m in &moves {
        assert!(pos.after(*m).has_legal_moves(), "{m} ends the game");
    }
    let mate: Move = pos.parse_san("Qg7#").unwrap();
    assert!(!moves.contains(&mate));
    assert!(game.claims().iter().all(|c| c.with_move != Some(mate)));
}

/// Finding 5: two digits in a row in a FEN rank are refused, even when they add up to eight.
#[test]
fn fen_rank_with_two_digits_in_a_row() {
    for (fen, rank) in [("4k3/8/8/44/8/8/8/4K3 w - - 0 1", 5), ("4k3/8/8/8/8/8/17/4K3 w - - 0 1", 2)] {
        assert_eq!(
            Setup::from_fen(fen),
            Err(ParseFenError::Placement { rank, problem: PlacementProblem::ConsecutiveDigits }),
            "{fen}"
        );
    }
    assert!(Setup::from_fen("4k3/8/8/3p4/8/8/1P6/4K3 w - - 0 1").is_ok());
}

/// Finding 6: each SAN leniency reads the move the standard means, or nothing. `e1h1` (the king
/// taking its own rook) reads as castling in SAN as in UCI.
#[test]
fn san_leniencies_never_change_the_move() {
    let pos = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
    let castle = |s: &str| pos.parse_san(s).unwrap().to_string();
    assert_eq!(castle("Kg1"), "e1g1");
    assert_eq!(castle("Kc1"), "e1c1");
    assert_eq!(castle("e1h1"), "e1g1");
    assert_eq!(castle("e1a1"), "e1c1");
    assert_eq!(castle("Ke1xh1"), "e1g1");
    assert_eq!(pos.parse_lan("Ke1-h1").unwrap().to_string(), "e1g1");
    assert_eq!(pos.parse_uci("e1h1").unwrap().to_string(), "e1g1");
    // Without the right, the king taking its rook is nothing at all.
    let no_rights = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1").unwrap();
    assert!(matches!(no_rights.parse_san("e1h1"), Err(SanError::Illegal(_))));
    assert!(matches!(no_rights.parse_san("Kg1"), Err(SanError::Illegal(_))));
    // `xd5` with no file: the one pawn that can capture there, else ambiguous.
    let one = Position::from_fen("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1").unwrap();
    assert_eq!(one.parse_san("xd5").unwrap().to_string(), "e4d5");
    let two = Position::from_fen("4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1").unwrap();
    assert!(matches!(two.parse_san("xd5"), Err(SanError::Ambiguous { .. })));
}
