//! Every text key the curriculum uses is in the catalog (and nothing else is), no text is
//! empty, and mistake sentences fill in.

use super::{lesson_texts, mistake_text, LessonTexts, EN, LT, LV, RU};
use crate::lessons::mistake::{Mistake, MistakeKind};
use crate::lessons::model::{Answer, Goal, Level};
use crate::lessons::LESSONS;
use kaissa_rules::{Bitboard, Position, Square};
use std::collections::BTreeSet;

/// Every key the curriculum uses.
fn used_keys() -> BTreeSet<&'static str> {
    let mut keys = BTreeSet::new();
    for lesson in LESSONS {
        keys.insert(lesson.title);
        keys.insert(lesson.intro);
        for level in lesson.levels.iter().flat_map(|l| std::iter::once(l).chain(l.retry)) {
            keys.insert(level.text);
            keys.extend(level.praise);
            keys.extend(level.mistake);
            if let Goal::Choose { options, .. } = level.goal {
                keys.extend(options.iter().copied());
            }
        }
    }
    keys
}

fn check_catalog(t: &LessonTexts) {
    let used = used_keys();
    let mut seen = BTreeSet::new();
    // A question no position decides may have its own explanation (`.why`) and clue (`.hint`).
    let fixed: BTreeSet<&str> = every_level()
        .filter(|l| matches!(l.goal, Goal::Choose { answer: Answer::Fixed(_), .. }))
        .map(|l| l.text)
        .collect();
    let own = |key: &str| {
        key.strip_suffix(".why").or_else(|| key.strip_suffix(".hint")).is_some_and(|text| fixed.contains(text))
    };
    for (key, text) in t.texts {
        assert!(seen.insert(*key), "{}: duplicate key {key}", t.lang);
        assert!(!text.trim().is_empty(), "{}: empty text for {key}", t.lang);
        assert!(used.contains(key) || own(key), "{}: unused key {key}", t.lang);
    }
    // A two-option question no position decides explains its answer and has a clue of its own:
    // a wrong answer there must say why the other one is right.
    for level in every_level() {
        if let Goal::Choose { options, answer: Answer::Fixed(_) } = level.goal {
            for suffix in [".hint", ".why"].into_iter().take(if options.len() == 2 { 2 } else { 0 }) {
                assert!(t.lookup(&format!("{}{suffix}", level.text)).is_some(), "{}: {}{suffix}", t.lang, level.text);
            }
        }
    }
    for key in &used {
        assert!(t.lookup(key).is_some(), "{}: missing key {key}", t.lang);
    }
    for kind in MistakeKind::ALL {
        assert!(!t.mistakes.get(kind).trim().is_empty(), "{}: {kind:?}", t.lang);
    }
    let ui = &t.ui;
    for s in [ui.map_title, ui.hint, ui.restart, ui.next_level, ui.back_to_map, ui.claim_draw, ui.write_submit]
        .into_iter()
        .chain(ui.praise)
        .chain(ui.escape_ways)
    {
        assert!(!s.trim().is_empty(), "{}", t.lang);
    }
}

#[test]
fn every_text_key_exists_in_every_catalog() {
    for t in [&EN, &RU, &LT, &LV] {
        check_catalog(t);
    }
    assert_eq!(lesson_texts().lang, crate::i18n::catalog().lang, "the lessons speak the app's language");
}

#[test]
fn every_language_has_every_text_translated_with_the_same_placeholders() {
    use crate::i18n::translations::{check_against_english, numbered};
    let all = |t: &LessonTexts| {
        let mut texts = numbered(&format!("{:?}", (&t.ui, &t.mistakes, &t.quiz)));
        texts.extend(t.texts.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())));
        texts
    };
    let en = all(&EN);
    assert!(en.len() > 300, "{} texts", en.len());
    for t in [&RU, &LT, &LV] {
        check_against_english(t.lang, &en, &all(t));
    }
}

#[test]
fn goal_texts_use_only_the_placeholders_they_get() {
    for lesson in LESSONS {
        for level in lesson.levels {
            let text = EN.get(level.text);
            if text.contains("{square}") {
                assert!(matches!(level.goal, Goal::Find(_)), "{}: only square-finding names {{square}}", level.text);
            }
            let stripped = text.replace("{square}", "");
            assert!(!stripped.contains('{'), "{}: {text}", level.text);
        }
    }
}

