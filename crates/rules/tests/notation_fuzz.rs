//! Property and fuzz tests for the notation readers: random strings and random mutations (byte
//! flips, insertions, deletions, truncations, duplications) of valid FEN, SAN, UCI, LAN and PGN
//! must never make a reader panic, and whatever a reader accepts must make sense: a parsed
//! move is legal, a parsed position writes SAN that reads back, an imported game writes PGN
//! that imports to the same game.
//!
//! Deterministic (a fixed-seed xorshift generator) so a failure reproduces; `KAISSA_FUZZ_SEED`
//! picks another seed and `KAISSA_FUZZ_SCALE` multiplies the number of cases (default 1, a few
//! seconds in the test profile).

use kaissa_rules::pgn::{self, PgnGame};
use kaissa_rules::{Position, Setup};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::PathBuf;

/// xorshift64*: tiny, fast and good enough to pick mutations.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed.max(1))
    }
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// Bytes that mean something to one of the readers, so that mutations reach deep paths.
const INTERESTING: &[u8] = b"{}()[];%$\"\\\n\r\t .!?+#=-/:*0123456789abcdefghxKQRBNPOoepw";

fn random_byte(rng: &mut Rng) -> u8 {
    match rng.below(4) {
        0 => rng.next() as u8,
        _ => *rng.pick(INTERESTING),
    }
}

/// Applies one to `max` random edits.
fn mutate(rng: &mut Rng, input: &str, max: usize) -> String {
    let mut b = input.as_bytes().to_vec();
    for _ in 0..1 + rng.below(max) {
        let len = b.len();
        match rng.below(7) {
            0 if len > 0 => {
                let i = rng.below(len);
                b[i] ^= 1 << rng.below(8);
            }
            1 => {
                let i = rng.below(len + 1);
                b.insert(i, random_byte(rng));
            }
            2 if len > 0 => {
                b.remove(rng.below(len));
            }
            3 => b.truncate(rng.below(len + 1)),
            4 if len > 0 => {
                let i = rng.below(len);
                b[i] = random_byte(rng);
            }
            5 if len > 0 => {
                // Duplicate a chunk somewhere else.
                let start = rng.below(len);
                let end = (start + 1 + rng.below(16)).min(len);
                let chunk = b[start..end].to_vec();
                let at = rng.below(len + 1);
                b.splice(at..at, chunk);
            }
            _ if len > 1 => {
                // Delete a chunk.
                let start = rng.below(len);
                let end = (start + 1 + rng.below(16)).min(len);
                b.drain(start..end);
            }
            _ => b.push(random_byte(rng)),
        }
    }
    String::from_utf8_lossy(&b).into_owned()
}

fn random_string(rng: &mut Rng, max_len: usize) -> String {
    let len = rng.below(max_len + 1);
    let mut s = String::new();
    for _ in 0..len {
        match rng.below(10) {
            0 => s.push(char::from_u32(rng.below(0x3000) as u32).unwrap_or('\u{fffd}')),
            _ => s.push(random_byte(rng) as char),
        }
    }
    s
}

/// Runs `f` and, if it panics, fails the test naming the input.
fn no_panic(what: &str, input: &str, f: impl FnOnce()) {
    if catch_unwind(AssertUnwindSafe(f)).is_err() {
        panic!("{what} panicked on input {input:?}");
    }
}

fn data(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

fn scale() -> usize {
    std::env::var("KAISSA_FUZZ_SCALE").ok().and_then(|s| s.parse().ok()).unwrap_or(1)
}

fn seed() -> u64 {
    std::env::var("KAISSA_FUZZ_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(0x6b61_6973_7361)
}

/// Positions and their SANs from the corpus (every 50th line), as seeds.
fn corpus_samples() -> Vec<(String, Vec<String>)> {
    data("games.jsonl")
        .lines()
        .step_by(50)
        .map(|line| {
            let fen = line.split("\"fen\":\"").nth(1).unwrap().split('"').next().unwrap().to_string();
            let map = line.split("\"san\":{").nth(1).unwrap().split('}').next().unwrap();
            let sans =
                map.split(',').filter_map(|kv| kv.split(':').nth(1)).map(|v| v.trim_matches('"').to_string()).collect();
            (fen, sans)
        })
        .collect()
}

/// Whatever the FEN reader accepts is a position whose every legal move has SAN and long
/// algebraic notation that read back as that move.
fn check_fen(text: &str) {
    let _ = Setup::from_fen(text);
    if let Ok(pos) = Position::from_fen(text) {
        for m in pos.legal_moves().iter().copied() {
            let san = pos.san(m);
            assert_eq!(pos.parse_san(&san), Ok(m), "{text}: {san}");
            let lan = pos.lan(m);
            assert_eq!(pos.parse_lan(&lan), Ok(m), "{text}: {lan}");
            assert_eq!(pos.parse_uci(&m.to_string()), Ok(m), "{text}: {m}");
        }
    }
}

#[test]
fn fen_reader_never_panics() {
    let mut rng = Rng::new(seed());
    let mut seeds: Vec<String> =
        data("perft.epd").lines().map(|l| l.split(';').next().unwrap().trim().to_string()).collect();
    seeds.extend(corpus_samples().into_iter().map(|(fen, _)| fen));
    for fen in &seeds {
        no_panic("FEN", fen, || check_fen(fen));
    }
    for i in 0..20_000 * scale() {
        let text = if i % 4 == 0 {
            random_string(&mut rng, 90)
        } else {
            let seed = rng_pick(&mut rng, &seeds);
            mutate(&mut rng, seed, 4)
        };
        no_panic("FEN", &text, || check_fen(&text));
    }
}

fn rng_pick<'a>(rng: &mut Rng, items: &'a [String]) -> &'a str {
    items[rng.below(items.len())].as_str()
}

