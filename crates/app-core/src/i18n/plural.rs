//! Counted words in sentences ("1 ход, 2 хода, 5 ходов"), written in the templates with ICU
//! MessageFormat's plural syntax, the one translators know: `{n, plural, one {# move} other {#
//! moves}}`, `#` standing for the number. Which form a number takes is the platform's answer
//! (`Intl.PluralRules` in the browser, see `src/plural.rs`), never a copy of the rules here: this
//! module only picks the form of the category it is given.

/// A plural category of Unicode CLDR (what `Intl.PluralRules.select` answers).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PluralCategory {
    /// `zero` (Latvian 0, 10–20, 30…).
    Zero,
    /// `one`.
    One,
    /// `two`.
    Two,
    /// `few` (Russian 2–4, 22–24…; Lithuanian 2–9, 22–29…).
    Few,
    /// `many` (Russian 0, 5–20, 25…; Lithuanian fractions).
    Many,
    /// `other`: every template has it, and it stands in for a form a template lacks.
    Other,
}

impl PluralCategory {
    /// Every category.
    pub const ALL: [PluralCategory; 6] = [
        PluralCategory::Zero,
        PluralCategory::One,
        PluralCategory::Two,
        PluralCategory::Few,
        PluralCategory::Many,
        PluralCategory::Other,
    ];

    /// The category's CLDR name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            PluralCategory::Zero => "zero",
            PluralCategory::One => "one",
            PluralCategory::Two => "two",
            PluralCategory::Few => "few",
            PluralCategory::Many => "many",
            PluralCategory::Other => "other",
        }
    }

    /// The category named `name` (`Intl.PluralRules.select`'s answer).
    #[must_use]
    pub fn from_name(name: &str) -> Option<PluralCategory> {
        PluralCategory::ALL.into_iter().find(|c| c.name() == name)
    }
}

/// A template's plural block for `name`: where it starts and ends, and its forms by category.
struct Block<'a> {
    start: usize,
    end: usize,
    forms: Vec<(&'a str, &'a str)>,
}

/// Finds and reads the `{name, plural, …}` block of `template`; `None` when there is none or it
/// is not well formed.
fn block<'a>(template: &'a str, name: &str) -> Option<Block<'a>> {
    let head = format!("{{{name}, plural,");
    let start = template.find(&head)?;
    let mut rest = &template[start + head.len()..];
    let mut forms = Vec::new();
    loop {
        rest = rest.trim_start();
        if let Some(after) = rest.strip_prefix('}') {
            let end = template.len() - after.len();
            return Some(Block { start, end, forms });
        }
        let open = rest.find('{')?;
        let category = rest[..open].trim();
        // The form runs to its matching brace (it may hold placeholders of its own).
        let mut depth = 0_usize;
        let close = rest[open..].char_indices().find_map(|(i, c)| {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                _ => {}
            }
            (depth == 0).then_some(open + i)
        })?;
        forms.push((category, &rest[open + 1..close]));
        rest = &rest[close + 1..];
    }
}

/// `template` with its `{name, plural, …}` block replaced by the form of `category` (`other`
/// when it has none), `#` in it by `n`; any plain `{name}` is filled with `n` too. The template's
/// other placeholders are left for [`super::fill`].
#[must_use]
pub fn count(template: &str, name: &str, n: u64, category: PluralCategory) -> String {
    let number = n.to_string();
    let out = match block(template, name) {
        Some(b) => {
            let form = b
                .forms
                .iter()
                .find(|(c, _)| *c == category.name())
                .or_else(|| b.forms.iter().find(|(c, _)| *c == "other"));
            let form = form.map_or(String::new(), |(_, f)| f.replace('#', &number));
            format!("{}{form}{}", &template[..b.start], &template[b.end..])
        }
        None => template.to_owned(),
    };
    super::fill(&out, &[(name, &number)])
}