#[test]
fn mistakes_read_as_sentences() {
    let c = crate::i18n::catalog();
    let pos = Position::from_fen("6k1/8/8/8/8/8/8/R5K1 w - - 0 1").unwrap();
    let mut m = Mistake::new(MistakeKind::KingEscapes).played("Ra8+".into());
    m.squares =
        Bitboard::from_square(Square::F7) | Bitboard::from_square(Square::G7) | Bitboard::from_square(Square::H7);
    assert_eq!(
        mistake_text(&EN, c, &m, &pos, None),
        "Ra8+ is check, but the king can still step out of it to f7, g7 and h7."
    );
    let taken =
        Mistake::new(MistakeKind::CheckerCaptured).played("Ra8+".into()).squares(Bitboard::from_square(Square::G8));
    let pos2 = Position::from_fen("6k1/8/8/8/8/8/8/R5K1 w - - 0 1").unwrap();
    assert_eq!(
        mistake_text(&EN, c, &taken, &pos2, None),
        "Ra8+ is check, but the king on g8 can capture the checking piece."
    );
    let escape = Mistake::new(MistakeKind::EscapeOtherWay(crate::lessons::model::Escape::Capture)).played("Kd1".into());
    assert!(mistake_text(&EN, c, &escape, &pos, None).ends_with("by capturing the checking piece."));
    let own =
        mistake_text(&EN, c, &Mistake::new(MistakeKind::BadTrade).played("Qxd5".into()), &pos, Some("Level text."));
    assert_eq!(own, "Level text.");
    let touch = Mistake::new(MistakeKind::TouchMove).squares(Bitboard::from_square(Square::A1));
    assert_eq!(
        mistake_text(&EN, c, &touch, &pos, Some("Level text.")),
        "Touch-move: you touched the rook on a1, so you must move it (or, if it belongs to your opponent, take it)."
    );
    let wrong = Mistake::new(MistakeKind::WrongSquare).at(Square::E5);
    assert_eq!(mistake_text(&EN, c, &wrong, &pos, None), "That is e5.");
}

/// Every level of the curriculum with the questions asked after a wrong answer.
fn every_level() -> impl Iterator<Item = &'static Level> {
    LESSONS.iter().flat_map(|l| l.levels.iter()).flat_map(|l| std::iter::once(l).chain(l.retry))
}

/// Fails on a `{…}` placeholder left in a shown text.
fn filled(what: &str, text: &str) {
    assert!(!text.contains('{') && !text.contains('}'), "{what}: a template is not filled: {text}");
    assert!(!text.trim().is_empty(), "{what}: empty");
}

/// Every text a level shows, in every language, with its values: the goal (before, during and
/// after), the praise, the hints, the explanation of every wrong tap, answer and refused move
/// tried, and the words around them. None may keep a `{…}`. (The browser tests play the first
/// level of every lesson in English only: the texts of the others are checked here.)
#[test]
fn every_lesson_text_is_filled_with_its_values() {
    use crate::i18n::{install, lang::Lang, static_catalog};
    for lang in [Lang::En, Lang::Ru, Lang::Lt, Lang::Lv] {
        install(static_catalog(lang));
        lesson_texts_are_filled_in_the_installed_language();
    }
    install(static_catalog(Lang::En));
}