/// A move read in any notation is legal.
fn check_moves(pos: &Position, text: &str) {
    if let Ok(m) = pos.parse_san(text) {
        assert!(pos.is_legal(m), "parse_san({text:?}) gave illegal {m} in {pos}");
    }
    if let Ok(m) = pos.parse_lan(text) {
        assert!(pos.is_legal(m), "parse_lan({text:?}) gave illegal {m} in {pos}");
    }
    if let Ok(m) = pos.parse_uci(text) {
        assert!(pos.is_legal(m), "parse_uci({text:?}) gave illegal {m} in {pos}");
    }
    let _ = text.parse::<kaissa_rules::SanPlus>().map(|s| s.to_string());
    let _ = kaissa_rules::Move::from_uci(text);
}

#[test]
fn move_readers_never_panic() {
    let mut rng = Rng::new(seed() ^ 1);
    let samples = corpus_samples();
    let positions: Vec<Position> = samples.iter().map(|(fen, _)| Position::from_fen(fen).unwrap()).collect();
    let mut seeds: Vec<String> = samples.iter().flat_map(|(_, sans)| sans.iter().cloned()).collect();
    for (pos, _) in positions.iter().zip(0..40) {
        for m in pos.legal_moves().iter().copied() {
            seeds.push(m.to_string());
            seeds.push(pos.lan(m));
        }
    }
    seeds.extend(
        ["0-0", "O-O-O+", "exd6 e.p.", "e8=Q#", "bxa8/N!?", "Ng1-f3", "e7e8q", "e1h1", "Qa1b2", "--"].map(String::from),
    );
    for i in 0..60_000 * scale() {
        let pos = rng.pick(&positions);
        let text = match i % 5 {
            0 => random_string(&mut rng, 12),
            1 => rng_pick(&mut rng, &seeds).to_string(),
            _ => {
                let seed = rng_pick(&mut rng, &seeds);
                mutate(&mut rng, seed, 3)
            }
        };
        no_panic("move reader", &text, || check_moves(pos, &text));
    }
}

/// Whatever the PGN reader imports writes back to PGN that imports to the same game.
fn check_pgn(text: &str) {
    for game in pgn::read_games(text).into_iter().flatten() {
        let written = game.to_pgn();
        let again: Vec<_> = pgn::read_games(&written);
        match again.as_slice() {
            [Ok(again)] => {
                assert_eq!(again.moves, game.moves, "moves changed when writing:\n{written}");
                assert_eq!(again.comments, game.comments, "comments changed when writing:\n{written}");
                assert_eq!(again.start, game.start);
            }
            other => panic!("written PGN does not import: {other:?}\n{written}"),
        }
        let _ = game.final_position();
        let _ = game.to_string();
    }
    let _ = text.parse::<PgnGame>();
}

#[test]
fn pgn_reader_never_panics() {
    let mut rng = Rng::new(seed() ^ 2);
    let corpus = data("games.pgn");
    let mut seeds: Vec<String> =
        corpus.split("\n\n[").take(8).map(|g| format!("[{}", g.trim_start_matches('['))).collect();
    seeds.push(
        "[Event \"T \\\"q\\\" \\\\\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 12\"]\n\n\
         {intro ) ;} 12... Kd7 $1 (12... Kf7 {alt} (12... Ke7)) 13. e4!? ; line\n% escape\nKc6 1/2-1/2\n"
            .to_string(),
    );
    seeds.push("1.e4 e5 2.Nf3 (2.f4 exf4 3.Nf3) Nc6 3.Bb5 a6 4.0-0 {x} 4...Nf6 *\r\n\r\n1. d4 d5 1-0".to_string());
    for seed in &seeds {
        no_panic("PGN", seed, || check_pgn(seed));
    }
    for i in 0..3_000 * scale() {
        let text = match i % 10 {
            0 => random_string(&mut rng, 200),
            _ => {
                // Shorter inputs mutate faster; whole games check deep positions.
                let seed = rng_pick(&mut rng, &seeds);
                let cut = if i % 3 == 0 { seed.len() } else { seed.len().min(300 + rng.below(300)) };
                let base = String::from_utf8_lossy(&seed.as_bytes()[..cut]).into_owned();
                mutate(&mut rng, &base, 8)
            }
        };
        no_panic("PGN", &text, || check_pgn(&text));
    }
}
