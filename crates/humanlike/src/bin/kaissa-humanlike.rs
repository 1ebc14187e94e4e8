//! `kaissa-humanlike`: how human Kaissa's levels play, measured on rated games.
//!
//! ```text
//! kaissa-humanlike [--pgn FILE] [--part held-out|tuning|all] [--per-band N] [--levels 1,2,…]
//!                  [--judge-nodes N] [--full-nodes N] [--seed N]
//! ```
//! Prints two markdown tables: the share of positions where each level picks the person's move,
//! per band of the mover (with 95 % Wilson intervals), and the blunder profile (moves per 100
//! that lose ≥ 1 and ≥ 3 pawns by the full engine at `--judge-nodes`) of the people and of each
//! level, in balanced and lost positions (`--judge-nodes 0`: matching only). Progress goes to
//! stderr.

use kaissa_engine::Searcher;
use kaissa_humanlike::{level_move, read_samples, select, wilson, Band, Context, Judge, Part, Profile};
use std::collections::BTreeMap;

struct Options {
    pgn: String,
    part: Option<Part>,
    per_band: usize,
    levels: Vec<u32>,
    judge_nodes: u64,
    full_nodes: u64,
    seed: u64,
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        pgn: concat!(env!("CARGO_MANIFEST_DIR"), "/data/lichess-2025-05-dev.pgn").to_string(),
        part: Some(Part::HeldOut),
        per_band: 250,
        levels: (1..=10).collect(),
        judge_nodes: 50_000,
        full_nodes: 100_000,
        seed: 48,
    };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let value = it.next().ok_or_else(|| format!("{flag} needs a value"))?;
        let number = || value.parse::<u64>().map_err(|_| format!("{flag}: not a number: {value}"));
        match flag.as_str() {
            "--pgn" => o.pgn.clone_from(value),
            "--part" => {
                o.part = match value.as_str() {
                    "held-out" => Some(Part::HeldOut),
                    "tuning" => Some(Part::Tuning),
                    "all" => None,
                    _ => return Err(format!("--part: held-out, tuning or all, not {value}")),
                }
            }
            "--per-band" => o.per_band = number()? as usize,
            "--levels" => {
                o.levels = value
                    .split(',')
                    .map(|l| l.trim().parse::<u32>().ok().filter(|n| (1..=10).contains(n)))
                    .collect::<Option<Vec<_>>>()
                    .ok_or_else(|| format!("--levels: numbers 1–10 separated by commas, not {value}"))?;
            }
            "--judge-nodes" => o.judge_nodes = number()?,
            "--full-nodes" => o.full_nodes = number()?.max(1),
            "--seed" => o.seed = number()?,
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    Ok(o)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let o = match parse(&args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("kaissa-humanlike: {e}");
            std::process::exit(2);
        }
    };
    let text = match std::fs::read_to_string(&o.pgn) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("kaissa-humanlike: {}: {e}", o.pgn);
            std::process::exit(1);
        }
    };
    let samples = select(&read_samples(&text, o.part), o.per_band, o.seed);
    eprintln!("{} positions", samples.len());

    let mut judge = Judge::new(o.judge_nodes);
    let mut searcher = Searcher::new(16);
    // (band, level or 0 for the people) → matches; (band, who, context) → profile.
    let mut matched: BTreeMap<(Band, u32), u64> = BTreeMap::new();
    let mut counted: BTreeMap<Band, u64> = BTreeMap::new();
    let mut profiles: BTreeMap<(Band, u32, bool), Profile> = BTreeMap::new();
    let started = std::time::Instant::now();
    for (i, s) in samples.iter().enumerate() {
        let band = s.band();
        *counted.entry(band).or_default() += 1;
        let judging = o.judge_nodes > 0;
        let mut record = |who: u32, m| {
            if !judging {
                return;
            }
            let (context, lost) = judge.judge(s, m);
            match context {
                Context::Balanced => profiles.entry((band, who, false)).or_default().add(lost),
                Context::Lost => profiles.entry((band, who, true)).or_default().add(lost),
                Context::Other => {}
            }
        };
        record(0, s.played);
        for &level in &o.levels {
            let Some(m) = level_move(&mut searcher, level, s, o.seed, o.full_nodes) else { continue };
            *matched.entry((band, level)).or_default() += u64::from(m == s.played);
            record(level, m);
        }
        if (i + 1) % 50 == 0 {
            eprintln!("{} of {} positions, {:.0} s", i + 1, samples.len(), started.elapsed().as_secs_f64());
        }
    }

    let part = match o.part {
        Some(Part::HeldOut) => "held-out games",
        Some(Part::Tuning) => "tuning games",
        None => "all games",
    };
    println!(
        "Move matching, {part} of {}, up to {} positions per band (seed {}), % [95% Wilson interval]; level 10 at {} nodes\n",
        o.pgn.rsplit('/').next().unwrap_or(&o.pgn),
        o.per_band,
        o.seed,
        o.full_nodes
    );
    print!("| band of the mover | positions |");
    for l in &o.levels {
        print!(" L{l} |");
    }
    println!();
    print!("|---|---|");
    for _ in &o.levels {
        print!("---|");
    }
    println!();
    for band in Band::ALL {
        let Some(&n) = counted.get(&band) else { continue };
        print!("| {} | {n} |", band.label());
        for &l in &o.levels {
            let k = matched.get(&(band, l)).copied().unwrap_or(0);
            let (lo, hi) = wilson(k, n);
            print!(" {:.0} [{:.0}–{:.0}] |", 100.0 * k as f64 / n as f64, 100.0 * lo, 100.0 * hi);
        }
        println!();
    }

    println!(
        "\nBlunder profile, judged by the full engine at {} nodes: moves per 100 losing ≥1 / ≥3 pawns; \
         balanced: |eval| < 2 pawns, lost: the mover ≤ −3 pawns (n = moves)\n",
        o.judge_nodes
    );
    println!("| band | who | balanced n | ≥1 | ≥3 | lost n | ≥1 | ≥3 |");
    println!("|---|---|---|---|---|---|---|---|");
    for band in Band::ALL {
        if !counted.contains_key(&band) {
            continue;
        }
        for who in std::iter::once(0).chain(o.levels.iter().copied()) {
            let b = profiles.get(&(band, who, false)).copied().unwrap_or_default();
            let l = profiles.get(&(band, who, true)).copied().unwrap_or_default();
            let name = if who == 0 { "people".to_string() } else { format!("L{who}") };
            println!(
                "| {} | {name} | {} | {:.1} | {:.1} | {} | {:.1} | {:.1} |",
                band.label(),
                b.moves,
                b.per100_1(),
                b.per100_3(),
                l.moves,
                l.per100_1(),
                l.per100_3()
            );
        }
    }
    eprintln!("done in {:.0} s", started.elapsed().as_secs_f64());
}
