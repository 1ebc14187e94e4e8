//! No import circles in the engine crate: neither between its files nor between its top-level
//! modules. The dependencies point one way (the UCI front end and the bench on the search, the
//! search on ordering, evaluation, the table and the scores), so that each file can be read
//! knowing only the ones it names. The check itself is `kaissa-import-check`.

use std::path::Path;

#[test]
fn no_circle_in_the_engine_and_the_search_sees_its_parts() {
    let graph = kaissa_import_check::assert_no_circles(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), 10);
    let of = |m: &str| graph.get(m).cloned().unwrap_or_default();
    assert!(of("search").contains("search::driver"));
    assert!(of("search::driver").contains("search::root"));
    assert!(of("search::root").contains("search::node"));
    assert!(of("search::node").contains("tt"));
    assert!(of("tt").contains("score"));
    assert!(of("score").is_empty(), "score.rs names {:?}", of("score"));
}
