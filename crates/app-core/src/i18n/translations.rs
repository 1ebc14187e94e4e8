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
        // `{Color}`: the same placeholder, where its value begins a sentence (`fill`).
        .filter(|name| {
            let rest = name.strip_prefix(|c: char| c.is_ascii_uppercase()).unwrap_or(name);
            !name.is_empty() && rest.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
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
        // The same placeholders, whichever begin a sentence in one language and not in another.
        let names = |t| placeholders(t).into_iter().map(str::to_lowercase).collect::<BTreeSet<_>>();
        assert_eq!(names(en), names(ours), "{what} {key}: {ours}");
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

    /// Every text of one language: the app's tables, the lessons', the screen reader's and the
    /// coach's.
    fn every_text(lang: crate::language::lang::Lang) -> Vec<String> {
        use crate::language::lang::Lang;
        let c = static_catalog(lang);
        let mut texts: Vec<String> = tables(c).into_iter().map(|(_, t)| t).collect();
        let (access, coach): (&dyn Debug, &dyn Debug) = match lang {
            Lang::En => (&crate::access::ACCESS_EN, &crate::coach::COACH_EN),
            Lang::Ru => (&crate::access::ACCESS_RU, &crate::coach::COACH_RU),
            Lang::Lt => (&crate::access::ACCESS_LT, &crate::coach::COACH_LT),
            Lang::Lv => (&crate::access::ACCESS_LV, &crate::coach::COACH_LV),
        };
        // The lessons' texts without their keys ("rook.intro" is no Lithuanian word).
        let lessons = crate::i18n::lessons::texts_of(lang);
        texts.extend(debug_strings(&format!(
            "{:?}{access:?}{coach:?}",
            (&lessons.ui, &lessons.mistakes, &lessons.quiz)
        )));
        texts.extend(lessons.texts.iter().map(|(_, text)| (*text).to_owned()));
        texts
    }

    /// Whether text ending in `before` leaves the next word at the start of a sentence.
    fn starts_sentence(before: &str) -> bool {
        let before = before.trim_end().trim_end_matches(['«', '„', '“', '"', '(']);
        before.is_empty() || before.ends_with(['.', '!', '?', '…', '\n'])
    }

    /// The side names (White, Black) are lower-case words in Russian, Lithuanian and Latvian:
    /// they are stored so and get their capital only where they begin a sentence ("Iet baltie",
    /// "Ar juodieji sutinka?", but "Белые ходят"). Every template that names a side, filled, and
    /// every text that names one in so many words, puts a capital there and nowhere else.
    #[test]
    fn side_names_have_a_capital_only_where_a_sentence_begins() {
        use crate::language::lang::Lang;
        use kaissa_rules::Color::{Black, White};
        let side = |c: &Catalog, template: &str, color| fill(template, &[("color", c.color(color))]);
        assert_eq!(side(&LV, LV.to_move, White), "Iet baltie");
        assert_eq!(side(&LV, LV.in_check, Black), "Šahs! Iet melnie");
        assert_eq!(side(&LV, LV.wins, White), "Uzvar baltie");
        assert_eq!(side(&RU, RU.to_move, White), "Белые ходят");
        assert_eq!(side(&LT, LT.wins, Black), "Juodieji laimėjo");
        assert_eq!(side(&EN, EN.to_move, White), "White to move");
        let offer = |c: &Catalog| fill(c.actions.draw_offered, &[("color", c.color(White)), ("other", c.color(Black))]);
        assert_eq!(offer(&LT), "Baltieji siūlo lygiąsias. Ar juodieji sutinka?");
        let turn = fill(RU.reasons.not_your_turn, &[("color", RU.color(White)), ("owner", RU.color(Black))]);
        assert_eq!(turn, "Сейчас ходят белые, а этой фигурой играют чёрные.");
        // A label (a button, a player's name) is the capitalised word.
        assert_eq!((LV.colors, LV.sides), (["Baltie", "Melnie"], ["baltie", "melnie"]));
        let stems: [(Lang, &[&str]); 3] = [
            (Lang::Ru, &["белы", "бело", "белу", "белым", "черн", "чёрн"]),
            (Lang::Lt, &["balt", "juod"]),
            (Lang::Lv, &["balt", "meln"]),
        ];
        let mut bad = Vec::new();
        for (lang, stems) in stems {
            let c = static_catalog(lang);
            for i in 0..2 {
                assert_eq!(super::super::catalog::capital(c.sides[i]), c.colors[i], "{lang:?}");
                assert_eq!(c.sides[i].to_lowercase(), c.sides[i], "{lang:?}: stored lower-case");
            }
            let names = ["color", "other", "owner", "side", "loser", "winner", "us", "them"];
            // Words stored to stand inside a sentence ("белые", "baltasis žirgas": no template, no
            // sentence's end, lower-case) are no sentence themselves.
            let word = |t: &str| !t.contains(['{', '.', '!', '?']) && t.starts_with(char::is_lowercase);
            for text in every_text(lang).into_iter().filter(|t| !word(t)) {
                let args: Vec<(&str, &str)> = names.iter().map(|&n| (n, c.sides[0])).collect();
                let filled = fill(&text, &args);
                for (i, word) in filled.split_inclusive(|ch: char| !ch.is_alphabetic()).enumerate() {
                    let lower = word.to_lowercase();
                    if !stems.iter().any(|s| lower.starts_with(s)) {
                        continue;
                    }
                    let at: usize = filled.split_inclusive(|ch: char| !ch.is_alphabetic()).take(i).map(str::len).sum();
                    let capital = word.chars().next().is_some_and(char::is_uppercase);
                    let start = starts_sentence(&filled[..at]);
                    if capital != start {
                        bad.push(format!("{lang:?}: “{word}” in “{filled}” (from “{text}”)"));
                    }
                }
            }
        }
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }

    /// One thing, one name: no text of a language uses a word its glossary lists as a variant
    /// not to use (`i18n/glossary`).
    #[test]
    fn every_text_keeps_to_its_languages_glossary() {
        use crate::i18n::glossary::{glossary, uses};
        use crate::language::lang::Lang;
        let mut bad = Vec::new();
        for lang in [Lang::En, Lang::Ru, Lang::Lt, Lang::Lv] {
            let texts = every_text(lang);
            assert!(texts.len() > 1000, "{lang:?}: {} texts", texts.len());
            for text in &texts {
                // A placeholder's name is no word of the text ("{rook}").
                let mut words = text.clone();
                for name in placeholders(text) {
                    words = words.replace(&format!("{{{name}}}"), " ");
                }
                let text = &words;
                for term in glossary(lang) {
                    for variant in term.avoid.iter().filter(|v| uses(text, v)) {
                        bad.push(format!("{lang:?}: “{variant}” for {}, not “{}”: {text}", term.concept, term.word));
                    }
                }
            }
        }
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }

    /// The glossary names the words the texts use: each word of a term (its stem, the word less
    /// its last two letters, for the inflections) begins a word of some text of the language.
    #[test]
    fn every_glossary_word_is_one_the_texts_use() {
        use crate::i18n::glossary::glossary;
        use crate::language::lang::Lang;
        let mut missing = Vec::new();
        for lang in [Lang::En, Lang::Ru, Lang::Lt, Lang::Lv] {
            let words: BTreeSet<String> = every_text(lang)
                .iter()
                .flat_map(|t| t.split(|c: char| !c.is_alphabetic()).map(str::to_lowercase).collect::<Vec<_>>())
                .collect();
            for term in glossary(lang) {
                for word in term.word.split(|c: char| !c.is_alphabetic()).filter(|w| !w.is_empty()) {
                    let chars: Vec<char> = word.to_lowercase().chars().collect();
                    let stem: String = chars[..chars.len().saturating_sub(2).max(3.min(chars.len()))].iter().collect();
                    if !words.iter().any(|w| w.starts_with(&stem)) {
                        missing.push(format!("{lang:?} {}: “{word}”", term.concept));
                    }
                }
            }
        }
        assert!(missing.is_empty(), "{}", missing.join("\n"));
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
