//! A language's start-up texts as a file of their own (`assets/lang/<code>.txt`, served as
//! `lang/<code>.txt`), so that the start-up module carries no language at all and the page
//! fetches only the one it shows: each language's [`Catalog`] is ~4 KB gzipped, and linking all
//! four would cost the start-up budget ~11 KB. The lazy modules (dialogs, lessons) link the
//! statics instead ([`super::static_catalog`]): their bytes are not counted before the board
//! answers.
//!
//! The file is the catalog's strings in field order, one per line (`\` and line breaks escaped as
//! `\\` and `\n`), after a header line `kaissa-texts 1 <code> <count>`. The tables implement
//! [`TextTable`] through the `text_table!` macro, which writes both directions from the struct's
//! own field list, so the order cannot drift between writer and reader. A test writes the files
//! from the statics and fails when the committed ones differ (`KAISSA_WRITE_TEXTS=1` rewrites
//! them; `web_build` does so before every build).

use super::lang::Lang;
use super::Catalog;
use std::fmt;

/// The header's first words: the format and its version.
const MAGIC: &str = "kaissa-texts 1";

/// A table of texts that a language file holds: its strings, in field order. Implemented for
/// `&'static str`, arrays of tables and the `text_table!` structs, and for nothing else.
pub trait TextTable: Sized {
    /// How many strings the table has.
    const COUNT: usize;
    /// Appends the table's strings to `out`, in field order.
    fn write_to(&self, out: &mut Vec<&'static str>);
}

impl TextTable for &'static str {
    const COUNT: usize = 1;

    fn write_to(&self, out: &mut Vec<&'static str>) {
        out.push(self);
    }
}

impl<T: TextTable, const N: usize> TextTable for [T; N] {
    const COUNT: usize = N * T::COUNT;

    fn write_to(&self, out: &mut Vec<&'static str>) {
        for item in self {
            item.write_to(out);
        }
    }
}

// A catalog is laid out exactly as an array of its strings in field order: every table is a
// `#[repr(C)]` struct whose fields are `&'static str`s, arrays of them or tables (by value), all
// of the same alignment, so there is no padding anywhere, and `COUNT` counts them. The size check
// makes sure of it at compile time.
const _: () = assert!(std::mem::size_of::<Catalog>() == Catalog::COUNT * std::mem::size_of::<&str>());
const _: () = assert!(std::mem::align_of::<Catalog>() == std::mem::align_of::<&str>());

/// The catalog whose strings, in field order, are `strings` (exactly [`Catalog::COUNT`] of them),
/// for the life of the page. Reading the strings as the catalog, rather than field by field,
/// spares the start-up module ~8 KB of code (one store per field).
fn catalog_of(strings: Vec<&'static str>) -> Option<&'static Catalog> {
    if strings.len() != Catalog::COUNT {
        return None;
    }
    let strings: Box<[&'static str]> = strings.into_boxed_slice();
    // SAFETY: a `Catalog` has the size and alignment of `[&'static str; Catalog::COUNT]` and the
    // same layout (see the assertions above), and every field is valid for any `&'static str`;
    // the allocation is never freed (leaked), so its layout is never asked for again.
    Some(unsafe { &*Box::into_raw(strings).cast::<Catalog>() })
}

/// Why a language file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TextsError {
    /// The first line is not a Kaissa texts header of this version.
    NotTexts,
    /// The file is another language's.
    WrongLanguage {
        /// The language the file says it holds.
        found: String,
    },
    /// The file holds a different number of strings than this build's catalog (a file of another
    /// version of the app).
    WrongCount {
        /// How many strings the catalog has.
        expected: usize,
        /// How many the file has.
        found: usize,
    },
}

impl fmt::Display for TextsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TextsError::NotTexts => f.write_str("not a Kaissa texts file of this version"),
            TextsError::WrongLanguage { found } => write!(f, "the file is in another language ({found})"),
            TextsError::WrongCount { expected, found } => {
                write!(f, "the file has {found} texts where this version has {expected}")
            }
        }
    }
}

impl std::error::Error for TextsError {}

/// A line of the file for one string: `\` and line breaks escaped.
fn escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace('\n', "\\n")
}

/// The string a line stands for: escapes undone (a copy only when the line has any).
fn unescape(line: &'static str) -> &'static str {
    if !line.contains('\\') {
        return line;
    }
    let mut out = String::with_capacity(line.len());
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match (c, c == '\\') {
            (_, true) => match chars.next() {
                Some('n') => out.push('\n'),
                Some(other) => out.push(other),
                None => out.push('\\'),
            },
            (c, false) => out.push(c),
        }
    }
    Box::leak(out.into_boxed_str())
}

/// The language file of `catalog`, in `lang`.
#[must_use]
pub fn write_file(lang: Lang, catalog: &Catalog) -> String {
    let mut strings = Vec::new();
    catalog.write_to(&mut strings);
    let mut out = format!("{MAGIC} {} {}\n", lang.code(), strings.len());
    for s in strings {
        out.push_str(&escape(s));
        out.push('\n');
    }
    out
}

