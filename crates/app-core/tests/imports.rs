//! No import circles in the app logic: neither between its files nor between the feature
//! folders (board, session, clock, saving, lessons, i18n…). Each feature names only the ones
//! below it, so it can be read and tested knowing only those. The check itself is
//! `kaissa-import-check`.

use std::path::Path;

#[test]
fn no_circle_in_the_app_logic() {
    kaissa_import_check::assert_no_circles(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), 20);
}
