//! Finds import circles in a Rust crate by reading its sources, so that each crate of the
//! workspace can assert in a test that its dependencies point one way: neither its files nor its
//! top-level modules name each other in a circle. Then each file can be read knowing only the
//! ones it names.
//!
//! Every path that starts with `crate::`, `super::` or `self::` (in `use` lines and in code;
//! use-trees with braces are expanded), and every `mod x;` declaration, is an edge from the file
//! it is written in to the file that defines the module it names (the longest prefix of the path
//! that is a file). A name re-exported by `lib.rs` (`crate::Score`) counts as the module it is
//! re-exported from. Comments and string literals are skipped. Test-only modules (declared
//! under `#[cfg(test)]`, in a file of their own or inline) are left out: a test names what it
//! tests, and nothing names a test.
//!
//! ```
//! let files = kaissa_import_check::Files::from([
//!     (String::new(), "pub mod a; pub mod b;".to_string()),
//!     ("a".to_string(), "use crate::b::Thing;".to_string()),
//!     ("b".to_string(), "pub struct Thing; fn f() -> u8 { crate::a::X }".to_string()),
//! ]);
//! let cycle = kaissa_import_check::find_cycle(&kaissa_import_check::file_graph(&files));
//! assert_eq!(cycle, Some(vec!["a".to_string(), "b".to_string(), "a".to_string()]));
//! ```

#![deny(missing_docs)]

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Each file's module path (`""` for lib.rs, `"search::node"` for src/search/node.rs) and
/// source, in the order of the paths.
pub type Files = std::collections::BTreeMap<String, String>;

/// A dependency graph: each module path and the module paths it names.
pub type Graph = BTreeMap<String, BTreeSet<String>>;

/// The library's files under `src` (binaries in `src/bin` are crates of their own and are left
/// out).
pub fn read_crate(src: &Path) -> Files {
    let mut files = Files::new();
    let mut dirs = vec![src.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("src/ is readable") {
            let path = entry.expect("a directory entry").path();
            let rel = path.strip_prefix(src).expect("under src/").to_string_lossy().replace('\\', "/");
            if path.is_dir() {
                // Binaries are crates of their own: they see the library by its crate name.
                if rel != "bin" {
                    dirs.push(path);
                }
            } else if rel.ends_with(".rs") {
                let module = rel.trim_end_matches(".rs").trim_end_matches("/mod").replace('/', "::");
                let module = if module == "lib" { String::new() } else { module };
                files.insert(module, std::fs::read_to_string(&path).expect("a readable source file"));
            }
        }
    }
    files
}

/// The source with comments and the contents of string and char literals removed.
fn strip(source: &str) -> String {
    let chars: Vec<char> = source.chars().collect();
    let mut out = String::with_capacity(source.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            out.push(' ');
        } else if c == 'r' && (next == Some('"') || next == Some('#')) && !prev_is_ident(&chars, i) {
            // A raw string: r"…", r#"…"#.
            let mut j = i + 1;
            let mut hashes = 0;
            while chars.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if chars.get(j) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            j += 1;
            loop {
                if j >= chars.len() {
                    break;
                }
                if chars[j] == '"' && (1..=hashes).all(|k| chars.get(j + k) == Some(&'#')) {
                    j += 1 + hashes;
                    break;
                }
                j += 1;
            }
            out.push_str("\"\"");
            i = j;
        } else if c == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                i += if chars[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            out.push_str("\"\"");
        } else if c == '\'' {
            // A char literal ('x', '\n', '\u{1F600}') or a lifetime ('a).
            if next == Some('\\') {
                i += 2;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
                out.push_str("' '");
            } else if chars.get(i + 2) == Some(&'\'') {
                i += 3;
                out.push_str("' '");
            } else {
                out.push(c);
                i += 1;
            }
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// Whether the character before `i` is part of an identifier (so `r"` there is not a raw string).
fn prev_is_ident(chars: &[char], i: usize) -> bool {
    i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_')
}

/// The few kinds of token the paths and use-trees are made of.
#[derive(Clone, Debug, PartialEq)]
enum Token {
    Ident(String),
    PathSep,
    Open,
    Close,
    Comma,
    Semi,
    Star,
    Other,
}

/// The tokens of `code` (already stripped of comments and literals).
fn tokens(code: &str) -> Vec<Token> {
    let chars: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            out.push(Token::Ident(chars[start..i].iter().collect()));
            continue;
        }
        i += 1;
        match c {
            ':' if chars.get(i) == Some(&':') => {
                i += 1;
                out.push(Token::PathSep);
            }
            '{' => out.push(Token::Open),
            '}' => out.push(Token::Close),
            ',' => out.push(Token::Comma),
            ';' => out.push(Token::Semi),
            '*' => out.push(Token::Star),
            c if c.is_whitespace() => {}
            _ => out.push(Token::Other),
        }
    }
    out
}

