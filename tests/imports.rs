//! No import circles in the views (`src/`): neither between their files nor between their
//! top-level modules. The views name the app logic (`kaissa_app_core`) and each other one way.
//! The check itself is `kaissa-import-check`; it only reads the sources, so it runs natively
//! although the views only build for wasm.

use std::path::Path;

#[test]
fn no_circle_in_the_views() {
    kaissa_import_check::assert_no_circles(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), 20);
}
