//! The coach's judgements and reasons on positions where the fact is known: each bad move below
//! is played in a real search's review, and the reason found must be the one the board shows.

use super::*;
use crate::{ManualClock, Score};
use kaissa_rules::{Role, Square};

/// Reviews the one move `played` (UCI) from `fen`, searching at depth `depth`.
fn one(fen: &str, played: &str, depth: u32) -> PlyReview {
    let start = Position::from_fen(fen).unwrap();
    let m = start.parse_uci(played).unwrap();
    review(&mut Searcher::new(4), &start, &[m], Limits::depth(depth), &ManualClock::default()).remove(0)
}

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn uci(fen: &str, m: &str) -> Move {
    Position::from_fen(fen).unwrap().parse_uci(m).unwrap()
}

#[test]
fn winning_chances_and_judgements() {
    assert!(win_chances(Score::Cp(0)).abs() < 1e-9);
    assert!((win_chances(Score::Cp(300)) + win_chances(Score::Cp(-300))).abs() < 1e-9, "symmetric");
    assert!(win_chances(Score::Mate(3)) > 0.99 && win_chances(Score::Mate(-3)) < -0.99);
    assert_eq!(win_chances(Score::Mate(0)), win_chances(Score::Mate(-1)), "mated is lost");
    assert_eq!(for_other_side(Score::Cp(40)), Score::Cp(-40));
    assert_eq!(for_other_side(Score::Mate(2)), Score::Mate(-2));
    // Mated now: the other side has mated, which is won, not lost.
    assert_eq!(for_other_side(Score::Mate(0)), Score::Mate(1));
    // The thresholds: 0.1, 0.2 and 0.3 of the chances, from an even position.
    let even = Score::Cp(0);
    assert_eq!(judge(even, Score::Cp(-20), false), Judgement::Good);
    assert_eq!(judge(even, Score::Cp(-60), false), Judgement::Inaccuracy);
    assert_eq!(judge(even, Score::Cp(-110), false), Judgement::Mistake);
    // 0.3 of the chances, but less than two pawns: a mistake (MIN_LOSS, tuned for a short search).
    assert_eq!(judge(even, Score::Cp(-170), false), Judgement::Mistake);
    // Two pawns from level: not yet lost (DECIDED); two and a half: a blunder.
    assert_eq!(judge(even, Score::Cp(-200), false), Judgement::Mistake);
    assert_eq!(judge(even, Score::Cp(-250), false), Judgement::Blunder);
    // Two pawns, but where they change little: far ahead still.
    assert_eq!(judge(Score::Cp(900), Score::Cp(650), false), Judgement::Good);
    assert_eq!(judge(even, Score::Cp(-900), true), Judgement::Best, "the engine's own move");
    // Far ahead, a pawn given away is nothing; even, a piece is a blunder.
    assert_eq!(judge(Score::Cp(1500), Score::Cp(1200), false), Judgement::Good);
    assert_eq!(judge(even, Score::Cp(-300), false), Judgement::Blunder);
    // Two and a half pawns given away where the game was lost already, or is still won after:
    // the result does not change, and the scores of such games are the least certain.
    assert_eq!(judge(Score::Cp(-150), Score::Cp(-450), false), Judgement::Mistake);
    assert_eq!(judge(Score::Cp(500), Score::Cp(250), false), Judgement::Mistake);
    // From won to level, from a pawn ahead to lost: blunders; from won to half a pawn ahead not.
    assert_eq!(judge(Score::Cp(300), Score::Cp(0), false), Judgement::Blunder);
    assert_eq!(judge(Score::Cp(300), Score::Cp(50), false), Judgement::Mistake);
    assert_eq!(judge(Score::Cp(100), Score::Cp(-250), false), Judgement::Blunder);
    assert!(changes_result(Score::Cp(-100), Score::Cp(-250)) && !changes_result(Score::Cp(-101), Score::Cp(-400)));
    assert!(!changes_result(Score::Cp(-100), Score::Cp(-249)));
    // Mates apart.
    assert_eq!(judge(Score::Cp(900), Score::Mate(-5), false), Judgement::Blunder, "walked into a mate");
    assert_eq!(judge(Score::Mate(-3), Score::Mate(-2), false), Judgement::Good, "lost anyway");
    assert_eq!(judge(Score::Cp(-900), Score::Mate(-6), false), Judgement::Good, "a rook down: lost anyway");
    assert_eq!(judge(Score::Mate(2), Score::Cp(900), false), Judgement::Inaccuracy, "still won");
    assert_eq!(judge(Score::Mate(2), Score::Cp(400), false), Judgement::Mistake);
    assert_eq!(judge(Score::Mate(2), Score::Cp(0), false), Judgement::Blunder);
    assert_eq!(judge(Score::Mate(2), Score::Mate(4), false), Judgement::Good, "a longer mate");
    assert_eq!(judge(Score::Mate(2), Score::Mate(12), false), Judgement::Inaccuracy);
    assert_eq!(Judgement::Blunder.code(), "blunder");
    assert!(Judgement::Inaccuracy.is_error() && !Judgement::Good.is_error() && !Judgement::Book.is_error());
}

