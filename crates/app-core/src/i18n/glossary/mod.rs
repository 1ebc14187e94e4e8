//! The chess terms of each language: for every thing the texts name (the pieces, check, mate,
//! castling, a draw by agreement, the arbiter, an increment, a blunder…) the one word the app
//! uses, and the words it must not use for it. The words come from the language's chess
//! literature and the seeds (`shared/seeds`), as the translation audit of 2026-12-07 checked
//! them; the variants are the ones a translator or a machine reaches for (a machine translation
//! of Lithuanian rules says *vyskupas* for the bishop and *reklama* for promotion) and the ones
//! the catalogs once mixed in ("šiurkšti"/"grubi klaida", "maiņa"/"nomaiņa").
//!
//! A translator reads it before writing a text; a test reads every text of a language and fails
//! on a listed variant, so one thing keeps one name.

mod en;
mod lt;
mod lv;
mod ru;

use super::lang::Lang;

/// One chess term of a language.
#[derive(Debug)]
pub struct Term {
    /// What it is, in English: the key that pairs the four languages' entries.
    pub concept: &'static str,
    /// The word (or words) the app uses for it, in its base form.
    pub word: &'static str,
    /// Words not to use for it. Each is one or more words; a word ending in `*` stands for every
    /// word it begins (its inflections: `grub*` is *grubi*, *grubios*, *grubią*), any other
    /// matches only itself. Case does not matter.
    pub avoid: &'static [&'static str],
}

/// The glossary of `lang`.
#[must_use]
pub fn glossary(lang: Lang) -> &'static [Term] {
    match lang {
        Lang::En => en::TERMS,
        Lang::Ru => ru::TERMS,
        Lang::Lt => lt::TERMS,
        Lang::Lv => lv::TERMS,
    }
}

/// Whether `c` belongs to a word: a letter, or a hyphen inside one ("en-passant" is one word,
/// "en passant" two; a dash between words, "тронул — ходи", is none).
fn in_word(c: char) -> bool {
    c.is_alphabetic() || c == '-' || c == '\u{2011}'
}

/// The words of `text`, lower-case (`ё` is kept, as Russian writes it).
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !in_word(c)).filter(|w| !w.is_empty()).map(str::to_lowercase).collect()
}

/// Whether `text` uses `variant` (see [`Term::avoid`]).
#[must_use]
pub fn uses(text: &str, variant: &str) -> bool {
    // Split like the text, so that a dash in "тронул — ходи" is no word of the pattern.
    let pattern: Vec<String> =
        variant.split(|c: char| !in_word(c) && c != '*').filter(|w| !w.is_empty()).map(str::to_lowercase).collect();
    let text = words(text);
    let fits = |word: &str, p: &str| match p.strip_suffix('*') {
        Some(stem) => word.starts_with(stem),
        None => word == p,
    };
    !pattern.is_empty() && text.windows(pattern.len()).any(|w| w.iter().zip(&pattern).all(|(word, p)| fits(word, p)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variants_match_whole_words_and_stems() {
        assert!(uses("Nė vienos grubios klaidos.", "grub*"));
        assert!(!uses("Agrubas", "grub*"), "only at a word's start");
        assert!(uses("Ничья по согласию", "по согласию"));
        assert!(!uses("по согласованию", "по согласию"));
        assert!(uses("ПО СОГЛАСИЮ игроков", "по согласию"));
        assert!(!uses("Pieskaries karalim", "dēli*"));
        assert!(uses("Правило «Тронул — ходи».", "тронул — ходи"));
        assert!(!uses("take it en passant", "en-passant") && uses("an en-passant capture", "en-passant"));
    }

    /// Every language has an entry for every concept English has, each with its word.
    #[test]
    fn every_language_names_every_term() {
        let concepts: Vec<&str> = glossary(Lang::En).iter().map(|t| t.concept).collect();
        for lang in [Lang::Ru, Lang::Lt, Lang::Lv] {
            let ours: Vec<&str> = glossary(lang).iter().map(|t| t.concept).collect();
            assert_eq!(ours, concepts, "{lang:?}: the same concepts, in English's order");
            assert!(glossary(lang).iter().all(|t| !t.word.trim().is_empty()));
        }
    }
}
