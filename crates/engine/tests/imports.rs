//! No import circles in the engine crate: neither between its files nor between its top-level
//! modules. The dependencies should point one way (the UCI front end and the bench on the
//! search, the search on ordering, evaluation, the table and the scores), so that each file can
//! be read knowing only the ones it names.
//!
//! The check reads the sources: every path that starts with `crate::`, `super::` or `self::`
//! (in `use` lines and in code; use-trees with braces are expanded), and every `mod x;`
//! declaration, is an edge from the file it is written in to the file that defines the module
//! it names (the longest prefix of the path that is a file). A name re-exported by `lib.rs`
//! (`crate::Score`) counts as the module it is re-exported from. Comments and string literals
//! are skipped.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// A file's module path (`""` for lib.rs, `"search::node"` for src/search/node.rs) and source.
type Files = Vec<(String, String)>;

fn read_crate(src: &Path) -> Files {
    let mut files = Vec::new();
    let mut dirs = vec![src.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("src/ is readable") {
            let path = entry.expect("a directory entry").path();
            let rel = path.strip_prefix(src).expect("under src/").to_string_lossy().replace('\\', "/");
            if path.is_dir() {
                // Binaries are crates of their own: they see the library as `kaissa_engine`.
                if rel != "bin" {
                    dirs.push(path);
                }
            } else if rel.ends_with(".rs") {
                let module = rel.trim_end_matches(".rs").trim_end_matches("/mod").replace('/', "::");
                let module = if module == "lib" { String::new() } else { module };
                files.push((module, std::fs::read_to_string(&path).expect("a readable source file")));
            }
        }
    }
    files.sort();
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

fn prev_is_ident(chars: &[char], i: usize) -> bool {
    i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_')
}

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

/// The module paths (absolute, as segments) that one file's code names, and the child modules
/// it declares.
fn named_paths(module: &str, source: &str) -> Vec<Vec<String>> {
    let toks = tokens(&strip(source));
    let file_path: Vec<String> = module.split("::").filter(|s| !s.is_empty()).map(String::from).collect();
    // Inline `mod name { … }` blocks, with the brace depth they close at.
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0usize;
    let mut out = Vec::new();
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
                    match toks.get(i + 2) {
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
    out
}

/// Which module lib.rs re-exports each name from (`pub use time::{Clock, Limits}`).
fn root_reexports(lib: &str) -> BTreeMap<String, Vec<String>> {
    let toks = tokens(&strip(lib));
    let mut map = BTreeMap::new();
    let mut i = 0;
    while i + 2 < toks.len() {
        if toks[i] == Token::Ident("pub".into()) && toks[i + 1] == Token::Ident("use".into()) {
            i += 2;
            let mut paths = Vec::new();
            parse_tree(&toks, &mut i, &[], &mut paths);
            for p in paths {
                if let Some((name, module)) = p.split_last() {
                    map.insert(name.clone(), module.to_vec());
                }
            }
        } else {
            i += 1;
        }
    }
    map
}

/// The dependency graph between files: module path → module paths it names.
fn file_graph(files: &Files) -> BTreeMap<String, BTreeSet<String>> {
    let modules: BTreeSet<&str> = files.iter().map(|(m, _)| m.as_str()).collect();
    let reexports = files.iter().find(|(m, _)| m.is_empty()).map(|(_, s)| root_reexports(s)).unwrap_or_default();
    let resolve = |path: &[String]| -> Option<String> {
        (1..=path.len()).rev().map(|n| path[..n].join("::")).find(|p| modules.contains(p.as_str()))
    };
    let mut graph = BTreeMap::new();
    for (module, source) in files {
        let mut targets = BTreeSet::new();
        if !module.is_empty() {
            for path in named_paths(module, source) {
                let target =
                    resolve(&path).or_else(|| path.first().and_then(|n| reexports.get(n)).and_then(|m| resolve(m)));
                if let Some(t) = target.filter(|t| t != module) {
                    targets.insert(t);
                }
            }
        }
        graph.insert(module.clone(), targets);
    }
    graph
}

/// The same graph between top-level modules (`search::node` counts as `search`).
fn module_graph(files: &BTreeMap<String, BTreeSet<String>>) -> BTreeMap<String, BTreeSet<String>> {
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
fn find_cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
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

fn engine_files() -> Files {
    read_crate(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"))
}

fn name(module: &str) -> String {
    if module.is_empty() {
        "lib".to_string()
    } else {
        module.to_string()
    }
}

#[test]
fn no_circle_between_the_engine_files() {
    let graph = file_graph(&engine_files());
    assert!(graph.len() >= 10, "the sources were not found: {:?}", graph.keys().collect::<Vec<_>>());
    if let Some(cycle) = find_cycle(&graph) {
        let names: Vec<String> = cycle.iter().map(|m| name(m)).collect();
        panic!("import circle between files: {}", names.join(" -> "));
    }
}

#[test]
fn no_circle_between_the_engine_top_level_modules() {
    let graph = module_graph(&file_graph(&engine_files()));
    if let Some(cycle) = find_cycle(&graph) {
        panic!("import circle between top-level modules: {}", cycle.join(" -> "));
    }
}

#[test]
fn the_search_sees_its_parts_and_the_scores_see_nothing() {
    let graph = file_graph(&engine_files());
    let of = |m: &str| graph.get(m).cloned().unwrap_or_default();
    assert!(of("search").contains("search::driver"));
    assert!(of("search::driver").contains("search::root"));
    assert!(of("search::root").contains("search::node"));
    assert!(of("search::node").contains("tt"));
    assert!(of("tt").contains("score"));
    assert!(of("score").is_empty(), "score.rs names {:?}", of("score"));
}

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
        ("t", "#[cfg(test)]\nmod tests {\n    use super::*;\n    use crate::s::f;\n}"),
    ]);
    assert_eq!(find_cycle(&module_graph(&file_graph(&files))).map(|c| c.len()), Some(3));
}

#[test]
fn comments_strings_and_inline_tests_do_not_count_as_imports() {
    let files = synthetic(&[
        ("", "pub mod a; pub mod b;"),
        ("a", "use crate::b::Thing;"),
        (
            "b",
            "// crate::a::X\n/* crate::a::Y */ const S: &str = \"crate::a::Z\";\nconst R: &str = r#\"crate::a\"#;\n\
             fn lt<'a>(x: &'a str) -> char { '\\'' }\nmod tests { use super::*; }",
        ),
    ]);
    let graph = file_graph(&files);
    assert!(graph["b"].is_empty(), "b names {:?}", graph["b"]);
    assert!(find_cycle(&graph).is_none());
}
