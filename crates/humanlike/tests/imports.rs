//! No import circles in the measuring tool: its parts (the data and its split, the statistics,
//! the blunder judge, the ladder) each stand on the ones below them, so that each file can be read
//! knowing only the ones it names. The check itself is `kaissa-import-check`.

use std::path::Path;

#[test]
fn no_circle_in_the_measuring_tool() {
    let graph = kaissa_import_check::assert_no_circles(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), 5);
    // The statistics stand alone: a Wilson interval knows nothing of chess.
    assert!(graph.get("stats").cloned().unwrap_or_default().is_empty(), "{graph:?}");
}
