//! `kaissa-humanlike-ladder [--games N] [--from 1] [--levels 6] [--max-plies N]`: level 1 against
//! a random mover and each level from `--from` up to `--levels` against the one below it, `--games` games per pair
//! from the rules crate's openings with the colours swapped, at each level's own caps (no
//! clock, so the result does not depend on the machine). Prints each pair's score with its 95 %
//! Wilson interval (draws counted as half a win).

use kaissa_humanlike::ladder::{openings, score};
use kaissa_humanlike::wilson;

fn main() {
    let (mut games, mut bottom, mut top, mut max_plies) = (100usize, 1u32, 6u32, 300usize);
    let args: Vec<String> = std::env::args().skip(1).collect();
    for pair in args.chunks(2) {
        let value = pair.get(1).and_then(|v| v.parse::<usize>().ok());
        match (pair[0].as_str(), value) {
            ("--games", Some(v)) => games = v.max(1),
            ("--levels", Some(v)) => top = (v as u32).clamp(1, 10),
            ("--from", Some(v)) => bottom = (v as u32).clamp(1, 10),
            ("--max-plies", Some(v)) => max_plies = v.max(1),
            _ => {
                eprintln!("kaissa-humanlike-ladder: bad option {}", pair.join(" "));
                std::process::exit(2);
            }
        }
    }
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../rules/tests/data/openings.epd");
    let ops = openings(&std::fs::read_to_string(path).unwrap_or_default());
    if ops.is_empty() {
        eprintln!("kaissa-humanlike-ladder: no openings in {path}");
        std::process::exit(1);
    }
    println!("| pair | games | score | % [95%] |\n|---|---|---|---|");
    for high in bottom..=top {
        let low = high - 1;
        let points = score(high, low, games, &ops, max_plies);
        // Draws count half: the interval is taken on the points, rounded.
        let (lo, hi) = wilson(points.round() as u64, games as u64);
        let name = if low == 0 { "random".to_string() } else { format!("L{low}") };
        println!(
            "| L{high} vs {name} | {games} | {points} | {:.0} [{:.0}–{:.0}] |",
            100.0 * points / games as f64,
            100.0 * lo,
            100.0 * hi
        );
    }
}