/// [`every_lesson_text_is_filled_with_its_values`] in the language installed.
fn lesson_texts_are_filled_in_the_installed_language() {
    use super::feedback::{feedback, goal_text, hint_text};
    use crate::i18n::{catalog, fill};
    use crate::lessons::model::Step;
    use crate::lessons::runner::{Attempt, Runner};
    let (t, c) = (lesson_texts(), catalog());
    let ui = &t.ui;
    filled("progress", &fill(ui.lesson_progress, &[("done", "1"), ("total", "5")]));
    filled("stars", &fill(ui.stars_label, &[("n", "2")]));
    filled("level of", &fill(ui.level_of, &[("n", "1"), ("total", "5")]));
    filled("steps", &fill(ui.steps, &[("steps", "1"), ("par", "2")]));
    for lesson in LESSONS {
        filled(lesson.id, t.get(lesson.title));
        filled(lesson.id, t.get(lesson.intro));
        for (i, main) in lesson.levels.iter().enumerate() {
            for level in std::iter::once(main).chain(main.retry) {
                let name = format!("{} #{} ({})", lesson.id, i + 1, level.text);
                let mut run = Runner::new(level).unwrap();
                let texts = |run: &Runner| -> Vec<String> {
                    let mut v = vec![goal_text(run.level(), run.square_to_find(), t)];
                    v.extend(run.level().praise.map(|k| t.get(k).to_owned()));
                    v.extend(run.options().iter().map(|k| t.get(k).to_owned()));
                    v
                };
                for text in texts(&run) {
                    filled(&name, &text);
                }
                // Hints, then every wrong tap or answer, then the stored solution to the end.
                let mut hinted = run.clone();
                for _ in 0..3 {
                    let before = *hinted.position();
                    if let Some(h) = hinted.hint() {
                        if let Some(text) = hint_text(&h, t, c, &before) {
                            filled(&format!("{name}: hint {h:?}"), &text);
                        }
                    }
                }
                let mut tries: Vec<Attempt> = Vec::new();
                let before = *run.position();
                if matches!(level.goal, Goal::Find(_) | Goal::Tap(_)) {
                    for sq in kaissa_rules::Square::all() {
                        let mut r = run.clone();
                        let a = r.tap(sq);
                        let again = r.tap(sq);
                        tries.push(a);
                        tries.push(again);
                    }
                }
                for i in 0..run.options().len() {
                    tries.push(run.clone().choose(i));
                }
                if !level.is_question() {
                    for &m in before.legal_moves().iter().take(40) {
                        tries.push(run.clone().try_move(m.from(), m.to(), m.promotion()));
                    }
                }
                for a in &tries {
                    if let Some(f) = feedback(a, &before, None, level, t, c) {
                        filled(&format!("{name}: {}", f.code), &f.text);
                    }
                }
                for step in level.solution {
                    match *step {
                        Step::Tap(sq) => {
                            run.tap(sq);
                        }
                        Step::Choose(i) => {
                            run.choose(i);
                        }
                        _ => break,
                    }
                }
                for text in texts(&run) {
                    filled(&format!("{name} (done)"), &text);
                }
            }
        }
    }
}

/// The most words a lesson's sentence may have: a ten-year-old reading a foreign rule loses the
/// thread in a longer one (the castling and draw rules once ran to 30–40 words in one sentence).
/// The longest the lessons need is a rule with its condition, about 20.
const MAX_WORDS: usize = 25;

/// The sentences of `text`: it ends one at `.`, `!`, `?` or `…` before a space, and a list's
/// `:` and `;` end one too (each item is read on its own). Move numbers ("2. Nf3") split a
/// sentence early, which only makes it shorter.
fn sentences(text: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        out.last_mut().unwrap().push(c);
        if matches!(c, '.' | '!' | '?' | '…' | ':' | ';') && chars.peek().is_none_or(|n| n.is_whitespace()) {
            out.push(String::new());
        }
    }
    out.retain(|s| !s.trim().is_empty());
    out
}

/// The words of a sentence: what stands between spaces and has a letter or a digit (a dash
/// alone is no word; a placeholder is one).
fn word_count(sentence: &str) -> usize {
    sentence.split_whitespace().filter(|w| w.chars().any(char::is_alphanumeric)).count()
}

#[test]
fn every_lesson_sentence_is_short_enough_for_a_child() {
    use crate::i18n::translations::debug_strings;
    assert_eq!(sentences("A b: c d; e. F… g"), ["A b:", " c d;", " e.", " F…", " g"]);
    assert_eq!(word_count("Кр — e1 {piece}"), 3);
    let mut long = Vec::new();
    for t in [&EN, &RU, &LT, &LV] {
        let mut texts = debug_strings(&format!("{:?}", (&t.ui, &t.mistakes, &t.quiz)));
        texts.extend(t.texts.iter().map(|(_, v)| (*v).to_owned()));
        for text in &texts {
            for s in sentences(text) {
                if word_count(&s) > MAX_WORDS {
                    long.push(format!("{} ({} words): {}", t.lang, word_count(&s), s.trim()));
                }
            }
        }
    }
    assert!(long.is_empty(), "sentences too long for a child:\n{}", long.join("\n"));
}

