//! Why a move is illegal: one test per reason on a hand-built position, then the whole corpus
//! (tests/data/games.jsonl) checked against the move generator.

use kaissa_rules::{Bitboard, CastlingSide, Color, IllegalMove, Move, Piece, Position, Role, Square};

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn sq(name: &str) -> Square {
    name.parse().unwrap_or_else(|_| panic!("not a square: {name}"))
}

/// The reason for `uci` (`e2e4`, `a7a8q`, `a7a8k`), after checking that the move is illegal and
/// that both ways of asking agree.
fn why(p: &Position, uci: &str) -> IllegalMove {
    let from = sq(&uci[0..2]);
    let to = sq(&uci[2..4]);
    let promotion = uci[4..].chars().next().map(|c| Role::from_char(c).expect("promotion letter"));
    assert!(!p.is_legal(Move::new(from, to, promotion)), "{uci} is legal in {p}");
    let reason = p.explain(from, to, promotion);
    assert_eq!(p.why_illegal(from, to, promotion).as_ref(), Some(&reason), "{uci} in {p}");
    reason
}

fn white(role: Role) -> Piece {
    Piece::new(Color::White, role)
}

fn black(role: Role) -> Piece {
    Piece::new(Color::Black, role)
}

/// The squares of `pieces`, after checking that each stands there in `p`: reasons name squares,
/// and the tests say which pieces they mean.
fn on(p: &Position, pieces: &[(&str, Piece)]) -> Bitboard {
    pieces.iter().fold(Bitboard::EMPTY, |all, &(name, piece)| {
        assert_eq!(p.piece_at(sq(name)), Some(piece), "{name} in {p}");
        all.with(sq(name))
    })
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn no_piece() {
    assert_eq!(why(&pos(START), "e3e4"), IllegalMove::NoPiece(sq("e3")));
}

#[test]
fn not_your_turn() {
    let reason = why(&pos(START), "e7e5");
    assert_eq!(reason, IllegalMove::NotYourTurn { owner: Color::Black });
    assert_eq!(reason.to_string(), "that piece is black's, and it is white's turn");
    let p = pos("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    assert_eq!(why(&p, "g1f3"), IllegalMove::NotYourTurn { owner: Color::White });
}

#[test]
fn same_square() {
    assert_eq!(why(&pos(START), "e2e2"), IllegalMove::SameSquare);
}

#[test]
fn own_piece_on_target() {
    assert_eq!(why(&pos(START), "d1d2"), IllegalMove::OwnPieceOnTarget(sq("d2")));
    // Taken before the pattern: the knight could never reach e2 anyway.
    assert_eq!(why(&pos(START), "g1e2"), IllegalMove::OwnPieceOnTarget(sq("e2")));
}

#[test]
fn wrong_pattern_for_every_role() {
    let p = pos("4k3/8/8/8/3Q4/8/4P3/RN2KB2 w - - 0 1");
    assert_eq!(why(&p, "b1b3"), IllegalMove::WrongPattern(Role::Knight));
    assert_eq!(why(&p, "f1f4"), IllegalMove::WrongPattern(Role::Bishop));
    assert_eq!(why(&p, "a1b2"), IllegalMove::WrongPattern(Role::Rook));
    assert_eq!(why(&p, "d4e6"), IllegalMove::WrongPattern(Role::Queen));
    assert_eq!(why(&p, "e1e3"), IllegalMove::WrongPattern(Role::King));
    // Sideways, too far, crooked: none of them a pawn's move.
    let p = pos("4k3/8/8/8/4P3/8/8/4K3 w - - 0 1");
    assert_eq!(why(&p, "e4d4"), IllegalMove::WrongPattern(Role::Pawn));
    assert_eq!(why(&p, "e4e7"), IllegalMove::WrongPattern(Role::Pawn));
    assert_eq!(why(&p, "e4c5"), IllegalMove::WrongPattern(Role::Pawn));
    assert_eq!(why(&p, "e4d6"), IllegalMove::WrongPattern(Role::Pawn));
    assert_eq!(
        IllegalMove::WrongPattern(Role::Knight).to_string(),
        "a knight does not move like that: it jumps in an L, two squares in one direction and one square to the side"
    );
}

#[test]
fn pinned_piece_moving_wrongly_learns_the_pattern_first() {
    // The bishop on d2 is pinned by the bishop on b4; moving like a knight is the first mistake.
    let p = pos("4k3/8/8/8/1b6/8/3B4/4K3 w - - 0 1");
    assert_eq!(why(&p, "d2e4"), IllegalMove::WrongPattern(Role::Bishop));
    assert_eq!(why(&p, "d2f4").code(), "leaves-king-in-check");
}

#[test]
fn path_blocked() {
    let p = pos(START);
    let reason = why(&p, "f1c4");
    assert_eq!(reason, IllegalMove::PathBlocked(on(&p, &[("e2", white(Role::Pawn))])));
    assert_eq!(reason.code(), "path-blocked");
    assert_eq!(reason.squares(), Bitboard::from_square(sq("e2")));
    assert_eq!(
        why(&p, "a1a8"),
        IllegalMove::PathBlocked(on(&p, &[("a2", white(Role::Pawn)), ("a7", black(Role::Pawn))]))
    );
    assert_eq!(
        why(&p, "a1a8").to_string(),
        "the way is blocked: pieces stand on a2 and a7, and only a knight jumps over pieces"
    );
    // A queen over both kinds of line, and a pawn's double step over a piece.
    let p = pos("4k3/8/8/8/8/4n3/4P3/3QK3 w - - 0 1");
    assert_eq!(why(&p, "d1f3"), IllegalMove::PathBlocked(on(&p, &[("e2", white(Role::Pawn))])));
    assert_eq!(why(&p, "e2e4"), IllegalMove::PathBlocked(on(&p, &[("e3", black(Role::Knight))])));
}

#[test]
fn pawn_blocked_ahead() {
    let p = pos("4k3/8/8/4p3/4P3/8/8/4K3 w - - 0 1");
    let reason = why(&p, "e4e5");
    assert_eq!(reason, IllegalMove::PawnBlockedAhead(on(&p, &[("e5", black(Role::Pawn))]).first().unwrap()));
    assert_eq!(reason.squares(), Bitboard::from_square(sq("e5")));
    // The double step's target taken (its path free).
    let p = pos("4k3/8/8/8/4n3/8/4P3/4K3 w - - 0 1");
    assert_eq!(why(&p, "e2e4"), IllegalMove::PawnBlockedAhead(on(&p, &[("e4", black(Role::Knight))]).first().unwrap()));
}

#[test]
fn pawn_captures_only_diagonally() {
    assert_eq!(why(&pos(START), "e2d3"), IllegalMove::PawnCapturesOnlyDiagonally);
    // Black's pawns go down the board.
    let p = pos("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    assert_eq!(why(&p, "d7e6"), IllegalMove::PawnCapturesOnlyDiagonally);
    // Beside an enemy pawn, but not on the fifth rank: no en passant was ever possible here.
    let p = pos("4k3/8/8/8/3pP3/8/8/4K3 w - - 0 1");
    assert_eq!(why(&p, "e4d5"), IllegalMove::PawnCapturesOnlyDiagonally);
}

#[test]
fn en_passant_expired() {
    // Black's d-pawn stands beside the e5 pawn, but no en passant is possible now.
    let p = pos("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 3");
    let reason = why(&p, "e5d6");
    assert_eq!(reason, IllegalMove::EnPassantExpired(sq("d5")));
    assert_eq!(reason.squares(), Bitboard::from_square(sq("d5")));
    // En passant is possible right now, on a6: so the d-pawn did not just move.
    let p = pos("4k3/8/8/pP1pP3/8/8/8/4K3 w - a6 0 3");
    assert_eq!(p.ep_square(), Some(sq("a6")));
    assert_eq!(why(&p, "e5d6"), IllegalMove::EnPassantExpired(sq("d5")));
    // Something stands on d7: the d-pawn cannot have come from there just now.
    let p = pos("4k3/3n4/8/3pP3/8/8/8/4K3 w - - 0 3");
    assert_eq!(why(&p, "e5d6"), IllegalMove::EnPassantExpired(sq("d5")));
    // Black, on its fifth rank (the fourth).
    let p = pos("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 3");
    assert_eq!(why(&p, "d4e3"), IllegalMove::EnPassantExpired(sq("e4")));
}

#[test]
fn pawn_backwards() {
    let p = pos("4k3/8/8/8/4P3/8/8/4K3 w - - 0 1");
    assert_eq!(why(&p, "e4e3"), IllegalMove::PawnBackwards);
    assert_eq!(why(&p, "e4d3"), IllegalMove::PawnBackwards);
    assert_eq!(why(&p, "e4d2"), IllegalMove::PawnBackwards);
    let p = pos("4k3/8/8/4p3/8/8/8/4K3 b - - 0 1");
    assert_eq!(why(&p, "e5e6"), IllegalMove::PawnBackwards);
}

#[test]
fn pawn_double_step_not_from_start() {
    let p = pos("4k3/8/8/8/8/4P3/8/4K3 w - - 0 1");
    assert_eq!(why(&p, "e3e5"), IllegalMove::PawnDoubleStepNotFromStart);
    let p = pos("4k3/8/4p3/8/8/8/8/4K3 b - - 0 1");
    assert_eq!(why(&p, "e6e4"), IllegalMove::PawnDoubleStepNotFromStart);
}

#[test]
fn must_promote() {
    let p = pos("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(why(&p, "a7a8"), IllegalMove::MustPromote);
    assert_eq!(why(&p, "a7b8"), IllegalMove::MustPromote);
    let p = pos("4k3/8/8/8/8/8/7p/4K3 b - - 0 1");
    assert_eq!(why(&p, "h2h1"), IllegalMove::MustPromote);
}

#[test]
fn invalid_promotion() {
    let p = pos("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(why(&p, "a7a8k"), IllegalMove::InvalidPromotion);
    assert_eq!(why(&p, "a7a8p"), IllegalMove::InvalidPromotion);
    assert_eq!(
        why(&p, "a7a8k").to_string(),
        "only a pawn reaching the last rank is promoted, and only to a queen, rook, bishop or knight"
    );
}

#[test]
fn promotion_piece_for_a_move_that_is_not_a_promotion() {
    assert_eq!(why(&pos(START), "e2e4q"), IllegalMove::InvalidPromotion);
    assert_eq!(why(&pos(START), "g1f3n"), IllegalMove::InvalidPromotion);
    assert_eq!(why(&pos(START), "e2e4k"), IllegalMove::InvalidPromotion);
}

#[test]
fn leaves_king_in_check_through_a_pin() {
    let p = pos("4k3/8/8/8/1b6/8/3P4/4K3 w - - 0 1");
    let reason = why(&p, "d2d3");
    assert_eq!(
        reason,
        IllegalMove::LeavesKingInCheck {
            attackers: on(&p, &[("b4", black(Role::Bishop))]),
            was_in_check: false,
            king_moves: false,
        }
    );
    assert_eq!(reason.code(), "leaves-king-in-check");
    assert_eq!(reason.to_string(), "your king would be in check from b4");
    assert_eq!(reason.squares(), Bitboard::from_square(sq("b4")));
    // A pinned rook leaving the file uncovers the queen behind it.
    let p = pos("4q1k1/8/8/8/8/8/4R3/4K3 w - - 0 1");
    assert_eq!(
        why(&p, "e2d2"),
        IllegalMove::LeavesKingInCheck {
            attackers: on(&p, &[("e8", black(Role::Queen))]),
            was_in_check: false,
            king_moves: false,
        }
    );
}

#[test]
fn king_moving_into_check() {
    let p = pos("4r1k1/8/8/8/8/8/8/3K4 w - - 0 1");
    let reason = why(&p, "d1e1");
    assert_eq!(
        reason,
        IllegalMove::LeavesKingInCheck {
            attackers: on(&p, &[("e8", black(Role::Rook))]),
            was_in_check: false,
            king_moves: true,
        }
    );
    assert_eq!(reason.to_string(), "your king would move into check from e8");
    // Two attackers at once, one of them a pawn, the other the enemy king.
    let p = pos("8/8/8/8/2k5/4p3/8/3K4 w - - 0 1");
    assert_eq!(
        why(&p, "d1d2"),
        IllegalMove::LeavesKingInCheck {
            attackers: on(&p, &[("e3", black(Role::Pawn))]),
            was_in_check: false,
            king_moves: true,
        }
    );
    let p = pos("8/8/8/8/8/2k1p3/8/3K4 w - - 0 1");
    assert_eq!(
        why(&p, "d1d2"),
        IllegalMove::LeavesKingInCheck {
            attackers: on(&p, &[("c3", black(Role::King)), ("e3", black(Role::Pawn))]),
            was_in_check: false,
            king_moves: true,
        }
    );
}

#[test]
fn king_stepping_back_along_the_checking_line() {
    // The rook checks down the e-file; e1 is hidden behind the king only while it stands on e2.
    let p = pos("4r1k1/8/8/8/8/8/4K3/8 w - - 0 1");
    assert_eq!(
        why(&p, "e2e1"),
        IllegalMove::LeavesKingInCheck {
            attackers: on(&p, &[("e8", black(Role::Rook))]),
            was_in_check: true,
            king_moves: true,
        }
    );
}

#[test]
fn not_answering_a_check() {
    let p = pos("4r1k1/8/8/8/8/8/P7/4K3 w - - 0 1");
    let reason = why(&p, "a2a3");
    assert_eq!(
        reason,
        IllegalMove::LeavesKingInCheck {
            attackers: on(&p, &[("e8", black(Role::Rook))]),
            was_in_check: true,
            king_moves: false,
        }
    );
    assert_eq!(reason.to_string(), "your king is in check, and after this move it would still be in check from e8");
    // Capturing the checker with a pinned rook answers the check but opens the bishop's line.
    let p = pos("4k3/8/8/8/7b/5n2/5R2/4K3 w - - 0 1");
    assert_eq!(p.checkers(), Bitboard::from_square(sq("f3")));
    assert_eq!(
        why(&p, "f2f3"),
        IllegalMove::LeavesKingInCheck {
            attackers: on(&p, &[("h4", black(Role::Bishop))]),
            was_in_check: true,
            king_moves: false,
        }
    );
}

#[test]
fn double_check_is_answered_only_by_the_king() {
    let p = pos("4k3/8/8/8/1b6/8/8/4K2r w - - 0 1");
    assert_eq!(p.checkers().count(), 2);
    let p2 = pos("4k3/8/8/8/1b6/8/5N2/4K2r w - - 0 1");
    assert_eq!(p2.checkers().count(), 2);
    // Capturing the rook leaves the bishop's check.
    assert_eq!(
        why(&p2, "f2h1"),
        IllegalMove::LeavesKingInCheck {
            attackers: on(&p, &[("b4", black(Role::Bishop))]),
            was_in_check: true,
            king_moves: false,
        }
    );
    assert_eq!(
        why(&p, "e1f1"),
        IllegalMove::LeavesKingInCheck {
            attackers: on(&p, &[("h1", black(Role::Rook))]),
            was_in_check: true,
            king_moves: true,
        }
    );
}

#[test]
fn en_passant_removing_both_pawns_from_the_kings_rank() {
    // After ...c7-c5 the capture b5xc6 would take both pawns off the fifth rank and open it to
    // the rook. The position keeps no en passant square for it (the capture is not legal), so
    // it cannot tell this apart from an old double step; the king's safety decides, and it is
    // the true reason whenever the double step did just happen.
    let p = pos("8/8/8/KPp4r/8/8/8/4k3 w - c6 0 2");
    assert_eq!(p.ep_square(), None);
    assert_eq!(
        why(&p, "b5c6"),
        IllegalMove::LeavesKingInCheck {
            attackers: on(&p, &[("h5", black(Role::Rook))]),
            was_in_check: false,
            king_moves: false,
        }
    );
    // Black's version.
    let p = pos("4K3/8/8/8/R3Pp1k/8/8/8 b - e3 0 2");
    assert_eq!(
        why(&p, "f4e3"),
        IllegalMove::LeavesKingInCheck {
            attackers: on(&p, &[("a4", white(Role::Rook))]),
            was_in_check: false,
            king_moves: false,
        }
    );
}

#[test]
fn en_passant_by_a_pinned_pawn_while_another_pawn_may_capture() {
    // Black just played e7-e5; d5xe6 is legal, f5xe6 leaves the diagonal h7-d3.
    let p = pos("k7/7K/8/3PpP2/8/3b4/8/8 w - e6 0 2");
    assert_eq!(p.ep_square(), Some(sq("e6")));
    assert!(p.is_legal(Move::new(sq("d5"), sq("e6"), None)));
    assert_eq!(
        why(&p, "f5e6"),
        IllegalMove::LeavesKingInCheck {
            attackers: on(&p, &[("d3", black(Role::Bishop))]),
            was_in_check: false,
            king_moves: false,
        }
    );
}

#[test]
fn castle_king_moved() {
    // The king dropped on its rook from f1: the way a beginner tries to castle.
    let p = pos("4k3/8/8/8/8/8/8/5K1R w - - 0 1");
    assert_eq!(why(&p, "f1h1"), IllegalMove::CastleKingMoved(CastlingSide::KingSide));
    let p = pos("r2k4/8/8/8/8/8/8/4K3 b - - 0 1");
    assert_eq!(why(&p, "d8a8"), IllegalMove::CastleKingMoved(CastlingSide::QueenSide));
    assert_eq!(why(&p, "d8a8").to_string(), "you cannot castle queenside (O-O-O): your king has moved");
}

#[test]
fn castle_rook_moved() {
    let p = pos("4k3/8/8/8/8/8/8/4K1R1 w - - 0 1");
    assert_eq!(why(&p, "e1g1"), IllegalMove::CastleRookMoved(CastlingSide::KingSide));
    let p = pos("r3k3/8/8/8/8/8/8/1R2K3 w - - 0 1");
    assert_eq!(why(&p, "e1c1"), IllegalMove::CastleRookMoved(CastlingSide::QueenSide));
}

#[test]
fn castle_right_lost() {
    let p = pos("4k3/8/8/8/8/8/8/R3K2R w - - 0 1");
    assert_eq!(why(&p, "e1g1"), IllegalMove::CastleRightLost(CastlingSide::KingSide));
    assert_eq!(why(&p, "e1h1"), IllegalMove::CastleRightLost(CastlingSide::KingSide));
    assert_eq!(why(&p, "e1c1"), IllegalMove::CastleRightLost(CastlingSide::QueenSide));
    assert_eq!(why(&p, "e1a1"), IllegalMove::CastleRightLost(CastlingSide::QueenSide));
}

#[test]
fn castle_path_blocked() {
    let p = pos(START);
    let reason = why(&p, "e1g1");
    assert_eq!(
        reason,
        IllegalMove::CastlePathBlocked {
            side: CastlingSide::KingSide,
            blockers: on(&p, &[("f1", white(Role::Bishop)), ("g1", white(Role::Knight))]),
        }
    );
    assert_eq!(
        reason.to_string(),
        "you cannot castle kingside (O-O): pieces stand between king and rook, on f1 and g1"
    );
    assert_eq!(why(&p, "e1h1"), reason);
    // Queenside the b-square counts too, though the king never crosses it.
    let p = pos("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1");
    assert_eq!(
        why(&p, "e1c1"),
        IllegalMove::CastlePathBlocked {
            side: CastlingSide::QueenSide,
            blockers: on(&p, &[("b1", white(Role::Knight))])
        }
    );
    let p = pos("rn2k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
    assert_eq!(
        why(&p, "e8a8"),
        IllegalMove::CastlePathBlocked {
            side: CastlingSide::QueenSide,
            blockers: on(&p, &[("b8", black(Role::Knight))])
        }
    );
}

#[test]
fn castle_in_check() {
    let p = pos("4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    let reason = why(&p, "e1g1");
    assert_eq!(reason, IllegalMove::CastleInCheck(CastlingSide::KingSide));
    assert_eq!(p.checkers(), on(&p, &[("e8", black(Role::Rook))]));
    assert_eq!(reason.to_string(), "you cannot castle kingside (O-O) while your king is in check");
    assert_eq!(why(&p, "e1h1"), reason);
    assert_eq!(why(&p, "e1c1"), IllegalMove::CastleInCheck(CastlingSide::QueenSide));
}

#[test]
fn castle_through_check() {
    let p = pos("5rk1/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    let reason = why(&p, "e1g1");
    assert_eq!(
        reason,
        IllegalMove::CastleThroughCheck {
            side: CastlingSide::KingSide,
            square: sq("f1"),
            attackers: on(&p, &[("f8", black(Role::Rook))]),
        }
    );
    assert_eq!(reason.code(), "castle-through-check");
    assert_eq!(
        reason.to_string(),
        "you cannot castle kingside (O-O): the king would cross f1, which is attacked from f8"
    );
    assert_eq!(reason.squares(), Bitboard::from_square(sq("f1")).with(sq("f8")));
    assert_eq!(why(&p, "e1h1"), reason);
    // Queenside the king crosses d1 (not b1), attacked here by a knight and a bishop.
    let p = pos("4k3/8/8/8/8/1b2n3/8/R3K3 w Q - 0 1");
    assert_eq!(
        why(&p, "e1c1"),
        IllegalMove::CastleThroughCheck {
            side: CastlingSide::QueenSide,
            square: sq("d1"),
            attackers: on(&p, &[("b3", black(Role::Bishop)), ("e3", black(Role::Knight))]),
        }
    );
}

#[test]
fn castle_into_check() {
    let p = pos("k5r1/8/8/8/8/8/8/4K2R w K - 0 1");
    let reason = why(&p, "e1g1");
    assert_eq!(
        reason,
        IllegalMove::CastleIntoCheck {
            side: CastlingSide::KingSide,
            square: sq("g1"),
            attackers: on(&p, &[("g8", black(Role::Rook))]),
        }
    );
    assert_eq!(reason.to_string(), "you cannot castle kingside (O-O): the king would land on g1, in check from g8");
    let p = pos("r3k3/8/8/8/8/8/8/2R1K3 b q - 0 1");
    assert_eq!(
        why(&p, "e8c8"),
        IllegalMove::CastleIntoCheck {
            side: CastlingSide::QueenSide,
            square: sq("c8"),
            attackers: on(&p, &[("c1", white(Role::Rook))]),
        }
    );
}

#[test]
fn castling_allowed() {
    // b1 attacked does not stop queenside castling: the king never crosses it.
    let p = pos("1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    assert!(p.is_legal(Move::new(sq("e1"), sq("c1"), None)));
    assert_eq!(p.why_illegal(sq("e1"), sq("c1"), None), None);
    // Dropping the king on its rook names a castling that is allowed; as a move it must be
    // written as the king's two-square step.
    assert_eq!(why(&p, "e1a1"), IllegalMove::OwnPieceOnTarget(sq("a1")));
    assert_eq!(why(&p, "e1c1q"), IllegalMove::InvalidPromotion);
}

#[test]
fn explain_on_a_legal_move_does_not_panic() {
    let p = pos(START);
    assert_eq!(p.why_illegal(sq("e2"), sq("e4"), None), None);
    let reason = p.explain(sq("e2"), sq("e4"), None);
    assert!(matches!(reason, IllegalMove::LeavesKingInCheck { attackers, .. } if attackers.is_empty()));
    assert!(!reason.to_string().is_empty());
}

#[test]
fn play_reports_the_reason() {
    let mut p = pos(START);
    let before = p;
    assert_eq!(p.play(Move::new(sq("e2"), sq("e5"), None)), Err(IllegalMove::WrongPattern(Role::Pawn)));
    assert_eq!(p, before);
}

#[test]
fn codes_are_stable_kebab_case() {
    let reasons = [
        (IllegalMove::GameOver, "game-over"),
        (IllegalMove::SameSquare, "same-square"),
        (IllegalMove::PawnBackwards, "pawn-backwards"),
        (IllegalMove::MustPromote, "must-promote"),
        (IllegalMove::NoPiece(Square::A1), "no-piece"),
        (IllegalMove::EnPassantExpired(Square::D5), "en-passant-expired"),
        (IllegalMove::PawnCapturesOnlyDiagonally, "pawn-captures-only-diagonally"),
        (IllegalMove::InvalidPromotion, "invalid-promotion"),
        (IllegalMove::CastleInCheck(CastlingSide::QueenSide), "castle-in-check"),
        (IllegalMove::CastleKingMoved(CastlingSide::KingSide), "castle-king-moved"),
        (IllegalMove::CastleRookMoved(CastlingSide::KingSide), "castle-rook-moved"),
        (IllegalMove::CastleRightLost(CastlingSide::KingSide), "castle-right-lost"),
    ];
    for (reason, code) in reasons {
        assert_eq!(reason.code(), code);
        assert!(!reason.to_string().is_empty());
    }
    assert_eq!(IllegalMove::GameOver.to_string(), "the game is over: no more moves can be played");
}

// ---------------------------------------------------------------------------------------------
// The corpus: every from/to pair of every 10th position.

/// The text of a string field of one JSON line (the corpus writes no escapes in FENs).
fn json_str<'a>(line: &'a str, field: &str) -> &'a str {
    let key = format!("\"{field}\":\"");
    let start = line.find(&key).unwrap_or_else(|| panic!("no {field} in {line}")) + key.len();
    let len = line[start..].find('"').expect("closing quote");
    &line[start..start + len]
}

/// The strings of an array-of-strings field of one JSON line.
fn json_str_list<'a>(line: &'a str, field: &str) -> Vec<&'a str> {
    let key = format!("\"{field}\":[");
    let start = line.find(&key).unwrap_or_else(|| panic!("no {field} in {line}")) + key.len();
    let len = line[start..].find(']').expect("closing bracket");
    line[start..start + len].split(',').map(|s| s.trim_matches('"')).filter(|s| !s.is_empty()).collect()
}

#[test]
fn corpus_every_illegal_move_gets_a_consistent_reason() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/games.jsonl");
    let text = std::fs::read_to_string(path).expect("games.jsonl");
    let (mut positions, mut explained) = (0, 0u64);
    let mut seen_codes = std::collections::BTreeSet::new();
    for line in text.lines().step_by(10) {
        let fen = json_str(line, "fen");
        let p = pos(fen);
        let expected: Vec<&str> = json_str_list(line, "legal");
        let mut ours: Vec<String> = p.legal_moves().iter().map(|m| m.uci()).collect();
        ours.sort();
        assert_eq!(ours, expected, "legal moves of {fen}");
        positions += 1;
        let legal_moves: std::collections::HashSet<Move> = p.legal_moves().iter().copied().collect();
        for &m in &legal_moves {
            assert!(p.is_legal(m), "{m} in {fen}");
        }
        let us = p.turn();
        let mut displayed = std::collections::HashSet::new();
        for from in Square::all() {
            let mover = p.piece_at(from);
            let ours = mover.is_some_and(|piece| piece.color == us);
            let promotions: &[Option<Role>] = match mover {
                Some(piece) if ours && piece.role == Role::Pawn && from.rank().relative_to(us).index() == 6 => &[
                    None,
                    Some(Role::Queen),
                    Some(Role::Rook),
                    Some(Role::Bishop),
                    Some(Role::Knight),
                    Some(Role::King),
                    Some(Role::Pawn),
                ],
                _ => &[None, Some(Role::Queen)],
            };
            for to in Square::all() {
                for &promotion in promotions {
                    let m = Move::new(from, to, promotion);
                    if ours {
                        // Only the mover's pieces have moves: elsewhere is_legal is false by
                        // construction, and asking costs a whole move generation.
                        assert_eq!(p.is_legal(m), legal_moves.contains(&m), "is_legal({m}) in {fen}");
                    }
                    // A move cannot hold a pawn as promotion piece (it reads as none).
                    let legal = m.promotion() == promotion && legal_moves.contains(&m);
                    let reason = p.why_illegal(from, to, promotion);
                    // The rules as explain.rs states them agree with the move generator exactly.
                    assert_eq!(reason.is_none(), legal, "{m} in {fen}: {reason:?}");
                    let Some(reason) = reason else {
                        let _ = p.explain(from, to, promotion); // meaningless, but must not panic
                        continue;
                    };
                    explained += 1;
                    assert_eq!(p.explain(from, to, promotion), reason);
                    check_consistent(&p, m, promotion, &reason);
                    // Formatting is slow next to explaining: one sentence per reason and position.
                    if displayed.insert(reason.code()) {
                        assert!(!reason.to_string().is_empty(), "{m} in {fen}: {reason:?}");
                    }
                    seen_codes.insert(reason.code());
                }
            }
        }
    }
    println!("corpus: {positions} positions, {explained} illegal attempts explained; codes seen: {seen_codes:?}");
    assert!(positions > 2000);
    for code in ["leaves-king-in-check", "path-blocked", "wrong-pattern", "castle-path-blocked", "must-promote"] {
        assert!(seen_codes.contains(code), "{code} never seen in the corpus");
    }
}

/// What must hold of a reason whatever the position. `promotion` is passed on its own: a move
/// cannot hold a pawn as its promotion piece.
fn check_consistent(p: &Position, m: Move, promotion: Option<Role>, reason: &IllegalMove) {
    let (from, to) = (m.from(), m.to());
    let us = p.turn();
    let ctx = || format!("{m} (promotion {promotion:?}) in {p}: {reason:?}");
    let code = reason.code();
    assert!(!code.is_empty() && code.bytes().all(|b| b.is_ascii_lowercase() || b == b'-'), "{}", ctx());
    let mover = p.piece_at(from);
    if mover.is_some_and(|piece| piece.color == us) && from != to {
        assert!(
            !matches!(reason, IllegalMove::NoPiece(_) | IllegalMove::NotYourTurn { .. } | IllegalMove::GameOver),
            "{}",
            ctx()
        );
    }
    match reason {
        IllegalMove::NoPiece(sq) => assert!(*sq == from && mover.is_none(), "{}", ctx()),
        IllegalMove::NotYourTurn { owner } => {
            assert!(*owner != us && mover.map(|piece| piece.color) == Some(*owner), "{}", ctx());
        }
        IllegalMove::SameSquare => assert_eq!(from, to),
        IllegalMove::OwnPieceOnTarget(square) => {
            assert!(*square == to && p.board().by_color(us).contains(to), "{}", ctx());
        }
        IllegalMove::LeavesKingInCheck { attackers, king_moves, was_in_check } => {
            // The move is possible in every other respect; only the king's safety forbids it.
            assert!(attackers.any(), "{}", ctx());
            assert_eq!(*attackers - p.board().by_color(!us), Bitboard::EMPTY, "{}", ctx());
            assert!(!attackers.contains(to), "a captured piece attacks no more: {}", ctx());
            assert_eq!(*king_moves, mover.map(|piece| piece.role) == Some(Role::King), "{}", ctx());
            assert_eq!(*was_in_check, p.is_check(), "{}", ctx());
            // Every legal reply aside, the piece could go there with a different promotion or
            // none: the pseudo-legal geometry holds.
            assert!(promotion.is_none_or(Role::is_promotion_target), "{}", ctx());
        }
        IllegalMove::PathBlocked(blockers) => {
            assert!(blockers.any(), "{}", ctx());
            assert!(
                matches!(mover.map(|piece| piece.role), Some(Role::Pawn | Role::Bishop | Role::Rook | Role::Queen)),
                "{}",
                ctx()
            );
            assert_eq!(*blockers - kaissa_rules::attacks::between(from, to), Bitboard::EMPTY, "{}", ctx());
            assert_eq!(*blockers - p.board().occupied(), Bitboard::EMPTY, "{}", ctx());
        }
        IllegalMove::CastlePathBlocked { blockers, .. } => {
            assert!(blockers.any() && *blockers - p.board().occupied() == Bitboard::EMPTY, "{}", ctx());
        }
        IllegalMove::CastleInCheck(_) => assert!(p.is_check(), "{}", ctx()),
        IllegalMove::CastleThroughCheck { attackers, square, .. }
        | IllegalMove::CastleIntoCheck { attackers, square, .. } => {
            assert!(attackers.any(), "{}", ctx());
            assert_eq!(*attackers, p.attackers_of(*square, !us), "{}", ctx());
        }
        IllegalMove::CastleKingMoved(_) | IllegalMove::CastleRookMoved(_) | IllegalMove::CastleRightLost(_) => {
            assert_eq!(mover, Some(Piece::new(us, Role::King)), "{}", ctx());
        }
        IllegalMove::PawnBlockedAhead(square) => {
            assert!(*square == to && p.board().by_color(!us).contains(to), "{}", ctx());
        }
        IllegalMove::EnPassantExpired(sq) => {
            assert_eq!(p.piece_at(*sq), Some(Piece::new(!us, Role::Pawn)), "{}", ctx())
        }
        IllegalMove::PawnCapturesOnlyDiagonally => {
            assert!(p.piece_at(to).is_none() && from.file() != to.file(), "{}", ctx());
        }
        IllegalMove::WrongPattern(role) => assert_eq!(mover.map(|piece| piece.role), Some(*role), "{}", ctx()),
        IllegalMove::PawnBackwards | IllegalMove::PawnDoubleStepNotFromStart | IllegalMove::MustPromote => {
            assert_eq!(mover.map(|piece| piece.role), Some(Role::Pawn), "{}", ctx());
        }
        IllegalMove::InvalidPromotion => assert!(promotion.is_some(), "{}", ctx()),
        IllegalMove::GameOver => panic!("a position never says the game is over: {}", ctx()),
    }
}