/// Parses a use-tree starting at `tokens[*i]` (just after a `::`), appending the full paths it
/// names (prefixed by `prefix`) to `out`.
fn parse_tree(tokens: &[Token], i: &mut usize, prefix: &[String], out: &mut Vec<Vec<String>>) {
    match tokens.get(*i) {
        Some(Token::Open) => {
            *i += 1;
            loop {
                match tokens.get(*i) {
                    Some(Token::Close) => {
                        *i += 1;
                        return;
                    }
                    Some(Token::Comma) => *i += 1,
                    None => return,
                    _ => {
                        let before = *i;
                        parse_tree(tokens, i, prefix, out);
                        if *i == before {
                            *i += 1;
                        }
                    }
                }
            }
        }
        Some(Token::Star) => {
            *i += 1;
            out.push(prefix.to_vec());
        }
        Some(Token::Ident(name)) => {
            *i += 1;
            let mut path = prefix.to_vec();
            if name != "self" {
                path.push(name.clone());
            }
            if tokens.get(*i) == Some(&Token::PathSep) {
                *i += 1;
                parse_tree(tokens, i, &path, out);
            } else {
                out.push(path);
            }
        }
        _ => out.push(prefix.to_vec()),
    }
}

/// Whether the `mod` at `toks[i]` is declared under `#[cfg(test)]` (with or without `pub`).
fn under_cfg_test(toks: &[Token], i: usize) -> bool {
    let ident = |j: usize, name: &str| toks.get(j) == Some(&Token::Ident(name.into()));
    let mut j = i;
    if j >= 1 && ident(j - 1, "pub") {
        j -= 1;
    } else if j >= 4 && ident(j - 4, "pub") && toks[j - 3] == Token::Other && toks[j - 1] == Token::Other {
        // pub(crate), pub(super)
        j -= 4;
    }
    j >= 5 && ident(j - 5, "cfg") && ident(j - 3, "test")
}

/// What one file's code names: the module paths (absolute, as segments) of its imports and of
/// the child modules it declares, and the child modules it declares for tests only (in files of
/// their own; inline test modules are skipped whole).
fn named_paths(module: &str, source: &str) -> (Vec<Vec<String>>, Vec<Vec<String>>) {
    let toks = tokens(&strip(source));
    let file_path: Vec<String> = module.split("::").filter(|s| !s.is_empty()).map(String::from).collect();
    // Inline `mod name { … }` blocks, with the brace depth they close at.
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0usize;
    let mut out = Vec::new();
    let mut test_only = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        let current = || {
            let mut p = file_path.clone();
            p.extend(inline.iter().map(|(n, _)| n.clone()));
            p
        };
        match &toks[i] {
            Token::Open => {
                depth += 1;
                i += 1;
            }
            Token::Close => {
                if inline.last().is_some_and(|(_, d)| *d == depth) {
                    inline.pop();
                }
                depth = depth.saturating_sub(1);
                i += 1;
            }
            Token::Ident(kw) if kw == "mod" => {
                if let Some(Token::Ident(name)) = toks.get(i + 1) {
                    let test = under_cfg_test(&toks, i);
                    match toks.get(i + 2) {
                        Some(Token::Semi) if test => {
                            let mut p = current();
                            p.push(name.clone());
                            test_only.push(p);
                            i += 3;
                        }
                        Some(Token::Open) if test => {
                            // Skipped to its closing brace.
                            let mut open = 1usize;
                            i += 3;
                            while i < toks.len() && open > 0 {
                                match toks[i] {
                                    Token::Open => open += 1,
                                    Token::Close => open -= 1,
                                    _ => {}
                                }
                                i += 1;
                            }
                        }
                        Some(Token::Semi) => {
                            let mut p = current();
                            p.push(name.clone());
                            out.push(p);
                            i += 3;
                        }
                        Some(Token::Open) => {
                            depth += 1;
                            inline.push((name.clone(), depth));
                            i += 3;
                        }
                        _ => i += 2,
                    }
                } else {
                    i += 1;
                }
            }
            Token::Ident(head)
                if matches!(head.as_str(), "crate" | "super" | "self")
                    && toks.get(i + 1) == Some(&Token::PathSep)
                    && (i == 0 || toks[i - 1] != Token::PathSep) =>
            {
                let mut base = match head.as_str() {
                    "crate" => Vec::new(),
                    "self" => current(),
                    _ => {
                        let mut p = current();
                        p.pop();
                        p
                    }
                };
                i += 2;
                while toks.get(i) == Some(&Token::Ident("super".into())) && toks.get(i + 1) == Some(&Token::PathSep) {
                    base.pop();
                    i += 2;
                }
                parse_tree(&toks, &mut i, &base, &mut out);
            }
            _ => i += 1,
        }
    }
    (out, test_only)
}

