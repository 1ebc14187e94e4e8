//! The game record: endings, claims, undo, and what a game's history adds to explanations.

use kaissa_rules::{
    Claim, ClaimError, ClaimKind, Color, Game, IllegalMove, Move, Piece, Position, Role, Square, Termination,
};

fn sq(name: &str) -> Square {
    name.parse().expect("square")
}

fn play(game: &mut Game, moves: &str) {
    for uci in moves.split_whitespace() {
        let (from, to) = (sq(&uci[0..2]), sq(&uci[2..4]));
        let promotion = uci.chars().nth(4).and_then(Role::from_char);
        game.try_move(from, to, promotion).unwrap_or_else(|e| panic!("{uci}: {e:?}"));
    }
}

fn from_fen(fen: &str) -> Game {
    Game::from_position(Position::from_fen(fen).expect("fen"))
}

#[test]
fn fools_mate_ends_the_game_and_undo_reopens_it() {
    let mut game = Game::new();
    play(&mut game, "f2f3 e7e5 g2g4 d8h4");
    let outcome = game.outcome().expect("mate");
    assert_eq!(outcome.termination, Termination::Checkmate);
    assert_eq!(outcome.result(), "0-1");
    assert_eq!(game.try_move(sq("a2"), sq("a3"), None), Err(IllegalMove::GameOver));
    assert_eq!(game.undo(), Some(Move::new(sq("d8"), sq("h4"), None)));
    assert!(game.outcome().is_none());
    assert_eq!(game.ply(), 3);
}

