//! What the fuzz targets share: a position chosen by the fuzzer's bytes, so that the move
//! readers and the move generator are tried far from the start position.

use kaissa_rules::Position;

/// Positions to start from: the start, perft suites' tricky ones (castling, en passant, pins,
/// promotions, checks) and endgames where checkmate and stalemate are near.
const STARTS: [&str; 12] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "8/8/8/2k5/2pP4/8/B7/4K3 b - d3 0 3",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "7k/8/5KQ1/8/8/8/8/8 w - - 99 150",
    "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
    "8/P7/8/8/8/8/7p/K6k w - - 0 1",
    "r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1",
];

/// Splits the fuzzer's bytes into a position and the rest: the first byte picks a start
/// position and how many moves follow (up to 15), each next byte picks one of the legal moves.
/// Stops early where no move is left. Returns the position and the bytes not used.
#[must_use]
pub fn position_from(data: &[u8]) -> (Position, &[u8]) {
    let Some((&first, mut rest)) = data.split_first() else {
        return (Position::startpos(), data);
    };
    let mut pos = Position::from_fen(STARTS[usize::from(first) % STARTS.len()]).expect("the starts are legal");
    let plies = usize::from(first >> 4);
    for _ in 0..plies {
        let moves = pos.legal_moves();
        let Some((&pick, tail)) = rest.split_first() else { break };
        if moves.is_empty() {
            break;
        }
        pos = pos.after(moves[usize::from(pick) % moves.len()]);
        rest = tail;
    }
    (pos, rest)
}