/// The categories that `template`'s plural block for `name` has forms for (empty without one).
#[must_use]
pub fn categories<'a>(template: &'a str, name: &str) -> Vec<&'a str> {
    block(template, name).map(|b| b.forms.into_iter().map(|(c, _)| c).collect()).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::lang::Lang;
    use PluralCategory::{Few, Many, One, Other, Zero};

    const RU: &str =
        "Найдено {n, plural, one {# партия} few {# партии} many {# партий} other {# партии}}. Выбери {which}:";

    #[test]
    fn the_form_of_the_category() {
        assert_eq!(count(RU, "n", 1, One), "Найдено 1 партия. Выбери {which}:");
        assert_eq!(count(RU, "n", 22, Few), "Найдено 22 партии. Выбери {which}:");
        assert_eq!(count(RU, "n", 5, Many), "Найдено 5 партий. Выбери {which}:");
        // A category the template lacks takes `other`.
        assert_eq!(count("{n, plural, one {# move} other {# moves}}", "n", 0, Zero), "0 moves");
        // No block: the number as a plain placeholder.
        assert_eq!(count("Moves: {n}", "n", 3, Other), "Moves: 3");
        assert_eq!(categories(RU, "n"), ["one", "few", "many", "other"]);
        assert!(categories("Moves: {n}", "n").is_empty());
    }

    #[test]
    fn a_broken_block_is_left_as_text_never_a_panic() {
        for t in
            ["{n, plural, one {# a", "{n, plural, one", "{n, plural, }", "{n, plural, one {x}} }", "{n, plural, {}}"]
        {
            let _ = count(t, "n", 1, One);
        }
    }

    /// Node's `Intl.PluralRules` (the platform's rules, from ICU): the category of each number.
    fn platform_categories(lang: Lang, numbers: &[u64]) -> Vec<String> {
        let script = format!(
            "const r = new Intl.PluralRules('{}'); console.log({numbers:?}.map((n) => r.select(n)).join(' '))",
            lang.code()
        );
        let out = std::process::Command::new("node")
            .args(["-e", &script])
            .output()
            .expect("node runs (the test command installs it): the plural rules are the platform's");
        String::from_utf8(out.stdout).unwrap().split_whitespace().map(str::to_owned).collect()
    }

    #[test]
    fn counted_words_in_every_language_by_the_platforms_rules() {
        let numbers = [0, 1, 2, 5, 11, 21, 22, 25, 101];
        let expected = [
            (
                Lang::En,
                "{n, plural, one {# move} other {# moves}}",
                "0 moves|1 move|2 moves|5 moves|11 moves|21 moves|22 moves|25 moves|101 moves",
            ),
            (
                Lang::Ru,
                "{n, plural, one {# ход} few {# хода} many {# ходов} other {# хода}}",
                "0 ходов|1 ход|2 хода|5 ходов|11 ходов|21 ход|22 хода|25 ходов|101 ход",
            ),
            (
                Lang::Lt,
                "{n, plural, one {# ėjimas} few {# ėjimai} many {# ėjimo} other {# ėjimų}}",
                "0 ėjimų|1 ėjimas|2 ėjimai|5 ėjimai|11 ėjimų|21 ėjimas|22 ėjimai|25 ėjimai|101 ėjimas",
            ),
            (
                Lang::Lv,
                "{n, plural, zero {# gājieni} one {# gājiens} other {# gājieni}}",
                "0 gājieni|1 gājiens|2 gājieni|5 gājieni|11 gājieni|21 gājiens|22 gājieni|25 gājieni|101 gājiens",
            ),
        ];
        for (lang, template, want) in expected {
            let cats = platform_categories(lang, &numbers);
            let got: Vec<String> = numbers
                .iter()
                .zip(&cats)
                .map(|(&n, c)| count(template, "n", n, PluralCategory::from_name(c).unwrap()))
                .collect();
            assert_eq!(got.join("|"), want, "{lang}");
        }
    }

    #[test]
    fn every_plural_template_has_the_forms_the_platform_uses() {
        use crate::i18n::{dialog_texts, editor_texts, fen_texts, frame_texts, pgn_texts, static_catalog};
        let numbers: Vec<u64> = (0..=1000).collect();
        for lang in Lang::ALL {
            let mut needed: Vec<String> = platform_categories(lang, &numbers);
            needed.sort();
            needed.dedup();
            let c = static_catalog(lang);
            let debug = format!(
                "{c:?}{:?}{:?}{:?}{:?}{:?}{:?}",
                dialog_texts(c),
                fen_texts(c),
                frame_texts(c),
                pgn_texts(c),
                editor_texts(c),
                crate::i18n::lessons::texts_of(lang)
            );
            let mut blocks = 0;
            for text in crate::i18n::translations::debug_strings(&debug) {
                for name in crate::i18n::translations::placeholders(&text) {
                    let cats = categories(&text, name);
                    if cats.is_empty() {
                        continue;
                    }
                    blocks += 1;
                    for n in &needed {
                        assert!(cats.contains(&n.as_str()), "{lang}: {text} has no `{n}` form");
                    }
                    assert!(cats.contains(&"other"), "{lang}: {text} has no `other` form");
                }
            }
            assert!(blocks >= 3, "{lang}: the counted words are plural templates");
        }
    }
}
