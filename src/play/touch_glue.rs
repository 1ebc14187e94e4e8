//! The browser side of touch-move training and of "confirm moves": what the Play screen's board
//! hears (each press is a touch; finished moves and refusals go through the obligation and the
//! confirmation), the obligation line with the "J'adoube" button, and the settings the board
//! applies. The decisions are in [`kaissa_app_core::touch_move::training`] and [`kaissa_app_core::confirm_move`].

use crate::play::ctx::{Explanation, PlayCtx};
use kaissa_app_core::board::state::{BoardLook, Movable};
use kaissa_app_core::confirm_move::{hold, still_holds};
use kaissa_app_core::i18n::{catalog, fill};
use kaissa_app_core::movable_of;
use kaissa_app_core::touch_move::obligation::{FreeTouch, Obligation, Touch, TouchRefusal, TouchWhy};
use kaissa_app_core::touch_move::training::Verdict;
use kaissa_rules::{Bitboard, Move, Position, Square};
use leptos::prelude::*;

/// Whether touch-move training applies now: the setting is on and the user is to move on the
/// live position (not the computer, not while reviewing, not while a move waits to be confirmed).
fn touch_active(ctx: PlayCtx) -> bool {
    ctx.settings.with_untracked(|s| s.touch_move)
        && ctx.pending.with_untracked(Option::is_none)
        && ctx.board.with_untracked(|b| b.movable.color.is_some())
}

/// The live position and how many moves led to it.
fn live(ctx: PlayCtx) -> (Position, usize) {
    ctx.session.with_untracked(|s| (*s.position(), s.game().moves().len()))
}

/// Called by [`PlayCtx::refresh`] on every change: the touches start again once the game moves
/// on, a held move stays shown until the game itself changes, and the board's moves are narrowed
/// to the obligation.
#[must_use]
pub fn restricted(ctx: PlayCtx, mut movable: Movable) -> Movable {
    let (pos, ply) = live(ctx);
    let over = ctx.session.with_untracked(|s| s.game().is_over());
    match ctx.pending.with_untracked(|p| p.as_ref().map(|held| still_holds(held, &pos, over))) {
        // Looking back at an earlier position: that is shown; back on the live one, the held move.
        Some(true) if ctx.view_ply.with_untracked(Option::is_some) => return movable,
        Some(true) => return ctx.pending.with_untracked(|p| p.as_ref().map(|h| h.preview.clone())).unwrap_or(movable),
        Some(false) => ctx.pending.set(None),
        None => {}
    }
    if ctx.touch.with_untracked(|t| t.machine().position() != &pos || t.ply() != ply) {
        ctx.touch.update(|t| {
            t.sync(&pos, ply);
        });
    }
    let on = ctx.settings.with_untracked(|s| s.touch_move);
    if on && movable.color.is_some() {
        ctx.touch.with_untracked(|t| t.restrict(&mut movable));
    }
    movable
}

/// A press on `sq`: a touch, which may bind the player; the board then acts on the narrowed moves.
pub fn on_touch(ctx: PlayCtx, sq: Square) {
    if !touch_active(ctx) {
        return;
    }
    let (pos, ply) = live(ctx);
    let mut touch = None;
    ctx.touch.update(|t| {
        t.sync(&pos, ply);
        touch = t.touch(sq);
    });
    if let Some(Touch::Committed(_)) = touch {
        let mut movable = movable_of(&pos, true);
        ctx.touch.with_untracked(|t| t.restrict(&mut movable));
        ctx.board.update(|b| b.restrict(movable));
    }
}

/// A move finished on the board: kept to the touch-move obligation, held for confirmation when
/// moves are confirmed, else played.
pub fn on_move(ctx: PlayCtx, m: Move) {
    if ctx.settings.with_untracked(|s| s.touch_move) {
        if let Some(r) = ctx.touch.with_untracked(|t| t.check(m)) {
            explain_touch(ctx, r);
            ctx.refresh();
            return;
        }
    }
    if ctx.settings.with_untracked(|s| s.confirm_moves) {
        if let Some(held) = ctx.session.with_untracked(|s| hold(s.position(), m)) {
            ctx.explanation.set(None);
            ctx.board.update(|b| b.set_movable(held.preview.clone()));
            ctx.pending.set(Some(held));
            return;
        }
    }
    ctx.play(m);
}

/// A refused attempt: in touch-move mode, broken obligations are explained as such and a touched
/// opponent's piece is no mistake; otherwise the rules core explains.
pub fn on_refused(ctx: PlayCtx, from: Square, to: Option<Square>) {
    if !touch_active(ctx) {
        ctx.explain_refusal(from, to);
        return;
    }
    match ctx.touch.with_untracked(|t| t.verdict(from, to)) {
        Verdict::Rules => ctx.explain_refusal(from, to),
        Verdict::Touch(r) => explain_touch(ctx, r),
        Verdict::Quiet => ctx.explanation.set(None),
    }
}

/// "the knight on g1" for the piece on `sq` of the live position.
fn piece_words(pos: &Position, sq: Square) -> String {
    pos.board().role_at(sq).map_or_else(|| sq.to_string(), |role| catalog().piece_on(role, sq))
}