#[test]
fn accuracy_follows_what_is_kept() {
    assert!((move_accuracy(Score::Cp(50), Score::Cp(50)) - 100.0).abs() < 0.01);
    assert!((move_accuracy(Score::Cp(50), Score::Cp(80)) - 100.0).abs() < 0.01, "never above 100");
    let small = move_accuracy(Score::Cp(0), Score::Cp(-50));
    let big = move_accuracy(Score::Cp(0), Score::Cp(-400));
    assert!((70.0..100.0).contains(&small), "{small}");
    assert!((0.0..25.0).contains(&big), "{big}");
    assert_eq!(accuracy(&[]), None);
    assert_eq!(accuracy(&[100.0, 50.0]), Some(75.0));
}

#[test]
fn a_queen_put_where_a_pawn_takes_it_hangs() {
    let r = one("4k3/8/4p3/8/8/8/8/3QK3 w - - 0 1", "d1d5", 6);
    assert_eq!(r.judgement, Judgement::Blunder);
    assert_eq!(
        r.reason,
        Some(Reason::HangsPiece {
            square: sq("d5"),
            role: Role::Queen,
            by: Role::Pawn,
            from: sq("e6"),
            free: true,
            cause: Hang::Moved
        }),
        "{r:?}"
    );
}

#[test]
fn a_hung_piece_is_named_only_when_taking_it_is_clearly_the_best_reply() {
    // The queen on d5 where the e6-pawn takes it, from the search's lines: taking wins a queen.
    let fen = "4k3/8/4p3/8/8/8/8/3QK3 w - - 0 1";
    let before = Position::from_fen(fen).unwrap();
    let played = uci(fen, "d1d5");
    let next = before.after(played);
    let best = Line { score: Score::Cp(150), pv: vec![uci(fen, "d1d2")] };
    let after = Line { score: Score::Cp(800), pv: vec![next.parse_uci("e6d5").unwrap()] };
    let hung = Some(Reason::HangsPiece {
        square: sq("d5"),
        role: Role::Queen,
        by: Role::Pawn,
        from: sq("e6"),
        free: true,
        cause: Hang::Moved,
    });
    // Not searched yet (the first pass, the guard): the exchange says so.
    assert_eq!(explain(&before, played, &best, &after, false, None), hung);
    // Every other reply is worse by more than a minor piece: said.
    let worse = Score::Cp(800 - HANG_MARGIN);
    assert_eq!(explain(&before, played, &best, &after, false, Some(worse)), hung);
    // Another reply nearly as good (a check first, a bigger threat): a stronger engine may play
    // it, so the capture is not said to be what the move allowed.
    let close = Score::Cp(800 - HANG_MARGIN + 1);
    assert_eq!(explain(&before, played, &best, &after, false, Some(close)), None);
}