#[test]
fn threefold_can_be_claimed_with_the_move_then_now_and_fivefold_ends_the_game() {
    let mut game = Game::new();
    play(&mut game, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1");
    // Black's f6g8 would bring the start position about for the third time.
    assert!(!game.can_claim_threefold());
    let back = Move::new(sq("f6"), sq("g8"), None);
    assert_eq!(game.threefold_moves(), vec![back]);
    assert_eq!(game.claimable_draw(), Some(Claim { kind: ClaimKind::Threefold, with_move: Some(back) }));
    let mut claimed = game.clone();
    let outcome = claimed.claim_draw_with_move(back).expect("valid claim");
    assert_eq!(outcome.termination, Termination::ThreefoldRepetition);
    assert_eq!(claimed.ply(), 8);
    // A claim with a move that does not repeat is refused and nothing is played.
    assert_eq!(game.claim_draw_with_move(Move::new(sq("e7"), sq("e5"), None)), Err(ClaimError::NotClaimable));
    assert_eq!(game.ply(), 7);

    play(&mut game, "f6g8");
    assert_eq!(game.repetitions(), 3);
    assert!(game.can_claim_threefold());
    assert!(game.outcome().is_none(), "threefold is only a claim");
    play(&mut game, "g1f3 g8f6 f3g1 f6g8");
    assert_eq!(game.repetitions(), 4);
    assert!(game.outcome().is_none());
    play(&mut game, "g1f3 g8f6 f3g1 f6g8");
    let outcome = game.outcome().expect("fivefold");
    assert_eq!((outcome.termination, outcome.winner), (Termination::FivefoldRepetition, None));
    assert_eq!(game.claim_draw(), Err(ClaimError::GameOver));
}

#[test]
fn repetition_counts_castling_rights_and_en_passant() {
    // The king steps out and back: same placement, but castling rights are gone.
    let mut game = Game::new();
    play(&mut game, "e2e4 e7e5 e1e2 e8e7 e2e1 e7e8 e1e2 e8e7 e2e1 e7e8");
    // Placement as after 1.e4 e5 occurred three times, but the first time with castling rights.
    assert_eq!(game.repetitions(), 2);

    // After e2e4 Black may capture en passant; the same placement later, without that
    // possibility, is a different position.
    let mut game = from_fen("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1");
    play(&mut game, "e2e4");
    assert_eq!(game.position().ep_square(), Some(sq("e3")));
    play(&mut game, "e8e7 e1f2 e7e8 f2e1 e8e7 e1f2 e7e8 f2e1");
    assert_eq!(game.position().ep_square(), None);
    assert_eq!(game.repetitions(), 2);
    // Ke7 next would bring about its position for the third time.
    assert_eq!(game.threefold_moves(), vec![Move::new(sq("e8"), sq("e7"), None)]);
}

#[test]
fn fifty_moves_claim_with_and_without_the_move_and_seventy_five_automatic() {
    let mut game = from_fen("8/8/8/4k3/8/8/8/R3K3 w - - 99 80");
    let moves = game.fifty_moves_moves();
    assert!(!moves.is_empty() && !game.can_claim_fifty_moves());
    let mut claimed = game.clone();
    let outcome = claimed.claim_draw_with_move(Move::new(sq("a1"), sq("a2"), None)).expect("claim");
    assert_eq!(outcome.termination, Termination::FiftyMoves);
    play(&mut game, "a1a2");
    assert!(game.can_claim_fifty_moves());
    assert_eq!(game.claim_draw().expect("claim").termination, Termination::FiftyMoves);

    let mut game = from_fen("8/8/8/4k3/8/8/8/R3K3 w - - 149 100");
    assert!(game.outcome().is_none());
    play(&mut game, "a1a2");
    assert_eq!(game.outcome().map(|o| o.termination), Some(Termination::SeventyFiveMoves));
}

#[test]
fn checkmate_on_the_hundred_and_fiftieth_half_move_is_checkmate() {
    let mut game = from_fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 120");
    play(&mut game, "a1a8");
    assert_eq!(game.outcome().map(|o| o.termination), Some(Termination::Checkmate));
}

#[test]
fn insufficient_material_ends_the_game() {
    let game = from_fen("8/8/4k3/8/2b5/8/8/B3K3 w - - 0 1");
    assert!(game.outcome().is_none(), "bishops on different colours can still mate");
    let game = from_fen("8/8/4k3/8/8/2b5/8/B3K3 w - - 0 1");
    assert_eq!(game.outcome().map(|o| o.termination), Some(Termination::InsufficientMaterial), "same colour");
    let mut game = from_fen("8/8/4k3/8/8/8/1n6/B3K3 w - - 0 1");
    assert!(game.outcome().is_none(), "bishop against knight can still mate");
    play(&mut game, "a1b2");
    assert_eq!(
        game.outcome().map(|o| (o.termination, o.result())),
        Some((Termination::InsufficientMaterial, "1/2-1/2"))
    );
}

#[test]
fn flag_fall_loses_unless_the_opponent_cannot_mate() {
    let mut game = from_fen("8/8/4k3/8/8/8/8/R3K3 w - - 0 1");
    assert_eq!(
        game.clone().flag(Color::Black).map(|o| (o.termination, o.result())),
        Some((Termination::Timeout, "1-0"))
    );
    assert_eq!(
        game.flag(Color::White).map(|o| (o.termination, o.result())),
        Some((Termination::TimeoutInsufficient, "1/2-1/2"))
    );
    // A lone knight cannot mate a king that has only queens to help (python-chess semantics).
    let mut game = from_fen("8/8/4k3/8/8/8/2n5/Q3K3 w - - 0 1");
    assert_eq!(game.flag(Color::White).map(|o| o.termination), Some(Termination::TimeoutInsufficient));
}

#[test]
fn resignation_and_agreement_are_recorded_once() {
    let mut game = Game::new();
    play(&mut game, "e2e4");
    assert_eq!(game.resign(Color::White).map(|o| o.result()), Some("0-1"));
    assert_eq!(game.agree_draw().map(|o| o.termination), Some(Termination::Resignation));
    let mut game = Game::new();
    assert_eq!(game.agree_draw().map(|o| o.result()), Some("1/2-1/2"));
}

#[test]
fn king_dropped_on_its_rook_castles() {
    let mut game = Game::new();
    play(&mut game, "e2e4 e7e5 g1f3 b8c6 f1c4 d7d6 d2d3 c8g4 b1c3 d8d7 c1e3");
    let m = game.try_move(sq("e8"), sq("a8"), None).expect("O-O-O");
    assert_eq!(m, Move::new(sq("e8"), sq("c8"), None));
    assert_eq!(game.position().piece_at(sq("d8")), Some(Piece::new(Color::Black, Role::Rook)));
    let m = game.try_move(sq("e1"), sq("h1"), None).expect("O-O");
    assert_eq!(m, Move::new(sq("e1"), sq("g1"), None));
    assert_eq!(game.position().piece_at(sq("f1")), Some(Piece::new(Color::White, Role::Rook)));
}

#[test]
fn lost_castling_rights_are_explained_by_history() {
    let mut game = Game::new();
    play(&mut game, "e2e4 e7e5 g1f3 g8f6 f1c4 f8c5 e1e2 d7d6 e2e1 c8g4");
    assert_eq!(
        game.explain(sq("e1"), sq("g1"), None),
        IllegalMove::CastleKingMoved(kaissa_rules::CastlingSide::KingSide)
    );
    let mut game = Game::new();
    play(&mut game, "e2e4 e7e5 g1f3 g8f6 f1c4 f8c5 h1g1 d7d6 g1h1 c8g4");
    assert_eq!(
        game.explain(sq("e1"), sq("g1"), None),
        IllegalMove::CastleRookMoved(kaissa_rules::CastlingSide::KingSide)
    );
    assert_eq!(
        game.explain(sq("e1"), sq("h1"), None),
        IllegalMove::CastleRookMoved(kaissa_rules::CastlingSide::KingSide)
    );
}

#[test]
fn promotion_needs_a_piece() {
    let pos = Position::from_fen("8/4P3/8/8/8/8/k7/4K3 w - - 0 1").expect("fen");
    assert!(pos.requires_promotion(sq("e7"), sq("e8")));
    assert!(!pos.requires_promotion(sq("e1"), sq("e2")));
    let mut game = Game::from_position(pos);
    assert_eq!(game.try_move(sq("e7"), sq("e8"), None), Err(IllegalMove::MustPromote));
    assert!(game.try_move(sq("e7"), sq("e8"), Some(Role::Knight)).is_ok());
    assert_eq!(game.position().piece_at(sq("e8")), Some(Piece::new(Color::White, Role::Knight)));
}

#[test]
fn promoting_to_a_king_or_pawn_is_explained() {
    let mut game = Game::from_position(Position::from_fen("8/4P3/8/8/8/8/k7/4K3 w - - 0 1").expect("fen"));
    for role in [Role::Pawn, Role::King] {
        assert_eq!(game.try_move(sq("e7"), sq("e8"), Some(role)), Err(IllegalMove::InvalidPromotion), "{role:?}");
    }
    assert_eq!(game.ply(), 0);
}

#[test]
fn huge_move_counters_from_a_fen_do_not_overflow() {
    let mut game = from_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 4294967295");
    play(&mut game, "e8d8 e1d1");
    assert_eq!(game.position().fullmoves(), u32::MAX);
    let mut pos = Position::from_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 4294967295 9").expect("fen");
    pos.play_unchecked(Move::new(sq("e8"), sq("d8"), None));
    assert_eq!((pos.halfmove_clock(), pos.fullmoves()), (u32::MAX, 10));
}
