//! No import circles in the rules core: neither between its files nor between its top-level
//! modules (squares and bitboards below positions, positions below SAN, FEN and games). The check
//! itself is `kaissa-import-check`.

use std::path::Path;

#[test]
fn no_circle_in_the_rules_core() {
    kaissa_import_check::assert_no_circles(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), 10);
}