#[test]
fn a_hung_queen_is_confirmed_by_searching_the_other_replies() {
    // The searches themselves are the app's review's (kaissa_app_core::coach::ReviewRun, tested
    // there through UCI): here, which replies they are.
    let start = Position::from_fen("4k3/8/4p3/8/8/8/8/3QK3 w - - 0 1").unwrap();
    let moves = [start.parse_uci("d1d5").unwrap()];
    let clock = ManualClock::default();
    let mut searcher = Searcher::new(4);
    let reviewed = review(&mut searcher, &start, &moves, Limits::depth(6), &clock);
    assert!(matches!(reviewed[0].reason, Some(Reason::HangsPiece { role: Role::Queen, .. })), "{:?}", reviewed[0]);
    // The other replies are what is searched: all but the capture.
    let after = start.after(moves[0]);
    let line = analyse(&mut searcher, &after, &[], Limits::depth(6), &clock);
    let others = hang_to_confirm(&reviewed[0], &after, &line).unwrap();
    assert_eq!(others.len(), after.legal_moves().len() - 1);
    assert!(!others.contains(&after.parse_uci("e6d5").unwrap()));
}

#[test]
fn a_queen_lost_in_an_exchange_hangs_but_not_for_free() {
    // The rook on d1 takes back on d5: a queen for a pawn all the same.
    let r = one("r3k3/8/4p3/8/8/8/8/3RK2Q w - - 0 1", "h1d5", 6);
    assert_eq!(r.judgement, Judgement::Blunder);
    assert_eq!(
        r.reason,
        Some(Reason::HangsPiece {
            square: sq("d5"),
            role: Role::Queen,
            by: Role::Pawn,
            from: sq("e6"),
            free: false,
            cause: Hang::Moved
        }),
        "{r:?}"
    );
}

#[test]
fn a_back_rank_left_open_allows_mate() {
    let fen = "r5k1/5ppp/8/8/8/8/5PPP/1R4K1 w - - 0 1";
    let r = one(fen, "b1b7", 6);
    assert_eq!(r.judgement, Judgement::Blunder);
    assert_eq!(
        r.reason,
        Some(Reason::AllowsMate { moves: 2, first: uci("r5k1/1R3ppp/8/8/8/8/5PPP/6K1 b - - 1 1", "a8a1") })
    );
}

#[test]
fn a_mate_in_one_let_go_is_missed() {
    let fen = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1";
    let r = one(fen, "a1a7", 6);
    assert!(r.judgement.is_error(), "{r:?}");
    assert_eq!(r.reason, Some(Reason::MissesMate { moves: 1, best: uci(fen, "a1a8") }), "{r:?}");
}

#[test]
fn a_stalemate_where_mate_was_there() {
    let fen = "7k/4Q3/6K1/8/8/8/8/8 w - - 0 1";
    let r = one(fen, "e7f7", 6);
    assert_eq!(r.judgement, Judgement::Blunder);
    assert!(matches!(r.reason, Some(Reason::StalemateNotMate { .. })), "{r:?}");
}

#[test]
fn every_mating_move_is_best_whichever_the_search_chose() {
    // Three mates in one (Qe8, Qg7, Qh7): the search's line has one of them; all are best.
    let fen = "7k/4Q3/6K1/8/8/8/8/8 w - - 0 1";
    for m in ["e7e8", "e7g7", "e7h7"] {
        let r = one(fen, m, 6);
        assert_eq!(r.judgement, Judgement::Best, "{m}: {r:?}");
        assert!(r.accuracy > 99.0, "{m}: {r:?}");
    }
}

