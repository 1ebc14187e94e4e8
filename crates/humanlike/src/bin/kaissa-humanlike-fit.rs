//! `kaissa-humanlike-fit`: fits the levels' model of human move choice on the tuning games and
//! writes it as a Rust table.
//!
//! ```text
//! kaissa-humanlike-fit [--pgn FILE] [--out FILE] [--l2 X] [--shrink X] [--iterations N]
//! ```
//! For each band of the mover, a softmax over the legal moves of each position (plies 10–90, not
//! in check, more than one legal move) of the tuning part (odd-numbered games): a move's logit is
//! `beta · s + w · f`, where `s` is the move's value in pawns by a two-ply search (the full
//! engine at depth 1 after the move, clamped to ±15 pawns, less the best move's) and `f` its
//! features ([`kaissa_engine::human::features`]). Fitted by maximum likelihood with an L2
//! penalty (`--l2`) on all bands' positions together, then per band with a penalty (`--shrink`)
//! on the distance from those pooled weights, by gradient ascent (Adam); deterministic. Prints each band's weights and top-1
//! accuracy; with `--out` writes the table the engine compiles (`src/human_weights.rs`).

use kaissa_engine::human::{features, value_features, FEATURES, NAMES, VALUES};
use kaissa_engine::{Limits, ManualClock, Searcher};
use kaissa_humanlike::blunder::centipawns;
use kaissa_humanlike::{read_samples, Band, Part, Sample};

/// Weights of a band: the value's features, then the move's.
const W: usize = VALUES + FEATURES;

/// One position: each legal move's features with its value first; the played move's index.
struct Choice {
    moves: Vec<[f32; W]>,
    played: usize,
}

fn choice(searcher: &mut Searcher, s: &Sample) -> Option<Choice> {
    let clock = ManualClock::default();
    let mut history = s.history.clone();
    history.push(s.pos.hash());
    let mut moves = Vec::new();
    let mut played = None;
    for m in s.pos.legal_moves().iter().copied() {
        let after = s.pos.after(m);
        let r = searcher.search(&after, &history, Limits::depth(1), &clock, &mut || false);
        let mut x = [0.0f32; W];
        x[VALUES..].copy_from_slice(&features(&s.pos, m));
        if m == s.played {
            played = Some(moves.len());
        }
        moves.push((-centipawns(r.score), x));
    }
    let best = moves.iter().map(|(v, _)| *v).max()?;
    let moves = moves
        .into_iter()
        .map(|(v, mut x)| {
            x[..VALUES].copy_from_slice(&value_features(v - best));
            x
        })
        .collect();
    Some(Choice { moves, played: played? })
}

fn logits(w: &[f64], c: &Choice) -> Vec<f64> {
    c.moves.iter().map(|x| x.iter().zip(w).map(|(&a, &b)| f64::from(a) * b).sum()).collect()
}

/// Mean log-likelihood and its gradient, with the penalty.
fn objective(w: &[f64], data: &[Choice], l2: f64, prior: &[f64]) -> (f64, Vec<f64>) {
    let mut grad = vec![0.0; w.len()];
    let mut ll = 0.0;
    for c in data {
        let z = logits(w, c);
        let top = z.iter().copied().fold(f64::MIN, f64::max);
        let e: Vec<f64> = z.iter().map(|v| (v - top).exp()).collect();
        let sum: f64 = e.iter().sum();
        ll += z[c.played] - top - sum.ln();
        for (x, ei) in c.moves.iter().zip(&e) {
            let p = ei / sum;
            for (g, &xi) in grad.iter_mut().zip(x) {
                *g -= p * f64::from(xi);
            }
        }
        for (g, &xi) in grad.iter_mut().zip(&c.moves[c.played]) {
            *g += f64::from(xi);
        }
    }
    let n = data.len().max(1) as f64;
    ll /= n;
    for (i, g) in grad.iter_mut().enumerate() {
        *g /= n;
        // The value's weights are not penalised: how much a band cares about material is the fit's point.
        if i >= VALUES {
            *g -= 2.0 * l2 * (w[i] - prior[i]);
            ll -= l2 * (w[i] - prior[i]) * (w[i] - prior[i]);
        }
    }
    (ll, grad)
}

/// Weights fitted on `data`, the move features' drawn towards `prior` by the penalty.
fn fit(data: &[Choice], l2: f64, iterations: usize, prior: &[f64]) -> Vec<f64> {
    let mut w = prior.to_vec();
    let (mut m, mut v) = (vec![0.0; w.len()], vec![0.0; w.len()]);
    let (b1, b2, lr) = (0.9f64, 0.999f64, 0.05);
    for t in 1..=iterations {
        let (_, g) = objective(&w, data, l2, prior);
        for i in 0..w.len() {
            m[i] = b1 * m[i] + (1.0 - b1) * g[i];
            v[i] = b2 * v[i] + (1.0 - b2) * g[i] * g[i];
            let mh = m[i] / (1.0 - b1.powi(t as i32));
            let vh = v[i] / (1.0 - b2.powi(t as i32));
            w[i] += lr * mh / (vh.sqrt() + 1e-8);
        }
    }
    w
}

