//! Checks that a translation is whole: every text of the English tables has one in each other
//! language, with the same `{…}` placeholders, and none is left in English.
//!
//! The tables are compared through their `Debug` text, which lists every field's string in
//! declaration order: a field added later is checked without being listed here.

use std::collections::BTreeSet;

/// The string literals in a value's `Debug` text, in order.
pub(crate) fn debug_strings(debug: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut chars = debug.chars();
    while let Some(c) = chars.next() {
        if c != '"' {
            continue;
        }
        let mut s = String::new();
        while let Some(c) = chars.next() {
            match c {
                '\\' => match chars.next() {
                    // `Debug` writes a soft hyphen (Russian "Предло\u{ad}жить") as `\u{ad}`: the
                    // character, not a `{ad}` placeholder.
                    Some('u') => {
                        let hex: String = chars.by_ref().skip(1).take_while(|&c| c != '}').collect();
                        s.extend(u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32));
                    }
                    Some('n') => s.push('\n'),
                    Some('t') => s.push('\t'),
                    other => s.extend(other),
                },
                '"' => break,
                c => s.push(c),
            }
        }
        out.push(s);
    }
    out
}

/// The `{name}` placeholders of a template (a name is lower-case letters, digits and `_`; other
/// braces, such as a quoted `{` in a PGN error, are text).
pub(crate) fn placeholders(text: &str) -> BTreeSet<&str> {
    text.split('{')
        .skip(1)
        // A plural block (`{n, plural, one {…} other {…}}`) stands for its number.
        .filter_map(|p| {
            p.split_once(", plural,").map(|(name, _)| name).or_else(|| p.split_once('}').map(|(name, _)| name))
        })
        // A case form names its placeholder's case after a dot (`{target.acc}`): the same
        // placeholder as English's `{target}`.
        .map(|name| name.split_once('.').map_or(name, |(base, _)| base))
        .filter(|name| {
            !name.is_empty() && name.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
        })
        .collect()
}

/// Whether `text` may read the same in a translation: nothing but placeholders and symbols
/// (`{n}.`, `{why} · {who}`), or a name that is the same in every language.
pub(crate) fn same_in_every_language(text: &str) -> bool {
    let mut words = text.to_owned();
    for name in placeholders(text) {
        words = words.replace(&format!("{{{name}}}"), "");
    }
    !words.chars().any(char::is_alphabetic) || ["Kaissa", "en", "FEN", "J'adoube"].contains(&text)
}

/// Compares `ours` (labelled `what`) with the English `en`, text by text (each with its key).
pub(crate) fn check_against_english(what: &str, en: &[(String, String)], ours: &[(String, String)]) {
    assert_eq!(ours.len(), en.len(), "{what}: as many texts as English");
    for ((key, en), (our_key, ours)) in en.iter().zip(ours) {
        assert_eq!(key, our_key, "{what}: keys in the English order");
        assert_eq!(placeholders(en), placeholders(ours), "{what} {key}: {ours}");
        assert!(en != ours || same_in_every_language(en), "{what} {key} is still English: {en}");
    }
}

/// A value's `Debug` strings keyed by their position.
pub(crate) fn numbered(debug: &str) -> Vec<(String, String)> {
    debug_strings(debug).into_iter().enumerate().map(|(i, s)| (format!("text {i}"), s)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::*;
    use std::fmt::Debug;

    /// Every table of one language, as one `Debug` text, in a fixed order.
    fn tables(c: &Catalog) -> Vec<(String, String)> {
        let others: [&dyn Debug; 5] = [fen_texts(c), frame_texts(c), pgn_texts(c), editor_texts(c), dialog_texts(c)];
        numbered(&format!("{c:?}{others:?}"))
    }

    #[test]
    fn the_reader_finds_every_string() {
        assert_eq!(debug_strings(r#"A { a: "x \"y\"", b: ["", "{n}."] }"#), ["x \"y\"", "", "{n}."]);
        // Escapes are read as the characters they stand for: a soft hyphen is no placeholder.
        let soft = format!("{:?}", ["Предло\u{ad}жить", "a\nb"]);
        assert_eq!(debug_strings(&soft), ["Предло\u{ad}жить", "a\nb"]);
        assert_eq!(placeholders(&debug_strings(&soft)[0]), BTreeSet::new());
        assert_eq!(placeholders("{a} and {b}{a}"), BTreeSet::from(["a", "b"]));
        assert_eq!(placeholders("'{' is never closed with '}'"), BTreeSet::new());
        assert!(same_in_every_language("{why} · {who}") && !same_in_every_language("{n} moves"));
    }

    #[test]
    fn castling_is_written_with_hyphens_that_do_not_break() {
        use crate::access::{ACCESS_EN, ACCESS_LT, ACCESS_LV, ACCESS_RU};
        use crate::coach::{COACH_EN, COACH_LT, COACH_LV, COACH_RU};
        use crate::i18n::lessons as l;
        // A 320 px screen broke "0-0." after its hyphen: every text, in every language, writes
        // castling with non-breaking hyphens (U+2011), as the coach's moves are written.
        let mut texts: Vec<String> = [&EN, &RU, &LT, &LV].into_iter().flat_map(tables).map(|(_, t)| t).collect();
        let others: [&dyn Debug; 12] = [
            &l::EN,
            &l::RU,
            &l::LT,
            &l::LV,
            &ACCESS_EN,
            &ACCESS_RU,
            &ACCESS_LT,
            &ACCESS_LV,
            &COACH_EN,
            &COACH_RU,
            &COACH_LT,
            &COACH_LV,
        ];
        texts.extend(debug_strings(&format!("{others:?}")));
        for text in &texts {
            assert!(!text.contains("0-0") && !text.contains("O-O"), "{text}");
        }
        // The texts that name castling were read: the lessons, the editor and the move field.
        let named = texts.iter().filter(|t| t.contains("0\u{2011}0") || t.contains("O\u{2011}O")).count();
        assert!(named >= 30, "{named} texts name castling");
    }

    #[test]
    fn every_language_has_every_text_of_the_app() {
        let en = tables(&EN);
        assert!(en.len() > 300, "{} texts", en.len());
        assert!(en.iter().all(|(_, t)| !t.trim().is_empty()), "every English text is filled in");
        check_against_english("ru", &en, &tables(&RU));
        check_against_english("lt", &en, &tables(&LT));
        check_against_english("lv", &en, &tables(&LV));
    }
}