/// The level of key `text`.
fn level_of(text: &str) -> &'static Level {
    every_level().find(|l| l.text == text).unwrap_or_else(|| panic!("{text}"))
}

/// The sentences the audit of 2026-12-07 found saying something other than the board (or the
/// English): each language now says what the position shows.
#[test]
fn sentences_say_what_the_board_shows() {
    use kaissa_rules::{Color, Piece, Role};
    let texts = [&EN, &RU, &LT, &LV];
    let says = |key: &'static str, words: [&str; 4]| {
        for (t, w) in texts.iter().zip(words) {
            assert!(t.get(key).contains(w), "{} {key}: “{w}” in {}", t.lang, t.get(key));
        }
    };
    // board.7: the white queen is missing, so she "goes" there, she does not "stand" there.
    let pos = |key| Position::from_fen(level_of(key).fen).unwrap();
    assert_eq!(pos("board.7").board().by_piece(Piece::new(Color::White, Role::Queen)).count(), 0);
    says("board.7", ["where the white queen goes", "должен стоять", "turi stovėti", "jāstāv"]);
    // promotion.4: a queen stalemates; a rook *still* wins (never "also", as if the queen did).
    let p = pos("promotion.4");
    assert!(p.after(p.parse_san("c8=Q").unwrap()).is_stalemate());
    says("promotion.4", ["still", "всё равно", "vis tiek", "tik un tā"]);
    // notation-more.2.done: Nbd2's knights (b1, f3) stand on different files (and ranks).
    let p = pos("notation.9");
    assert!(p.parse_san("Nbd2").is_ok() && p.parse_san("Nfd2").is_ok());
    says(
        "notation-more.2.done",
        ["different files", "разных вертикалях", "skirtingose vertikalėse", "dažādām vertikālēm"],
    );
    // knight.4.done: the square beside the knight is on its file (a diagonal one takes two
    // moves, not three).
    says(
        "knight.4.done",
        [
            "same file or rank",
            "по вертикали или горизонтали",
            "vertikalėje ar horizontalėje",
            "vertikālē vai horizontālē",
        ],
    );
    // en-passant.intro: only the knight jumps; the pawn moves two squares.
    for t in texts {
        let text = t.get("en-passant.intro").to_lowercase();
        for jump in ["jump", "прыг", "peršok"] {
            assert!(!text.contains(jump), "{}: {text}", t.lang);
        }
    }
}

/// Where a lesson names rapid or blitz, it says how many minutes that is (FIDE Appendices A and
/// B): the first text naming each, in every language, by the glossary's word for it (here as
/// the texts inflect it: "быстрых шахматах", "Greitojoje partijoje", "Zibšahā").
#[test]
fn rapid_and_blitz_are_named_with_their_minutes() {
    use crate::i18n::glossary::{glossary, uses};
    use crate::language::lang::Lang;
    let named = [
        (Lang::En, &EN, "rapid", "blitz"),
        (Lang::Ru, &RU, "быстр* шахмат*", "блиц*"),
        (Lang::Lt, &LT, "greito* partij*", "žaibo partij*"),
        (Lang::Lv, &LV, "ātr* šah*", "zibšah*"),
    ];
    for (lang, t, rapid, blitz) in named {
        for (concept, pattern, minutes) in [("rapid", rapid, &["10", "60"][..]), ("blitz", blitz, &["10"][..])] {
            let term = glossary(lang).iter().find(|g| g.concept.starts_with(concept)).expect(concept);
            assert!(uses(term.word, pattern), "{lang:?}: the pattern is the glossary's {}", term.word);
            let texts: Vec<&str> = t.texts.iter().map(|(_, v)| *v).filter(|v| uses(v, pattern)).collect();
            let first = texts.first().unwrap_or_else(|| panic!("{lang:?}: no lesson names {concept}"));
            for m in minutes {
                assert!(first.contains(m), "{lang:?} {concept}: {m} minutes not said in “{first}”");
            }
        }
    }
}
