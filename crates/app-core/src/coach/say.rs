//! The coach's sentences: a reviewed move's reason ([`kaissa_engine::coach::Reason`]) in words,
//! and what was better, in the catalog's language. Each sentence is a whole template of its
//! language; the pieces, squares and moves in it come from the reason's facts.

use super::current::coach_texts;
use crate::i18n::plural::{count, PluralCategory};
use crate::i18n::{fill, Catalog};
use crate::language::lang::Lang;
use crate::language::notation::{show_san_in_text, NotationStyle};
use kaissa_engine::coach::{Hang, Judgement, Line, Reason, Threat};
use kaissa_rules::{Move, Position, Role, Square};

/// What the review calls a move ("Blunder"), in the catalog's language.
#[must_use]
pub fn judgement_name(c: &Catalog, j: Judgement) -> &'static str {
    let names = &coach_texts(c).judgements;
    match j {
        Judgement::Best => names[0],
        Judgement::Good => names[1],
        Judgement::Book => names[2],
        Judgement::Inaccuracy => names[3],
        Judgement::Mistake => names[4],
        Judgement::Blunder => names[5],
    }
}

/// `m` (legal in `pos`) as the catalog's language writes moves in a sentence or an engine's line.
pub(super) fn san(c: &Catalog, pos: &Position, m: Move) -> String {
    show_san_in_text(&pos.san(m), Lang::from_code(c.lang).unwrap_or_default(), NotationStyle::Letters, pos.turn())
}

/// The piece on `sq` of `pos` with its square, in the accusative ("ферзя на d5").
fn piece_acc(c: &Catalog, pos: &Position, sq: Square) -> String {
    pos.board().role_at(sq).map_or_else(|| sq.to_string(), |role| c.piece_on_acc(role, sq))
}

/// Why the move `played` (legal in `before`) was bad, as the reason's sentence; the review's
/// words when no fact says why ("There was a better move."). `plural` gives a number's
/// plural category in the catalog's language (the browser's `Intl.PluralRules`).
#[must_use]
pub fn why(
    c: &Catalog,
    before: &Position,
    played: Move,
    reason: Option<&Reason>,
    plural: &dyn Fn(u64) -> PluralCategory,
) -> String {
    let w = coach_texts(c);
    let after = before.after(played);
    let role = |r: Role| c.roles[r.index()].one;
    let Some(reason) = reason else { return w.no_reason.to_owned() };
    match reason {
        Reason::HangsPiece { square, role: hung, by, from, free, cause } => {
            let piece = c.piece_on_acc(*hung, *square);
            let by = c.piece_on(*by, *from);
            let then = if *free { w.then_free } else { w.then_exchange };
            match cause {
                Hang::Moved => format!("{} {then}", fill(w.moves_into, &[("piece.acc", &piece), ("by", &by)])),
                Hang::LeftAttacked => {
                    format!("{} {then}", fill(w.left_attacked, &[("piece.acc", &piece), ("by", &by)]))
                }
                Hang::DefenderMoved { defender, was } => {
                    let defender = c.piece_on_acc(*defender, *was);
                    let text =
                        fill(w.defender_moved, &[("defender.acc", &defender), ("piece.acc", &piece), ("by", &by)]);
                    format!("{text} {then}")
                }
                Hang::Other => {
                    let template = if *free { w.hangs_free } else { w.hangs_exchange };
                    fill(template, &[("piece.acc", &piece), ("by", &by)])
                }
            }
        }
        Reason::IgnoresThreat { threat, kind } => {
            let side = c.color(!before.turn());
            let text = san(c, &after, *threat);
            match kind {
                Threat::Mate => fill(w.threat_mate, &[("side", side), ("move", &text)]),
                Threat::Fork { targets: [a, b], .. } => {
                    let then = after.after(*threat);
                    fill(
                        w.threat_fork,
                        &[
                            ("side", side),
                            ("move", &text),
                            ("a", &piece_acc(c, &then, *a)),
                            ("b", &piece_acc(c, &then, *b)),
                        ],
                    )
                }
            }
        }
        Reason::AllowsMate { moves, first } => {
            let text = count(w.allows_mate, "n", u64::from(*moves), plural(u64::from(*moves)));
            fill(&text, &[("move", &san(c, &after, *first))])
        }
        Reason::MissesMate { moves, best } => {
            let text = count(w.misses_mate, "n", u64::from(*moves), plural(u64::from(*moves)));
            fill(&text, &[("move", &san(c, before, *best))])
        }
        Reason::StalemateNotMate { best } => fill(w.stalemate_not_mate, &[("move", &san(c, before, *best))]),
        Reason::MissesMaterial { best, square, role: piece, free } => {
            let template = if *free { w.misses_free } else { w.misses_material };
            fill(template, &[("move", &san(c, before, *best)), ("piece.acc", &c.piece_on_acc(*piece, *square))])
        }
        Reason::MissesFork { best, targets: [a, b], .. } => {
            let then = before.after(*best);
            fill(
                w.misses_fork,
                &[("move", &san(c, before, *best)), ("a", &piece_acc(c, &then, *a)), ("b", &piece_acc(c, &then, *b))],
            )
        }
        Reason::AllowsFork { reply, role: by, targets: [a, b] } => {
            let then = after.after(*reply);
            fill(
                w.allows_fork,
                &[
                    ("move", &san(c, &after, *reply)),
                    ("by", role(*by)),
                    ("a", &piece_acc(c, &then, *a)),
                    ("b", &piece_acc(c, &then, *b)),
                ],
            )
        }
        Reason::AllowsPromotion { promotion } => {
            // The promotion is in the engine's line, a ply or three on: written on its own.
            let text = after
                .legal_moves()
                .iter()
                .find(|m| *m == promotion)
                .map_or_else(|| promotion.uci(), |m| san(c, &after, *m));
            fill(w.allows_promotion, &[("move", &text)])
        }
        Reason::GivesUpCastling => w.gives_up_castling.to_owned(),
        Reason::RepeatsWhileWinning => w.repeats_while_winning.to_owned(),
    }
}

/// The best move in `before` when it was not `played`: "The best move was Nf3." — nothing when
/// the search had no move or `played` was its. The line after it is shown on the board (the
/// review's Show), not written out: a row of notation is what a beginner cannot read.
#[must_use]
pub fn better(c: &Catalog, before: &Position, played: Move, best: &Line) -> Option<String> {
    let w = coach_texts(c);
    let first = best.best().filter(|&m| m != played && before.is_legal(m))?;
    Some(fill(w.better, &[("move", &san(c, before, first))]))
}
