//! The bench: a fixed set of positions searched to a fixed depth with a fresh hash at full
//! strength. Its total node count is the engine's behavioural signature: a change that alters it
//! changes how the engine searches, and its commit says so.

use crate::search::Searcher;
use crate::time::{Clock, Limits};
use kaissa_rules::Position;

/// The depth every bench position is searched to.
pub const BENCH_DEPTH: u32 = 10;

/// The hash size the bench uses, in megabytes.
pub const BENCH_HASH_MB: usize = 16;

/// Openings, middlegames and endings (several from Stockfish's bench list).
pub const POSITIONS: [&str; 12] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "4rrk1/pp1n3p/3q2pQ/2p1pb2/2PP4/2P3N1/P2B2PP/4RRK1 b - - 7 19",
    "r3r1k1/2p2ppp/p1p1bn2/8/1q2P3/2NPQN2/PPP3PP/R4RK1 b - - 2 15",
    "r1bbk1nr/pp3p1p/2n5/1N4p1/2Np1B2/8/PPP2PPP/2KR1B1R w kq - 0 13",
    "r1bq1rk1/ppp1nppp/4n3/3p3Q/3P4/1BP1B3/PP1N2PP/R4RK1 w - - 1 16",
    "4r1k1/r1q2ppp/ppp2n2/4P3/5Rb1/1N1BQ3/PPP3PP/R5K1 w - - 1 17",
    "2rqkb1r/ppp2p2/2npb1p1/1N1Nn2p/2P1PP2/8/PP2B1PP/R1BQK2R b KQ - 0 11",
    "8/1p3pp1/7p/5P1P/2k3P1/8/2K2P2/8 w - - 0 1",
    "8/pp2r1k1/2p1p3/3pP2p/1P1P1P1P/P5KR/8/8 w - - 0 1",
    "5k2/7R/4P2p/5K2/p1r2P1p/8/8/8 b - - 0 1",
    "6k1/6p1/6Pp/ppp5/3pn2P/1P3K2/1PP2P2/3N4 b - - 0 1",
];

/// What a bench run measured.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BenchResult {
    /// Total nodes: the signature.
    pub nodes: u64,
    /// Wall time in milliseconds.
    pub time_ms: f64,
}

impl BenchResult {
    /// Nodes per second.
    #[must_use]
    pub fn nps(&self) -> u64 {
        (self.nodes as f64 * 1000.0 / self.time_ms.max(1.0)) as u64
    }

    /// The report, Stockfish style, ending with one line `<nodes> nodes <nps> nps`.
    #[must_use]
    pub fn report(&self) -> Vec<String> {
        vec![
            "===========================".to_string(),
            format!("Total time (ms) : {}", self.time_ms as u64),
            format!("Nodes searched  : {}", self.nodes),
            format!("Nodes/second    : {}", self.nps()),
            format!("{} nodes {} nps", self.nodes, self.nps()),
        ]
    }
}

/// Runs the bench to `depth` (normally [`BENCH_DEPTH`]).
#[must_use]
pub fn run(depth: u32, clock: &dyn Clock) -> BenchResult {
    let start = clock.now_ms();
    let mut searcher = Searcher::new(BENCH_HASH_MB);
    let mut nodes = 0;
    for fen in POSITIONS {
        let pos = Position::from_fen(fen).expect("bench positions are legal");
        searcher.new_game(0);
        nodes += searcher.search(&pos, &[], Limits::depth(depth), clock, &mut || false).nodes;
    }
    BenchResult { nodes, time_ms: clock.now_ms() - start }
}
