//! What the page shows after an attempt: a sentence, the stable reason code (`data-reason`), the
//! squares to highlight and an arrow — from the rules core's reason for an illegal move or the
//! lesson's reason for a mistake. Pure, so that the words are tested natively.

use super::mistakes::mistake_text;
use super::texts::LessonTexts;
use crate::i18n::notation::show_san_in_text;
use crate::i18n::{explain, fill, notation_style, Catalog};
use crate::lessons::runner::{Attempt, Hint, StarReasons};
use crate::lessons::Level;
use kaissa_rules::{Bitboard, Move, Position, Square};

/// A refused attempt, explained.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Feedback {
    /// The reason's stable code (`data-reason`): an [`IllegalMove`](kaissa_rules::IllegalMove)
    /// code or a [`MistakeKind`](crate::lessons::mistake::MistakeKind) code.
    pub code: &'static str,
    /// The sentence.
    pub text: String,
    /// Squares to highlight.
    pub squares: Bitboard,
    /// A move to show as an arrow (the refuting reply, the move asked for).
    pub arrow: Option<Move>,
}

/// The feedback for an attempt made in `before` (the position it was tried in) moving the piece
/// on `from`; `None` when there is nothing to explain (accepted or ignored).
#[must_use]
pub fn feedback(
    attempt: &Attempt,
    before: &Position,
    from: Option<Square>,
    level: &Level,
    t: &LessonTexts,
    c: &Catalog,
) -> Option<Feedback> {
    match attempt {
        Attempt::Illegal(reason) => {
            let from = from.unwrap_or(Square::A1);
            Some(Feedback {
                code: reason.code(),
                text: explain(c, reason, before, from),
                squares: reason.squares(),
                arrow: None,
            })
        }
        Attempt::Mistake(m) => {
            let own = level.mistake.map(|k| t.get(k));
            Some(Feedback {
                code: m.code(),
                text: mistake_text(t, c, m, before, own),
                squares: m.squares,
                arrow: m.arrow,
            })
        }
        Attempt::Accepted { .. } | Attempt::Ignored => None,
    }
}

/// The sentence shown with a hint (the board shows the square or the arrow); `pos` is the
/// position the hint is about.
#[must_use]
pub fn hint_text(hint: &Hint, t: &LessonTexts, c: &Catalog, pos: &Position) -> Option<String> {
    match hint {
        // The runner cuts the stored English SAN; shown in the reader's letters (or figurines)
        // letter by letter, so that the cut never splits a piece's letter (Russian "Кр" is one)
        // and a Lithuanian reads "Ba" for Ra2 (B is their rook, R their bishop).
        Hint::Text(text) => {
            let lang = crate::language::lang::Lang::from_code(c.lang).unwrap_or_default();
            let shown = show_san_in_text(text, lang, notation_style(), pos.turn());
            Some(fill(t.ui.hint_text, &[("text", &shown)]))
        }
        Hint::Claim => Some(t.ui.hint_claim.to_owned()),
        Hint::Restart => Some(t.ui.hint_restart.to_owned()),
        Hint::Clue(clue) => Some(super::quiz::clue_text(t, c, clue, pos)),
        Hint::Square(_) | Hint::Arrow(_) => None,
    }
}

/// The goal sentence of a level as shown: its text with the square to find filled in — while
/// one is to be found, else (the game finished) the last one found, so no `{square}` is left.
#[must_use]
pub fn goal_text(level: &Level, square: Option<Square>, t: &LessonTexts) -> String {
    let text = t.get(level.text);
    let last = match level.goal {
        crate::lessons::model::Goal::Find(squares) => squares.last().copied(),
        _ => None,
    };
    match square.or(last) {
        Some(sq) => fill(text, &[("square", &sq.to_string())]),
        None => text.to_owned(),
    }
}

/// Why fewer than three stars, in words ("Moves: 3, three stars in 1 · A hint was used"): each
/// reason the runner found, as counts with a colon, so that no language needs plural rules.
#[must_use]
pub fn stars_reason(reasons: &StarReasons, t: &LessonTexts) -> String {
    let mut parts = Vec::new();
    if let Some((steps, par)) = reasons.over {
        parts.push(fill(t.ui.stars_moves, &[("steps", &steps.to_string()), ("par", &par.to_string())]));
    }
    if reasons.mistakes > 0 {
        parts.push(fill(t.ui.stars_mistakes, &[("n", &reasons.mistakes.to_string())]));
    }
    if reasons.hint {
        parts.push(t.ui.stars_hint.to_owned());
    }
    parts.join(" · ")
}