/// The names a file re-exports (`pub use time::{Clock, Limits}`, also `pub(crate) use`), each
/// with the absolute path it stands for. `module` is the file's module path; paths into other
/// crates are left out (they are not `modules` of this one).
fn reexports(module: &[String], source: &str, modules: &BTreeSet<&str>) -> BTreeMap<String, Vec<String>> {
    let toks = tokens(&strip(source));
    let is = |j: usize, name: &str| toks.get(j) == Some(&Token::Ident(name.into()));
    let mut map = BTreeMap::new();
    let mut i = 0;
    while i < toks.len() {
        let start = if is(i, "pub") && is(i + 1, "use") {
            Some(i + 2)
        } else if is(i, "pub") && toks.get(i + 1) == Some(&Token::Other) && is(i + 4, "use") {
            Some(i + 5)
        } else {
            None
        };
        let Some(start) = start else {
            i += 1;
            continue;
        };
        i = start;
        let mut paths = Vec::new();
        parse_tree(&toks, &mut i, &[], &mut paths);
        for path in paths {
            let mut absolute = module.to_vec();
            let mut rest = path.as_slice();
            match rest.first().map(String::as_str) {
                Some("crate") => {
                    absolute.clear();
                    rest = &rest[1..];
                }
                _ => {
                    while rest.first().map(String::as_str) == Some("super") {
                        absolute.pop();
                        rest = &rest[1..];
                    }
                }
            }
            absolute.extend(rest.iter().cloned());
            let inside = (1..=absolute.len()).any(|n| modules.contains(absolute[..n].join("::").as_str()));
            if let (true, Some(name)) = (inside, path.last()) {
                map.insert(name.clone(), absolute);
            }
        }
    }
    map
}

/// The dependency graph between files: module path → module paths it names (test-only modules
/// left out). A name re-exported by a file (`crate::Score`, `super::Clock`) counts as the file
/// that defines it, so that naming a module's re-export is not naming the module itself.
pub fn file_graph(files: &Files) -> Graph {
    let tests: BTreeSet<String> = files.iter().flat_map(|(m, s)| named_paths(m, s).1).map(|p| p.join("::")).collect();
    let is_test = |m: &str| tests.iter().any(|t| m == t || m.starts_with(&format!("{t}::")));
    let files: Files = files.iter().filter(|(m, _)| !is_test(m)).map(|(m, s)| (m.clone(), s.clone())).collect();
    let modules: BTreeSet<&str> = files.keys().map(String::as_str).collect();
    let segments = |m: &str| -> Vec<String> { m.split("::").filter(|s| !s.is_empty()).map(String::from).collect() };
    let exported: BTreeMap<&str, BTreeMap<String, Vec<String>>> =
        files.iter().map(|(m, s)| (m.as_str(), reexports(&segments(m), s, &modules))).collect();
    // The file that defines what `path` names: the longest prefix that is a file, followed
    // through that file's re-exports (a bounded number of times: re-exports cannot loop in a
    // crate that compiles, but a parse of an odd file might).
    let resolve = |path: &[String]| -> Option<String> {
        let mut path = path.to_vec();
        for _ in 0..8 {
            let n = (0..=path.len()).rev().find(|&n| modules.contains(path[..n].join("::").as_str()))?;
            let file = path[..n].join("::");
            match path.get(n).and_then(|name| exported.get(file.as_str())?.get(name)) {
                Some(target) if n > 0 || !path.is_empty() => {
                    let mut next = target.clone();
                    next.extend(path[n + 1..].iter().cloned());
                    path = next;
                }
                _ => return Some(file),
            }
        }
        None
    };
    let mut graph = BTreeMap::new();
    for (module, source) in &files {
        let mut targets = BTreeSet::new();
        // lib.rs only declares the top-level modules and re-exports their names.
        if !module.is_empty() {
            for path in named_paths(module, source).0 {
                if let Some(t) = resolve(&path).filter(|t| t != module && !t.is_empty()) {
                    targets.insert(t);
                }
            }
        }
        graph.insert(module.clone(), targets);
    }
    graph
}