fn accuracy(w: &[f64], data: &[Choice]) -> f64 {
    let hits = data
        .iter()
        .filter(|c| {
            let z = logits(w, c);
            let best = (0..z.len()).fold(0, |b, i| if z[i] > z[b] { i } else { b });
            best == c.played
        })
        .count();
    hits as f64 / data.len().max(1) as f64
}

fn main() {
    let mut pgn = concat!(env!("CARGO_MANIFEST_DIR"), "/data/lichess-2025-05-dev.pgn").to_string();
    let mut out = None;
    let mut l2 = 0.002;
    let mut shrink = 0.02;
    let mut iterations = 400;
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let Some(value) = it.next() else {
            eprintln!("kaissa-humanlike-fit: {flag} needs a value");
            std::process::exit(2);
        };
        let ok = match flag.as_str() {
            "--pgn" => {
                pgn.clone_from(value);
                true
            }
            "--out" => {
                out = Some(value.clone());
                true
            }
            "--l2" => value.parse().map(|x| l2 = x).is_ok(),
            "--shrink" => value.parse().map(|x| shrink = x).is_ok(),
            "--iterations" => value.parse().map(|x| iterations = x).is_ok(),
            _ => false,
        };
        if !ok {
            eprintln!("kaissa-humanlike-fit: bad option {flag} {value}");
            std::process::exit(2);
        }
    }
    let text = std::fs::read_to_string(&pgn).unwrap_or_else(|e| {
        eprintln!("kaissa-humanlike-fit: {pgn}: {e}");
        std::process::exit(1);
    });
    let samples = read_samples(&text, Some(Part::Tuning));
    let held = read_samples(&text, Some(Part::HeldOut));
    let mut searcher = Searcher::new(16);
    let mut table = Vec::new();
    let tuning: Vec<(Band, Choice)> =
        samples.iter().filter_map(|s| Some((s.band(), choice(&mut searcher, s)?))).collect();
    let checking: Vec<(Band, Choice)> =
        held.iter().filter_map(|s| Some((s.band(), choice(&mut searcher, s)?))).collect();
    // Every band's positions together first: each band's own weights are drawn towards these,
    // so that a band with few positions (under 1100) does not fit its noise.
    let all: Vec<Choice> = tuning.iter().map(|(_, c)| Choice { moves: c.moves.clone(), played: c.played }).collect();
    let pooled = fit(&all, l2, iterations, &[0.0; W]);
    for band in Band::ALL {
        let pick = |v: &[(Band, Choice)]| -> Vec<Choice> {
            v.iter()
                .filter(|(b, _)| *b == band)
                .map(|(_, c)| Choice { moves: c.moves.clone(), played: c.played })
                .collect()
        };
        let (data, check) = (pick(&tuning), pick(&checking));
        let w = fit(&data, shrink, iterations, &pooled);
        println!(
            "{}: {} positions, top-1 {:.1}% on the tuning part ({} held out: {:.1}%), value: best {:+.2}, per pawn {:.2} / {:.2} / {:.2}",
            band.label(),
            data.len(),
            100.0 * accuracy(&w, &data),
            check.len(),
            100.0 * accuracy(&w, &check),
            w[0],
            w[1],
            w[2],
            w[3]
        );
        for (name, x) in NAMES.iter().zip(&w[VALUES..]) {
            println!("    {x:+.2} {name}");
        }
        table.push(w);
    }
    if let Some(out) = out {
        let mut s = String::from(
            "//! The model of human move choice, per band of the mover, fitted by `kaissa-humanlike-fit`\n\
             //! on the tuning games of `crates/humanlike/data` (do not edit: run the tool with `--out`).\n\n\
             // No `use` of `human` (which reads this table): the width is checked there.\n\n\
             /// Bands, weakest first: under 1100, 1100–1400, 1400–1700, 1700–2000, 2000+ (lichess).\n\
             pub const BANDS: usize = 5;\n\n\
             /// Each band's weights, in hundredths of a logit: first the value's features\n\
             /// (`human::value_features`), then the move's (`human::NAMES`).\n\
             pub const WEIGHTS: [[i16; {W}]; BANDS] = [\n",
        )
        .replace("{W}", &W.to_string());
        for w in &table {
            s += "    [";
            s += &w[..].iter().map(|x| format!("{}", (x * 100.0).round() as i16)).collect::<Vec<_>>().join(", ");
            s += "],\n";
        }
        s += "];\n";
        if let Err(e) = std::fs::write(&out, s) {
            eprintln!("kaissa-humanlike-fit: {out}: {e}");
            std::process::exit(1);
        }
    }
}
