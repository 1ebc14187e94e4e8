//! Strength levels: always legal, reproducible from a seed, and level 1 plays like a beginner
//! who still grabs a queen left en prise.

use kaissa_engine::{Level, Limits, ManualClock, Searcher};
use kaissa_rules::Position;

const GAMES: &str = include_str!("../../rules/tests/data/games.jsonl");

fn level_move(level: u32, seed: u64, pos: &Position, limits: Limits) -> Option<kaissa_rules::Move> {
    let mut s = Searcher::new(1);
    s.set_level(Level::new(level));
    s.new_game(seed);
    s.search(pos, &[], limits, &ManualClock::default(), &mut || false).best_move
}

#[test]
fn every_level_plays_legal_moves() {
    let positions: Vec<Position> = GAMES
        .lines()
        .step_by(500)
        .map(|line| {
            let start = line.find("\"fen\":\"").unwrap() + 7;
            Position::from_fen(&line[start..start + line[start..].find('"').unwrap()]).unwrap()
        })
        .collect();
    assert!(positions.len() > 40);
    for level in 1..=10 {
        for (i, pos) in positions.iter().enumerate() {
            let m = level_move(level, i as u64, pos, Limits::nodes(3_000));
            match m {
                Some(m) => assert!(pos.legal_moves().contains(m), "level {level}: illegal {m} in {}", pos.fen()),
                None => assert!(pos.legal_moves().is_empty()),
            }
        }
    }
}

#[test]
fn level_one_takes_a_hanging_queen_more_often_than_not() {
    // Each position: the side to move can take an undefended queen.
    let cases = [
        ("rnb1kbnr/pppp1ppp/8/4p3/4P2q/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 1", "f3h4"),
        ("rnb1kbnr/pppp1ppp/8/4p1q1/4P3/3P4/PPP2PPP/RNBQKBNR w KQkq - 0 1", "c1g5"),
        ("rnb1kbnr/pppp1ppp/8/8/3qP3/2N5/PPP2PPP/R1BQKBNR w KQkq - 0 1", "d1d4"),
        ("rnbqkb1r/pppp1ppp/5n2/4p2Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 0 1", "f6h5"),
        ("6k1/5ppp/8/8/3q4/8/5PPP/3R2K1 w - - 0 1", "d1d4"),
        ("3rk2r/ppp2ppp/2n5/3Q4/8/8/PPP2PPP/R3K2R b KQk - 0 1", "d8d5"),
    ];
    let mut taken = 0;
    let mut trials = 0;
    for (fen, capture) in cases {
        let pos = Position::from_fen(fen).unwrap();
        for seed in 0..25 {
            let m = level_move(1, seed, &pos, Limits::default()).unwrap();
            trials += 1;
            if m.to_string() == capture {
                taken += 1;
            }
        }
    }
    println!("level 1 took the hanging queen {taken} times in {trials}");
    assert!(taken * 2 > trials, "level 1 took the queen {taken} times in {trials}");
    // But not always: a beginner sometimes looks elsewhere.
    assert!(taken < trials, "level 1 never missed the queen in {trials} trials");
}

#[test]
fn low_levels_vary_with_the_seed_and_repeat_with_it() {
    let pos = Position::from_fen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3").unwrap();
    let moves: Vec<_> = (0..20).map(|seed| level_move(2, seed, &pos, Limits::default())).collect();
    let again: Vec<_> = (0..20).map(|seed| level_move(2, seed, &pos, Limits::default())).collect();
    assert_eq!(moves, again);
    let distinct: std::collections::HashSet<_> = moves.iter().collect();
    assert!(distinct.len() >= 3, "level 2 always plays one of {distinct:?}");
    // Full strength does not depend on the seed.
    let full: std::collections::HashSet<_> = (0..5).map(|seed| level_move(10, seed, &pos, Limits::depth(6))).collect();
    assert_eq!(full.len(), 1);
}

#[test]
fn level_one_varies_its_play() {
    let pos = Position::from_fen("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4").unwrap();
    let level1: std::collections::HashSet<_> =
        (0..30).map(|seed| level_move(1, seed, &pos, Limits::default())).collect();
    assert!(level1.len() >= 3, "level 1 is too predictable: {level1:?}");
}

#[test]
fn level_one_now_and_then_leaves_a_threatened_piece_where_level_ten_never_does() {
    // A piece of the side to move is attacked by a pawn; saving it (moving it, or taking the
    // pawn) is the obvious move.
    let cases = [
        ("rnbqkbnr/ppp2ppp/8/3pp3/3N4/8/PPPPPPPP/RNBQKB1R w KQkq - 0 3", "d4"),
        ("rnbqkb1r/pppp1ppp/5n2/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3", "f6"),
        ("rnbqk1nr/pppp1ppp/8/2b1p3/3PP3/8/PPP2PPP/RNBQKBNR b KQkq - 0 3", "c5"),
        ("rnbqkbnr/pppp1ppp/8/8/4p3/5N2/PPPPPPPP/RNBQKB1R w KQkq - 0 3", "f3"),
    ];
    let mut left = [0; 2];
    let mut trials = 0;
    for (fen, square) in cases {
        let pos = Position::from_fen(fen).unwrap();
        let sq: kaissa_rules::Square = square.parse().unwrap();
        for seed in 0..30 {
            trials += 1;
            for (i, level) in [1, 10].into_iter().enumerate() {
                if level == 10 && seed > 0 {
                    // Full strength does not depend on the seed: once per position is enough.
                    continue;
                }
                let limits = if level == 10 { Limits::depth(6) } else { Limits::default() };
                let m = level_move(level, seed, &pos, limits).unwrap();
                let after = pos.after(m);
                // Still on its square and a pawn can legally take it there: left en prise.
                let pawn_takes = after
                    .legal_moves()
                    .iter()
                    .any(|t| t.to() == sq && after.moved_role(*t) == Some(kaissa_rules::Role::Pawn));
                if after.board().piece_at(sq) == pos.board().piece_at(sq) && pawn_takes {
                    left[i] += 1;
                }
            }
        }
    }
    println!("pieces left attacked by a pawn: level 1 {} of {trials}, level 10 {}", left[0], left[1]);
    assert!(left[0] > 0, "level 1 always saw the threat");
    assert!(left[0] * 2 < trials, "level 1 ignored the threat {} times in {trials}", left[0]);
    assert_eq!(left[1], 0, "level 10 left a piece en prise");
}