/// The same graph between top-level modules (`search::node` counts as `search`).
pub fn module_graph(files: &Graph) -> Graph {
    let top = |m: &str| m.split("::").next().unwrap_or("").to_string();
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (from, targets) in files {
        let entry = graph.entry(top(from)).or_default();
        for t in targets {
            if top(t) != top(from) {
                entry.insert(top(t));
            }
        }
    }
    graph
}

/// A cycle in `graph`, as the list of its nodes (the first repeated at the end), if any.
pub fn find_cycle(graph: &Graph) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &Graph,
        state: &mut BTreeMap<String, u8>,
        stack: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        state.insert(node.to_string(), 1);
        stack.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            match state.get(next.as_str()).copied().unwrap_or(0) {
                1 => {
                    let start = stack.iter().position(|n| n == next).unwrap_or(0);
                    let mut cycle = stack[start..].to_vec();
                    cycle.push(next.clone());
                    return Some(cycle);
                }
                0 => {
                    if let Some(c) = visit(next, graph, state, stack) {
                        return Some(c);
                    }
                }
                _ => {}
            }
        }
        stack.pop();
        state.insert(node.to_string(), 2);
        None
    }
    let mut state = BTreeMap::new();
    for node in graph.keys() {
        if state.get(node.as_str()).copied().unwrap_or(0) == 0 {
            if let Some(c) = visit(node, graph, &mut state, &mut Vec::new()) {
                return Some(c);
            }
        }
    }
    None
}

/// Every group of modules that name each other in a circle (the strongly connected components
/// of `graph` with more than one module), each sorted, so that a failure lists all of them at once.
pub fn circles(graph: &Graph) -> Vec<Vec<String>> {
    // Which modules each module reaches; two modules are in one group when each reaches the other.
    let reach = |from: &str| -> BTreeSet<String> {
        let mut seen = BTreeSet::new();
        let mut todo = vec![from.to_string()];
        while let Some(m) = todo.pop() {
            for next in graph.get(&m).into_iter().flatten() {
                if seen.insert(next.clone()) {
                    todo.push(next.clone());
                }
            }
        }
        seen
    };
    let reaches: BTreeMap<&String, BTreeSet<String>> = graph.keys().map(|m| (m, reach(m))).collect();
    let mut placed = BTreeSet::new();
    let mut groups = Vec::new();
    for m in graph.keys() {
        if placed.contains(m) || !reaches[m].contains(m) {
            continue;
        }
        let group: Vec<String> =
            reaches[m].iter().filter(|o| reaches.get(o).is_some_and(|r| r.contains(m))).cloned().collect();
        placed.extend(group.iter().cloned());
        groups.push(group);
    }
    groups
}

/// A module path as people say it (`lib` for the crate root).
fn name(module: &str) -> &str {
    if module.is_empty() {
        "lib"
    } else {
        module
    }
}