#[test]
fn a_knight_left_to_fork_king_and_queen() {
    // The queen goes where the knight's check from c3 also hits it.
    let r = one("6k1/8/8/3n4/8/8/4K3/Q7 w - - 0 1", "a1a4", 6);
    assert!(r.judgement.is_error(), "{r:?}");
    match r.reason {
        Some(Reason::AllowsFork { reply, role: Role::Knight, targets }) => {
            assert_eq!(reply.to(), sq("c3"));
            assert!(targets.contains(&sq("e2")) && targets.contains(&sq("a4")), "{targets:?}");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_free_knight_not_taken_is_missed_material() {
    let fen = "r3k3/8/8/3n4/8/8/8/3RK3 w - - 0 1";
    let r = one(fen, "e1f2", 6);
    assert!(r.judgement.is_error(), "{r:?}");
    assert_eq!(
        r.reason,
        Some(Reason::MissesMaterial { best: uci(fen, "d1d5"), square: sq("d5"), role: Role::Knight, free: true }),
        "{r:?}"
    );
}

#[test]
fn a_guarding_king_walked_away_lets_the_pawn_promote() {
    // The king guards c1; it walks away, and the pawn queens.
    let r = one("4k3/8/8/8/8/8/2pK4/8 w - - 0 1", "d2e3", 6);
    assert!(r.judgement.is_error(), "{r:?}");
    assert!(
        matches!(r.reason, Some(Reason::AllowsPromotion { promotion }) if promotion.promotion().is_some()),
        "{r:?}"
    );
}

#[test]
fn the_king_walk_gives_up_castling() {
    // 1. e4 e5 2. Ke2: nothing hangs, nothing is forked; the king has lost its castling, where
    // the engine's Nf3 keeps it.
    let mut pos = Position::startpos();
    for san in ["e4", "e5"] {
        pos = pos.after(pos.parse_san(san).unwrap());
    }
    let ke2 = pos.parse_san("Ke2").unwrap();
    let nf3 = pos.parse_san("Nf3").unwrap();
    let next = pos.after(ke2);
    let best = Line { score: Score::Cp(40), pv: vec![nf3] };
    let after = Line { score: Score::Cp(30), pv: vec![next.parse_san("Nc6").unwrap()] };
    assert_eq!(explain(&pos, ke2, &best, &after, false, None), Some(Reason::GivesUpCastling));
    // Castling itself gives up nothing.
    let castled = Position::from_fen("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1").unwrap();
    let oo = castled.parse_uci("e1g1").unwrap();
    let line = Line { score: Score::Cp(40), pv: vec![castled.parse_uci("a2a3").unwrap()] };
    let reply = Line { score: Score::Cp(0), pv: vec![castled.after(oo).parse_uci("a7a6").unwrap()] };
    assert_eq!(explain(&castled, oo, &line, &reply, false, None), None);
    // In a review, a good move has no reason.
    let start = Position::startpos();
    let e4 = start.parse_san("e4").unwrap();
    let plies = review(&mut Searcher::new(4), &start, &[e4], Limits::depth(5), &ManualClock::default());
    assert_eq!(plies[0].reason, None, "{:?}", plies[0]);
}

#[test]
fn no_fact_no_reason() {
    // A drop with a quiet reply and nothing the rules can point at: no reason is made up.
    let fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
    let before = Position::from_fen(fen).unwrap();
    let played = uci(fen, "e1d1");
    let next = before.after(played);
    let best = Line { score: Score::Cp(600), pv: vec![uci(fen, "e1d2")] };
    let after = Line { score: Score::Cp(0), pv: vec![next.parse_uci("e8e7").unwrap()] };
    assert_eq!(explain(&before, played, &best, &after, false, None), None);
    // The same with the position repeated a third time: a won position drawn.
    assert_eq!(explain(&before, played, &best, &after, true, None), Some(Reason::RepeatsWhileWinning));
}

#[test]
fn the_guard_warns_of_a_hung_queen_and_a_mate_and_nothing_else() {
    let clock = ManualClock::default();
    let mut searcher = Searcher::new(4);
    let mut guard_of = |fen: &str, m: &str| {
        let pos = Position::from_fen(fen).unwrap();
        guard(&mut searcher, &pos, pos.parse_uci(m).unwrap(), Limits::nodes(GUARD_NODES), &clock)
    };
    // The queen where a pawn takes it.
    let hung = guard_of("4k3/8/4p3/8/8/8/8/3QK3 w - - 0 1", "d1d5");
    assert!(matches!(hung, Some(Reason::HangsPiece { role: Role::Queen, .. })), "{hung:?}");
    // The back rank opened: mate in two.
    let mate = guard_of("r5k1/5ppp/8/8/8/8/5PPP/1R4K1 w - - 0 1", "b1b7");
    assert!(matches!(mate, Some(Reason::AllowsMate { moves: 2, .. })), "{mate:?}");
    // A good move, and a pawn given: no warning.
    assert_eq!(guard_of("4k3/8/4p3/8/8/8/8/3QK3 w - - 0 1", "d1d2"), None);
    assert_eq!(guard_of("4k3/8/8/3p4/8/8/4P3/4K3 w - - 0 1", "e2e4"), None, "a pawn is not worth a warning");
    // Scholar's mate threatened: 1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6?? allows mate in one.
    let mut pos = Position::startpos();
    for san in ["e4", "e5", "Qh5", "Nc6", "Bc4"] {
        pos = pos.after(pos.parse_san(san).unwrap());
    }
    let fen = pos.fen();
    let nf6 = pos.parse_san("Nf6").unwrap().uci();
    // The mate was threatened before Nf6, and Nf6 does nothing against it.
    assert!(matches!(guard_of(&fen, &nf6), Some(Reason::IgnoresThreat { kind: Threat::Mate, .. })));
    assert_eq!(guard_of(&fen, &pos.parse_san("g6").unwrap().uci()), None);
}

#[test]
fn no_blunder_in_an_ending_of_minor_pieces_unless_a_mate_or_a_promotion_decides() {
    // White's bishop and h-pawn against Black's knight: Black's knight move lets the bishop take
    // it, and a short search calls that six pawns; but bishop and rook's pawn of the wrong colour
    // draw when the king reaches the corner (Stockfish: level) — the evaluation cannot tell, so
    // the review says a mistake at most.
    let fen = "8/2K1k3/8/8/3n3P/8/2B5/8 b - - 8 73";
    let before = Position::from_fen(fen).unwrap();
    assert!(minor_piece_ending(&before));
    let played = uci(fen, "d4b3");
    let next = before.after(played);
    let best = Line { score: Score::Cp(0), pv: vec![uci(fen, "e7f6")] };
    let after = Line { score: Score::Cp(585), pv: vec![next.parse_uci("c2b3").unwrap()] };
    let r = ply_review(&before, played, &best, &after, &[before.hash(), next.hash()], None);
    assert_eq!(r.judgement, Judgement::Mistake, "{r:?}");
    // A mate decides, whatever the pieces.
    let mated = Line { score: Score::Mate(3), pv: vec![next.parse_uci("c2b3").unwrap()] };
    let r = ply_review(&before, played, &best, &mated, &[before.hash(), next.hash()], None);
    assert_eq!(r.judgement, Judgement::Blunder, "{r:?}");
    // With a rook on the board, the same scores are a blunder.
    let rooks = Position::from_fen("r7/2K1k3/8/8/3n3P/8/2B5/7R b - - 8 73").unwrap();
    assert!(!minor_piece_ending(&rooks));
    let r = ply_review(&rooks, rooks.parse_uci("d4b3").unwrap(), &best, &after, &[], None);
    assert_eq!(r.judgement, Judgement::Blunder, "{r:?}");
    // Minor pieces without pawns, however many: knight and bishop against two bishops.
    assert!(minor_piece_ending(&Position::from_fen("8/1Nk5/7b/8/1b6/2B2K2/8/8 b - - 1 63").unwrap()));
}

#[test]
fn no_blunder_when_the_fifty_move_rule_is_near_unless_a_mate_decides() {
    // King and rook against king, 87 half-moves without a capture or a pawn move: the rook given
    // away is no loss (the draw is twelve moves off, sooner than a mate from here).
    let fen = "8/1R6/5k2/8/8/8/7K/8 w - - 87 154";
    let before = Position::from_fen(fen).unwrap();
    assert!(fifty_moves_near(&before));
    let played = uci(fen, "b7f7");
    let next = before.after(played);
    let best = Line { score: Score::Cp(922), pv: vec![uci(fen, "h2g3")] };
    let after = Line { score: Score::Cp(0), pv: vec![next.parse_uci("f6f7").unwrap()] };
    let r = ply_review(&before, played, &best, &after, &[], None);
    assert_eq!(r.judgement, Judgement::Mistake, "{r:?}");
    // The same with the clock at 79: a blunder.
    let early = Position::from_fen("8/1R6/5k2/8/8/8/7K/8 w - - 79 154").unwrap();
    assert!(!fifty_moves_near(&early));
    assert_eq!(ply_review(&early, played, &best, &after, &[], None).judgement, Judgement::Blunder);
}

/// The SAN moves `sans` from the start: the position reached and the moves.
fn game(sans: &[&str]) -> (Position, Vec<Move>) {
    let mut pos = Position::startpos();
    let mut moves = Vec::new();
    for san in sans {
        let m = pos.parse_san(san).unwrap();
        moves.push(m);
        pos = pos.after(m);
    }
    (pos, moves)
}

#[test]
fn a_queen_trade_is_no_fork() {
    // Issue 46: 1. d4 e5 2. dxe5 d6 3. exd6 Qxd6 4. h3?: "this lets Qxd1+ attack the bishop on c1
    // and the king on e1" was said, but Kxd1 takes the queen back: a plain queen trade.
    let (before, _) = game(&["d4", "e5", "dxe5", "d6", "exd6", "Qxd6"]);
    let h3 = before.parse_san("h3").unwrap();
    let next = before.after(h3);
    let qxd1 = next.parse_san("Qxd1+").unwrap();
    let kxd1 = next.after(qxd1).parse_san("Kxd1").unwrap();
    // The fork as the board shows it after Qxd1+: the king and the undefended bishop.
    assert_eq!(fork_of_for_tests(&next, qxd1), Some((Role::Queen, [sq("c1"), sq("e1")])));
    let best = Line { score: Score::Cp(20), pv: vec![before.parse_san("Qxd6").unwrap()] };
    let after = Line { score: Score::Cp(120), pv: vec![qxd1, kxd1] };
    assert_eq!(explain(&before, h3, &best, &after, false, None), None);
    // And in a real search's review: whatever h3 is called, never a fork.
    let r = one(&before.fen(), &h3.uci(), 7);
    assert!(!matches!(r.reason, Some(Reason::AllowsFork { .. } | Reason::IgnoresThreat { .. })), "{r:?}");
}

/// `fork_of` from the tests (the facts' own is private).
fn fork_of_for_tests(pos: &Position, m: Move) -> Option<(Role, [Square; 2])> {
    super::facts::fork_of_pub(pos, m)
}

#[test]
fn a_fork_is_named_only_when_it_wins() {
    // Nc7+ forks the king on e8 and the rook on a8, and the knight takes the rook.
    let fen = "r3k3/8/8/1N6/8/8/8/4K3 w - - 0 1";
    let before = Position::from_fen(fen).unwrap();
    let fork = uci(fen, "b5c7");
    let then = before.after(fork);
    let defence = then.parse_uci("e8d7").unwrap();
    let win = then.after(defence).parse_uci("c7a8").unwrap();
    let played = uci(fen, "e1d2");
    let next = before.after(played);
    let best = Line { score: Score::Cp(500), pv: vec![fork, defence, win] };
    let after = Line { score: Score::Cp(0), pv: vec![next.parse_uci("e8d7").unwrap()] };
    assert_eq!(
        explain(&before, played, &best, &after, false, None),
        Some(Reason::MissesFork { best: fork, role: Role::Knight, targets: [sq("a8"), sq("e8")] })
    );
    // A bishop on d8 takes the knight on c7: no fork to miss.
    let fen = "r2bk3/8/8/1N6/8/8/8/4K3 w - - 0 1";
    let before = Position::from_fen(fen).unwrap();
    let then = before.after(fork);
    let takes = then.parse_uci("d8c7").unwrap();
    let best = Line { score: Score::Cp(500), pv: vec![fork, takes] };
    let next = before.after(played);
    let after = Line { score: Score::Cp(0), pv: vec![next.parse_uci("e8d7").unwrap()] };
    assert_eq!(explain(&before, played, &best, &after, false, None), None);
    // Nor one whose line does not take what it attacks (the search found it wins nothing).
    let fen = "r3k3/8/8/1N6/8/8/8/4K3 w - - 0 1";
    let before = Position::from_fen(fen).unwrap();
    let then = before.after(fork);
    let best = Line { score: Score::Cp(500), pv: vec![fork, then.parse_uci("e8d8").unwrap()] };
    assert_eq!(explain(&before, played, &best, &after, false, None), None);
}

#[test]
fn a_piece_attacked_and_left_where_it_is() {
    // The e5-pawn attacks the bishop on d4; the king's move leaves it there.
    let fen = "r3k3/pp6/8/4p3/3B4/8/PP6/R3K3 w - - 0 1";
    let r = one(fen, "e1f1", 6);
    assert!(r.judgement.is_error(), "{r:?}");
    assert_eq!(
        r.reason,
        Some(Reason::HangsPiece {
            square: sq("d4"),
            role: Role::Bishop,
            by: Role::Pawn,
            from: sq("e5"),
            free: true,
            cause: Hang::LeftAttacked
        }),
        "{r:?}"
    );
    assert_eq!(r.reason.as_ref().map(Reason::code), Some("leaves-attacked"));
    // The bishop takes the pawn: nothing hangs.
    assert_eq!(one(fen, "d4e5", 6).reason, None);
}

#[test]
fn a_defender_moved_away() {
    // The rook on d1 guards the knight on d5 against the rook on d8; it walks off the file.
    let fen = "3r2k1/8/8/3N4/8/8/8/3R2K1 w - - 0 1";
    let r = one(fen, "d1f1", 6);
    assert!(r.judgement.is_error(), "{r:?}");
    assert_eq!(
        r.reason,
        Some(Reason::HangsPiece {
            square: sq("d5"),
            role: Role::Knight,
            by: Role::Rook,
            from: sq("d8"),
            free: true,
            cause: Hang::DefenderMoved { defender: Role::Rook, was: sq("d1") }
        }),
        "{r:?}"
    );
    assert_eq!(r.reason.as_ref().map(Reason::code), Some("removes-defender"));
    // Along the file it still guards: nothing hangs.
    assert_eq!(one(fen, "d1d2", 6).reason, None);
}

#[test]
fn a_fork_threatened_and_not_answered() {
    // Nc2+ forks the king and the rook on a1, before h3 as after it.
    let fen = "4k3/8/8/8/1n6/8/7P/R3K3 w - - 0 1";
    let r = one(fen, "h2h3", 6);
    assert!(r.judgement.is_error(), "{r:?}");
    match r.reason {
        Some(Reason::IgnoresThreat { threat, kind: Threat::Fork { role: Role::Knight, targets } }) => {
            assert_eq!(threat.to(), sq("c2"));
            assert!(targets.contains(&sq("a1")) && targets.contains(&sq("e1")), "{targets:?}");
        }
        other => panic!("{other:?}"),
    }
    // A fork the move itself walks into was no threat before: allows-fork, as before.
    let r = one("6k1/8/8/3n4/8/8/4K3/Q7 w - - 0 1", "a1a4", 6);
    assert!(matches!(r.reason, Some(Reason::AllowsFork { .. })), "{r:?}");
}

#[test]
fn a_mate_threatened_and_not_answered() {
    let (before, _) = game(&["e4", "e5", "Qh5", "Nc6", "Bc4"]);
    let r = one(&before.fen(), &before.parse_san("Nf6").unwrap().uci(), 6);
    assert_eq!(r.judgement, Judgement::Blunder);
    assert_eq!(r.reason.as_ref().map(Reason::code), Some("ignores-threat"), "{r:?}");
    // The back rank opened by the move: a mate allowed, not one that was threatened.
    let r = one("r5k1/5ppp/8/8/8/8/5PPP/1R4K1 w - - 0 1", "b1b7", 6);
    assert_eq!(r.reason.as_ref().map(Reason::code), Some("allows-mate"), "{r:?}");
}

#[test]
fn material_is_said_missed_only_when_the_search_shows_it() {
    // The knight on d5 could be taken for nothing; a move that kept as much by the search (the
    // scores say nothing was given away) is not told it missed it.
    let fen = "r3k3/8/8/3n4/8/8/8/3RK3 w - - 0 1";
    let before = Position::from_fen(fen).unwrap();
    let played = uci(fen, "e1f2");
    let next = before.after(played);
    let take = uci(fen, "d1d5");
    let best = Line { score: Score::Cp(300), pv: vec![take] };
    let lost = Line { score: Score::Cp(0), pv: vec![next.parse_uci("e8e7").unwrap()] };
    assert!(matches!(explain(&before, played, &best, &lost, false, None), Some(Reason::MissesMaterial { .. })));
    let kept = Line { score: Score::Cp(-250), pv: vec![next.parse_uci("e8e7").unwrap()] };
    assert_eq!(explain(&before, played, &best, &kept, false, None), None);
}
