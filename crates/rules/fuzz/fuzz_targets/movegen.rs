//! Move generation against itself: `legal_moves`, `is_legal`, `play`, the per-square
//! destinations and the bulk count agree, for every legal move and for moves made up from the
//! fuzzer's bytes; and each position after a legal move (played incrementally) equals the same
//! position validated from scratch, hash included.
#![no_main]

use kaissa_rules::{Bitboard, Move, Position, Role, Square};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let (pos, rest) = kaissa_rules_fuzz::position_from(data);
    let moves = pos.legal_moves();
    assert_eq!(pos.count_legal_moves(), moves.len(), "{}", pos.fen());
    assert_eq!(pos.perft(1), moves.len() as u64);
    assert_eq!(pos.has_legal_moves(), !moves.is_empty());
    // Per square, for the side to move's pieces (a square without one has no destinations,
    // checked on the one the next input byte names, to keep each run short).
    let ours = pos.board().by_color(pos.turn());
    let other = rest.first().map_or(Square::A1, |&b| Square::from_index_unchecked(u32::from(b % 64)));
    for sq in ours.squares().chain((!ours.contains(other)).then_some(other)) {
        let from_list = moves.iter().filter(|m| m.from() == sq).fold(Bitboard::EMPTY, |b, m| b.with(m.to()));
        assert_eq!(pos.legal_destinations(sq), from_list, "{} from {sq}", pos.fen());
    }
    for &m in moves.iter() {
        assert!(pos.is_legal(m), "{}: {m}", pos.fen());
        let mut played = pos;
        played.play(m).unwrap_or_else(|e| panic!("{}: legal {m} refused: {e}", pos.fen()));
        assert_eq!(played, pos.after(m));
        let fresh = Position::from_setup_lenient(played.to_setup())
            .unwrap_or_else(|e| panic!("{} after {m} is not a position: {e}", pos.fen()));
        assert_eq!(played.hash(), fresh.hash(), "{} after {m}", pos.fen());
        assert_eq!(played, fresh, "{} after {m}", pos.fen());
    }
    // Made-up moves: three bytes each (from, to, promotion).
    for chunk in rest.chunks_exact(3) {
        let from = Square::from_index_unchecked(u32::from(chunk[0] % 64));
        let to = Square::from_index_unchecked(u32::from(chunk[1] % 64));
        let promotion =
            [None, Some(Role::Queen), Some(Role::Rook), Some(Role::Bishop), Some(Role::Knight), Some(Role::King)]
                [usize::from(chunk[2] % 6)];
        let m = Move::new(from, to, promotion);
        let listed = moves.contains(m);
        assert_eq!(pos.is_legal(m), listed, "{}: {m}", pos.fen());
        let mut p = pos;
        assert_eq!(p.play(m).is_ok(), listed, "{}: {m}", pos.fen());
        if !listed {
            assert_eq!(p, pos, "a refused move changed the position");
        }
    }
});
