//! Questions in words: why an answer is right (after a wrong one), a hint's clue, and why a
//! tapped square is not one asked for — each a sentence filled with the facts the runner worked
//! out from the position ([`crate::lessons::quiz`]).

use super::texts::LessonTexts;
use crate::i18n::notation::show_san_in_text;
use crate::i18n::{fill, language, notation_style, Catalog};
use crate::lessons::quiz::{Clue, TapWhy, Why};
use kaissa_rules::{Bitboard, Position, Square};

/// The pieces on these squares, named ("the bishop on c1 and the pawn on e4").
fn pieces(c: &Catalog, pos: &Position, bb: Bitboard) -> String {
    let names: Vec<String> =
        bb.squares().filter_map(|sq| pos.board().piece_at(sq).map(|p| c.piece_on(p.role, sq))).collect();
    c.list(&names)
}

/// The sentence with its first letter in capitals (a piece's name may begin it).
fn capitalized(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Why the right answer is right, as said after a wrong answer; `pos` is the position the
/// question was about.
#[must_use]
pub fn why_text(t: &LessonTexts, c: &Catalog, why: &Why, pos: &Position) -> String {
    let q = &t.quiz;
    match *why {
        Why::Status { side, king, checkers, ref a_move } => {
            let king = king.to_string();
            let first = if checkers.is_empty() {
                fill(q.status_no_check, &[("king", &king)])
            } else {
                fill(q.status_check, &[("king", &king), ("pieces", &pieces(c, pos, checkers))])
            };
            let mover = side;
            let side = c.color(side);
            let second = match a_move {
                Some(m) => {
                    let m = show_san_in_text(m, language(), notation_style(), mover);
                    fill(q.status_can_move, &[("side", side), ("move", &m)])
                }
                None => fill(q.status_no_move, &[("side", side)]),
            };
            format!("{first} {second}")
        }
        Why::ToMove { first: true, .. } => q.first_move.to_owned(),
        Why::ToMove { side, first: false } => fill(q.turns, &[("side", c.color(side)), ("other", c.color(!side))]),
        Why::CanMate { dead: true, by_material: true, pieces: bb, .. } if bb.is_empty() => q.dead_kings.to_owned(),
        Why::CanMate { dead: true, by_material: true, pieces: bb, .. } => {
            fill(q.dead_material, &[("pieces", &pieces(c, pos, bb))])
        }
        Why::CanMate { dead: true, .. } => q.dead_closed.to_owned(),
        Why::CanMate { dead: false, forced: true, pieces: bb, .. } => {
            fill(q.can_force_mate, &[("pieces", &pieces(c, pos, bb))])
        }
        Why::CanMate { dead: false, pieces: bb, .. } => fill(q.can_mate, &[("pieces", &pieces(c, pos, bb))]),
        Why::CanClaim { side, threefold: true, .. } => fill(q.claim_threefold, &[("side", c.color(side))]),
        Why::CanClaim { side, fifty: true, .. } => fill(q.claim_fifty, &[("side", c.color(side))]),
        Why::CanClaim { side, occurrences, .. } => {
            let times = match occurrences {
                0 | 1 => q.times[0].to_owned(),
                2 => q.times[1].to_owned(),
                n => fill(q.times[2], &[("n", &n.to_string())]),
            };
            fill(q.no_claim, &[("side", c.color(side)), ("times", &times)])
        }
        Why::Flag { loser, winner_can_mate } => {
            let template = if winner_can_mate { q.flag_wins } else { q.flag_draw };
            fill(template, &[("loser", c.color(loser)), ("winner", c.color(!loser))])
        }
        Why::Resign { loser } => fill(q.resign, &[("winner", c.color(!loser))]),
        Why::Level(text) => match t.lookup(&format!("{text}.why")) {
            Some(own) => own.to_owned(),
            // A question with several options and no sentence of its own: say it is not that
            // one, and give the clue, so that the answer is not given away.
            None => fill(q.not_that, &[("clue", &clue_text(t, c, &Clue::Level(text), pos))]),
        },
    }
}

/// The clue a hint gives, in words (the board shows [`crate::lessons::quiz::clue_squares`]).
#[must_use]
pub fn clue_text(t: &LessonTexts, c: &Catalog, clue: &Clue, pos: &Position) -> String {
    let q = &t.quiz;
    match *clue {
        Clue::Status { side, king } => fill(q.clue_status, &[("side", c.color(side)), ("king", &king.to_string())]),
        Clue::ToMove { first: true } => q.clue_first.to_owned(),
        Clue::ToMove { first: false } => q.clue_turns.to_owned(),
        Clue::CanMate { pieces: bb } if bb.is_empty() => q.clue_kings.to_owned(),
        Clue::CanMate { pieces: bb } => fill(q.clue_can_mate, &[("pieces", &pieces(c, pos, bb))]),
        Clue::CanClaim { side } => fill(q.clue_claim, &[("side", c.color(side))]),
        Clue::Flag { loser } => fill(q.clue_flag, &[("loser", c.color(loser)), ("winner", c.color(!loser))]),
        Clue::Resign { .. } => q.clue_resign.to_owned(),
        Clue::Level(text) => t.lookup(&format!("{text}.hint")).unwrap_or(q.clue_general).to_owned(),
        Clue::Find(sq) => {
            let name = sq.to_string();
            let (file, rank) = name.split_at(1);
            fill(q.clue_find, &[("file", file), ("rank", rank)])
        }
        Clue::Checkers(king) => fill(q.clue_checkers, &[("king", &king.to_string())]),
        Clue::Dests(sq) => fill(q.clue_dests, &[("piece", &pieces(c, pos, Bitboard::from_square(sq)))]),
        Clue::Attackers(sq) => fill(q.clue_attackers, &[("square", &sq.to_string())]),
        Clue::EnPassant => q.clue_en_passant.to_owned(),
        Clue::OneOf(sq) => fill(q.clue_one_of, &[("square", &sq.to_string())]),
    }
}

/// "2 squares to the left and 1 square up".
fn way(t: &LessonTexts, c: &Catalog, right: i8, up: i8) -> String {
    let q = &t.quiz;
    // A board's distances are 1 to 7: each has its own words.
    let step = |n: i8, words: [&str; 7]| -> Option<String> {
        let n = usize::from(n.unsigned_abs());
        (n > 0).then(|| words[n.min(7) - 1].to_owned())
    };
    let parts: Vec<String> = [
        step(right, if right > 0 { q.to_right } else { q.to_left }),
        step(up, if up > 0 { q.upwards } else { q.downwards }),
    ]
    .into_iter()
    .flatten()
    .collect();
    c.list(&parts)
}

/// Why a tapped square is not one asked for, with a right square to look at.
#[must_use]
pub fn tap_text(t: &LessonTexts, c: &Catalog, why: &TapWhy, tapped: Square, look: Square, pos: &Position) -> String {
    let q = &t.quiz;
    let (square, want) = (tapped.to_string(), look.to_string());
    let piece = capitalized(&pieces(c, pos, Bitboard::from_square(tapped)));
    match why {
        TapWhy::Find { right, up } => {
            fill(q.tap_find, &[("square", &square), ("want", &want), ("way", &way(t, c, *right, *up))])
        }
        TapWhy::NotOnLine => fill(q.tap_not_on_line, &[("square", &square), ("want", &want)]),
        TapWhy::Empty => fill(q.tap_empty, &[("square", &square), ("want", &want)]),
        TapWhy::Own => fill(q.tap_own, &[("piece", &piece), ("want", &want)]),
        TapWhy::NotAttacking(target) => {
            let (target, target_acc) = match pos.board().piece_at(*target) {
                Some(p) => (c.piece_on(p.role, *target), c.piece_on_acc(p.role, *target)),
                None => (target.to_string(), target.to_string()),
            };
            let args = [("piece", piece.as_str()), ("target", &target), ("target.acc", &target_acc), ("want", &want)];
            fill(q.tap_not_attacking, &args)
        }
        TapWhy::Illegal(reason, from) => {
            let reason = crate::i18n::explain(c, reason, pos, *from);
            fill(q.tap_illegal, &[("square", &square), ("reason", &reason), ("want", &want)])
        }
        TapWhy::NoEnPassant => fill(q.tap_no_en_passant, &[("square", &square), ("want", &want)]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::lessons::texts_of;
    use crate::i18n::static_catalog;
    use crate::language::lang::Lang;

    /// A distance's noun agrees with its number (Russian "на 3 поля", "на 5 полей"; it once
    /// read "на 5 вправо", the noun dropped).
    #[test]
    fn distances_name_their_squares_in_every_language() {
        let way = |lang, right, up| way(texts_of(lang), static_catalog(lang), right, up);
        assert_eq!(way(Lang::Ru, 3, 0), "на 3 поля вправо");
        assert_eq!(way(Lang::Ru, -5, 1), "на 5 полей влево и на одно поле вверх");
        assert_eq!(way(Lang::En, 7, -2), "7 squares to the right and 2 squares down");
        assert_eq!(way(Lang::Lt, 0, 4), "4 langeliai aukštyn");
        assert_eq!(way(Lang::Lv, -1, -6), "vienu lauciņu pa kreisi un 6 lauciņus uz leju");
    }
}
