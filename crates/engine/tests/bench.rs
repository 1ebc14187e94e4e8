//! The bench signature: the total node count of the bench at its full depth. A change to the
//! search, the evaluation or move ordering that alters it fails here, so its commit has to
//! update this number, and the README's, and say so.

use kaissa_engine::bench::{self, BENCH_DEPTH};
use kaissa_engine::ManualClock;

/// The signature recorded in the README ("Bench signature").
const SIGNATURE: u64 = 543_557;

#[test]
fn bench_signature_is_unchanged() {
    let result = bench::run(BENCH_DEPTH, &ManualClock::default());
    assert_eq!(
        result.nodes, SIGNATURE,
        "the bench signature changed: the search now behaves differently; if that is meant, record the \
         new signature here and in crates/engine/README.md and say so in the commit"
    );
}

#[test]
fn readme_records_the_same_signature() {
    let readme = include_str!("../README.md");
    assert!(
        readme.contains(&format!("**Signature: {SIGNATURE} nodes**")),
        "crates/engine/README.md must state the signature asserted here"
    );
}