fn explain_touch(ctx: PlayCtx, r: TouchRefusal) {
    let t = catalog().settings;
    let pos = live(ctx).0;
    let text = match (r.why, r.obligation) {
        (TouchWhy::MustMove, _) => fill(t.why_must_move, &[("piece", &piece_words(&pos, r.square))]),
        (TouchWhy::MustCapture, _) => fill(t.why_must_capture, &[("piece", &piece_words(&pos, r.square))]),
        (TouchWhy::MustCaptureWith, Obligation::CaptureWith { piece, target }) => fill(
            t.why_must_capture_with,
            &[("piece", &piece_words(&pos, piece)), ("target", &piece_words(&pos, target))],
        ),
        (TouchWhy::MustCaptureWith, _) => fill(t.why_must_capture, &[("piece", &piece_words(&pos, r.square))]),
        (TouchWhy::MustCastle, Obligation::Castle(side)) => {
            fill(t.why_must_castle, &[("square", &side.squares(pos.turn()).rook_from.to_string())])
        }
        (TouchWhy::MustCastle, _) => fill(t.why_must_move, &[("piece", &piece_words(&pos, r.square))]),
        (TouchWhy::RookTouchedFirst, _) => t.why_rook_first.to_owned(),
    };
    ctx.explanation.set(Some(Explanation { code: r.code(), text }));
}

/// What the board shows from the settings.
#[must_use]
pub fn look(ctx: PlayCtx) -> Signal<BoardLook> {
    Signal::derive(move || {
        ctx.settings.with(|s| BoardLook {
            show_dests: s.show_legal_moves,
            show_coords: s.show_coordinates,
            animation_ms: s.animation.duration_ms(),
        })
    })
}

/// The squares marked as touched.
#[must_use]
pub fn touched(ctx: PlayCtx) -> Signal<Bitboard> {
    Signal::derive(
        move || {
            if ctx.settings.with(|s| s.touch_move) {
                ctx.touch.with(|t| t.touched())
            } else {
                Bitboard(0)
            }
        },
    )
}

/// Keeps the board's input mode and promotion rule in step with the settings, and drops any
/// obligation when the training is switched off (or on).
pub fn apply_settings(ctx: PlayCtx) {
    Effect::new(move |_| {
        let (input, touch_move) = ctx.settings.with(|s| (s.move_input, s.touch_move));
        ctx.board.update(|b| {
            b.input = input;
            b.promotion_final = touch_move;
        });
    });
    Effect::new(move |previous: Option<bool>| {
        let on = ctx.settings.with(|s| s.touch_move);
        if previous.is_some_and(|p| p != on) {
            let (pos, ply) = live(ctx);
            ctx.touch.update(|t| *t = kaissa_app_core::touch_move::training::TouchTraining::new(pos, ply));
            ctx.refresh();
        }
        on
    });
}

/// The obligation line (`touch-obligation`, `data-obligation`) and the "J'adoube" button
/// (`adjust`), in touch-move mode only.
#[component]
pub fn TouchPanel() -> impl IntoView {
    let t = catalog().settings;
    let ctx = PlayCtx::get();
    let line = move || {
        let pos = ctx.touch.with(|tt| *tt.machine().position());
        ctx.touch.with(|tt| {
            let m = tt.machine();
            let words = |sq: Square| piece_words(&pos, sq);
            if m.is_adjusting() {
                return t.touch_adjusting.to_owned();
            }
            match m.obligation() {
                Obligation::Move(x) => fill(t.touch_move_line, &[("piece", &words(x))]),
                Obligation::Capture(y) => fill(t.touch_capture_line, &[("piece", &words(y))]),
                Obligation::CaptureWith { piece, target } => {
                    fill(t.touch_capture_with_line, &[("piece", &words(piece)), ("target", &words(target))])
                }
                Obligation::Castle(side) => {
                    fill(t.touch_castle_line, &[("square", &side.squares(pos.turn()).rook_from.to_string())])
                }
                Obligation::None => match tt.last() {
                    Some((sq, Touch::Free(FreeTouch::CannotMove))) => {
                        fill(t.touch_free_cannot_move, &[("piece", &words(sq))])
                    }
                    Some((sq, Touch::Free(FreeTouch::CannotBeCaptured))) => {
                        fill(t.touch_free_cannot_be_captured, &[("piece", &words(sq))])
                    }
                    Some((sq, Touch::Free(FreeTouch::Adjusted))) => {
                        fill(t.touch_free_adjusted, &[("piece", &words(sq))])
                    }
                    _ => t.touch_none.to_owned(),
                },
            }
        })
    };
    let code = move || ctx.touch.with(|tt| tt.machine().obligation().code());
    let adjusting = move || ctx.touch.with(|tt| tt.machine().is_adjusting()).to_string();
    let adjust = move |_| {
        let (pos, ply) = live(ctx);
        ctx.touch.update(|tt| {
            tt.sync(&pos, ply);
            tt.adjust();
        });
    };
    move || {
        ctx.settings.with(|s| s.touch_move).then(|| {
            view! {
                <div class="touch-panel">
                    <span class="touch-obligation" data-testid="touch-obligation" data-obligation=code>
                        {line}
                    </span>
                    <button
                        type="button"
                        class="btn"
                        data-testid="adjust"
                        title=t.adjust_title
                        aria-pressed=adjusting
                        on:click=adjust
                    >
                        {t.adjust}
                    </button>
                </div>
            }
        })
    }
}
