//! How much a search run in slices (as in the Web Worker) costs over one run straight through:
//! `cargo run --release -p kaissa-engine --example slices -- <depth> <polls per slice>`.
//! A poll happens every 2048 nodes; a paused iteration restarts, helped by the hash table.

use kaissa_engine::{Limits, ManualClock, Searcher, StepOutcome};
use kaissa_rules::Position;

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let depth = args.first().copied().unwrap_or(10) as u32;
    let polls_per_slice = args.get(1).copied().unwrap_or(5);
    let clock = ManualClock::default();
    for fen in kaissa_engine::bench::POSITIONS {
        let pos = Position::from_fen(fen).unwrap();
        let mut straight = Searcher::new(16);
        let whole = straight.search(&pos, &[], Limits::depth(depth), &clock, &mut || false);
        let mut sliced = Searcher::new(16);
        let mut task = sliced.start(&pos, &[], Limits::depth(depth), &clock);
        let (mut slices, mut polls) = (0, 0);
        loop {
            slices += 1;
            let outcome = sliced.step(&mut task, &clock, &mut || {
                polls += 1;
                polls % polls_per_slice == 0
            });
            if outcome == StepOutcome::Finished {
                break;
            }
        }
        let r = task.result();
        println!(
            "{:>9} nodes straight, {:>9} in {:>4} slices ({:.2}x), depth {} vs {}, same move: {}",
            whole.nodes,
            r.nodes,
            slices,
            r.nodes as f64 / whole.nodes as f64,
            whole.depth,
            r.depth,
            whole.best_move == r.best_move
        );
    }
}