/// "★★☆" for stars out of three.
#[must_use]
pub fn star_string(stars: u8) -> String {
    (0..3).map(|i| if i < stars { '★' } else { '☆' }).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::catalog;
    use crate::i18n::lessons::lesson_texts;
    use crate::lessons::lesson;
    use crate::lessons::runner::Runner;
    use kaissa_rules::Color;

    #[test]
    fn illegal_moves_and_mistakes_read_as_sentences() {
        let level = &lesson("rook").unwrap().levels[3];
        let mut run = Runner::new(level).unwrap();
        let before = *run.position();
        let (c3, c7) = ("c3".parse().unwrap(), "c7".parse().unwrap());
        let attempt = run.try_move(c3, c7, None);
        let f = feedback(&attempt, &before, Some(c3), level, lesson_texts(), catalog()).unwrap();
        assert_eq!(f.code, "path-blocked");
        assert_eq!(
            f.text,
            "The rook can't jump over other pieces: its way is blocked by the pawn on c5 and the pawn on c6."
        );
        assert!(f.squares.contains("c5".parse().unwrap()));

        let level = &lesson("values").unwrap().levels[4];
        let mut run = Runner::new(level).unwrap();
        let before = *run.position();
        let m = before.parse_san("Qxd5").unwrap();
        let attempt = run.try_move(m.from(), m.to(), None);
        let f = feedback(&attempt, &before, Some(m.from()), level, lesson_texts(), catalog()).unwrap();
        assert_eq!(f.code, "bad-trade");
        assert!(f.text.starts_with("The pawn on d5 is protected"), "the level's own words: {}", f.text);
        assert_eq!(f.arrow.map(|m| m.uci()), Some("e6d5".to_owned()));

        let level = &lesson("mate").unwrap().levels[1];
        let mut run = Runner::new(level).unwrap();
        let before = *run.position();
        let m = before.parse_san("Qf7").unwrap();
        let attempt = run.try_move(m.from(), m.to(), None);
        let f = feedback(&attempt, &before, Some(m.from()), level, lesson_texts(), catalog()).unwrap();
        assert_eq!(
            f.text,
            "Careful! After Qf7 your opponent could not move at all, yet is not in check: that is stalemate, and the game would be a draw."
        );
        assert_eq!(feedback(&Attempt::Ignored, &before, None, level, lesson_texts(), catalog()), None);
    }

    #[test]
    fn goal_texts_hints_and_stars() {
        let t = lesson_texts();
        let level = &lesson("board").unwrap().levels[1];
        assert_eq!(goal_text(level, Some("d5".parse().unwrap()), t), "The square-finding game: tap d5.");
        let (c, pos) = (catalog(), Position::default());
        assert_eq!(hint_text(&Hint::Text("Nb".into()), t, c, &pos).as_deref(), Some("It begins with Nb"));
        assert_eq!(hint_text(&Hint::Square(Square::A1), t, c, &pos), None);
        // The finished square game names the last square, not a bare `{square}`.
        assert_eq!(goal_text(level, None, t), "The square-finding game: tap g2.");
        assert_eq!(star_string(2), "★★☆");
        assert_eq!(star_string(0), "☆☆☆");
    }

    /// The hint of a writing level, in each language: the start of the move in the reader's own
    /// letters (a Lithuanian R is the bishop, so the English "R" of Ra2 named the wrong piece).
    #[test]
    fn writing_hints_are_in_the_readers_letters() {
        use crate::i18n::lessons::texts_of;
        use crate::i18n::{set_notation_style, static_catalog};
        use crate::language::lang::Lang;
        use crate::language::notation::NotationStyle;
        let hint = |lang: Lang, key: &str, times: usize| -> String {
            let level = crate::lessons::LESSONS
                .iter()
                .flat_map(|l| l.levels.iter())
                .find(|l| l.text == key)
                .unwrap_or_else(|| panic!("{key}"));
            let mut run = Runner::new(level).unwrap();
            let mut last = None;
            for _ in 0..times {
                last = run.hint();
            }
            hint_text(&last.unwrap(), texts_of(lang), static_catalog(lang), run.position()).unwrap()
        };
        assert_eq!(hint(Lang::En, "notation.9", 1), "It begins with Nb");
        assert_eq!(hint(Lang::Ru, "notation.9", 1), "Ход начинается так: Кb");
        assert_eq!(hint(Lang::Ru, "notation.9", 2), "Ход начинается так: Кbd");
        assert_eq!(hint(Lang::Lt, "repetition.4", 1), "Ėjimas prasideda taip: B");
        assert_eq!(hint(Lang::Lt, "notation-more.2", 1), "Ėjimas prasideda taip: B1");
        assert_eq!(hint(Lang::Lt, "notation.13", 1), "Ėjimas prasideda taip: Rb");
        assert_eq!(hint(Lang::Lv, "notation.8", 1), "Gājiena sākums: Ta");
        assert_eq!(hint(Lang::Lv, "notation.13", 1), "Gājiena sākums: Lb");
        // Castling is written with zeros outside English, from its first character on.
        assert_eq!(hint(Lang::Lv, "notation.5", 1), "Gājiena sākums: 0");
        assert_eq!(hint(Lang::En, "notation.5", 1), "It begins with O");
        // Russian "Кр" (the king) is one letter of the move: never cut in two.
        let (ru, c, pos) = (texts_of(Lang::Ru), static_catalog(Lang::Ru), Position::default());
        assert_eq!(hint_text(&Hint::Text("K".into()), ru, c, &pos).as_deref(), Some("Ход начинается так: Кр"));
        assert_eq!(hint_text(&Hint::Text("Ke".into()), ru, c, &pos).as_deref(), Some("Ход начинается так: Крe"));
        // With figurines, the figurine of the side to move (White's knight in notation.9).
        set_notation_style(NotationStyle::Figurines);
        assert_eq!(hint(Lang::Lt, "notation.9", 1), "Ėjimas prasideda taip: ♘b");
        set_notation_style(NotationStyle::Letters);
        // Every writing level's hint, in every language, is the start of the move as that
        // language writes it.
        for lang in [Lang::En, Lang::Ru, Lang::Lt, Lang::Lv] {
            for level in crate::lessons::LESSONS.iter().flat_map(|l| l.levels.iter()) {
                let crate::lessons::model::Goal::Write(san) = level.goal else { continue };
                let shown =
                    crate::language::notation::show_san_in_text(san, lang, NotationStyle::Letters, Color::White);
                for times in 1..=3 {
                    let text = hint(lang, level.text, times);
                    let (_, start) = text.rsplit_once(' ').unwrap();
                    assert!(shown.starts_with(start), "{lang:?} {}: {text} for {shown}", level.text);
                }
            }
        }
    }
}
