//! Every text key the curriculum uses is in the catalog (and nothing else is), no text is
//! empty, and mistake sentences fill in.

use super::{lesson_texts, mistake_text, LessonTexts, EN};
use crate::lessons::mistake::{Mistake, MistakeKind};
use crate::lessons::model::Goal;
use crate::lessons::LESSONS;
use kaissa_rules::{Bitboard, Position, Square};
use std::collections::BTreeSet;

/// Every key the curriculum uses.
fn used_keys() -> BTreeSet<&'static str> {
    let mut keys = BTreeSet::new();
    for lesson in LESSONS {
        keys.insert(lesson.title);
        keys.insert(lesson.intro);
        for level in lesson.levels {
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
    for (key, text) in t.texts {
        assert!(seen.insert(*key), "{}: duplicate key {key}", t.lang);
        assert!(!text.trim().is_empty(), "{}: empty text for {key}", t.lang);
        assert!(used.contains(key), "{}: unused key {key}", t.lang);
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
    check_catalog(&EN);
    assert_eq!(lesson_texts().lang, crate::i18n::catalog().lang, "the lessons speak the app's language");
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