/// Panics, naming the circle, if the library under `src` (a crate's `src/` directory) has an
/// import circle between its files or between its top-level modules. Returns the graph between
/// files, for a test's own assertions about who names whom.
///
/// # Panics
/// On a circle, or when `src` holds fewer than `min_files` files (the sources were not found).
pub fn assert_no_circles(src: &Path, min_files: usize) -> Graph {
    let graph = file_graph(&read_crate(src));
    assert!(graph.len() >= min_files, "the sources were not found in {}: {:?}", src.display(), graph.keys());
    let report = |what: &str, graph: &Graph| {
        if let Some(cycle) = find_cycle(graph) {
            let names: Vec<&str> = cycle.iter().map(|m| name(m)).collect();
            let groups: Vec<String> =
                circles(graph).iter().map(|g| g.iter().map(|m| name(m)).collect::<Vec<_>>().join(", ")).collect();
            panic!(
                "import circle between {what}: {}\nall groups of {what} that name each other:\n  {}",
                names.join(" -> "),
                groups.join("\n  ")
            );
        }
    };
    report("files", &graph);
    report("top-level modules", &module_graph(&graph));
    graph
}

#[cfg(test)]
mod tests {
    use super::*;

    fn synthetic(files: &[(&str, &str)]) -> Files {
        files.iter().map(|(m, s)| ((*m).to_string(), (*s).to_string())).collect()
    }

    #[test]
    fn a_circle_through_use_lines_is_found() {
        let files = synthetic(&[
            ("", "pub mod a; pub mod b; pub use b::Thing;"),
            ("a", "use crate::b::{self, Other};\nfn f() {}"),
            ("b", "pub struct Thing;\nfn g() -> u32 { crate::a::CONST }"),
        ]);
        let cycle = find_cycle(&file_graph(&files)).expect("a <-> b is a circle");
        assert!(cycle.contains(&"a".to_string()) && cycle.contains(&"b".to_string()));
    }

    #[test]
    fn a_circle_through_super_and_a_root_reexport_is_found() {
        let files = synthetic(&[
            ("", "pub mod s; pub mod t; pub use t::Clock;"),
            ("s", "mod inner;\npub const X: u8 = 1;"),
            ("s::inner", "use super::X;"),
            ("t", "pub struct Clock;"),
        ]);
        // s declares inner, inner names s: a circle between files but not between top-level modules.
        assert!(find_cycle(&file_graph(&files)).is_some());
        assert!(find_cycle(&module_graph(&file_graph(&files))).is_none());
        let files = synthetic(&[
            ("", "pub mod s; pub mod t; pub use t::Clock;"),
            ("s", "fn f(c: &crate::Clock) {}"),
            ("t", "fn g() { crate::s::f(); }"),
        ]);
        assert_eq!(find_cycle(&module_graph(&file_graph(&files))).map(|c| c.len()), Some(3));
    }

    #[test]
    fn comments_strings_and_test_modules_do_not_count_as_imports() {
        let files = synthetic(&[
            ("", "pub mod a; pub mod b;"),
            ("a", "use crate::b::Thing;"),
            (
                "b",
                "// crate::a::X\n/* crate::a::Y */ const S: &str = \"crate::a::Z\";\nconst R: &str = r#\"crate::a\"#;\n\
                 fn lt<'a>(x: &'a str) -> char { '\\'' }\n#[cfg(test)]\nmod tests { use super::*; use crate::a::f; }\n\
                 #[cfg(test)]\npub(crate) mod more;",
            ),
            ("b::more", "use crate::a::g;"),
        ]);
        let graph = file_graph(&files);
        assert!(graph["b"].is_empty(), "b names {:?}", graph["b"]);
        assert!(!graph.contains_key("b::more"), "a test-only file is left out");
        assert!(find_cycle(&graph).is_none());
    }

    #[test]
    fn a_module_declared_without_cfg_test_still_counts() {
        let files = synthetic(&[
            ("", "pub mod a; pub mod b;"),
            ("a", "use crate::b::X;"),
            ("b", "mod c;"),
            ("b::c", "use crate::a::Y;"),
        ]);
        assert!(find_cycle(&module_graph(&file_graph(&files))).is_some());
    }

    #[test]
    fn every_circle_is_listed() {
        let files = synthetic(&[
            ("", "pub mod a; pub mod b; pub mod c; pub mod d;"),
            ("a", "use crate::b::X;"),
            ("b", "use crate::a::Y;"),
            ("c", "use crate::d::X; use crate::a::Z;"),
            ("d", "use crate::c::Y;"),
        ]);
        assert_eq!(circles(&file_graph(&files)), vec![vec!["a", "b"], vec!["c", "d"]]);
    }

    #[test]
    fn this_crate_has_no_circle() {
        // One file: the check at least runs on real sources.
        assert_no_circles(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), 1);
    }
}
