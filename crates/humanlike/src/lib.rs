//! # kaissa-humanlike
//!
//! Measures how human Kaissa's levels play, on rated games by people (the metric of the Maia
//! paper, "Aligning Superhuman AI with Human Behavior", KDD 2020): of the positions whose mover
//! is in a rating band, the share where a level picks the move the person played; and a
//! **blunder profile**: per 100 moves, how many lose at least one and at least three pawns by the
//! full engine's judgement at a fixed node budget, for the people of each band and for each
//! level, in balanced and in lost positions.
//!
//! Everything is deterministic: the positions are chosen by a hash, each level's game seed is a
//! hash of the position's game and ply, and the judge searches a fixed number of nodes with a
//! fresh table, so a run gives the same tables on any machine.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod blunder;
pub mod data;
pub mod ladder;
pub mod stats;

pub use blunder::{Context, Judge, Profile};
pub use data::{read_samples, select, Band, Part, Sample};
pub use stats::wilson;

/// The SplitMix64 finaliser: a stateless 64-bit hash, for seeds and the sampling order.
#[must_use]
pub fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The move `level` (1–10) plays in the sample's position, in a game seeded by `seed` and the
/// sample (so every run gives the same move). Levels 1–9 play with their own caps (the app's
/// way: depth 8 at most, no clock); level 10, which has none, searches `full_nodes` nodes.
#[must_use]
pub fn level_move(
    searcher: &mut kaissa_engine::Searcher,
    level: u32,
    s: &Sample,
    seed: u64,
    full_nodes: u64,
) -> Option<kaissa_rules::Move> {
    let level = kaissa_engine::Level::new(level);
    searcher.set_level(level);
    searcher.new_game(mix(seed ^ s.id().wrapping_mul(0x2545_f491_4f6c_dd1d) ^ u64::from(level.get())));
    let limits = if level == kaissa_engine::Level::MAX {
        kaissa_engine::Limits::nodes(full_nodes)
    } else {
        kaissa_engine::Limits::default()
    };
    searcher.search(&s.pos, &s.history, limits, &kaissa_engine::ManualClock::default(), &mut || false).best_move
}