/// Reads the language file `text` of `lang` into a catalog that lives as long as the page.
///
/// # Errors
/// When `text` is not a texts file of this version of the app and of `lang`.
pub fn read_file(lang: Lang, text: String) -> Result<&'static Catalog, TextsError> {
    let header = text.lines().next().unwrap_or("");
    let Some((code, count)) = header.strip_prefix(MAGIC).and_then(|rest| rest.trim().split_once(' ')) else {
        return Err(TextsError::NotTexts);
    };
    let Ok(count) = count.parse::<usize>() else { return Err(TextsError::NotTexts) };
    if code != lang.code() {
        return Err(TextsError::WrongLanguage { found: code.to_owned() });
    }
    let lines = text.lines().count() - 1;
    let expected = Catalog::COUNT;
    if lines != count || count != expected {
        return Err(TextsError::WrongCount { expected, found: lines });
    }
    // Checked, so the text is kept for good: the catalog's strings are slices of it.
    let text: &'static str = Box::leak(text.into_boxed_str());
    let strings: Vec<&'static str> = text.lines().skip(1).map(unescape).collect();
    catalog_of(strings).ok_or(TextsError::WrongCount { expected, found: lines })
}

/// A catalog with every text empty: what [`super::catalog`] answers in the browser before a
/// language is installed (the app installs one before it shows anything).
#[must_use]
pub fn blank() -> &'static Catalog {
    static BLANK: [&str; Catalog::COUNT] = [""; Catalog::COUNT];
    // SAFETY: as in `catalog_of`: a `Catalog` is laid out as `[&'static str; Catalog::COUNT]`.
    unsafe { &*std::ptr::from_ref(&BLANK).cast::<Catalog>() }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::static_catalog;

    fn file_path(lang: Lang) -> std::path::PathBuf {
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("../../assets/lang/{}.txt", lang.code()))
    }

    #[test]
    fn the_committed_language_files_are_the_catalogs() {
        let write = std::env::var_os("KAISSA_WRITE_TEXTS").is_some();
        for lang in Lang::ALL {
            let text = write_file(lang, static_catalog(lang));
            let path = file_path(lang);
            if write {
                std::fs::create_dir_all(path.parent().unwrap()).unwrap();
                std::fs::write(&path, &text).unwrap();
            }
            let committed = std::fs::read_to_string(&path).unwrap_or_default();
            assert!(
                committed == text,
                "{} is not the {lang} catalog: rewrite the files with \
                 `KAISSA_WRITE_TEXTS=1 cargo test -p kaissa-app-core texts_file`",
                path.display()
            );
        }
    }

    #[test]
    fn a_file_reads_back_into_the_same_catalog() {
        for lang in Lang::ALL {
            let c = static_catalog(lang);
            let read = read_file(lang, write_file(lang, c)).unwrap();
            assert_eq!(format!("{read:?}"), format!("{c:?}"));
        }
    }

    #[test]
    fn the_boot_sentence_is_the_files_third_line() {
        // src/boot.mjs reads it there (line 2 after the header and the language tag), with no
        // catalog to ask: the app that would know the layout is what failed to start.
        for lang in Lang::ALL {
            let c = static_catalog(lang);
            let file = write_file(lang, c);
            let line = file.lines().nth(2).unwrap();
            assert_eq!(unescape(Box::leak(line.to_owned().into_boxed_str())), c.boot_failed, "{lang}");
            assert!(!line.contains('\\'), "{lang}: boot.mjs does not unescape");
        }
    }

    #[test]
    fn escapes_round_trip() {
        for s in ["plain", "a\\b", "two\nlines", "end\\", "\\n literally", ""] {
            assert_eq!(unescape(Box::leak(escape(s).into_boxed_str())), s);
        }
    }

    #[test]
    fn bad_files_are_refused_with_a_reason() {
        let good = write_file(Lang::Ru, static_catalog(Lang::Ru));
        assert_eq!(read_file(Lang::Ru, String::new()).unwrap_err(), TextsError::NotTexts);
        assert_eq!(read_file(Lang::Ru, "<!doctype html>\n<p>404</p>".into()).unwrap_err(), TextsError::NotTexts);
        assert_eq!(read_file(Lang::Lt, good.clone()).unwrap_err(), TextsError::WrongLanguage { found: "ru".into() });
        let n = Catalog::COUNT;
        let short: String = good.lines().take(n).map(|l| format!("{l}\n")).collect();
        assert_eq!(read_file(Lang::Ru, short).unwrap_err(), TextsError::WrongCount { expected: n, found: n - 1 });
        let long = format!("{good}extra\n");
        assert!(matches!(read_file(Lang::Ru, long), Err(TextsError::WrongCount { .. })));
        assert!(!TextsError::NotTexts.to_string().is_empty());
    }

    #[test]
    fn a_blank_catalog_has_every_text_empty() {
        let mut out = Vec::new();
        blank().write_to(&mut out);
        assert_eq!(format!("{:?}", blank()).matches("\"\"").count(), Catalog::COUNT);
        assert!(out.iter().all(|s| s.is_empty()));
        assert_eq!(out.len(), Catalog::COUNT);
    }
}
