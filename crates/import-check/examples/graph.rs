//! Prints who names whom in a crate, for finding the way out of a circle:
//! `cargo run -p kaissa-import-check --example graph -- crates/app-core/src [module…]`
//! lists every file's edges (or only those of the modules named), then the circles; with
//! `--modules` before the names, the edges between top-level modules.

use kaissa_import_check::{circles, file_graph, module_graph, read_crate};
use std::path::Path;

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(src) = args.next() else {
        eprintln!("usage: graph <crate's src dir> [module…]");
        std::process::exit(2);
    };
    let mut only: Vec<String> = args.collect();
    let files = file_graph(&read_crate(Path::new(&src)));
    // `--modules`: the graph between top-level modules instead of files.
    let graph = if only.first().map(String::as_str) == Some("--modules") {
        only.remove(0);
        module_graph(&files)
    } else {
        files.clone()
    };
    for (from, to) in &graph {
        if only.is_empty() || only.contains(from) {
            println!("{from} -> {}", to.iter().cloned().collect::<Vec<_>>().join(", "));
        }
    }
    for (what, g) in [("files", files.clone()), ("top-level modules", module_graph(&files))] {
        for group in circles(&g) {
            println!("circle between {what}: {}", group.join(", "));
        }
    }
}
